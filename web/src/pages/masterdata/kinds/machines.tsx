import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TMachine } from '../../../../../schemas/masterdata/people-and-machines';
import { masterdataTexts } from '../../../i18n/de/masterdata';
import { formatDecimal } from '../../format';
import { MachineRefuels } from '../../toll/machine-refuels';
import { nameColumn, RecordName, textColumn, UnitNames, unitsColumn } from '../columns';
import { DetailsSection } from '../details';
import {
  DecimalField,
  NumberField,
  OperatingUnitsField,
  RecordSelectField,
  TextAreaField,
  TextField,
  useRecordOptions,
} from '../form-fields';
import type { KindUi } from '../kind-ui';
import { ListEditor } from '../list-editor';
import { nameOf } from '../names';
import { RecordDetailsPage } from '../record-details-page';
import { RecordFormPage } from '../record-form-page';
import { RecordHistoryPage } from '../record-history-page';
import { RecordListPage } from '../record-list-page';
import { RelatedLinks } from '../related-links';

const t = masterdataTexts.fields;

const labels: Record<string, string> = {
  name: t.name,
  licensePlate: 'Kennzeichen',
  manufacturer: 'Hersteller',
  model: 'Modell',
  yearOfManufacture: 'Baujahr',
  variants: 'Varianten',
  operatingUnitIds: t.operatingUnits,
  currentOperatingHours: 'Betriebsstunden',
  workingWidthM: 'Arbeitsbreite',
  machineRingId: 'Maschinenring',
  note: t.note,
};

const MachineForm = () => (
  <SpaceBetween size="m">
    <ColumnLayout columns={2}>
      <TextField name="name" label={t.name} constraint="z. B. Fendt 942 (HU-LW 42)" />
      <TextField name="licensePlate" label={labels.licensePlate ?? ''} />
      <TextField name="manufacturer" label={labels.manufacturer ?? ''} />
      <TextField name="model" label={labels.model ?? ''} />
      <NumberField name="yearOfManufacture" integer plain label={labels.yearOfManufacture ?? ''} />
      <DecimalField name="currentOperatingHours" label="Aktuelle Betriebsstunden" nullable />
      <DecimalField
        name="workingWidthM"
        label="Arbeitsbreite (m)"
        constraint="0,5 bis 60 m; daraus berechnet Lohnwerk die bearbeitete Fläche aus der GPS-Spur."
        nullable
      />
    </ColumnLayout>
    <ListEditor
      path="variants"
      label="Varianten"
      description="z. B. „mit Maisgebiss“ und „mit Pickup“: Aufträge halten fest, in welcher Ausstattung die Maschine lief."
      addLabel="Variante hinzufügen"
      newItem={() => ({ id: '', name: '' })}
      testId="machine-variants"
      renderItem={(_, itemPath) => <TextField name={`${itemPath}.name`} label="Variante" />}
    />
    <RecordSelectField name="machineRingId" label="Maschinenring" kind="machineRing" nullable />
    <OperatingUnitsField />
    <TextAreaField name="note" label={t.note} />
  </SpaceBetween>
);

const hours = (machine: TMachine) =>
  machine.currentOperatingHours ? `${formatDecimal(machine.currentOperatingHours)} h` : '';

const MachineDetails = ({ record }: { record: TMachine }) => (
  <SpaceBetween size="l">
    <DetailsSection
      items={[
        { label: t.name, value: record.name },
        { label: 'Kennzeichen', value: record.licensePlate },
        { label: 'Hersteller und Modell', value: [record.manufacturer, record.model].filter(Boolean).join(' ') },
        { label: 'Baujahr', value: record.yearOfManufacture },
        { label: 'Betriebsstunden', value: hours(record) },
        { label: 'Arbeitsbreite', value: record.workingWidthM ? `${formatDecimal(record.workingWidthM)} m` : '' },
        { label: 'Varianten', value: record.variants.map((variant) => variant.name).join(', ') },
        {
          label: 'Maschinenring',
          value: <RecordName kind="machineRing" id={record.machineRingId} empty="Eigene Maschine" />,
        },
        { label: t.operatingUnits, value: <UnitNames ids={record.operatingUnitIds} /> },
        { label: t.note, value: record.note },
      ]}
    />
    <MachineRefuels machineId={record.id} />
  </SpaceBetween>
);

/** Machines (Maschinen) with variants, operating hours and their change history. */
const ui: KindUi<'machine'> = {
  kind: 'machine',
  pages: {
    list: 'machines',
    create: 'machineCreate',
    edit: 'machineEdit',
    details: 'machineDetails',
    history: 'machineHistory',
  },
  texts: {
    create: 'Maschine anlegen',
    emptyTitle: 'Noch keine Maschinen',
    emptyText: 'Lege deine Schlepper, Häcksler, Mähdrescher und Anbaugeräte an.',
    fileName: 'maschinen',
  },
  columns: [
    nameColumn<TMachine>('machineDetails', (machine) => machine.name),
    textColumn<TMachine>('licensePlate', 'Kennzeichen', (machine) => machine.licensePlate),
    textColumn<TMachine>('model', 'Hersteller und Modell', (machine) =>
      [machine.manufacturer, machine.model].filter(Boolean).join(' '),
    ),
    {
      id: 'hours',
      header: 'Betriebsstunden',
      cell: (machine) => hours(machine) || '–',
      csv: (machine) => machine.currentOperatingHours?.replace('.', ','),
      sortValue: (machine) => (machine.currentOperatingHours ? Number(machine.currentOperatingHours) : null),
    },
    textColumn<TMachine>(
      'variants',
      'Varianten',
      (machine) => machine.variants.map((variant) => variant.name).join(', '),
      {
        defaultVisible: false,
      },
    ),
    textColumn<TMachine>(
      'year',
      'Baujahr',
      (machine) => (machine.yearOfManufacture ? String(machine.yearOfManufacture) : ''),
      {
        defaultVisible: false,
      },
    ),
    unitsColumn<TMachine>(),
  ],
  emptyValues: () => ({
    name: '',
    variants: [],
    operatingUnitIds: [],
    machineRingId: null,
    currentOperatingHours: null,
    workingWidthM: null,
    yearOfManufacture: null,
  }),
  Form: MachineForm,
  Details: MachineDetails,
  title: (machine) => machine.name,
  byOperatingUnit: true,
  names: { units: true },
  listActions: <RelatedLinks links={[{ pageId: 'machineRings', label: 'Maschinenringe' }]} />,
};

const fieldLabel = (path: string) => labels[path.split('.')[0] ?? ''] ?? path;
/** History values in German: hours as '1.012,5 h', the ring and the variants by name. */
const useFormatValue = () => {
  const rings = useRecordOptions('machineRing');
  return (path: string, value: unknown): string | undefined => {
    if (path === 'currentOperatingHours') return `${formatDecimal(String(value))} h`;
    if (path === 'workingWidthM') return `${formatDecimal(String(value))} m`;
    if (path === 'machineRingId') return rings.find((option) => option.value === value)?.label ?? '…';
    if (path === 'variants' && Array.isArray(value)) {
      return value.map(nameOf).join(', ') || '–';
    }
    return undefined;
  };
};

export const MachinesPage = () => <RecordListPage ui={ui} />;
export const MachineDetailsPage = () => <RecordDetailsPage ui={ui} />;
export const MachineFormPage = () => <RecordFormPage ui={ui} />;
export const MachineHistoryPage = () => (
  <RecordHistoryPage ui={ui} fieldLabel={fieldLabel} formatValue={useFormatValue()} />
);
