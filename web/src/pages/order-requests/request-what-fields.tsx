import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TokenGroup from '@cloudscape-design/components/token-group';
import { useState } from 'react';
import { type TUnit, unitOptionLabel, units, ZUnit } from '../../../../schemas/units';
import { useContractorServices } from '../../api/order-requests';
import type { FieldErrors } from '../../components/field-errors';
import { de } from '../../i18n/de';
import { type RequestValues, withFieldName } from './request-values';

const texts = de.myOrderRequests;
const shared = de.orderRequests;
const NO_SERVICE = '';
const unitOptions = units.map((unit) => ({ value: unit, label: unitOptionLabel(unit) }));

type Props = {
  companyId: string;
  values: RequestValues;
  errors: FieldErrors;
  set: <K extends keyof RequestValues>(key: K, value: RequestValues[K]) => void;
};

/** The first error at a list field or one of its entries ('fieldNames.2'). */
const listError = (errors: FieldErrors, path: string) =>
  errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];

/** Which of the contractor's services is wanted; none is a valid answer too. */
const ServiceField = ({ companyId, values, errors, set }: Props) => {
  const services = useContractorServices(companyId);
  const options = [
    { value: NO_SERVICE, label: texts.noService },
    ...(services.data ?? []).map((service) => ({ value: service.id, label: service.name })),
  ];
  const selected = options.find((option) => option.value === (values.serviceId ?? NO_SERVICE)) ?? null;
  return (
    <FormField label={shared.service} errorText={errors.serviceId} constraintText={de.common.optional}>
      <Select
        selectedOption={selected}
        options={options}
        placeholder={texts.chooseService}
        filteringType="auto"
        statusType={services.isPending ? 'loading' : services.isError ? 'error' : 'finished'}
        loadingText={de.common.loading}
        onChange={({ detail }) => set('serviceId', detail.selectedOption.value || null)}
        data-testid="request-service"
      />
    </FormField>
  );
};

/** The fields by name (until the field map exists): typed one by one, shown as removable tokens. */
const FieldNamesField = ({ values, errors, set }: Props) => {
  const [typed, setTyped] = useState('');
  const add = () => {
    set('fieldNames', withFieldName(values.fieldNames, typed));
    setTyped('');
  };
  return (
    <FormField
      label={shared.fieldNames}
      errorText={listError(errors, 'fieldNames')}
      constraintText={texts.fieldNamesHint}
      stretch
    >
      <SpaceBetween size="xs">
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <div style={{ flex: '1 1 180px', minWidth: 0 }}>
            <Input
              value={typed}
              placeholder={texts.fieldNamePlaceholder}
              ariaLabel={texts.fieldNameLabel}
              onChange={({ detail }) => setTyped(detail.value)}
              onKeyDown={({ detail }) => detail.key === 'Enter' && add()}
              data-testid="request-field-name"
            />
          </div>
          <Button formAction="none" iconName="add-plus" onClick={add} data-testid="request-field-add">
            {texts.addFieldName}
          </Button>
        </div>
        <TokenGroup
          items={values.fieldNames.map((name) => ({ label: name, dismissLabel: texts.removeFieldName(name) }))}
          onDismiss={({ detail }) =>
            set(
              'fieldNames',
              values.fieldNames.filter((_, index) => index !== detail.itemIndex),
            )
          }
          data-testid="request-field-names"
        />
      </SpaceBetween>
    </FormField>
  );
};

/** The area (ha) or another amount, with its unit. */
const AmountField = ({ values, errors, set }: Props) => (
  <Grid gridDefinition={[{ colspan: { default: 12, xs: 6 } }, { colspan: { default: 12, xs: 6 } }]}>
    <FormField label={shared.amount} errorText={errors.amount} constraintText={de.common.optional}>
      <Input
        value={values.amount}
        inputMode="decimal"
        placeholder={texts.amountPlaceholder}
        onChange={({ detail }) => set('amount', detail.value)}
        data-testid="request-amount"
      />
    </FormField>
    <FormField label={texts.unit} errorText={errors.amountUnit}>
      <Select
        selectedOption={unitOptions.find((option) => option.value === values.amountUnit) ?? null}
        options={unitOptions}
        filteringType="auto"
        onChange={({ detail }) => {
          const unit = ZUnit.safeParse(detail.selectedOption.value);
          if (unit.success) set('amountUnit', unit.data satisfies TUnit);
        }}
        data-testid="request-amount-unit"
      />
    </FormField>
  </Grid>
);

/** What is asked for: the service, the fields and how much. */
export const RequestWhatFields = (props: Props) => (
  <SpaceBetween size="m">
    <ServiceField {...props} />
    <FieldNamesField {...props} />
    <AmountField {...props} />
  </SpaceBetween>
);
