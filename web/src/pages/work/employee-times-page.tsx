import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { ZEmployeeTimeTrackingQuery } from '../../../../schemas/api/work';
import { shiftDay } from '../../../../schemas/kernel/calendar';
import { useRecords } from '../../api/records';
import { type EmployeeTimesQuery, useEmployeeTimeTrackings } from '../../api/work';
import { type EntityColumn, EntityTable } from '../../components/entity-table/entity-table';
import { ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { useNow } from '../../components/use-now';
import { type Option, SelectField } from '../../forms/fields';
import { submitWith, useSchemaForm } from '../../forms/schema-form';
import { DateField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';
import { formatDay, formatDuration, todayInGermany } from '../format';
import {
  clockDuration,
  type EmployeeDaySums,
  sumsPerEmployeeDay,
  sumsPerEmployeeWeek,
  type WorkSums,
} from './employee-times';

const texts = de.employeeTimesPage;

type FilterValues = { employeeId: string; from: string; to: string };
type Named<T> = T & { employeeName: string };

/** The four sums as columns, each sortable by its minutes and exported as its German text. */
const sumColumns = <T extends WorkSums>(): EntityColumn<T>[] =>
  (
    [
      ['worked', texts.worked, 'workedMinutes'],
      ['orderWork', texts.orderWork, 'orderMinutes'],
      ['internalWork', texts.internalWork, 'internalMinutes'],
      ['paused', texts.paused, 'pausedMinutes'],
    ] as const
  ).map(([id, header, field]) => ({
    id,
    header,
    cell: (item: T) => formatDuration(item[field]),
    csv: (item: T) => clockDuration(item[field]),
    sortValue: (item: T) => item[field],
    phone: 'half',
  }));

const dayColumns: EntityColumn<Named<EmployeeDaySums>>[] = [
  {
    id: 'employee',
    header: texts.employee,
    cell: (item) => item.employeeName,
    sortValue: (item) => item.employeeName,
    filterValue: (item) => item.employeeName,
    isRowHeader: true,
  },
  { id: 'day', header: texts.day, cell: (item) => formatDay(item.day), sortValue: (item) => item.day, phone: 'half' },
  {
    id: 'week',
    header: texts.week,
    cell: (item) => texts.weekOf(item.week),
    sortValue: (item) => item.week,
    filterValue: (item) => texts.weekOf(item.week),
    phone: 'half',
  },
  ...sumColumns<Named<EmployeeDaySums>>(),
];

/**
 * The employees' time trackings (application.md §2 Employees, §6 owner, admin, accountant): for a period
 * and all or one employee, the day sums per employee of work, order work, internal work and pauses (with
 * filter, sorting and CSV export), and the week sums below.
 */
const EmployeeTimesPage = () => {
  const now = useNow();
  const today = todayInGermany(now);
  // Four whole weeks up to today: enough for the week sums, inside the server's bound.
  const [query, setQuery] = useState<EmployeeTimesQuery>({ from: shiftDay(today, -27), to: today });
  const times = useEmployeeTimeTrackings(query);
  const employees = useRecords('employee');

  const form = useSchemaForm({
    schema: ZEmployeeTimeTrackingQuery,
    defaultValues: { employeeId: '', from: query.from, to: query.to },
    prepare: (values: FilterValues) => ({ ...values, employeeId: values.employeeId || undefined }),
  });
  const show = submitWith(form, ({ from, to, employeeId }) => setQuery({ from, to, employeeId }));

  const nameOf = useMemo(() => {
    const names = new Map(
      (employees.data ?? []).map((employee) => [employee.id, `${employee.firstName} ${employee.lastName}`]),
    );
    return (id: string) => names.get(id) ?? texts.unknownEmployee;
  }, [employees.data]);
  const employeeOptions: Option[] = [
    { value: '', label: texts.allEmployees },
    ...(employees.data ?? []).map((employee) => ({ value: employee.id, label: nameOf(employee.id) })),
  ];

  const days = useMemo(
    () => sumsPerEmployeeDay(times.data ?? [], now).map((day) => ({ ...day, employeeName: nameOf(day.employeeId) })),
    [times.data, now, nameOf],
  );
  const weeks = sumsPerEmployeeWeek(days).map((week) => ({ ...week, employeeName: nameOf(week.employeeId) }));

  return (
    <SpaceBetween size="l">
      <Container>
        <FormProvider {...form}>
          <form onSubmit={show} noValidate>
            <ColumnLayout columns={4}>
              <SelectField<FilterValues>
                name="employeeId"
                label={texts.employee}
                options={employeeOptions}
                loading={employees.isPending}
                testId="employee-times-employee"
              />
              <DateField<FilterValues> name="from" label={texts.from} testId="employee-times-from" />
              <DateField<FilterValues> name="to" label={texts.to} testId="employee-times-to" />
              <Button formAction="submit" data-testid="employee-times-show">
                {texts.show}
              </Button>
            </ColumnLayout>
          </form>
        </FormProvider>
      </Container>
      <EntityTable
        items={times.data ? days : undefined}
        loading={times.isPending}
        error={times.error}
        columns={dayColumns}
        storageKey="employee-times-days"
        csvFileName={texts.fileName}
        testId="employee-times"
        empty={{ title: texts.emptyTitle, text: texts.emptyText }}
        defaultSorting={{ columnId: 'employee' }}
      />
      <Container header={<Header variant="h2">{texts.weekSums}</Header>} data-testid="employee-times-weeks">
        <ResponsiveTable
          items={weeks}
          trackBy="id"
          variant="embedded"
          cardHeader={(week) => `${week.employeeName} · ${texts.weekOf(week.week)}`}
          columnDefinitions={[
            { id: 'employee', header: texts.employee, cell: (week) => week.employeeName, phone: 'hide' },
            { id: 'week', header: texts.week, cell: (week) => texts.weekOf(week.week), phone: 'hide' },
            { id: 'days', header: texts.days, cell: (week) => week.days, phone: 'half' },
            ...sumColumns<Named<(typeof weeks)[number]>>().map(({ id, header, cell }) => ({
              id,
              header,
              cell,
              phone: 'half' as const,
            })),
          ]}
        />
      </Container>
    </SpaceBetween>
  );
};

export default EmployeeTimesPage;
