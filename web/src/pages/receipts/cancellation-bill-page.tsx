import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatGermanMoney } from '../../../../schemas/kernel/german-format';
import type { TReceipt } from '../../../../schemas/receipts/receipt';
import { errorText } from '../../api/api-error';
import { useCancelBill, useReceipt } from '../../api/receipts';
import { pathFor } from '../../app/pages';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { RouterLink } from '../../components/router-link';
import { receiptTexts } from '../../i18n/de/receipts';
import { formatDay } from '../format';
import { receiptActions } from './receipt-details-values';

const t = receiptTexts.cancel;

/** The cancellation bill made: its number, linking to it (its details are the bill details of its type). */
const Cancelled = ({ cancellation }: { cancellation: TReceipt }) => (
  <Alert type="success" data-testid="cancellation-done">
    {t.done}{' '}
    {t.cancellationNumber(
      cancellation.number ?? receiptTexts.noNumber,
      formatGermanMoney(cancellation.totals.gross, cancellation.currency),
    )}
  </Alert>
);

/**
 * Stornorechnung (application.md §2 cancellation bill): a finalized bill is reversed by a finalized
 * cancellation bill with its positions negated; asked first, with an optional reason.
 */
const CancellationBillPage = () => {
  const { receiptId = '' } = useParams();
  const bill = useReceipt('BILL', receiptId);
  const cancel = useCancelBill();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  if (!bill.data) return <PageLoading error={bill.error} />;
  const shown = bill.data;
  const cancellation = cancel.data?.cancellationBill;
  return (
    <ContentLayout header={<PageHeader />}>
      <SpaceBetween size="l">
        <Container>
          <Box>
            <RouterLink href={pathFor('billDetails', { receiptId: shown.id })}>
              {receiptTexts.kindOf.BILL} {shown.number ?? receiptTexts.noNumber}
            </RouterLink>{' '}
            · {formatDay(shown.date)} · {formatGermanMoney(shown.totals.gross, shown.currency)}
          </Box>
        </Container>
        {cancellation ? (
          <Cancelled cancellation={cancellation} />
        ) : !receiptActions(shown).cancel ? (
          <Alert type="info">{t.notFinalized}</Alert>
        ) : (
          <Container>
            <SpaceBetween size="m">
              <FormField label={t.reason}>
                <Textarea
                  value={reason}
                  onChange={({ detail }) => setReason(detail.value)}
                  data-testid="cancel-reason"
                />
              </FormField>
              <Button variant="primary" onClick={() => setAsking(true)} data-testid="cancel-bill">
                {receiptTexts.actions.cancel}
              </Button>
            </SpaceBetween>
          </Container>
        )}
      </SpaceBetween>
      <ConfirmDialog
        visible={asking}
        title={receiptTexts.actions.cancel}
        confirmText={receiptTexts.actions.cancel}
        busy={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          cancel.mutate({ receiptId: shown.id, version: shown.version, reason }, { onSuccess: () => setAsking(false) })
        }
        confirmTestId="cancel-bill-confirm"
      >
        <SpaceBetween size="s">
          <Box>{t.confirm}</Box>
          {cancel.error && <Alert type="error">{errorText(cancel.error)}</Alert>}
        </SpaceBetween>
      </ConfirmDialog>
    </ContentLayout>
  );
};

export default CancellationBillPage;
