import 'leaflet/dist/leaflet.css';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import * as L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { TCustomerSummary } from '../../../../schemas/customer';
import { errorText } from '../../api/api-error';
import { useCustomers } from '../../api/customers';
import { pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { RouterLink } from '../../components/router-link';
import { de } from '../../i18n/de';

/** German texts of this page (to move into de.customersMap). */
/** Leaflet writes string content as HTML; a text node keeps a customer's name from becoming markup. */
const textNode = (text: string): HTMLElement => {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
};

const t = {
  loading: de.customers.loading,
  onMap: (n: number) => (n === 1 ? '1 Kunde auf der Karte' : `${n} Kunden auf der Karte`),
  withoutPositionTitle: 'Ohne Position',
  withoutPosition: (n: number) => `Ohne Position: ${n === 1 ? '1 Kunde' : `${n} Kunden`}`,
  allHavePosition: 'Alle Kunden haben eine Position.',
  attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap-Mitwirkende</a>',
};

type Located = TCustomerSummary & { latLng: NonNullable<TCustomerSummary['latLng']> };

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** Germany as a whole: the view before (or without) any customer position. */
const GERMANY: L.LatLngTuple = [51.16, 10.45];
const GERMANY_ZOOM = 6;
/** One customer: close enough to see the farm's surroundings. */
const SINGLE_ZOOM = 13;

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

/** Zooms to all customers (one: close up); waits while the map has no size, as Leaflet then misfits. */
const fitWhenSized = (map: L.Map, pending: { current: Located[] | null }) => {
  const customers = pending.current;
  map.invalidateSize();
  const size = map.getSize();
  if (!customers || size.x === 0 || size.y === 0) return;
  pending.current = null;
  const first = customers[0];
  if (customers.length > 1) {
    const bounds = L.latLngBounds(customers.map((c): L.LatLngTuple => [c.latLng.lat, c.latLng.lng]));
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: SINGLE_ZOOM, animate: false });
  } else if (first) {
    map.setView([first.latLng.lat, first.latLng.lng], SINGLE_ZOOM, { animate: false });
  }
};

/**
 * The Leaflet map. Markers are SVG circle markers: no image assets, and they render even when the
 * tiles cannot load (offline, tests), each path with the class 'customer-marker'.
 */
const CustomersMap = ({ customers, onOpen }: { customers: Located[]; onOpen: (customerId: string) => void }) => {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef<L.LayerGroup | null>(null);
  const pendingFitRef = useRef<Located[] | null>(null);
  // Fit to the customers once; later live updates move markers but keep the user's zoom and position.
  const fittedRef = useRef(false);
  // The popups outlive renders; they call the latest navigate through this ref.
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { center: GERMANY, zoom: GERMANY_ZOOM });
    L.tileLayer(TILE_URL, { attribution: t.attribution, maxZoom: 19 }).addTo(map);
    markersRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    // The container changes size with the navigation drawer and the phone's rotation; the first
    // fit may also wait for a size (the grid column is 0 px wide when the map is created).
    const resize = new ResizeObserver(() => fitWhenSized(map, pendingFitRef));
    resize.observe(container);
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      markersRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    const markers = markersRef.current;
    if (!map || !markers) return;
    markers.clearLayers();
    for (const customer of customers) {
      L.circleMarker([customer.latLng.lat, customer.latLng.lng], {
        className: 'customer-marker',
        radius: 8,
        weight: 2,
        color: '#ffffff',
        fillColor: '#0972d3',
        fillOpacity: 0.9,
      })
        .bindTooltip(textNode(nameOf(customer)))
        .bindPopup(() => popupContent(customer, (id) => onOpenRef.current(id)))
        .addTo(markers);
    }
    if (!fittedRef.current && customers.length > 0) {
      fittedRef.current = true;
      pendingFitRef.current = customers;
      fitWhenSized(map, pendingFitRef);
    }
  }, [customers]);

  return (
    <div
      ref={containerRef}
      data-testid="customers-map"
      style={{ height: 'calc(100vh - 200px)', minHeight: 320, width: '100%', borderRadius: 16, zIndex: 0 }}
    />
  );
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
