import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { TOrderRequest } from '../../../../schemas/api/order-requests';
import { errorText } from '../../api/api-error';
import { useSaveMyOrderRequest } from '../../api/order-requests';
import { useFlash } from '../../app/flash';
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
      <Modal
        visible={asking}
        onDismiss={() => setAsking(false)}
        header={texts.withdrawTitle}
        closeAriaLabel={de.common.cancel}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setAsking(false)}>
                {de.common.cancel}
              </Button>
              <Button
                variant="primary"
                onClick={withdraw}
                loading={save.isPending}
                data-testid="request-withdraw-confirm"
              >
                {texts.withdraw}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <SpaceBetween size="s">
          {save.isError && <Alert type="error">{errorText(save.error)}</Alert>}
          <Box>{texts.withdrawText}</Box>
        </SpaceBetween>
      </Modal>
    </SpaceBetween>
  );
};
