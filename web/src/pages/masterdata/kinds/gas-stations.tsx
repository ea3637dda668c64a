import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TGasStation } from '../../../../../schemas/masterdata/partners';
import { masterdataTexts } from '../../../i18n/de/masterdata';
import { nameColumn, textColumn, UnitNames, unitsColumn } from '../columns';
import { DetailsSection } from '../details';
import { CheckboxField, NumberField, OperatingUnitsField, TextAreaField, TextField } from '../form-fields';
import { type KindUi, positionOrNull } from '../kind-ui';
import { RecordDetailsPage } from '../record-details-page';
import { RecordFormPage } from '../record-form-page';
import { RecordListPage } from '../record-list-page';
import { AddressFields, addressText } from './address-fields';

const t = masterdataTexts.fields;

const positionText = (station: TGasStation) =>
  station.latLng ? `${station.latLng.lat.toFixed(5)}, ${station.latLng.lng.toFixed(5)}` : '';

const GasStationForm = () => (
  <SpaceBetween size="m">
    <TextField name="name" label={t.name} />
    <CheckboxField name="isOwnTank" label="Eigene Tankstelle (Hoftank)" />
    <AddressFields />
    <ColumnLayout columns={2}>
      <NumberField name="latLng.lat" label={t.lat} constraint="z. B. 54,4858" />
      <NumberField name="latLng.lng" label={t.lng} constraint="z. B. 9,0524" />
    </ColumnLayout>
    <OperatingUnitsField />
    <TextAreaField name="note" label={t.note} />
  </SpaceBetween>
);

const GasStationDetails = ({ record }: { record: TGasStation }) => (
  <DetailsSection
    items={[
      { label: t.name, value: record.name },
      { label: 'Art', value: record.isOwnTank ? 'Eigene Tankstelle' : 'Öffentliche Tankstelle' },
      { label: 'Adresse', value: addressText(record) },
      { label: t.position, value: positionText(record) },
      { label: t.operatingUnits, value: <UnitNames ids={record.operatingUnitIds} /> },
      { label: t.note, value: record.note },
    ]}
  />
);

/** Gas stations where machines are refuelled. */
const ui: KindUi<'gasStation'> = {
  kind: 'gasStation',
  pages: { list: 'gasStations', create: 'gasStationCreate', edit: 'gasStationEdit', details: 'gasStationDetails' },
  texts: {
    create: 'Tankstelle anlegen',
    emptyTitle: 'Noch keine Tankstellen',
    emptyText: 'Lege die Tankstellen an, an denen deine Maschinen tanken, auch den eigenen Hoftank.',
    fileName: 'tankstellen',
  },
  columns: [
    nameColumn<TGasStation>('gasStationDetails', (station) => station.name),
    textColumn<TGasStation>('kind', 'Art', (station) => (station.isOwnTank ? 'Eigene' : 'Öffentlich')),
    textColumn<TGasStation>('address', 'Adresse', addressText),
    textColumn<TGasStation>('position', t.position, positionText, { defaultVisible: false }),
    unitsColumn<TGasStation>(),
  ],
  // The form edits the position as two numbers; an empty pair means no position.
  emptyValues: () => ({ name: '', isOwnTank: false, latLng: null, operatingUnitIds: [] }),
  prepare: (values) => positionOrNull(values),
  Form: GasStationForm,
  Details: GasStationDetails,
  title: (station) => station.name,
  byOperatingUnit: true,
  names: { units: true },
};

export const GasStationsPage = () => <RecordListPage ui={ui} />;
export const GasStationDetailsPage = () => <RecordDetailsPage ui={ui} />;
export const GasStationFormPage = () => <RecordFormPage ui={ui} />;
