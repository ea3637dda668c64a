import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { TCustomerSummary } from '../../../../schemas/customer';
import { mayOpenPage } from '../../../../schemas/permissions';
import { errorText } from '../../api/api-error';
import { useCustomers } from '../../api/customers';
import { useAuth } from '../../app/auth';
import { roleOf } from '../../app/auth-state';
import { useCurrentPage } from '../../app/current-page';
import { pageById, pathFor } from '../../app/pages';
import { RouterLink } from '../../components/router-link';
import { de } from '../../i18n/de';
import { customerSearchText } from './customer-search';

export const PAGE_SIZE = 25;
const c = de.customers.columns;

const EmptyState = ({ title, text, action }: { title: string; text: string; action?: ReactNode }) => (
  <Box textAlign="center" color="inherit" data-testid="customers-empty">
    <SpaceBetween size="xs">
      <Box variant="strong">{title}</Box>
      <Box variant="p" color="inherit">
        {text}
      </Box>
      {action}
    </SpaceBetween>
  </Box>
);

const columns: TableProps.ColumnDefinition<TCustomerSummary>[] = [
  {
    id: 'customerNumber',
    header: c.customerNumber,
    cell: (item) => item.customerNumber ?? '',
    sortingField: 'customerNumber',
  },
  {
    id: 'name',
    header: c.name,
    cell: (item) => (
      <RouterLink href={pathFor('customerDetails', { customerId: item.id })} data-testid="customer-row-link">
        {item.displayName ?? item.name}
      </RouterLink>
    ),
    sortingComparator: (a, b) => (a.displayName ?? a.name).localeCompare(b.displayName ?? b.name, 'de'),
    isRowHeader: true,
  },
  { id: 'city', header: c.city, cell: (item) => item.addressCity ?? '', sortingField: 'addressCity' },
  { id: 'phone', header: c.phone, cell: (item) => item.phone ?? item.mobilePhoneNumber ?? '' },
  { id: 'mail', header: c.mail, cell: (item) => item.mail ?? '', sortingField: 'mail' },
  {
    id: 'contact',
    header: c.contact,
    cell: (item) => item.primaryContact ?? '',
    sortingComparator: (a, b) => (a.primaryContact ?? '').localeCompare(b.primaryContact ?? '', 'de'),
  },
];

const CustomersListPage = () => {
  const page = useCurrentPage();
  const navigate = useNavigate();
  const { state } = useAuth();
  const query = useCustomers();
  const createPage = pageById('customerCreate');
  const mayCreate = createPage ? mayOpenPage(createPage.access, roleOf(state)) : false;
  const createButton = mayCreate && (
    <Button variant="primary" onClick={() => navigate(pathFor('customerCreate'))} data-testid="customer-create">
      {de.customers.create}
    </Button>
  );

  const { items, actions, filteredItemsCount, collectionProps, filterProps, paginationProps } = useCollection(
    query.data ?? [],
    {
      filtering: {
        filteringFunction: (item, text) => customerSearchText(item).includes(text.trim().toLocaleLowerCase('de')),
        empty: <EmptyState title={de.customers.emptyTitle} text={de.customers.emptyText} action={createButton} />,
        noMatch: (
          <EmptyState
            title={de.customers.noMatchTitle}
            text={de.customers.noMatchText}
            action={<Button onClick={() => actions.setFiltering('')}>{de.customers.clearFilter}</Button>}
          />
        ),
      },
      sorting: { defaultState: { sortingColumn: columns[1] ?? {} } },
      pagination: { pageSize: PAGE_SIZE },
    },
  );

  const total = query.data?.length ?? 0;
  const counter = filterProps.filteringText ? `(${filteredItemsCount ?? 0}/${total})` : `(${total})`;

  return (
    <Table
      {...collectionProps}
      data-testid="customers-table"
      variant="full-page"
      items={items}
      columnDefinitions={columns}
      trackBy="id"
      loading={query.isPending}
      loadingText={de.customers.loading}
      stickyHeader
      resizableColumns
      wrapLines
      header={
        <Header variant="awsui-h1-sticky" counter={query.isPending ? undefined : counter} actions={createButton}>
          <span data-testid="page-title">{page?.title ?? de.customers.listTitle}</span>
        </Header>
      }
      filter={
        <TextFilter
          {...filterProps}
          filteringPlaceholder={de.customers.search}
          filteringAriaLabel={de.customers.search}
          countText={de.customers.matches(filteredItemsCount ?? 0)}
          data-testid="customers-filter"
        />
      }
      pagination={<Pagination {...paginationProps} />}
      empty={query.isError ? <Box color="text-status-error">{errorText(query.error)}</Box> : collectionProps.empty}
    />
  );
};

export default CustomersListPage;
