import Badge from '@cloudscape-design/components/badge';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo } from 'react';
import type { TPriceAgreement } from '../../../../../schemas/masterdata/price-agreement';
import { useCustomers } from '../../../api/customers';
import { useRecords } from '../../../api/records';
import type { EntityColumn } from '../../../components/entity-table/entity-table';
import { masterdataTexts } from '../../../i18n/de/masterdata';
import { formatDate, todayInGermany } from '../../format';
import { nameColumn, TagBadges, textColumn } from '../columns';
import { DetailsSection } from '../details';
import { DateField, TextAreaField, TextField } from '../form-fields';
import type { KindUi } from '../kind-ui';
import { RecordDetailsPage } from '../record-details-page';
import { RecordFormPage } from '../record-form-page';
import { RecordListPage } from '../record-list-page';
import { CustomerTargetEditor, PriceCheck, PriceTargetEditor } from './price-agreement-parts';
import { pricingSummary } from './resource-parts';

const p = masterdataTexts.priceAgreements;

const periodText = (agreement: TPriceAgreement) =>
  `${formatDate(agreement.start)} – ${agreement.end ? formatDate(agreement.end) : p.open}`;

/** Whether an agreement applies today, will later, or did (by calendar day). */
export const agreementStatus = (agreement: TPriceAgreement, today: string): keyof typeof p.status =>
  agreement.start > today ? 'upcoming' : agreement.end !== null && agreement.end < today ? 'expired' : 'active';

const todayText = () => todayInGermany();

const ResourceName = ({ id }: { id: string }) => {
  const resources = useRecords('resource');
  return <>{resources.data?.find((resource) => resource.id === id)?.name ?? '…'}</>;
};

const TargetText = ({ agreement }: { agreement: TPriceAgreement }) => {
  const customers = useCustomers();
  const target = agreement.customerTarget;
  if (target.type === 'CUSTOMER_TAGS') return <TagBadges kind="customerTag" ids={target.customerTagIds} />;
  const names = target.customerIds.map((id) => {
    const customer = customers.data?.find((candidate) => candidate.id === id);
    return customer ? (customer.displayName ?? customer.name) : '…';
  });
  return <>{names.join(', ')}</>;
};

const PriceAgreementForm = () => (
  <SpaceBetween size="l">
    <Container header={<Header variant="h2">{masterdataTexts.details.general}</Header>}>
      <SpaceBetween size="m">
        <TextField path="name" label={masterdataTexts.fields.name} />
        <ColumnLayout columns={2}>
          <DateField path="start" label={p.start} />
          <DateField path="end" label={p.end} description={p.endHint} />
        </ColumnLayout>
        <TextAreaField path="note" label={masterdataTexts.fields.note} />
      </SpaceBetween>
    </Container>
    <Container header={<Header variant="h2">{p.validFor}</Header>}>
      <CustomerTargetEditor />
    </Container>
    <Container header={<Header variant="h2">{p.overrides}</Header>}>
      <PriceTargetEditor />
    </Container>
  </SpaceBetween>
);

const PriceAgreementDetails = ({ record }: { record: TPriceAgreement }) => (
  <SpaceBetween size="l">
    <DetailsSection
      items={[
        { label: masterdataTexts.fields.name, value: record.name },
        { label: p.period, value: periodText(record) },
        { label: p.resource, value: <ResourceName id={record.priceTarget.resourceId} /> },
        { label: p.validFor, value: <TargetText agreement={record} /> },
        ...record.priceTarget.overrides.map((override, index) => ({
          label: override.resourceVariantId ? `${p.variant} ${index + 1}` : p.wholeArticle,
          value: pricingSummary(override.pricing),
        })),
        { label: masterdataTexts.fields.note, value: record.note },
      ]}
    />
    <PriceCheck agreement={record} />
  </SpaceBetween>
);

/** Names for the CSV export and the search, which cannot use the cells (components). */
type Names = { resource: (id: string) => string; target: (agreement: TPriceAgreement) => string };
const NO_NAMES: Names = { resource: () => '', target: () => '' };

