import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useOperatingUnits } from '../../api/company';
import { CheckboxField, MultiselectField, SelectField, TextAreaField, TextField } from '../../forms/fields';
import { DateField, TimeField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';
import type { OrderNames } from './order-names';
import type { OrderFormValues } from './order-values';

const texts = de.orders;
const halves = [{ colspan: { default: 12, xs: 6 } }, { colspan: { default: 12, xs: 6 } }];

/**
 * What a planner sets on an order (application.md §3 'Order'), for creating and for editing: name and
 * service, customers (one, or several when the company plans multi-customer orders), sub-customers and
 * an alternative receipt recipient, operating unit, machines, employee, planned start and end as German
 * day and time, the note and whether time trackings are kept apart.
 */
export const OrderFormFields = ({ names, multiCustomer }: { names: OrderNames; multiCustomer: boolean }) => {
  const units = useOperatingUnits(false);
  const unitOptions = (units.data ?? []).map((unit) => ({ value: unit.id, label: unit.name }));
  return (
    <SpaceBetween size="m">
      <TextField<OrderFormValues> name="name" label={texts.name} required testId="order-name" />
      <SelectField<OrderFormValues>
        name="serviceId"
        label={texts.service}
        options={[{ value: '', label: texts.noService }, ...names.services]}
        loading={names.loading}
        testId="order-service"
      />
      {multiCustomer ? (
        <MultiselectField<OrderFormValues>
          name="customerIds"
          label={texts.customers}
          options={names.customers}
          testId="order-customers"
        />
      ) : (
        <SelectField<OrderFormValues>
          name="customerId"
          label={texts.customer}
          options={[{ value: '', label: texts.noCustomer }, ...names.customers]}
          loading={names.loading}
          testId="order-customer"
        />
      )}
      <MultiselectField<OrderFormValues>
        name="subCustomerIds"
        label={texts.subCustomers}
        options={names.customers}
        testId="order-sub-customers"
      />
      <SelectField<OrderFormValues>
        name="receiptReceiverId"
        label={texts.receiptReceiver}
        options={[{ value: '', label: texts.noReceiptReceiver }, ...names.customers]}
        loading={names.loading}
        testId="order-receipt-receiver"
      />
      <SelectField<OrderFormValues>
        name="operatingUnitId"
        label={texts.operatingUnit}
        options={[{ value: '', label: texts.noOperatingUnit }, ...unitOptions]}
        loading={units.isPending}
        testId="order-operating-unit"
      />
      <MultiselectField<OrderFormValues>
        name="machineIds"
        label={texts.machines}
        options={names.machines}
        testId="order-machines"
      />
      <SelectField<OrderFormValues>
        name="employeeId"
        label={texts.employee}
        options={[{ value: '', label: texts.nobody }, ...names.employees]}
        loading={names.loading}
        testId="order-employee-field"
      />
      <Grid gridDefinition={halves}>
        <DateField<OrderFormValues> name="startDate" label={texts.startDate} required testId="order-start-date" />
        <TimeField<OrderFormValues> name="startTime" label={texts.startTime} required testId="order-start-time" />
      </Grid>
      <Grid gridDefinition={halves}>
        <DateField<OrderFormValues> name="endDate" label={texts.endDate} testId="order-end-date" />
        <TimeField<OrderFormValues> name="endTime" label={texts.endTime} testId="order-end-time" />
      </Grid>
      <TextAreaField<OrderFormValues>
        name="other"
        label={texts.other}
        constraint={de.common.optional}
        testId="order-other"
      />
      <CheckboxField<OrderFormValues>
        name="decoupleTimeTrackings"
        label={texts.decoupleTimeTrackings}
        checkboxDescription={texts.decoupleTimeTrackingsHint}
        testId="order-decouple"
      />
    </SpaceBetween>
  );
};
