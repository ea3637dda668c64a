import Badge from '@cloudscape-design/components/badge';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TService } from '../../../../../schemas/masterdata/service';
import { priceBlockBasisLabels, priceBlockBasisUnits } from '../../../../../schemas/price-blocks';
import { ResponsiveTable } from '../../../components/responsive-table/responsive-table';
import { masterdataTexts } from '../../../i18n/de/masterdata';
import { formatEuro } from '../../format';
import { nameColumn, textColumn, UnitNames, unitsColumn } from '../columns';
import { DetailsSection } from '../details';
import { CheckboxField, OperatingUnitsField, RecordMultiselectField, TextAreaField, TextField } from '../form-fields';
import type { KindUi } from '../kind-ui';
import { RecordDetailsPage } from '../record-details-page';
import { RecordFormPage } from '../record-form-page';
import { RecordListPage } from '../record-list-page';
import { RelatedLinks } from '../related-links';
import { DriverQueriesEditor, PriceBlocksEditor } from './service-parts';

const t = masterdataTexts.fields;
const s = masterdataTexts.services;

export const priceBlocksText = (service: TService) =>
  service.priceBlocks
    .map((block) => `${block.name}: ${formatEuro(block.price)} / ${priceBlockBasisUnits[block.basis]}`)
    .join('; ');

const ServiceForm = () => (
  <SpaceBetween size="l">
    <Container header={<Header variant="h2">{masterdataTexts.details.general}</Header>}>
      <SpaceBetween size="m">
        <ColumnLayout columns={2}>
          <TextField name="name" label={t.name} />
          <TextField name="category" label={s.category} description={s.categoryHint} />
        </ColumnLayout>
        <TextAreaField name="description" label={s.description} />
        <CheckboxField name="queryNote" label={s.queryNote} description={s.queryNoteHint} />
        <RecordMultiselectField name="defaultMachineIds" label={s.defaultMachines} kind="machine" />
        <OperatingUnitsField />
      </SpaceBetween>
    </Container>
    <Container header={<Header variant="h2">{s.priceBlocks}</Header>}>
      <PriceBlocksEditor />
    </Container>
    <Container header={<Header variant="h2">{s.driverQueries}</Header>}>
      <DriverQueriesEditor />
    </Container>
  </SpaceBetween>
);

const triggerText = (ask: boolean, mandatory: boolean) => (ask ? (mandatory ? s.mandatory : s.optional) : '–');

const ServiceDetails = ({ record }: { record: TService }) => (
  <SpaceBetween size="l">
    <DetailsSection
      items={[
        { label: t.name, value: record.name },
        { label: s.category, value: record.category },
        { label: s.description, value: record.description },
        { label: s.queryNote, value: record.queryNote ? masterdataTexts.yes : masterdataTexts.no },
        { label: t.operatingUnits, value: <UnitNames ids={record.operatingUnitIds} /> },
      ]}
    />
    <ResponsiveTable
      data-testid="service-price-block-table"
      header={<Header variant="h2">{s.priceBlocks}</Header>}
      items={record.priceBlocks}
      empty={s.noPriceBlocks}
      columnDefinitions={[
        { id: 'name', header: s.priceBlockName, cell: (block) => block.name },
        { id: 'basis', header: s.basis, cell: (block) => priceBlockBasisLabels[block.basis], phone: 'half' },
        {
          id: 'price',
          header: s.price,
          cell: (block) => `${formatEuro(block.price)} / ${priceBlockBasisUnits[block.basis]}`,
          phone: 'half',
        },
      ]}
    />
    <ResponsiveTable
      data-testid="service-driver-query-table"
      header={<Header variant="h2">{s.driverQueries}</Header>}
      items={record.driverQueries}
      empty={s.noDriverQueries}
      wrapLines
      columnDefinitions={[
        { id: 'info', header: s.question, cell: (query) => query.info },
        { id: 'kind', header: s.queryKind, cell: (query) => <Badge>{s.queryKinds[query.kind]}</Badge>, phone: 'half' },
        { id: 'unit', header: t.unit, cell: (query) => query.unit ?? '–', phone: 'half' },
        {
          id: 'start',
          header: s.onStart,
          cell: (query) => triggerText(query.askOnStart, query.mandatoryOnStart),
          phone: 'half',
        },
        {
          id: 'stop',
          header: s.onStop,
          cell: (query) => triggerText(query.askOnStop, query.mandatoryOnStop),
          phone: 'half',
        },
      ]}
    />
  </SpaceBetween>
);

/** Services (Dienstleistungen): price blocks and the questions drivers answer on start and stop. */
export const serviceUi: KindUi<'service'> = {
  kind: 'service',
  pages: { list: 'services', create: 'serviceCreate', edit: 'serviceEdit', details: 'serviceDetails' },
  texts: {
    create: 'Dienstleistung anlegen',
    emptyTitle: 'Noch keine Dienstleistungen',
    emptyText: 'Lege an, was du für deine Kunden erledigst: Häckseln, Dreschen, Gülle fahren …',
    fileName: 'dienstleistungen',
  },
  columns: [
    nameColumn<TService>('serviceDetails', (service) => service.name),
    textColumn<TService>('category', s.category, (service) => service.category),
    textColumn<TService>('priceBlocks', s.priceBlocks, priceBlocksText),
    {
      id: 'queries',
      header: s.driverQueries,
      cell: (service) => String(service.driverQueries.length),
      csv: (service) => service.driverQueries.length,
      sortValue: (service) => service.driverQueries.length,
      width: 150,
    },
    unitsColumn<TService>(),
  ],
  emptyValues: () => ({
    name: '',
    priceBlocks: [],
    driverQueries: [],
    queryNote: false,
    operatingUnitIds: [],
    defaultMachineIds: [],
  }),
  Form: ServiceForm,
  Details: ServiceDetails,
  title: (service) => service.name,
  byOperatingUnit: true,
  names: { units: true },
  listActions: <RelatedLinks links={[{ pageId: 'serviceCatalog', label: 'Katalog' }]} />,
};

export const ServicesPage = () => <RecordListPage ui={serviceUi} />;
export const ServiceDetailsPage = () => <RecordDetailsPage ui={serviceUi} />;
export const ServiceFormPage = () => <RecordFormPage ui={serviceUi} />;