const columnsWith = (names: Names): EntityColumn<TPriceAgreement>[] => [
  nameColumn<TPriceAgreement>('priceAgreementDetails', (agreement) => agreement.name),
  {
    id: 'status',
    header: 'Status',
    cell: (agreement) => {
      const status = agreementStatus(agreement, todayText());
      return <Badge color={status === 'active' ? 'green' : 'grey'}>{p.status[status]}</Badge>;
    },
    csv: (agreement) => p.status[agreementStatus(agreement, todayText())],
    filterValue: (agreement) => p.status[agreementStatus(agreement, todayText())],
    width: 130,
  },
  textColumn<TPriceAgreement>('period', p.period, periodText),
  {
    id: 'resource',
    header: p.resource,
    cell: (agreement) => <ResourceName id={agreement.priceTarget.resourceId} />,
    csv: (agreement) => names.resource(agreement.priceTarget.resourceId),
    filterValue: (agreement) => names.resource(agreement.priceTarget.resourceId),
  },
  {
    id: 'target',
    header: p.validFor,
    cell: (agreement) => <TargetText agreement={agreement} />,
    csv: names.target,
    filterValue: names.target,
  },
  {
    id: 'price',
    header: masterdataTexts.resources.price,
    cell: (agreement) => agreement.priceTarget.overrides.map((override) => pricingSummary(override.pricing)).join('; '),
    csv: (agreement) => agreement.priceTarget.overrides.map((override) => pricingSummary(override.pricing)).join('; '),
  },
];

/** Price agreements (Preisvereinbarungen): agreed article prices for customers or customer tags. */
const ui: KindUi<'priceAgreement'> = {
  kind: 'priceAgreement',
  pages: {
    list: 'priceAgreements',
    create: 'priceAgreementCreate',
    edit: 'priceAgreementEdit',
    details: 'priceAgreementDetails',
  },
  texts: {
    create: 'Preisvereinbarung anlegen',
    emptyTitle: 'Noch keine Preisvereinbarungen',
    emptyText: 'Vereinbare mit einzelnen Kunden oder Kundengruppen eigene Artikelpreise für einen Zeitraum.',
    fileName: 'preisvereinbarungen',
  },
  columns: columnsWith(NO_NAMES),
  emptyValues: () => ({
    name: '',
    start: todayText(),
    end: null,
    priceTarget: {
      resourceId: '',
      overrides: [
        {
          resourceVariantId: null,
          pricing: {
            calculationType: 'FIXED',
            costPerUnit: null,
            surchargePercent: null,
            pricePerUnit: { type: 'SIMPLE', price: '' },
          },
        },
      ],
    },
    customerTarget: { type: 'CUSTOMERS', customerIds: [] },
  }),
  Form: PriceAgreementForm,
  Details: PriceAgreementDetails,
  title: (agreement) => agreement.name,
};

/** The list with article and customer names in its CSV export and search (not their ids). */
const useListUi = (): KindUi<'priceAgreement'> => {
  const resources = useRecords('resource').data;
  const customers = useCustomers().data;
  const tags = useRecords('customerTag').data;
  return useMemo(() => {
    const resource = (id: string) => resources?.find((candidate) => candidate.id === id)?.name ?? '';
    const customer = (id: string) => {
      const found = customers?.find((candidate) => candidate.id === id);
      return found ? (found.displayName ?? found.name) : '';
    };
    const tag = (id: string) => tags?.find((candidate) => candidate.id === id)?.name ?? '';
    const target = ({ customerTarget }: TPriceAgreement) =>
      (customerTarget.type === 'CUSTOMER_TAGS'
        ? customerTarget.customerTagIds.map(tag)
        : customerTarget.customerIds.map(customer)
      ).join(', ');
    return { ...ui, columns: columnsWith({ resource, target }) };
  }, [resources, customers, tags]);
};

export const PriceAgreementsPage = () => <RecordListPage ui={useListUi()} />;
export const PriceAgreementDetailsPage = () => <RecordDetailsPage ui={ui} />;
export const PriceAgreementFormPage = () => <RecordFormPage ui={ui} />;
