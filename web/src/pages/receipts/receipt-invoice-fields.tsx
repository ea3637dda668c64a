import { useWatch } from 'react-hook-form';
import { currencies } from '../../../../schemas/receipts/receipt';
import { useReceipts } from '../../api/receipts';
import { SelectField } from '../../forms/fields';
import { DateField, DecimalField } from '../../forms/typed-fields';
import { receiptTexts } from '../../i18n/de/receipts';
import { formatDay } from '../format';
import type { ReceiptKind } from './receipt-kinds';
import type { ReceiptFormValues } from './receipt-values';

const t = receiptTexts.form;
const currencyOptions = currencies.map((currency) => ({ value: currency, label: currency }));

/** The finalized bills of the chosen customer a credit note may correct. */
const ReferencedBillField = () => {
  const customerId = useWatch<ReceiptFormValues, 'customerId'>({ name: 'customerId' });
  const bills = useReceipts('BILL', { status: 'FINALIZED', ...(customerId ? { customerId } : {}) });
  const options = customerId
    ? (bills.data ?? []).map((bill) => ({
        value: bill.id,
        label: `${bill.number ?? ''} vom ${formatDay(bill.date)}`,
      }))
    : [];
  return (
    <SelectField<ReceiptFormValues>
      name="referencedReceiptId"
      label={t.referencedBill}
      description={t.referencedBillHint}
      options={options}
      loading={Boolean(customerId) && bills.isPending}
      nullable
    />
  );
};

/**
 * What an invoice states besides its head (issue 24): the day of supply where no period applies, the
 * currency with the rate for its VAT in EUR (a CHF bill), and for a credit note the bill it corrects.
 */
export const InvoiceFields = ({ kind }: { kind: ReceiptKind }) => {
  const currency = useWatch<ReceiptFormValues, 'currency'>({ name: 'currency' });
  return (
    <>
      <DateField<ReceiptFormValues> name="deliveryDate" label={t.supplyDate} description={t.supplyDateHint} />
      <SelectField<ReceiptFormValues> name="currency" label={t.currency} options={currencyOptions} />
      {currency !== 'EUR' && (
        <DecimalField<ReceiptFormValues>
          name="vatExchangeRate"
          label={t.vatExchangeRate}
          description={t.vatExchangeRateHint}
          nullable
        />
      )}
      {kind.type === 'CREDIT_NOTE' && <ReferencedBillField />}
    </>
  );
};
