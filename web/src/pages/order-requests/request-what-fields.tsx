import Button from '@cloudscape-design/components/button';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TokenGroup from '@cloudscape-design/components/token-group';
import { useState } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { unitOptionLabel, units } from '../../../../schemas/units';
import { useContractorServices } from '../../api/order-requests';
import { StructurePickField } from '../../components/map/structure-pick-field';
import { FieldFrame, useField } from '../../forms/field-frame';
import { SelectField } from '../../forms/fields';
import { DecimalField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';
import { type RequestValues, withFieldName } from './request-values';

const texts = de.myOrderRequests;
const shared = de.orderRequests;
const unitOptions = units.map((unit) => ({ value: unit, label: unitOptionLabel(unit) }));

/** Which of the contractor's services is wanted; none is a valid answer too. */
const ServiceField = ({ companyId }: { companyId: string }) => {
  const services = useContractorServices(companyId);
  const options = (services.data ?? []).map((service) => ({ value: service.id, label: service.name }));
  return (
    <SelectField<RequestValues>
      name="serviceId"
      label={shared.service}
      constraint={de.common.optional}
      options={options}
      nullable
      noneLabel={texts.noService}
      placeholder={texts.chooseService}
      loading={services.isPending}
      testId="request-service"
    />
  );
};

/** The message of a list field, or of its first wrong entry ('fieldNames.2'). */
const listErrorOf = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  return Object.values(error).map(listErrorOf).find(Boolean);
};

/** The fields by name (until the field map exists): typed one by one, shown as removable tokens. */
const FieldNamesField = () => {
  const { field } = useField<RequestValues, 'fieldNames'>('fieldNames');
  const { control } = useFormContext<RequestValues>();
  const { errors } = useFormState({ control, name: 'fieldNames' });
  const names = field.value;
  const [typed, setTyped] = useState('');
  const add = () => {
    field.onChange(withFieldName(names, typed));
    setTyped('');
  };
  return (
    <FieldFrame<RequestValues>
      name="fieldNames"
      label={shared.fieldNames}
      constraint={texts.fieldNamesHint}
      stretch
      testId="request-field-names-field"
      error={listErrorOf(get(errors, 'fieldNames'))}
    >
      <SpaceBetween size="xs">
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <div style={{ flex: '1 1 180px', minWidth: 0 }}>
            <Input
              value={typed}
              placeholder={texts.fieldNamePlaceholder}
              ariaLabel={texts.fieldNameLabel}
              onChange={({ detail }) => setTyped(detail.value)}
              onKeyDown={(event) => {
                if (event.detail.key !== 'Enter') return;
                // Enter adds the name; it must not submit the whole request.
                event.preventDefault();
                add();
              }}
              data-testid="request-field-name"
            />
          </div>
          <Button formAction="none" iconName="add-plus" onClick={add} data-testid="request-field-add">
            {texts.addFieldName}
          </Button>
        </div>
        <TokenGroup
          items={names.map((name) => ({ label: name, dismissLabel: texts.removeFieldName(name) }))}
          onDismiss={({ detail }) => field.onChange(names.filter((_, index) => index !== detail.itemIndex))}
          data-testid="request-field-names"
        />
      </SpaceBetween>
    </FieldFrame>
  );
};

/** The area (ha) or another amount, with its unit. */
const AmountField = () => (
  <Grid gridDefinition={[{ colspan: { default: 12, xs: 6 } }, { colspan: { default: 12, xs: 6 } }]}>
    <DecimalField<RequestValues>
      name="amount"
      label={shared.amount}
      constraint={de.common.optional}
      nullable
      placeholder={texts.amountPlaceholder}
      testId="request-amount"
    />
    <SelectField<RequestValues>
      name="amountUnit"
      label={texts.unit}
      options={unitOptions}
      testId="request-amount-unit"
    />
  </Grid>
);

/**
 * What is asked for: the service, the fields and tracks picked on the farmer's map at this contractor
 * (and fields by name, for those not drawn yet) and how much.
 */
export const RequestWhatFields = ({ companyId }: { companyId: string }) => (
  <SpaceBetween size="m">
    <ServiceField companyId={companyId} />
    <StructurePickField side={{ kind: 'customer', companyId }} testId="request-structures" />
    <FieldNamesField />
    <AmountField />
  </SpaceBetween>
);
