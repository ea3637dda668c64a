import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useFormContext, useWatch } from 'react-hook-form';
import { eInvoiceFormats, paymentMethods } from '../../../../schemas/customer-billing';
import { SelectField, TextField } from '../../forms/fields';
import { DateField, NumberField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';
import { type CustomerFormValues, emptyMandate } from './customer-form-values';

const t = de.receiptData;

const paymentMethodOptions = paymentMethods.map((method) => ({ value: method, label: t.paymentMethods[method] }));
const formatOptions = eInvoiceFormats.map((format) => ({ value: format, label: t.eInvoiceFormats[format] }));

/**
 * The section 'Rechnungsstellung' of the customer form: tax ids, Leitweg-ID, payment method with the SEPA
 * mandate, e-invoice format and payment term. Roles that may not read bank data (the answer had the
 * mandate as null) see neither payment method nor mandate; the server keeps the stored ones.
 */
export const CustomerBillingFields = ({ mayReadBankData }: { mayReadBankData: boolean }) => (
  <Container header={<Header variant="h2">{t.billing}</Header>} data-testid="customer-billing">
    <SpaceBetween size="l">
      <ColumnLayout columns={2} minColumnWidth={240}>
        <TextField<CustomerFormValues> name="vatId" label={t.vatId} testId="customer-vatId" />
        <TextField<CustomerFormValues> name="taxNumber" label={t.taxNumber} testId="customer-taxNumber" />
        <TextField<CustomerFormValues>
          name="buyerReference"
          label={t.buyerReference}
          constraint={t.buyerReferenceHint}
          testId="customer-buyerReference"
        />
        <SelectField<CustomerFormValues>
          name="eInvoiceFormat"
          label={t.eInvoiceFormat}
          options={formatOptions}
          testId="customer-eInvoiceFormat"
        />
        <NumberField<CustomerFormValues>
          name="paymentTermDays"
          label={t.paymentTermDays}
          constraint={t.paymentTermDefault}
          integer
          plain
          testId="customer-paymentTermDays"
        />
        {mayReadBankData && (
          <SelectField<CustomerFormValues>
            name="paymentMethod"
            label={t.paymentMethod}
            options={paymentMethodOptions}
            testId="customer-paymentMethod"
          />
        )}
      </ColumnLayout>
      {mayReadBankData ? <MandateFields /> : <Box color="text-body-secondary">{t.bankDataHidden}</Box>}
    </SpaceBetween>
  </Container>
);

/** The SEPA mandate: switched on, its fields appear (null while off); a direct debit needs one. */
const MandateFields = () => {
  const { control, setValue, getValues } = useFormContext<CustomerFormValues>();
  const mandate = useWatch({ control, name: 'sepaMandate' });
  return (
    <SpaceBetween size="m">
      <Toggle
        checked={mandate !== null}
        onChange={({ detail }) =>
          setValue('sepaMandate', detail.checked ? emptyMandate(getValues('name')) : null, {
            shouldDirty: true,
            shouldValidate: false,
          })
        }
        data-testid="customer-sepaMandate-toggle"
      >
        {t.hasMandate}
      </Toggle>
      {/* The form's error of a direct debit without mandate shows here, at the mandate. */}
      <MandateError />
      {mandate && (
        <ColumnLayout columns={2} minColumnWidth={240}>
          <TextField<CustomerFormValues>
            name="sepaMandate.reference"
            label={t.mandateReference}
            required
            testId="customer-sepaMandate-reference"
          />
          <DateField<CustomerFormValues>
            name="sepaMandate.signedOn"
            label={t.mandateSignedOn}
            required
            testId="customer-sepaMandate-signedOn"
          />
          <TextField<CustomerFormValues>
            name="sepaMandate.iban"
            label={t.iban}
            required
            testId="customer-sepaMandate-iban"
          />
          <TextField<CustomerFormValues>
            name="sepaMandate.bic"
            label={`${t.bic} (${de.common.optional})`}
            testId="customer-sepaMandate-bic"
          />
          <TextField<CustomerFormValues>
            name="sepaMandate.accountHolder"
            label={t.accountHolder}
            required
            testId="customer-sepaMandate-accountHolder"
          />
        </ColumnLayout>
      )}
    </SpaceBetween>
  );
};

/** The error at the mandate itself (a direct debit without one), with the field path first-error.ts scrolls to. */
const MandateError = () => {
  const { formState } = useFormContext<CustomerFormValues>();
  const message = formState.errors.sepaMandate?.message;
  return message ? (
    <div data-field-path="sepaMandate" data-testid="customer-sepaMandate-error">
      <Box color="text-status-error">{message}</Box>
    </div>
  ) : null;
};
