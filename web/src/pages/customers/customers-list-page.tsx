import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards, { type CardsProps } from '@cloudscape-design/components/cards';
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
import { useIsPhone } from '../../app/nav-state';
import { pageById, pathFor } from '../../app/pages';
import { RouterLink } from '../../components/router-link';
import { de } from '../../i18n/de';
import { RelatedLinks } from '../masterdata/related-links';
import { customerSearchText } from './customer-search';

export const PAGE_SIZE = 25;

/** The customer pages without a menu entry of their own (application.md §2: map, settings, tags). */
const relatedLinks = [
  { pageId: 'customersMap', label: 'Karte' },
  { pageId: 'customerTags', label: 'Schlagwörter' },
  { pageId: 'customerSettings', label: 'Einstellungen' },
];
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

const customerLink = (item: TCustomerSummary, testId: string) => (
  <RouterLink href={pathFor('customerDetails', { customerId: item.id })} data-testid={testId}>
    {item.displayName ?? item.name}
  </RouterLink>
);

const phoneOf = (item: TCustomerSummary) => item.phone ?? item.mobilePhoneNumber ?? '';

/** An email address that may wrap after the '@' (not somewhere inside the local part or domain). */
const MailAddress = ({ mail }: { mail: string }) => {
  const at = mail.indexOf('@');
  if (at < 0) return mail;
  return (
    <>
      {mail.slice(0, at + 1)}
      <wbr />
      {mail.slice(at + 1)}
    </>
  );
};

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
    cell: (item) => customerLink(item, 'customer-row-link'),
    sortingComparator: (a, b) => (a.displayName ?? a.name).localeCompare(b.displayName ?? b.name, 'de'),
    isRowHeader: true,
  },
  { id: 'city', header: c.city, cell: (item) => item.addressCity ?? '', sortingField: 'addressCity' },
  { id: 'phone', header: c.phone, cell: phoneOf },
  {
    id: 'mail',
    header: c.mail,
    cell: (item) => (item.mail ? <MailAddress mail={item.mail} /> : ''),
    sortingField: 'mail',
    // Wide enough for a usual address on one line; a longer one wraps after the '@'.
    width: 260,
    minWidth: 200,
  },
  {
    id: 'contact',
    header: c.contact,
    cell: (item) => item.primaryContact ?? '',
    sortingComparator: (a, b) => (a.primaryContact ?? '').localeCompare(b.primaryContact ?? '', 'de'),
    // The header 'Ansprechpartner' with its sort icon must not wrap mid-word.
    minWidth: 190,
  },
];

const orDash = (text: string | null | undefined) => text || de.customerDetails.empty;

/** Phones: one card per customer instead of a cramped table (same items, filter and pagination). */
const cardDefinition: CardsProps.CardDefinition<TCustomerSummary> = {
  header: (item) => customerLink(item, 'customer-card-link'),
  sections: [
    { id: 'customerNumber', header: c.customerNumber, content: (item) => orDash(item.customerNumber), width: 50 },
    { id: 'city', header: c.city, content: (item) => orDash(item.addressCity), width: 50 },
    { id: 'phone', header: c.phone, content: (item) => orDash(phoneOf(item)), width: 50 },
    { id: 'contact', header: c.contact, content: (item) => orDash(item.primaryContact), width: 50 },
  ],
};

const CustomersListPage = () => {
  const page = useCurrentPage();
  const navigate = useNavigate();
  const isPhone = useIsPhone();
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

  const header = (
    <Header
      variant="awsui-h1-sticky"
      counter={query.isPending ? undefined : counter}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <RelatedLinks links={relatedLinks} />
          {createButton}
        </SpaceBetween>
      }
    >
      <span data-testid="page-title">{page?.title ?? de.customers.listTitle}</span>
    </Header>
  );
  const filter = (
    <TextFilter
      {...filterProps}
      filteringPlaceholder={de.customers.search}
      filteringAriaLabel={de.customers.search}
      countText={de.customers.matches(filteredItemsCount ?? 0)}
      data-testid="customers-filter"
    />
  );
  const pagination = <Pagination {...paginationProps} />;
  const empty = query.isError ? <Box color="text-status-error">{errorText(query.error)}</Box> : collectionProps.empty;

  if (isPhone) {
    return (
      <Cards
        ref={collectionProps.ref}
        data-testid="customers-cards"
        variant="full-page"
        items={items}
        cardDefinition={cardDefinition}
        cardsPerRow={[{ cards: 1 }]}
        trackBy="id"
        loading={query.isPending}
        loadingText={de.customers.loading}
        stickyHeader
        header={header}
        filter={filter}
        pagination={pagination}
        empty={empty}
      />
    );
  }

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
      header={header}
      filter={filter}
      pagination={pagination}
      empty={empty}
    />
  );
};

export default CustomersListPage;
