import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { TReceipt } from '../../../../schemas/receipts/receipt';
import { useRecordBillPayment } from '../../api/receipts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useNow } from '../../components/use-now';
import { germanTextOfDay, germanTextOfDecimal } from '../../forms/german-input';
import { receiptTexts } from '../../i18n/de/receipts';
import { todayInGermany } from '../format';
import { useDialogCall } from './dialog-call';
import { openAmountOf, paymentOf } from './receipt-values';

const t = receiptTexts.paymentDialog;

/** 'Zahlung erfassen': the open amount and today to start with, as German text. */
export const BillPaymentDialog = ({ receipt, onClose }: { receipt: TReceipt; onClose: () => void }) => {
  const record = useRecordBillPayment();
  const [amount, setAmount] = useState(germanTextOfDecimal(openAmountOf(receipt)));
  const [paidOn, setPaidOn] = useState(germanTextOfDay(todayInGermany(useNow())));
  const { problem, setProblem, callbacks } = useDialogCall(t.recorded, onClose);
  const submit = () => {
    const payment = paymentOf({ version: receipt.version, amountText: amount, paidOnText: paidOn });
    if (!payment.ok) return setProblem(payment.message);
    setProblem(null);
    record.mutate({ receiptId: receipt.id, ...payment.body }, callbacks);
  };
  return (
    <ConfirmDialog
      visible
      title={t.title}
      confirmText={t.title}
      busy={record.isPending}
      onCancel={onClose}
      onConfirm={submit}
      confirmTestId="receipt-payment-confirm"
    >
      <SpaceBetween size="m">
        <FormField label={t.amount}>
          <Input value={amount} inputMode="decimal" onChange={({ detail }) => setAmount(detail.value)} />
        </FormField>
        <FormField label={t.paidOn}>
          <Input value={paidOn} inputMode="numeric" onChange={({ detail }) => setPaidOn(detail.value)} />
        </FormField>
        {problem && <Alert type="error">{problem}</Alert>}
      </SpaceBetween>
    </ConfirmDialog>
  );
};
