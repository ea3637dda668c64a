import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TProject } from '../../../../schemas/masterdata/project';
import { useCustomers } from '../../api/customers';
import { masterdataTexts } from '../../i18n/de/masterdata';
import { projectTexts as t } from '../../i18n/de/projects';
import { formatDay } from '../format';
import { CustomerName, nameColumn, textColumn, UnitNames, unitsColumn } from '../masterdata/columns';
import { DetailsSection } from '../masterdata/details';
import { DateField, OperatingUnitsField, SelectField, TextAreaField, TextField } from '../masterdata/form-fields';
import type { KindUi } from '../masterdata/kind-ui';
import { RecordDetailsPage } from '../masterdata/record-details-page';
import { RecordFormPage } from '../masterdata/record-form-page';
import { RecordListPage } from '../masterdata/record-list-page';
import { ProjectSummarySection } from './project-summary-section';

const fields = masterdataTexts.fields;

const periodText = (project: TProject) =>
  project.firstDay || project.lastDay ? `${formatDay(project.firstDay)} – ${formatDay(project.lastDay)}` : '';

const ProjectForm = () => {
  const customers = useCustomers();
  const options = (customers.data ?? []).map((customer) => ({
    value: customer.id,
    label: customer.displayName ?? customer.name,
  }));
  return (
    <SpaceBetween size="m">
      <TextField name="name" label={fields.name} />
      <TextField name="number" label={t.number} />
      <SelectField name="customerId" label={t.customer} options={options} nullable />
      <DateField name="firstDay" label={t.firstDay} />
      <DateField name="lastDay" label={t.lastDay} />
      <OperatingUnitsField />
      <TextAreaField name="description" label={t.description} />
    </SpaceBetween>
  );
};

const ProjectDetails = ({ record }: { record: TProject }) => (
  <SpaceBetween size="l">
    <DetailsSection
      items={[
        { label: fields.name, value: record.name },
        { label: t.number, value: record.number },
        { label: t.customer, value: <CustomerName id={record.customerId} none={t.noCustomer} /> },
        { label: t.period, value: periodText(record) },
        { label: fields.operatingUnits, value: <UnitNames ids={record.operatingUnitIds} /> },
        { label: t.description, value: record.description },
      ]}
    />
    <ProjectSummarySection projectId={record.id} />
  </SpaceBetween>
);

/** Projects (issue 15): orders of one undertaking, with their hours and amounts together. */
const ui: KindUi<'project'> = {
  kind: 'project',
  pages: { list: 'projects', create: 'projectCreate', edit: 'projectEdit', details: 'projectDetails' },
  texts: { create: t.create, emptyTitle: t.emptyTitle, emptyText: t.emptyText, fileName: 'projekte' },
  columns: [
    nameColumn<TProject>('projectDetails', (project) => project.name),
    textColumn<TProject>('number', t.number, (project) => project.number),
    {
      id: 'customer',
      header: t.customer,
      cell: (project) => <CustomerName id={project.customerId} none={t.noCustomer} />,
      namesFor: (names, project) => (project.customerId ? names.customers([project.customerId]) : t.noCustomer),
    },
    textColumn<TProject>('period', t.period, periodText),
    unitsColumn<TProject>(),
  ],
  emptyValues: () => ({
    name: '',
    number: '',
    customerId: null,
    description: '',
    firstDay: null,
    lastDay: null,
    operatingUnitIds: [],
  }),
  Form: ProjectForm,
  Details: ProjectDetails,
  title: (project) => project.name,
  byOperatingUnit: true,
  names: { units: true, customers: true },
};

export const ProjectsPage = () => <RecordListPage ui={ui} />;
export const ProjectDetailsPage = () => <RecordDetailsPage ui={ui} />;
export const ProjectFormPage = () => <RecordFormPage ui={ui} />;
