import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useCompany, useOperatingUnits } from '../../api/company';
import { useRecords } from '../../api/records';
import { StructurePickField } from '../../components/map/structure-pick-field';
import {
  CheckboxField,
  MultiselectField,
  type Option,
  SelectField,
  TextAreaField,
  TextField,
} from '../../forms/fields';
import { DateField, TimeField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';
import { projectTexts } from '../../i18n/de/projects';
import type { OrderNames } from './order-names';
import type { OrderFormValues } from './order-values';

const texts = de.orders;
const halves = [{ colspan: { default: 12, xs: 6 } }, { colspan: { default: 12, xs: 6 } }];

/** A choice of records: one (with its 'none' first) or several. */
type Choice = {
  name: keyof OrderFormValues & string;
  label: string;
  options: Option[];
  /** One of the list, with this label for none; several when absent. */
  none?: string;
  loading?: boolean;
  testId: string;
};

const ChoiceField = ({ name, label, options, none, loading, testId }: Choice) =>
  none === undefined ? (
    <MultiselectField<OrderFormValues> name={name} label={label} options={options} testId={testId} />
  ) : (
    <SelectField<OrderFormValues>
      name={name}
      label={label}
      options={[{ value: '', label: none }, ...options]}
      loading={loading}
      testId={testId}
    />
  );

/** The picker of the order's fields and tracks: those of the customers chosen above (and the company's own). */
const OrderStructuresField = ({ multiCustomer }: { multiCustomer: boolean }) => {
  const [customerId, customerIds] = useWatch<OrderFormValues, ['customerId', 'customerIds']>({
    name: ['customerId', 'customerIds'],
  });
  // One array while the choice stays: the picker's map redraws when it changes.
  const chosen = useMemo(
    () => (multiCustomer ? customerIds : customerId ? [customerId] : []),
    [multiCustomer, customerIds, customerId],
  );
  return <StructurePickField side={{ kind: 'office' }} customerIds={chosen} testId="order-structures" />;
};

/** The order's project, offered when the company uses projects (issue 15; enableProjects). */
const ProjectField = () => {
  const enabled = useCompany().data?.settings.enableProjects === true;
  const projects = useRecords('project', {}, enabled);
  if (!enabled) return null;
  const options = (projects.data ?? []).map((project) => ({ value: project.id, label: project.name }));
  return (
    <ChoiceField
      name="projectId"
      label={projectTexts.project}
      options={options}
      none={projectTexts.noProject}
      loading={projects.isPending}
      testId="order-project"
    />
  );
};

/**
 * What a planner sets on an order (application.md §3 'Order'), for creating and for editing: name and
 * service, customers (one, or several when the company plans multi-customer orders), sub-customers and
 * an alternative receipt recipient, operating unit, machines, employee, the fields and tracks on the map,
 * planned start and end as German day and time, the note and whether time trackings are kept apart.
 */
export const OrderFormFields = ({ names, multiCustomer }: { names: OrderNames; multiCustomer: boolean }) => {
  const units = useOperatingUnits(false);
  const unitOptions = (units.data ?? []).map((unit) => ({ value: unit.id, label: unit.name }));
  const loading = names.loading;
  const choices: Choice[] = [
    {
      name: 'serviceId',
      label: texts.service,
      options: names.services,
      none: texts.noService,
      loading,
      testId: 'order-service',
    },
    multiCustomer
      ? { name: 'customerIds', label: texts.customers, options: names.customers, testId: 'order-customers' }
      : {
          name: 'customerId',
          label: texts.customer,
          options: names.customers,
          none: texts.noCustomer,
          loading,
          testId: 'order-customer',
        },
    { name: 'subCustomerIds', label: texts.subCustomers, options: names.customers, testId: 'order-sub-customers' },
    {
      name: 'receiptReceiverId',
      label: texts.receiptReceiver,
      options: names.customers,
      none: texts.noReceiptReceiver,
      loading,
      testId: 'order-receipt-receiver',
    },
    {
      name: 'operatingUnitId',
      label: texts.operatingUnit,
      options: unitOptions,
      none: texts.noOperatingUnit,
      loading: units.isPending,
      testId: 'order-operating-unit',
    },
    { name: 'machineIds', label: texts.machines, options: names.machines, testId: 'order-machines' },
    {
      name: 'employeeId',
      label: texts.employee,
      options: names.employees,
      none: texts.nobody,
      loading,
      testId: 'order-employee-field',
    },
  ];
  return (
    <SpaceBetween size="m">
      <TextField<OrderFormValues> name="name" label={texts.name} required testId="order-name" />
      {choices.map((choice) => (
        <ChoiceField key={choice.name} {...choice} />
      ))}
      <ProjectField />
      <OrderStructuresField multiCustomer={multiCustomer} />
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
