import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { type ReactNode, useEffect, useState } from 'react';
import type { TCustomerData } from '../../../../schemas/customer';
import type { TFieldIssue } from '../../../../schemas/errors';
import { useOperatingUnits } from '../../api/company';
import { useRecords } from '../../api/records';
import { type FieldErrors, fieldErrorsFromIssues, withoutError } from '../../components/field-errors';
import { de } from '../../i18n/de';
import { ContactPersonsEditor } from './contact-persons-editor';
import { countryOptions } from './countries';
import { decideSubmit } from './customer-form-submit';
import { type CustomerFormValues, type DeliveryFormValues, emptyDelivery } from './customer-form-values';
import { IdsSelect, SelectField, TextField } from './form-fields';

const t = de.customerForm;

type Props = {
  initial: CustomerFormValues;
  submitLabel: string;
  busy: boolean;
  /** Field issues of the last server answer. */
  serverIssues: readonly TFieldIssue[];
  /** Shown above the buttons (e.g. a conflict with a reload button). */
  formError?: ReactNode;
  onSubmit: (data: TCustomerData) => void;
  onCancel: () => void;
};

type TextKey = {
  [K in keyof CustomerFormValues]: CustomerFormValues[K] extends string ? K : never;
}[keyof CustomerFormValues];

/** The customer form of create and edit; validation comes from the shared ZCustomerInput (see decideSubmit). */
export const CustomerForm = ({ initial, submitLabel, busy, serverIssues, formError, onSubmit, onCancel }: Props) => {
  const [values, setValues] = useState(initial);
  const tagOptions = (useRecords('customerTag').data ?? []).map((tag) => ({ value: tag.id, label: tag.name }));
  const unitOptions = (useOperatingUnits(false).data ?? []).map((unit) => ({ value: unit.id, label: unit.name }));
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (serverIssues.length > 0) setErrors(fieldErrorsFromIssues(serverIssues));
  }, [serverIssues]);

  const change = (patch: Partial<CustomerFormValues>, path: string) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => withoutError(current, path));
  };
  const text = (key: TextKey) => (value: string) => change({ [key]: value }, key);
  const field = (key: TextKey, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={label} path={key} value={values[key]} errors={errors} onChange={text(key)} {...extra} />
  );

  const delivery = values.deliveryAddress;
  const deliveryText = (key: keyof DeliveryFormValues) => (value: string) =>
    change({ deliveryAddress: { ...(delivery ?? emptyDelivery()), [key]: value } }, `deliveryAddress.${key}`);

  const submit = () => {
    const decision = decideSubmit(values, busy);
    if (decision.kind === 'ignore') return;
    if (decision.kind === 'invalid') {
      setErrors(decision.errors);
      return;
    }
    setErrors({});
    onSubmit(decision.data);
  };

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="customer-form"
    >
      <Form
        errorText={hasErrors ? t.fixErrors : undefined}
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
              {field('name', t.name, { required: true })}
              {field('displayName', t.displayName)}
              {field('customerNumber', t.customerNumber)}
              {field('companyNumber', t.companyNumber)}
              {field('mail', t.mail, { type: 'email', inputMode: 'email' })}
              {field('phone', t.phone, { inputMode: 'tel' })}
              {field('mobilePhoneNumber', t.mobile, { inputMode: 'tel' })}
            </ColumnLayout>
          </Container>
          <Container header={<Header variant="h2">{t.address}</Header>}>
            <ColumnLayout columns={2} minColumnWidth={240}>
              {field('addressStreet', t.street)}
              {field('addressZip', t.zip, { inputMode: 'numeric' })}
              {field('addressCity', t.city)}
              <SelectField
                label={t.country}
                path="addressCountryCode"
                value={values.addressCountryCode}
                options={countryOptions()}
                filtering
                errors={errors}
                onChange={text('addressCountryCode')}
              />
            </ColumnLayout>
          </Container>
          <Container header={<Header variant="h2">{t.deliveryAddress}</Header>}>
            <SpaceBetween size="m">
              <Toggle
                checked={delivery !== null}
                onChange={(event) =>
                  change({ deliveryAddress: event.detail.checked ? emptyDelivery() : null }, 'deliveryAddress')
                }
                data-testid="customer-deliveryAddress-toggle"
              >
                {t.deliveryAddressToggle}
              </Toggle>
              {delivery && (
                <ColumnLayout columns={2} minColumnWidth={240}>
                  <TextField
                    label={t.deliveryName}
                    path="deliveryAddress.name"
                    value={delivery.name}
                    errors={errors}
                    onChange={deliveryText('name')}
                  />
                  <TextField
                    label={t.street}
                    path="deliveryAddress.street"
                    value={delivery.street}
                    errors={errors}
                    onChange={deliveryText('street')}
                  />
                  <TextField
                    label={t.zip}
                    path="deliveryAddress.zip"
                    value={delivery.zip}
                    errors={errors}
                    onChange={deliveryText('zip')}
                    inputMode="numeric"
                  />
                  <TextField
                    label={t.city}
                    path="deliveryAddress.city"
                    value={delivery.city}
                    errors={errors}
                    onChange={deliveryText('city')}
                  />
                  <SelectField
                    label={t.country}
                    path="deliveryAddress.countryCode"
                    value={delivery.countryCode}
                    options={countryOptions()}
                    filtering
                    errors={errors}
                    onChange={deliveryText('countryCode')}
                  />
                </ColumnLayout>
              )}
            </SpaceBetween>
          </Container>
          <ContactPersonsEditor
            contacts={values.contactPersons}
            errors={errors}
            onChange={(contactPersons, path) => change({ contactPersons }, path ?? 'contactPersons')}
          />
          <Container header={<Header variant="h2">{t.assignment}</Header>}>
            <ColumnLayout columns={2}>
              <IdsSelect
                label={t.tags}
                description={t.tagsHint}
                options={tagOptions}
                selected={values.tagIds}
                onChange={(tagIds) => change({ tagIds }, 'tagIds')}
                testId="customer-tags"
              />
              <IdsSelect
                label={t.operatingUnits}
                description={t.operatingUnitsHint}
                options={unitOptions}
                selected={values.operatingUnitIds}
                onChange={(operatingUnitIds) => change({ operatingUnitIds }, 'operatingUnitIds')}
                testId="customer-operating-units"
              />
            </ColumnLayout>
          </Container>
          <Container header={<Header variant="h2">{t.permissions}</Header>}>
            <Checkbox
              checked={values.canEditStructures}
              onChange={(event) => change({ canEditStructures: event.detail.checked }, 'canEditStructures')}
              data-testid="customer-canEditStructures"
            >
              {t.canEditStructures}
            </Checkbox>
          </Container>
        </SpaceBetween>
      </Form>
    </form>
  );
};
