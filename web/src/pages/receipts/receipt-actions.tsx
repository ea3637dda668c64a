import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { sendReceipt } from '../../../../schemas/api/receipts';
import { hasPermission } from '../../../../schemas/permissions';
import type { TReceipt } from '../../../../schemas/receipts/receipt';
import { errorText } from '../../api/api-error';
import { useAcceptOffer, useArchiveReceipt, useReceiptDocument, useRemoveReceipt } from '../../api/receipts';
import { useAuth } from '../../app/auth';
import { roleOf } from '../../app/auth-state';
import { useFlash } from '../../app/flash';
import { openablePath } from '../../app/pages';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { receiptTexts } from '../../i18n/de/receipts';
import { BillPaymentDialog } from './bill-payment-dialog';
import { FinalizeDialog } from './finalize-dialog';
import { receiptActions } from './receipt-details-values';
import type { ReceiptKind } from './receipt-kinds';
import { SendReceiptDialog } from './send-receipt-dialog';

const t = receiptTexts.actions;

type Dialog = 'finalize' | 'remove' | 'send' | 'payment' | 'accept' | null;

/** A stored file of the receipt as a download button (the address is signed and short-lived). */
const DownloadButton = ({ receipt, format, text }: { receipt: TReceipt; format: 'pdf' | 'xml'; text: string }) => {
  const document = useReceiptDocument(receipt, format);
  return (
    <Button
      href={document.data?.url}
      download={document.data?.fileName}
      iconName="download"
      disabled={!document.data}
      loading={document.isPending}
      data-testid={`receipt-download-${format}`}
    >
      {text}
    </Button>
  );
};

/** Asks before an action that cannot be undone, and shows why it failed. */
const AskFirst = ({
  action,
  question,
  busy,
  error,
  onCancel,
  onConfirm,
  testId,
}: {
  action: string;
  question: string;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
  testId: string;
}) => (
  <ConfirmDialog
    visible
    title={action}
    confirmText={action}
    busy={busy}
    onCancel={onCancel}
    onConfirm={onConfirm}
    confirmTestId={testId}
  >
    <SpaceBetween size="s">
      <Box>{question}</Box>
      {error !== null && <Alert type="error">{errorText(error)}</Alert>}
    </SpaceBetween>
  </ConfirmDialog>
);

/**
 * The buttons of a receipt's details page, as far as its state allows (receiptActions) and the role may
 * open the pages they lead to: edit, delete, finalize (asked first: it cannot be undone), send, the
 * files, archive; for bills the payment, the cancellation and the reminders; for offers 'accepted'.
 */
export const ReceiptActionButtons = ({ kind, receipt }: { kind: ReceiptKind; receipt: TReceipt }) => {
  const navigate = useNavigate();
  const flash = useFlash();
  const role = roleOf(useAuth().state);
  const pathOf = openablePath(role);
  // Sending is mail from the company: only for the roles the endpoint lets send (issue 25).
  const maySend = role !== null && hasPermission(role, sendReceipt.access.permission);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<unknown>(null);
  const remove = useRemoveReceipt(kind.type);
  const archive = useArchiveReceipt(kind.type);
  const accept = useAcceptOffer();
  const allowed = receiptActions(receipt);
  const ids = { receiptId: receipt.id, version: receipt.version };
  const close = () => {
    setDialog(null);
    setError(null);
  };
  const done = (message: string) => () => {
    close();
    flash.push({ type: 'success', content: message });
  };
  const failed = (failure: unknown) => setError(failure);
  const editPath = kind.edit && allowed.edit ? pathOf(kind.edit) : undefined;
  const cancelPath = allowed.cancel ? pathOf('cancellationBill') : undefined;
  const remindersPath = allowed.reminders ? pathOf('billReminders') : undefined;
  const withId = (path: string) => path.replace(':receiptId', encodeURIComponent(receipt.id));
  return (
    <SpaceBetween size="xs" direction="horizontal">
      {editPath && (
        <Button onClick={() => navigate(withId(editPath))} data-testid="receipt-edit">
          {t.edit}
        </Button>
      )}
      {allowed.remove && (
        <Button onClick={() => setDialog('remove')} data-testid="receipt-remove">
          {t.remove}
        </Button>
      )}
      {allowed.finalize && (
        <Button variant="primary" onClick={() => setDialog('finalize')} data-testid="receipt-finalize">
          {t.finalize}
        </Button>
      )}
      {allowed.send && maySend && (
        <Button onClick={() => setDialog('send')} data-testid="receipt-send">
          {t.send}
        </Button>
      )}
      <DownloadButton receipt={receipt} format="pdf" text={t.downloadPdf} />
      {allowed.downloadXml && <DownloadButton receipt={receipt} format="xml" text={t.downloadXml} />}
      {allowed.recordPayment && (
        <Button onClick={() => setDialog('payment')} data-testid="receipt-record-payment">
          {t.recordPayment}
        </Button>
      )}
      {cancelPath && (
        <Button onClick={() => navigate(withId(cancelPath))} data-testid="receipt-cancel">
          {t.cancel}
        </Button>
      )}
      {remindersPath && (
        <Button onClick={() => navigate(withId(remindersPath))} data-testid="receipt-reminders">
          {t.reminders}
        </Button>
      )}
      {allowed.acceptOffer && (
        <Button onClick={() => setDialog('accept')} data-testid="receipt-accept-offer">
          {t.acceptOffer}
        </Button>
      )}
      {(allowed.archive || allowed.unarchive) && (
        <Button
          loading={archive.isPending}
          onClick={() =>
            archive.mutate(
              { ...ids, archived: allowed.archive },
              { onError: (failure) => flash.push({ type: 'error', content: errorText(failure) }) },
            )
          }
          data-testid="receipt-archive"
        >
          {allowed.archive ? t.archive : t.unarchive}
        </Button>
      )}

      {dialog === 'finalize' && <FinalizeDialog receipt={receipt} onClose={close} onDone={done(t.finalized)} />}
      {dialog === 'remove' && (
        <AskFirst
          action={t.remove}
          question={t.removeConfirm}
          busy={remove.isPending}
          error={error}
          onCancel={close}
          onConfirm={() =>
            remove.mutate(ids, {
              onSuccess: () => {
                done(t.removed)();
                navigate(pathOf(kind.list) ?? '/');
              },
              onError: failed,
            })
          }
          testId="receipt-remove-confirm"
        />
      )}
      {dialog === 'accept' && (
        <AskFirst
          action={t.acceptOffer}
          question={t.acceptOfferConfirm}
          busy={accept.isPending}
          error={error}
          onCancel={close}
          onConfirm={() => accept.mutate(ids, { onSuccess: done(t.accepted), onError: failed })}
          testId="receipt-accept-confirm"
        />
      )}
      {dialog === 'send' && <SendReceiptDialog kind={kind} receipt={receipt} onClose={close} />}
      {dialog === 'payment' && <BillPaymentDialog receipt={receipt} onClose={close} />}
    </SpaceBetween>
  );
};
