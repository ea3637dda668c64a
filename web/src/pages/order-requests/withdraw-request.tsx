import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { TOrderRequest } from '../../../../schemas/api/order-requests';
import { errorText } from '../../api/api-error';
import { useSaveMyOrderRequest } from '../../api/order-requests';
import { useFlash } from '../../app/flash';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { de } from '../../i18n/de';
import { withdrawnInput } from './request-values';

const texts = de.myOrderRequests;

/**
 * A sent request is read-only; 'Zurückziehen' (after asking) takes it back to a draft, which the customer
 * may do while it is pending (services.md §4), so it can be changed and sent again.
 */
export const WithdrawRequest = ({ companyId, request }: { companyId: string; request: TOrderRequest }) => {
  const save = useSaveMyOrderRequest(companyId);
  const flash = useFlash();
  const [asking, setAsking] = useState(false);
  const withdraw = () =>
    save.mutate(
      { id: request.id, version: request.version, data: withdrawnInput(request) },
      {
        onSuccess: () => {
          setAsking(false);
          flash.push({ type: 'success', content: texts.withdrawn });
        },
      },
    );

  return (
    <SpaceBetween size="m">
      <Alert
        type="info"
        action={
          <Button onClick={() => setAsking(true)} data-testid="request-withdraw">
            {texts.withdraw}
          </Button>
        }
      >
        <span data-testid="request-sent-read-only">{texts.sentReadOnly}</span>
      </Alert>
      <ConfirmDialog
        visible={asking}
        title={texts.withdrawTitle}
        confirmText={texts.withdraw}
        onConfirm={withdraw}
        onCancel={() => setAsking(false)}
        busy={save.isPending}
        confirmTestId="request-withdraw-confirm"
      >
        <SpaceBetween size="s">
          {save.isError && <Alert type="error">{errorText(save.error)}</Alert>}
          <Box>{texts.withdrawText}</Box>
        </SpaceBetween>
      </ConfirmDialog>
    </SpaceBetween>
  );
};
