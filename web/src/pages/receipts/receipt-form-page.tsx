import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paymentMethods, type TReceipt, ZReceiptInput } from '../../../../schemas/receipts/receipt';
import type { TReceiptSettings } from '../../../../schemas/receipts/settings';
import { useOperatingUnits } from '../../api/company';
import { useCustomers } from '../../api/customers';
import { useCreateReceipt, useReceipt, useReceiptSettings, useUpdateReceipt } from '../../api/receipts';
import { useFlash } from '../../app/flash';
import { pathFor } from '../../app/pages';
import { PageLoading } from '../../components/page-loading';
import { useNow } from '../../components/use-now';
import { SelectField, TextAreaField, TextField, ToggleField } from '../../forms/fields';
import { showServerFailure, submitWith, useSchemaForm } from '../../forms/schema-form';
import { DateField, DecimalField, NumberField } from '../../forms/typed-fields';
import { receiptTexts } from '../../i18n/de/receipts';
import { todayInGermany } from '../format';
import { CustomerTermsPrefill } from './customer-terms-prefill';
import { InvoiceFields } from './receipt-invoice-fields';
import { type ReceiptKind, receiptKinds } from './receipt-kinds';
import { ReceiptPageForm } from './receipt-page-form';
import { DraftTotals, ReceiptPositionsEditor } from './receipt-positions-editor';
import {
  customerOptions,
  formValuesOfReceipt,
  prepareReceiptForm,
  type ReceiptFormValues,
  receiptFormDefaults,
} from './receipt-values';

const t = receiptTexts.form;
const methodOptions = paymentMethods.map((method) => ({ value: method, label: t.methods[method] }));

/** Head, texts and payment terms of a receipt; offers add 'Gültig bis', delivery notes the delivery day. */
const HeadFields = ({ kind }: { kind: ReceiptKind }) => {
  const customers = useCustomers();
  const units = useOperatingUnits(false);
  const unitOptions = (units.data ?? []).map((unit) => ({ value: unit.id, label: unit.name }));
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">{receiptTexts.details.head}</Header>}>
        <ColumnLayout columns={2}>
          <SelectField<ReceiptFormValues>
            name="customerId"
            label={t.customer}
            options={customerOptions(customers.data ?? [])}
            loading={customers.isPending}
            required
          />
          <SelectField<ReceiptFormValues>
            name="operatingUnitId"
            label={t.operatingUnit}
            options={unitOptions}
            loading={units.isPending}
            required
          />
          <DateField<ReceiptFormValues> name="date" label={t.date} />
          <TextField<ReceiptFormValues> name="subject" label={t.subject} />
          <DateField<ReceiptFormValues> name="servicePeriodStart" label={t.servicePeriodStart} />
          <DateField<ReceiptFormValues> name="servicePeriodEnd" label={t.servicePeriodEnd} />
          {kind.type === 'OFFER' && <DateField<ReceiptFormValues> name="validUntil" label={t.validUntil} />}
          {kind.type === 'DELIVERY_NOTE' && <DateField<ReceiptFormValues> name="deliveryDate" label={t.deliveryDate} />}
          {kind.isInvoice && <InvoiceFields kind={kind} />}
        </ColumnLayout>
      </Container>
      <Container>
        <SpaceBetween size="m">
          <TextAreaField<ReceiptFormValues> name="introText" label={t.introText} />
          <TextAreaField<ReceiptFormValues> name="closingText" label={t.closingText} />
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
};

/** Zahlungsbedingungen with Skonto, and the reverse charge switch (invoices only). */
const TermsFields = () => (
  <Container header={<Header variant="h2">{receiptTexts.details.paymentTerms}</Header>}>
    <ColumnLayout columns={2}>
      <NumberField<ReceiptFormValues> name="paymentTerms.paymentTermDays" label={t.paymentTermDays} integer />
      <SelectField<ReceiptFormValues> name="paymentTerms.method" label={t.paymentMethod} options={methodOptions} />
      <DecimalField<ReceiptFormValues> name="paymentTerms.skonto.percent" label={t.skontoPercent} nullable />
      <NumberField<ReceiptFormValues> name="paymentTerms.skonto.days" label={t.skontoDays} integer />
      <ToggleField<ReceiptFormValues> name="reverseCharge" label={t.reverseCharge} />
    </ColumnLayout>
  </Container>
);

