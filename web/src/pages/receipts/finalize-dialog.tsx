import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { germanDay } from '../../../../schemas/kernel/calendar';
import { finalizeHints, supplyDayLabel } from '../../../../schemas/receipts/finalize-hints';
import { receiptMessages, type TReceipt } from '../../../../schemas/receipts/receipt';
import { ApiError, errorText } from '../../api/api-error';
import { useFinalizeReceipt } from '../../api/receipts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { receiptTexts } from '../../i18n/de/receipts';

const t = receiptTexts.actions;

/** Every German text of a refusal: the code's, then what each field lacks (the dry run names them all). */
const refusalTexts = (error: unknown): string[] => {
  const issues = error instanceof ApiError ? error.issues.map((issue) => issue.message) : [];
  return [...new Set([errorText(error), ...issues])];
};

/**
 * Asks before a receipt takes its number for good (issue 24): warns of a date far back or ahead, and where
 * an invoice states no time of supply, asks the user to confirm its date as the day of supply before the
 * button works. A refusal of the dry run lists every missing piece.
 */
export const FinalizeDialog = ({
  receipt,
  onClose,
  onDone,
}: {
  receipt: TReceipt;
  onClose: () => void;
  onDone: () => void;
}) => {
  const finalize = useFinalizeReceipt(receipt.type);
  const [supplyConfirmed, setSupplyConfirmed] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const today = germanDay(new Date());
  const hints = finalizeHints(receipt, today);
  const blocked = hints.asksSupplyDay && !supplyConfirmed;
  return (
    <ConfirmDialog
      visible
      title={t.finalize}
      confirmText={t.finalize}
      busy={finalize.isPending}
      onCancel={onClose}
      onConfirm={() => {
        setUnconfirmed(blocked);
        if (blocked) return;
        finalize.mutate(
          { receiptId: receipt.id, version: receipt.version, supplyOnReceiptDate: supplyConfirmed },
          { onSuccess: onDone, onError: setError },
        );
      }}
      confirmTestId="receipt-finalize-confirm"
    >
      <SpaceBetween size="s">
        <Box>{t.finalizeConfirm}</Box>
        {hints.warnings.map((warning) => (
          <Alert key={warning} type="warning" data-testid="receipt-finalize-warning">
            {warning}
          </Alert>
        ))}
        {hints.asksSupplyDay && (
          <SpaceBetween size="xs">
            <Box>{t.supplyMissing}</Box>
            <Checkbox
              checked={supplyConfirmed}
              onChange={({ detail }) => setSupplyConfirmed(detail.checked)}
              data-testid="receipt-finalize-supply-day"
            >
              {supplyDayLabel(receipt.date ?? today)}
            </Checkbox>
            {unconfirmed && !supplyConfirmed && (
              <Box color="text-status-error" data-testid="receipt-finalize-supply-missing">
                {receiptMessages.timeOfSupply}
              </Box>
            )}
          </SpaceBetween>
        )}
        {error !== null && (
          <Alert type="error" data-testid="receipt-finalize-error">
            <SpaceBetween size="xxs">
              {refusalTexts(error).map((text) => (
                <Box key={text}>{text}</Box>
              ))}
            </SpaceBetween>
          </Alert>
        )}
      </SpaceBetween>
    </ConfirmDialog>
  );
};
