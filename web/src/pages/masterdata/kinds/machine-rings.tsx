import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TMachineRing } from '../../../../../schemas/masterdata/people-and-machines';
import { masterdataTexts } from '../../../i18n/de/masterdata';
import { nameColumn, textColumn } from '../columns';
import { TextField } from '../form-fields';
import type { KindUi } from '../kind-ui';
import { RecordFormPage } from '../record-form-page';
import { RecordListPage } from '../record-list-page';
import { AddressFields, addressText } from './address-fields';

const t = masterdataTexts.fields;

const MachineRingForm = () => (
  <SpaceBetween size="m">
    <TextField name="name" label={t.name} />
    <ColumnLayout columns={2}>
      <TextField name="memberNumber" label="Mitgliedsnummer" />
      <TextField name="contactName" label="Ansprechpartner" />
      <TextField name="mail" label={t.mail} kind="email" />
      <TextField name="phone" label={t.phone} kind="phone" />
    </ColumnLayout>
    <AddressFields />
  </SpaceBetween>
);

/** Machine rings (Maschinenringe) that machines are borrowed from and billed through. */
const ui: KindUi<'machineRing'> = {
  kind: 'machineRing',
  pages: { list: 'machineRings', create: 'machineRingsCreate', edit: 'machineRingsEdit' },
  texts: {
    create: 'Maschinenring anlegen',
    emptyTitle: 'Noch keine Maschinenringe',
    emptyText: 'Lege die Maschinenringe an, über die du Maschinen leihst oder abrechnest.',
    fileName: 'maschinenringe',
  },
  columns: [
    nameColumn<TMachineRing>('machineRingsEdit', (ring) => ring.name),
    textColumn<TMachineRing>('memberNumber', 'Mitgliedsnummer', (ring) => ring.memberNumber),
    textColumn<TMachineRing>('contact', 'Ansprechpartner', (ring) => ring.contactName),
    textColumn<TMachineRing>('phone', t.phone, (ring) => ring.phone),
    textColumn<TMachineRing>('mail', t.mail, (ring) => ring.mail),
    textColumn<TMachineRing>('address', 'Adresse', addressText, { defaultVisible: false }),
  ],
  emptyValues: () => ({ name: '' }),
  Form: MachineRingForm,
  title: (ring) => ring.name,
};

export const MachineRingsPage = () => <RecordListPage ui={ui} />;
export const MachineRingFormPage = () => <RecordFormPage ui={ui} />;
