import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { TCustomerSummary } from '../../../../schemas/customer';
import { errorText } from '../../api/api-error';
import { useCustomers } from '../../api/customers';
import { pathFor } from '../../app/pages';
import { type MapPoint, MapView } from '../../components/map/map-view';
import { PageHeader } from '../../components/page-header';
import { RouterLink } from '../../components/router-link';
import { de } from '../../i18n/de';

/** German texts of this page (to move into de.customersMap). */
const t = {
  loading: de.customers.loading,
  onMap: (n: number) => (n === 1 ? '1 Kunde auf der Karte' : `${n} Kunden auf der Karte`),
  withoutPositionTitle: 'Ohne Position',
  withoutPosition: (n: number) => `Ohne Position: ${n === 1 ? '1 Kunde' : `${n} Kunden`}`,
  allHavePosition: 'Alle Kunden haben eine Position.',
};

type Located = TCustomerSummary & { latLng: NonNullable<TCustomerSummary['latLng']> };

const nameOf = (customer: TCustomerSummary) => customer.displayName ?? customer.name;
const byName = (a: TCustomerSummary, b: TCustomerSummary) => nameOf(a).localeCompare(nameOf(b), 'de');
const isLocated = (customer: TCustomerSummary): customer is Located => customer.latLng !== null;

/** The popup: built as DOM nodes (textContent, no HTML from customer data) with an in-app link. */
const popupContent = (customer: Located, open: (customerId: string) => void): HTMLElement => {
  const box = document.createElement('div');
  const link = document.createElement('a');
  link.href = pathFor('customerDetails', { customerId: customer.id });
  link.textContent = nameOf(customer);
  link.dataset.testid = 'customer-marker-link';
  link.addEventListener('click', (event) => {
    // Ctrl/Cmd/middle click keeps the browser's 'open in new tab'.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    open(customer.id);
  });
  box.append(link);
  const place = [customer.addressStreet, [customer.addressZip, customer.addressCity].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  if (place) {
    const line = document.createElement('div');
    line.textContent = place;
    box.append(line);
  }
  return box;
};

/**
 * The customers as points of the app's map: each a marker with the class 'customer-marker', its popup the
 * customer's name as a link to the details and the address.
 */
const CustomersMap = ({ customers, onOpen }: { customers: Located[]; onOpen: (customerId: string) => void }) => {
  // The popups outlive renders; they call the latest navigate through this ref.
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  const points = useMemo(
    () =>
      customers.map(
        (customer): MapPoint => ({
          id: customer.id,
          position: customer.latLng,
          label: nameOf(customer),
          className: 'customer-marker',
          popup: () => popupContent(customer, (id) => onOpenRef.current(id)),
        }),
      ),
    [customers],
  );
  return <MapView points={points} testId="customers-map" height="calc(100vh - 200px)" />;
};

const WithoutPosition = ({ customers, loading }: { customers: TCustomerSummary[]; loading: boolean }) => (
  <Container
    header={<Header variant="h2">{loading ? t.withoutPositionTitle : t.withoutPosition(customers.length)}</Header>}
    data-testid="customers-without-position"
  >
    {loading ? (
      <Spinner />
    ) : customers.length === 0 ? (
      <Box color="text-body-secondary">{t.allHavePosition}</Box>
    ) : (
      // A long list scrolls beside the map instead of stretching the page.
      <div style={{ maxHeight: 'calc(100vh - 280px)', overflowY: 'auto' }}>
        <SpaceBetween size="xxs">
          {customers.map((customer) => (
            <RouterLink
              key={customer.id}
              href={pathFor('customerDetails', { customerId: customer.id })}
              data-testid="customer-without-position"
            >
              {nameOf(customer)}
            </RouterLink>
          ))}
        </SpaceBetween>
      </div>
    )}
  </Container>
);

const CustomersMapPage = () => {
  const navigate = useNavigate();
  const query = useCustomers();
  const { located, unlocated } = useMemo(() => {
    const all = [...(query.data ?? [])].sort(byName);
    return { located: all.filter(isLocated), unlocated: all.filter((customer) => !isLocated(customer)) };
  }, [query.data]);

  return (
    <ContentLayout header={<PageHeader description={query.isPending ? t.loading : t.onMap(located.length)} />}>
      <SpaceBetween size="m">
        {query.isError && (
          <Alert type="error" data-testid="customers-map-error">
            {errorText(query.error)}
          </Alert>
        )}
        <Grid gridDefinition={[{ colspan: { default: 12, m: 8 } }, { colspan: { default: 12, m: 4 } }]}>
          <CustomersMap
            customers={located}
            onOpen={(customerId) => navigate(pathFor('customerDetails', { customerId }))}
          />
          <WithoutPosition customers={unlocated} loading={query.isPending} />
        </Grid>
      </SpaceBetween>
    </ContentLayout>
  );
};

export default CustomersMapPage;
