import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ZOrderListQuery } from '../../../../schemas/api/orders';
import { orderStatuses } from '../../../../schemas/order-enums';
import type { TOrderShelf } from '../../../../schemas/orders/order';
import { type OrderListFilter, useOrders } from '../../api/orders';
import { useAuth } from '../../app/auth';
import { roleOf } from '../../app/auth-state';
import { openablePath } from '../../app/pages';
import { EntityTable } from '../../components/entity-table/entity-table';
import { RouterLink } from '../../components/router-link';
import { SelectField } from '../../forms/fields';
import { submitWith, useSchemaForm } from '../../forms/schema-form';
import { DateField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';
import { orderColumns } from './order-columns';
import { type OrderNames, useOrderNames } from './order-names';
import { type OrderFilterValues, prepareOrderFilter } from './order-values';

const texts = de.orders;

const noFilter: OrderFilterValues = { status: '', from: null, to: null, customerId: '', employeeId: '', machineId: '' };
const statusOptions = [
  { value: '', label: texts.allStatuses },
  ...orderStatuses.map((status) => ({ value: status, label: texts.statuses[status] })),
];

/** The filters by a record the order names: all of them, or one. */
const recordFilters = [
  {
    name: 'customerId',
    label: texts.customer,
    allLabel: texts.allCustomers,
    options: (n: OrderNames) => n.customers,
    testId: 'orders-customer',
  },
  {
    name: 'employeeId',
    label: texts.employee,
    allLabel: texts.allEmployees,
    options: (n: OrderNames) => n.employees,
    testId: 'orders-employee',
  },
  {
    name: 'machineId',
    label: texts.machine,
    allLabel: texts.allMachines,
    options: (n: OrderNames) => n.machines,
    testId: 'orders-machine',
  },
] as const;

/** The filters above the list: status, period (German days), customer, employee, machine. */
const OrderFilters = ({ shelf, onShow }: { shelf: TOrderShelf; onShow: (filter: OrderListFilter) => void }) => {
  const names = useOrderNames();
  const form = useSchemaForm({ schema: ZOrderListQuery, defaultValues: noFilter, prepare: prepareOrderFilter(shelf) });
  const show = submitWith(form, ({ companyId: _, ...filter }) => onShow(filter));
  return (
    <Container>
      <FormProvider {...form}>
        <form onSubmit={show} noValidate>
          <ColumnLayout columns={3}>
            <SelectField<OrderFilterValues>
              name="status"
              label={texts.status}
              options={statusOptions}
              testId="orders-status"
            />
            <DateField<OrderFilterValues> name="from" label={texts.from} testId="orders-from" />
            <DateField<OrderFilterValues> name="to" label={texts.to} testId="orders-to" />
            {recordFilters.map(({ name, label, allLabel, options, testId }) => (
              <SelectField<OrderFilterValues>
                key={name}
                name={name}
                label={label}
                options={[{ value: '', label: allLabel }, ...options(names)]}
                loading={names.loading}
                testId={testId}
              />
            ))}
          </ColumnLayout>
          <SpaceBetween size="xs" direction="horizontal">
            <Button formAction="submit" data-testid="orders-show">
              {texts.show}
            </Button>
          </SpaceBetween>
        </form>
      </FormProvider>
    </Container>
  );
};

const descriptions: Record<TOrderShelf, string> = {
  ACTIVE: texts.description,
  ARCHIVED: texts.archiveDescription,
  TRASHED: texts.trashDescription,
};

/**
 * Orders administration, archive and trash (application.md §2, §6 office roles): the company's orders
 * on one shelf, filtered on the server, with the table's own search, sorting, CSV and phone cards. The
 * list follows the change feed ('order' is a live entity: app/realtime-keys.ts).
 */
const OrdersList = ({ shelf }: { shelf: TOrderShelf }) => {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<OrderListFilter>({ shelf });
  const orders = useOrders(filter);
  const names = useOrderNames();
  const columns = useMemo(() => orderColumns(names), [names]);
  const pathOf = openablePath(roleOf(useAuth().state));
  const archivePath = pathOf('ordersArchive');
  const trashPath = pathOf('ordersTrash');
  const createPath = pathOf('createOrder');
  const listPath = pathOf('ordersAdministration');
  const link = (path: string | undefined, text: string, testId: string) =>
    path && (
      <RouterLink href={path} data-testid={testId}>
        {text}
      </RouterLink>
    );
  // The table's header is the page's (title, CSV): the other shelves and 'Auftrag anlegen' sit beside it.
  const actions =
    shelf === 'ACTIVE' ? (
      <SpaceBetween size="s" direction="horizontal" alignItems="center">
        {link(archivePath, texts.archive, 'orders-archive-link')}
        {link(trashPath, texts.trash, 'orders-trash-link')}
        {createPath && (
          <Button variant="primary" onClick={() => navigate(createPath)} data-testid="orders-create">
            {texts.create}
          </Button>
        )}
      </SpaceBetween>
    ) : (
      link(listPath, texts.backToList, 'orders-list-link')
    );
  return (
    <SpaceBetween size="l">
      <Box color="text-body-secondary">{descriptions[shelf]}</Box>
      <OrderFilters shelf={shelf} onShow={setFilter} />
      <EntityTable
        items={orders.data}
        loading={orders.isPending}
        error={orders.error}
        columns={columns}
        storageKey="orders"
        actions={actions}
        csvFileName={shelf === 'ACTIVE' ? texts.fileName : `${texts.fileName}-${shelf.toLowerCase()}`}
        testId="orders"
        empty={{ title: texts.emptyTitle, text: texts.emptyText }}
        defaultSorting={{ columnId: 'plannedStart', descending: true }}
      />
    </SpaceBetween>
  );
};

export const OrdersPage = () => <OrdersList shelf="ACTIVE" />;
export const OrdersArchivePage = () => <OrdersList shelf="ARCHIVED" />;
export const OrdersTrashPage = () => <OrdersList shelf="TRASHED" />;
