import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TCustomerSummary } from '../../../../schemas/customer';
import { useCustomers } from '../../api/customers';
import { type PageId, pathFor } from '../../app/pages';
import { EntityTable } from '../../components/entity-table/entity-table';
import { RouterLink } from '../../components/router-link';
import { de } from '../../i18n/de';
import { masterdataPageTitles } from '../../i18n/de/masterdata-pages';
import { type NamedColumn, tagsColumn, unitsColumn, withNames } from '../masterdata/columns';
import { useMayOpen } from '../masterdata/may-open';
import { useNameLookup } from '../masterdata/names';
import { inOperatingUnit, OperatingUnitSelect } from '../masterdata/operating-unit-select';
import { RelatedLinks } from '../masterdata/related-links';

const c = de.customers.columns;

/** The customer pages without a menu entry of their own (application.md §2: map, settings, tags). */
const relatedLinks: readonly { pageId: PageId; label: string }[] = [
  { pageId: 'customersMap', label: 'Karte' },
  { pageId: 'customerTags', label: 'Schlagwörter' },
  { pageId: 'customerSettings', label: masterdataPageTitles.customerSettings },
];

const nameOf = (item: TCustomerSummary) => item.displayName ?? item.name;

const customerLink = (item: TCustomerSummary, testId: string) => (
  <RouterLink href={pathFor('customerDetails', { customerId: item.id })} data-testid={testId}>
    {nameOf(item)}
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

const text = (value: string | null | undefined) => value ?? '';

const columns: NamedColumn<TCustomerSummary>[] = [
  {
    id: 'customerNumber',
    header: c.customerNumber,
    cell: (item) => text(item.customerNumber),
    sortValue: (item) => item.customerNumber,
    filterValue: (item) => text(item.customerNumber),
  },
  {
    id: 'name',
    header: c.name,
    cell: (item) => customerLink(item, 'customer-row-link'),
    csv: nameOf,
    sortValue: nameOf,
    // The name filter also finds the legal name behind a display name.
    filterValue: (item) => [item.displayName, item.name].filter(Boolean).join(' '),
    isRowHeader: true,
  },
  {
    id: 'city',
    header: c.city,
    cell: (item) => text(item.addressCity),
    sortValue: (item) => item.addressCity,
    filterValue: (item) => [item.addressZip, item.addressCity].filter(Boolean).join(' '),
  },
  { id: 'street', header: 'Straße', cell: (item) => text(item.addressStreet), defaultVisible: false },
  { id: 'phone', header: c.phone, cell: phoneOf, filterValue: phoneOf },
  {
    id: 'mail',
    header: c.mail,
    cell: (item) => (item.mail ? <MailAddress mail={item.mail} /> : ''),
    csv: (item) => item.mail,
    sortValue: (item) => item.mail,
    filterValue: (item) => text(item.mail),
    // Wide enough for a usual address on one line; a longer one wraps after the '@'.
    width: 260,
    minWidth: 200,
  },
  {
    id: 'contact',
    header: c.contact,
    cell: (item) => text(item.primaryContact),
    sortValue: (item) => item.primaryContact,
    filterValue: (item) => text(item.primaryContact),
    // The header 'Ansprechpartner' with its sort icon must not wrap mid-word.
    minWidth: 190,
  },
  { ...tagsColumn<TCustomerSummary>('customerTag'), defaultVisible: false },
  { ...unitsColumn<TCustomerSummary>(), defaultVisible: false },
];

/** The customer list: filter, sorting, column preferences, CSV export; cards on phones; live updates. */
const CustomersListPage = () => {
  const navigate = useNavigate();
  const query = useCustomers();
  const [unitId, setUnitId] = useState('');
  const names = useNameLookup({ units: true, tags: 'customerTag' });
  const namedColumns = useMemo(() => withNames(columns, names), [names]);
  const items = useMemo(() => query.data?.filter((item) => inOperatingUnit(unitId, item)), [query.data, unitId]);
  const mayCreate = useMayOpen('customerCreate');
  const createButton = mayCreate && (
    <Button variant="primary" onClick={() => navigate(pathFor('customerCreate'))} data-testid="customer-create">
      {de.customers.create}
    </Button>
  );

  return (
    <EntityTable
      items={items}
      loading={query.isPending}
      error={query.error}
      columns={namedColumns}
      storageKey="list-customer"
      csvFileName="kunden"
      testId="customers"
      loadingText={de.customers.loading}
      cardHeader={(item) => customerLink(item, 'customer-card-link')}
      empty={{ title: de.customers.emptyTitle, text: de.customers.emptyText, action: createButton || undefined }}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <OperatingUnitSelect value={unitId} onChange={setUnitId} testId="customers-unit-filter" />
          <RelatedLinks links={relatedLinks} />
          {createButton}
        </SpaceBetween>
      }
    />
  );
};

export default CustomersListPage;
