import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useMemo, useState } from 'react';
import type { TCustomerSummary } from '../../../../schemas/customer';
import type { TField } from '../../../../schemas/map-fields';
import { useCustomers } from '../../api/customers';
import { pageById, pathFor } from '../../app/pages';
import type { MapPoint } from '../../components/map/map-view';
import { PageHeader } from '../../components/page-header';
import { de } from '../../i18n/de';
import { masterdataPageTitles } from '../../i18n/de/masterdata-pages';
import { belongsTo, type CustomerFilter } from './field-map';
import { FieldsView } from './fields-view';

const t = de.fieldsPage;
const OFFICE = { kind: 'office' } as const;

const nameOf = (customer: TCustomerSummary) => customer.displayName ?? customer.name;

/** The customer's position as a map point whose popup links to the customer (text as text, never HTML). */
const customerPoint = (customer: TCustomerSummary, latLng: NonNullable<TCustomerSummary['latLng']>): MapPoint => ({
  id: `customer:${customer.id}`,
  position: latLng,
  label: nameOf(customer),
  className: 'customer-marker',
  popup: () => {
    const link = document.createElement('a');
    link.href = pathFor('customerDetails', { customerId: customer.id });
    link.textContent = `${nameOf(customer)} – ${t.openCustomer}`;
    return link;
  },
});

const filterOf = (value: string): CustomerFilter =>
  value === '' ? { kind: 'all' } : value === '-' ? { kind: 'none' } : { kind: 'customer', customerId: value };

/**
 * Stammdaten > Felder: the company's fields on the map and in a table, and the customers' positions
 * (the customers map of application.md §6 with their fields): every customer's position on demand
 * ('Kunden auf der Karte': off at first, so the map shows the fields, not the whole customer base);
 * choosing a customer shows his fields and position, zoomed to them, his popup linking to him.
 */
export const FieldsPage = () => {
  const customers = useCustomers();
  const [chosen, setChosen] = useState('');
  const [showCustomers, setShowCustomers] = useState(false);
  const filter = filterOf(chosen);
  const customerOptions = useMemo(
    () => (customers.data ?? []).map((customer) => ({ value: customer.id, label: nameOf(customer) })),
    [customers.data],
  );
  const filterOptions = [{ value: '', label: t.allCustomers }, { value: '-', label: t.noCustomer }, ...customerOptions];
  const points = useMemo(
    () =>
      (customers.data ?? []).flatMap((customer) =>
        customer.latLng && (chosen === customer.id || (showCustomers && chosen === ''))
          ? [customerPoint(customer, customer.latLng)]
          : [],
      ),
    [customers.data, chosen, showCustomers],
  );
  // A new function only when the filter changes: the view filters its fields with it.
  const only = useMemo(() => (field: TField) => belongsTo(field, filterOf(chosen)), [chosen]);

  return (
    <ContentLayout header={<PageHeader title={masterdataPageTitles.fields} />}>
      <FieldsView
        side={OFFICE}
        customers={customerOptions}
        only={filter.kind === 'all' ? undefined : only}
        points={points}
        mapKey={`${chosen}:${showCustomers}`}
        importHref={pageById('fieldImport').path}
        editable
        tools={
          <SpaceBetween size="s">
            <FormField label={t.customerFilter}>
              <Select
                data-testid="fields-customer-filter"
                selectedOption={filterOptions.find((option) => option.value === chosen) ?? null}
                options={filterOptions}
                filteringType={filterOptions.length > 8 ? 'auto' : 'none'}
                onChange={({ detail }) => setChosen(detail.selectedOption.value ?? '')}
              />
            </FormField>
            {chosen === '' && (
              <Toggle
                checked={showCustomers}
                onChange={({ detail }) => setShowCustomers(detail.checked)}
                data-testid="fields-show-customers"
              >
                {t.customerPositions}
              </Toggle>
            )}
          </SpaceBetween>
        }
      />
    </ContentLayout>
  );
};
