import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TEmployee } from '../../../../../schemas/masterdata/people-and-machines';
import { roleLabels } from '../../../../../schemas/roles';
import { useMembers } from '../../../api/members';
import { masterdataTexts } from '../../../i18n/de/masterdata';
import { nameColumn, TagBadges, tagsColumn, textColumn, UnitNames, unitsColumn } from '../columns';
import { DetailsSection } from '../details';
import { OperatingUnitsField, RecordMultiselectField, SelectField, TextField } from '../form-fields';
import type { KindUi } from '../kind-ui';
import { RecordDetailsPage } from '../record-details-page';
import { RecordFormPage } from '../record-form-page';
import { RecordListPage } from '../record-list-page';
import { RelatedLinks } from '../related-links';

const t = masterdataTexts.fields;

const fullName = (employee: TEmployee) => `${employee.firstName} ${employee.lastName}`;
const sortName = (employee: TEmployee) => `${employee.lastName}, ${employee.firstName}`;

/** The login (app user) of a person in the company, by name and e-mail. */
const useLoginOptions = () => {
  const members = useMembers();
  return (members.data ?? [])
    .filter((member) => member.role !== 'CUSTOMER')
    .map((member) => ({
      value: member.userId,
      label: `${[member.firstName, member.lastName].filter(Boolean).join(' ') || member.email} (${member.email}, ${roleLabels[member.role]})`,
    }));
};

const LoginName = ({ userId }: { userId: string | null }) => {
  const options = useLoginOptions();
  if (!userId) return <>Kein Zugang verknüpft</>;
  return <>{options.find((option) => option.value === userId)?.label ?? '…'}</>;
};

const EmployeeForm = () => (
  <SpaceBetween size="m">
    <ColumnLayout columns={2}>
      <TextField name="firstName" label="Vorname" />
      <TextField name="lastName" label="Nachname" />
      <TextField name="personnelNumber" label="Personalnummer" />
      <TextField name="phone" label={t.phone} kind="phone" />
      <TextField name="mail" label={t.mail} kind="email" />
    </ColumnLayout>
    <SelectField
      name="appUserId"
      label="Zugang (App-Anmeldung)"
      description="Mit dem Zugang sieht die Person ihre Aufträge in der App und ihre Arbeitszeiten."
      options={useLoginOptions()}
      nullable
    />
    <RecordMultiselectField name="tagIds" label={t.tags} kind="employeeTag" />
    <OperatingUnitsField />
  </SpaceBetween>
);

const activityText = (employee: TEmployee) => {
  const activity = employee.currentActivity;
  if (!activity) return 'Keine laufende Tätigkeit';
  return activity.type === 'order' ? 'Arbeitet an einem Auftrag' : 'Interne Arbeit';
};

const EmployeeDetails = ({ record }: { record: TEmployee }) => (
  <DetailsSection
    items={[
      { label: 'Name', value: fullName(record) },
      { label: 'Personalnummer', value: record.personnelNumber },
      { label: t.phone, value: record.phone },
      { label: t.mail, value: record.mail },
      { label: 'Zugang', value: <LoginName userId={record.appUserId} /> },
      { label: t.tags, value: <TagBadges kind="employeeTag" ids={record.tagIds} /> },
      { label: t.operatingUnits, value: <UnitNames ids={record.operatingUnitIds} /> },
      { label: 'Aktuell', value: activityText(record) },
    ]}
  />
);

/** Employees (Mitarbeiter): the people who drive and work; linked to their login for the driver app. */
const ui: KindUi<'employee'> = {
  kind: 'employee',
  pages: { list: 'employees', create: 'employeeCreate', edit: 'employeeEdit', details: 'employeeDetails' },
  texts: {
    create: 'Mitarbeiter anlegen',
    emptyTitle: 'Noch keine Mitarbeiter',
    emptyText: 'Lege deine Mitarbeiter an und verknüpfe sie mit ihrem Zugang, damit sie Aufträge in der App sehen.',
    fileName: 'mitarbeiter',
  },
  columns: [
    textColumn<TEmployee>('personnelNumber', 'Personalnr.', (employee) => employee.personnelNumber, { width: 130 }),
    { ...nameColumn<TEmployee>('employeeDetails', fullName), sortValue: sortName },
    textColumn<TEmployee>('phone', t.phone, (employee) => employee.phone),
    textColumn<TEmployee>('mail', t.mail, (employee) => employee.mail, { defaultVisible: false }),
    {
      id: 'login',
      header: 'Zugang',
      cell: (employee) => (employee.appUserId ? 'verknüpft' : '–'),
      csv: (employee) => (employee.appUserId ? 'ja' : 'nein'),
      filterValue: (employee) => (employee.appUserId ? 'verknüpft' : 'ohne'),
    },
    tagsColumn<TEmployee>('employeeTag'),
    unitsColumn<TEmployee>(),
  ],
  emptyValues: () => ({ firstName: '', lastName: '', appUserId: null, tagIds: [], operatingUnitIds: [] }),
  Form: EmployeeForm,
  Details: EmployeeDetails,
  title: fullName,
  byOperatingUnit: true,
  names: { units: true, tags: 'employeeTag' },
  listActions: (
    <RelatedLinks
      links={[
        { pageId: 'employeeTimeTrackings', label: 'Zeiterfassung' },
        { pageId: 'employeeTags', label: 'Schlagwörter' },
      ]}
    />
  ),
};

export const EmployeesPage = () => <RecordListPage ui={ui} />;
export const EmployeeDetailsPage = () => <RecordDetailsPage ui={ui} />;
export const EmployeeFormPage = () => <RecordFormPage ui={ui} />;
