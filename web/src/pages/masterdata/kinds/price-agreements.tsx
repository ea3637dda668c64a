import Badge from '@cloudscape-design/components/badge';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TPriceAgreement } from '../../../../../schemas/masterdata/price-agreement';
import { useCustomers } from '../../../api/customers';
import { masterdataTexts } from '../../../i18n/de/masterdata';
import { formatDay, todayInGermany } from '../../format';
import { type NamedColumn, nameColumn, RecordName, TagBadges, textColumn } from '../columns';
import { DetailsSection } from '../details';
import { DateField, TextAreaField, TextField } from '../form-fields';
import type { KindUi } from '../kind-ui';
import type { NameLookup } from '../names';
import { RecordDetailsPage } from '../record-details-page';
import { RecordFormPage } from '../record-form-page';
import { RecordListPage } from '../record-list-page';
import { CustomerTargetEditor, PriceTargetEditor } from './price-agreement-parts';
import { PriceCheck } from './price-check';
import { pricingSummary } from './resource-parts';

const p = masterdataTexts.priceAgreements;

const periodText = (agreement: TPriceAgreement) =>
  `${formatDay(agreement.start)} – ${agreement.end ? formatDay(agreement.end) : p.open}`;

/** Whether an agreement applies today, will later, or did (by calendar day). */
export const agreementStatus = (agreement: TPriceAgreement, today: string): keyof typeof p.status =>
  agreement.start > today ? 'upcoming' : agreement.end !== null && agreement.end < today ? 'expired' : 'active';

const todayText = () => todayInGermany();

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
        <TextField name="name" label={masterdataTexts.fields.name} />
        <ColumnLayout columns={2}>
          <DateField name="start" label={p.start} />
          <DateField name="end" label={p.end} description={p.endHint} />
        </ColumnLayout>
        <TextAreaField name="note" label={masterdataTexts.fields.note} />
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
        { label: p.resource, value: <RecordName kind="resource" id={record.priceTarget.resourceId} /> },
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

/** Article, customer and tag names for the CSV export and the search (the cells show them as components). */
const targetNames = (names: NameLookup, { customerTarget }: TPriceAgreement) =>
  customerTarget.type === 'CUSTOMER_TAGS'
    ? names.tags(customerTarget.customerTagIds)
    : names.customers(customerTarget.customerIds);

const columns: NamedColumn<TPriceAgreement>[] = [
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
    cell: (agreement) => <RecordName kind="resource" id={agreement.priceTarget.resourceId} />,
    namesFor: (names, agreement) => names.resources([agreement.priceTarget.resourceId]),
  },
  {
    id: 'target',
    header: p.validFor,
    cell: (agreement) => <TargetText agreement={agreement} />,
    namesFor: targetNames,
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
  columns,
  names: { resources: true, customers: true, tags: 'customerTag' },
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

export const PriceAgreementsPage = () => <RecordListPage ui={ui} />;
export const PriceAgreementDetailsPage = () => <RecordDetailsPage ui={ui} />;
export const PriceAgreementFormPage = () => <RecordFormPage ui={ui} />;
