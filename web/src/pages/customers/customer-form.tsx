import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { type ReactNode, useEffect, useRef } from 'react';
import { type FieldPath, FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { type TCustomerData, ZCustomerInput } from '../../../../schemas/customer';
import type { TFieldIssue } from '../../../../schemas/errors';
import { mayReadField } from '../../../../schemas/field-access';
import { useOperatingUnits } from '../../api/company';
import { useRecords } from '../../api/records';
import { useAuth } from '../../app/auth';
import { roleOf } from '../../app/auth-state';
import { CheckboxField, MultiselectField, SelectField, TextField } from '../../forms/fields';
import { showServerIssues, submitWith, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';
import { ContactPersonsEditor } from './contact-persons-editor';
import { countryOptions } from './countries';
import { CustomerBillingFields } from './customer-billing-fields';
import { submitUnlessBusy } from './customer-form-submit';
import { type CustomerFormValues, emptyDelivery } from './customer-form-values';

const t = de.customerForm;

type Props = {
  initial: CustomerFormValues;
  submitLabel: string;
  busy: boolean;
  /** Field issues of the last server answer: shown at their fields. */
  serverIssues: readonly TFieldIssue[];
  /** Shown above the buttons (e.g. a conflict with a reload button). */
  formError?: ReactNode;
  onSubmit: (data: TCustomerData) => void;
  onCancel: () => void;
};

/** The customer form of create and edit; what is valid decides the shared ZCustomerInput, as on the server. */
export const CustomerForm = ({ initial, submitLabel, busy, serverIssues, formError, onSubmit, onCancel }: Props) => {
  const form = useSchemaForm<CustomerFormValues, typeof ZCustomerInput>({
    schema: ZCustomerInput,
    defaultValues: initial,
  });
  const formElement = useRef<HTMLFormElement>(null);
  const tagOptions = (useRecords('customerTag').data ?? []).map((tag) => ({ value: tag.id, label: tag.name }));
  const unitOptions = (useOperatingUnits(false).data ?? []).map((unit) => ({ value: unit.id, label: unit.name }));
  const role = roleOf(useAuth().state);
  const mayReadBankData = role !== null && mayReadField('customer', role, 'sepaMandate');

  useEffect(() => {
    if (serverIssues.length > 0) showServerIssues(form, serverIssues, formElement.current);
  }, [form, serverIssues]);

  const { errors } = form.formState;
  const hasFieldErrors = Object.keys(errors).some((key) => key !== 'root');
  const formErrorText = errors.root?.server?.message ?? (hasFieldErrors ? de.forms.fixErrors : undefined);

  return (
    <FormProvider {...form}>
      <form
        ref={formElement}
        noValidate
        onSubmit={submitWith(form, submitUnlessBusy(busy, onSubmit))}
        data-testid="customer-form"
      >
        <Form
          errorText={formErrorText && <span data-form-error>{formErrorText}</span>}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" formAction="none" onClick={onCancel} data-testid="customer-cancel">
                {t.cancel}
              </Button>
              <Button variant="primary" formAction="submit" loading={busy} disabled={busy} data-testid="customer-save">
                {submitLabel}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="l">
            {formError}
            <Container header={<Header variant="h2">{t.masterData}</Header>}>
              <ColumnLayout columns={2} minColumnWidth={240}>
                <TextField name="name" label={t.name} required testId="customer-name" />
                <TextField name="displayName" label={t.displayName} testId="customer-displayName" />
                <TextField name="customerNumber" label={t.customerNumber} testId="customer-customerNumber" />
                <TextField name="companyNumber" label={t.companyNumber} testId="customer-companyNumber" />
                <TextField name="mail" label={t.mail} kind="email" testId="customer-mail" />
                <TextField name="phone" label={t.phone} kind="phone" testId="customer-phone" />
                <TextField name="mobilePhoneNumber" label={t.mobile} kind="phone" testId="customer-mobilePhoneNumber" />
              </ColumnLayout>
            </Container>
            <Container header={<Header variant="h2">{t.address}</Header>}>
              <AddressFields street="addressStreet" zip="addressZip" city="addressCity" country="addressCountryCode" />
            </Container>
            <DeliveryAddress />
            <ContactPersonsEditor />
            <Container header={<Header variant="h2">{t.assignment}</Header>}>
              <ColumnLayout columns={2}>
                <MultiselectField
                  name="tagIds"
                  label={t.tags}
                  description={t.tagsHint}
                  options={tagOptions}
                  testId="customer-tags"
                />
                <MultiselectField
                  name="operatingUnitIds"
                  label={t.operatingUnits}
                  description={t.operatingUnitsHint}
                  options={unitOptions}
                  testId="customer-operating-units"
                />
              </ColumnLayout>
            </Container>
            <CustomerBillingFields mayReadBankData={mayReadBankData} />
            <Container header={<Header variant="h2">{t.permissions}</Header>}>
              <CheckboxField name="canEditStructures" label={t.canEditStructures} testId="customer-canEditStructures" />
            </Container>
          </SpaceBetween>
        </Form>
      </form>
    </FormProvider>
  );
};

/** A delivery address differing from the address: switched on, its fields appear (null while off). */
const DeliveryAddress = () => {
  const { control, setValue } = useFormContext<CustomerFormValues>();
  const delivery = useWatch({ control, name: 'deliveryAddress' });
  return (
    <Container header={<Header variant="h2">{t.deliveryAddress}</Header>}>
      <SpaceBetween size="m">
        <Toggle
          checked={delivery !== null}
          onChange={({ detail }) =>
            setValue('deliveryAddress', detail.checked ? emptyDelivery() : null, { shouldDirty: true })
          }
          data-testid="customer-deliveryAddress-toggle"
        >
          {t.deliveryAddressToggle}
        </Toggle>
        {delivery && (
          <AddressFields
            name="deliveryAddress.name"
            street="deliveryAddress.street"
            zip="deliveryAddress.zip"
            city="deliveryAddress.city"
            country="deliveryAddress.countryCode"
          />
        )}
      </SpaceBetween>
    </Container>
  );
};

type FieldName = FieldPath<CustomerFormValues>;

/** The fields of an address (the customer's, or its delivery address with a name of its own). */
const AddressFields = (fields: {
  name?: FieldName;
  street: FieldName;
  zip: FieldName;
  city: FieldName;
  country: FieldName;
}) => (
  <ColumnLayout columns={2} minColumnWidth={240}>
    {fields.name && <TextField name={fields.name} label={t.deliveryName} testId={`customer-${fields.name}`} />}
    <TextField name={fields.street} label={t.street} testId={`customer-${fields.street}`} />
    <TextField name={fields.zip} label={t.zip} kind="zip" testId={`customer-${fields.zip}`} />
    <TextField name={fields.city} label={t.city} testId={`customer-${fields.city}`} />
    <SelectField
      name={fields.country}
      label={t.country}
      options={countryOptions()}
      testId={`customer-${fields.country}`}
    />
  </ColumnLayout>
);