type ReceiptInput = ReturnType<typeof ZReceiptInput.parse>;
/** `termsTouched`: the user changed the payment terms; a new receipt otherwise takes the customer's. */
type Save = { pending: boolean; run: (input: ReceiptInput, termsTouched: boolean) => Promise<TReceipt> };

/** The form of a new receipt or a draft: what the API takes, checked by its own schema; errors at the field. */
const ReceiptForm = ({
  kind,
  defaults,
  save,
  termsOfCustomer,
}: {
  kind: ReceiptKind;
  defaults: ReceiptFormValues;
  save: Save;
  /** A new receipt: the settings the chosen customer's payment terms are read with. */
  termsOfCustomer?: TReceiptSettings;
}) => {
  const navigate = useNavigate();
  const flash = useFlash();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm<ReceiptFormValues, typeof ZReceiptInput>({
    schema: ZReceiptInput,
    defaultValues: defaults,
    prepare: prepareReceiptForm,
  });
  const submit = submitWith(form, async (input) => {
    try {
      const receipt = await save.run(input, Boolean(form.formState.dirtyFields.paymentTerms));
      flash.push({ type: 'success', content: receiptTexts.form.saved });
      navigate(pathFor(kind.details, { receiptId: receipt.id }));
    } catch (error) {
      showServerFailure(form, error, formRef.current);
    }
  });
  return (
    <ReceiptPageForm form={form} formRef={formRef} onSubmit={submit} saving={save.pending} testId="receipt">
      <HeadFields kind={kind} />
      {termsOfCustomer && <CustomerTermsPrefill type={kind.type} settings={termsOfCustomer} />}
      <ReceiptPositionsEditor />
      <DraftTotals />
      {kind.isInvoice && <TermsFields />}
    </ReceiptPageForm>
  );
};

/** A new receipt of a kind (application.md §2 create bill/credit note/delivery note/offer). */
const CreateReceipt = ({ kind }: { kind: ReceiptKind }) => {
  const settings = useReceiptSettings();
  const create = useCreateReceipt(kind.type);
  const today = todayInGermany(useNow());
  if (!settings.data) return <PageLoading error={settings.error} />;
  return (
    <ReceiptForm
      kind={kind}
      defaults={receiptFormDefaults(settings.data.types[kind.type], today)}
      termsOfCustomer={settings.data}
      save={{
        pending: create.isPending,
        // Terms left as the settings filled them in say nothing of this customer: the server takes his.
        run: ({ paymentTerms, ...input }, termsTouched) =>
          create.mutateAsync(termsTouched ? { ...input, paymentTerms } : input),
      }}
    />
  );
};

/** A draft changed (a finalized receipt is frozen: the server refuses, the details page offers no edit). */
const EditReceipt = ({ kind }: { kind: ReceiptKind }) => {
  const { receiptId = '' } = useParams();
  const receipt = useReceipt(kind.type, receiptId);
  const update = useUpdateReceipt(kind.type, receiptId);
  if (!receipt.data) return <PageLoading error={receipt.error} />;
  const { version } = receipt.data;
  return (
    <ReceiptForm
      kind={kind}
      defaults={formValuesOfReceipt(receipt.data)}
      save={{ pending: update.isPending, run: (input) => update.mutateAsync({ ...input, version }) }}
    />
  );
};

export const CreateBillPage = () => <CreateReceipt kind={receiptKinds.BILL} />;
export const CreateCreditNotePage = () => <CreateReceipt kind={receiptKinds.CREDIT_NOTE} />;
export const CreateDeliveryNotePage = () => <CreateReceipt kind={receiptKinds.DELIVERY_NOTE} />;
export const CreateOfferPage = () => <CreateReceipt kind={receiptKinds.OFFER} />;
export const EditBillPage = () => <EditReceipt kind={receiptKinds.BILL} />;
export const EditCreditNotePage = () => <EditReceipt kind={receiptKinds.CREDIT_NOTE} />;
export const EditDeliveryNotePage = () => <EditReceipt kind={receiptKinds.DELIVERY_NOTE} />;
export const EditOfferPage = () => <EditReceipt kind={receiptKinds.OFFER} />;
