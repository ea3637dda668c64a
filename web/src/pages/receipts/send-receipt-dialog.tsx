import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { sendReceipt } from '../../../../schemas/api/receipts';
import type { TFieldIssue } from '../../../../schemas/errors';
import type { TReceipt } from '../../../../schemas/receipts/receipt';
import { ApiError } from '../../api/api-error';
import { useCustomer } from '../../api/customers';
import { useReceiptSettings, useSendReceipt } from '../../api/receipts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { receiptTexts } from '../../i18n/de/receipts';
import { useDialogCall } from './dialog-call';
import type { ReceiptKind } from './receipt-kinds';
import { flaggedRecipients, recipientList } from './receipt-values';
import { sendFieldProblems } from './send-receipt-problems';

const t = receiptTexts.send;

/**
 * 'Per Mail senden': the recipients start as the customer's contact persons flagged for this type,
 * subject and text as the type's settings say; the server attaches the PDF (and the XML of an invoice).
 * Only the customer's and the company's own addresses are taken (issue 25): the server names each other
 * address, shown at the recipients field; a refusal of no field (too many mails) shows below.
 */
export const SendReceiptDialog = ({
  kind,
  receipt,
  onClose,
}: {
  kind: ReceiptKind;
  receipt: TReceipt;
  onClose: () => void;
}) => {
  const customer = useCustomer(receipt.customerId);
  const settings = useReceiptSettings();
  if (!customer.data || !settings.data)
    return <SendForm kind={kind} receipt={receipt} onClose={onClose} prefill={null} />;
  const typeSettings = settings.data.types[receipt.type];
  return (
    <SendForm
      kind={kind}
      receipt={receipt}
      onClose={onClose}
      prefill={{
        recipients: flaggedRecipients(customer.data.contactPersons, kind.mailKind).join(', '),
        subject: typeSettings.mailSubject ?? '',
        text: typeSettings.mailText ?? '',
      }}
    />
  );
};

type Typed = { recipients: string; subject: string; text: string };

const SendForm = ({
  receipt,
  onClose,
  prefill,
}: {
  kind: ReceiptKind;
  receipt: TReceipt;
  onClose: () => void;
  prefill: Typed | null;
}) => {
  const send = useSendReceipt();
  const [typed, setTyped] = useState<Typed | null>(null);
  const [issues, setIssues] = useState<TFieldIssue[]>([]);
  const { problem, setProblem, callbacks } = useDialogCall(t.sent, onClose);
  const shown = typed ?? prefill ?? { recipients: '', subject: '', text: '' };
  const change = (part: Partial<Typed>) => setTyped({ ...shown, ...part });
  const atField = sendFieldProblems(issues);
  const submit = () => {
    const recipients = recipientList(shown.recipients);
    const body = sendReceipt.body?.safeParse({
      type: receipt.type,
      recipients,
      subject: shown.subject,
      text: shown.text,
    });
    setProblem(null);
    if (recipients.length === 0) return setIssues([{ path: 'recipients', message: t.noRecipients }]);
    if (!body?.success) {
      return setIssues(
        body?.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? [],
      );
    }
    setIssues([]);
    send.mutate(
      { receiptId: receipt.id, ...body.data },
      {
        ...callbacks,
        onError: (error) => {
          setIssues(error instanceof ApiError ? error.issues : []);
          callbacks.onError(error);
        },
      },
    );
  };
  return (
    <ConfirmDialog
      visible
      title={t.title}
      confirmText={t.submit}
      busy={send.isPending}
      onCancel={onClose}
      onConfirm={submit}
      confirmTestId="receipt-send-confirm"
      testId="receipt-send-dialog"
    >
      <SpaceBetween size="m">
        <FormField
          label={t.recipients}
          description={t.recipientsHint}
          errorText={atField.recipients}
          data-testid="receipt-send-recipients-field"
        >
          <Input
            value={shown.recipients}
            type="email"
            invalid={atField.recipients !== undefined}
            onChange={({ detail }) => change({ recipients: detail.value })}
            data-testid="receipt-send-recipients"
          />
        </FormField>
        <FormField label={t.subject} errorText={atField.subject}>
          <Input value={shown.subject} onChange={({ detail }) => change({ subject: detail.value })} />
        </FormField>
        <FormField label={t.text} errorText={atField.text}>
          <Textarea value={shown.text} rows={6} onChange={({ detail }) => change({ text: detail.value })} />
        </FormField>
        {problem && (
          <Alert type="error" data-testid="receipt-send-error">
            {problem}
          </Alert>
        )}
      </SpaceBetween>
    </ConfirmDialog>
  );
};
