import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDecimal } from '../../../../../schemas/kernel/coordinates';
import type { TLoadingPoint } from '../../../../../schemas/masterdata/partners';
import { useCustomers } from '../../../api/customers';
import { masterdataTexts } from '../../../i18n/de/masterdata';
import { ColorSwatch, CustomerName, nameColumn, textColumn } from '../columns';
import { DetailsSection } from '../details';
import { CheckboxField, ColorField, SelectField, TextField } from '../form-fields';
import type { KindUi } from '../kind-ui';
import { RecordDetailsPage } from '../record-details-page';
import { RecordFormPage } from '../record-form-page';
import { RecordListPage } from '../record-list-page';
import { AddressFields, addressText } from './address-fields';
import { LoadingPointMap, LoadingPointPositionFields } from './loading-point-position';

const t = masterdataTexts.fields;
const ALL_CUSTOMERS = 'Alle Kunden';

const kindText = (point: TLoadingPoint) =>
  point.isLoadingPoint && point.isUnloadingPoint
    ? 'Be- und Entladestelle'
    : point.isLoadingPoint
      ? 'Beladestelle'
      : 'Entladestelle';

const LoadingPointForm = () => {
  const customers = useCustomers();
  const options = (customers.data ?? []).map((customer) => ({
    value: customer.id,
    label: customer.displayName ?? customer.name,
  }));
  return (
    <SpaceBetween size="m">
      <TextField name="name" label={t.name} />
      <ColumnLayout columns={2}>
        <CheckboxField name="isLoadingPoint" label="Beladestelle" />
        <CheckboxField name="isUnloadingPoint" label="Entladestelle" />
      </ColumnLayout>
      <SelectField
        name="customerId"
        label="Kunde"
        description="Ohne Kunde gilt die Stelle für alle Aufträge."
        options={options}
        nullable
      />
      <LoadingPointPositionFields />
      <AddressFields />
      <ColorField />
    </SpaceBetween>
  );
};

const LoadingPointDetails = ({ record }: { record: TLoadingPoint }) => (
  <SpaceBetween size="l">
    <DetailsSection
      items={[
        { label: t.name, value: record.name },
        { label: 'Art', value: kindText(record) },
        { label: 'Kunde', value: <CustomerName id={record.customerId} none={ALL_CUSTOMERS} /> },
        { label: 'Adresse', value: addressText(record) },
        { label: t.position, value: formatDecimal(record) },
        { label: t.color, value: <ColorSwatch color={record.color} /> },
      ]}
    />
    <LoadingPointMap record={record} />
  </SpaceBetween>
);

/** Loading and unloading points (Be-/Entladestellen) of the logistics variant (services.md §3). */
const ui: KindUi<'loadingPoint'> = {
  kind: 'loadingPoint',
  pages: {
    list: 'loadingPoints',
    create: 'loadingPointCreate',
    edit: 'loadingPointEdit',
    details: 'loadingPointDetails',
  },
  texts: {
    create: 'Stelle anlegen',
    emptyTitle: 'Noch keine Be- und Entladestellen',
    emptyText: 'Lege Häfen, Silos, Biogasanlagen und Gruben an, die deine Fahrer anfahren.',
    fileName: 'be-entladestellen',
  },
  columns: [
    nameColumn<TLoadingPoint>('loadingPointDetails', (point) => point.name),
    textColumn<TLoadingPoint>('kind', 'Art', kindText),
    {
      id: 'customer',
      header: 'Kunde',
      cell: (point) => <CustomerName id={point.customerId} none={ALL_CUSTOMERS} />,
      namesFor: (names, point) => (point.customerId ? names.customers([point.customerId]) : ALL_CUSTOMERS),
    },
    textColumn<TLoadingPoint>('address', 'Adresse', addressText),
    {
      id: 'color',
      header: t.color,
      cell: (point) => <ColorSwatch color={point.color} />,
      csv: (point) => point.color,
      defaultVisible: false,
    },
  ],
  emptyValues: () => ({
    name: '',
    isLoadingPoint: true,
    isUnloadingPoint: false,
    customerId: null,
    lat: null,
    lng: null,
    color: '#1565c0',
  }),
  names: { customers: true },
  archiveIsFinal: true,
  Form: LoadingPointForm,
  Details: LoadingPointDetails,
  title: (point) => point.name,
};

export const LoadingPointsPage = () => <RecordListPage ui={ui} />;
export const LoadingPointDetailsPage = () => <RecordDetailsPage ui={ui} />;
export const LoadingPointFormPage = () => <RecordFormPage ui={ui} />;
