import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { vatRates } from '../../../../../schemas/masterdata/common';
import type { TResource } from '../../../../../schemas/masterdata/resource';
import { masterdataTexts } from '../../../i18n/de/masterdata';
import { formatDecimal, formatEuro } from '../../format';
import { nameColumn, TagBadges, tagsColumn, textColumn, UnitNames, unitsColumn } from '../columns';
import { DetailsSection } from '../details';
import {
  OperatingUnitsField,
  RecordMultiselectField,
  SelectField,
  TextAreaField,
  TextField,
  UnitField,
  useRecordOptions,
} from '../form-fields';
import type { KindUi } from '../kind-ui';
import { emptyPricing, PricingEditor } from '../pricing-editor';
import { RecordDetailsPage } from '../record-details-page';
import { RecordFormPage } from '../record-form-page';
import { RecordHistoryPage } from '../record-history-page';
import { RecordListPage } from '../record-list-page';
import { RelatedLinks } from '../related-links';
import { pricingSummary, TierTable, VariantsEditor, variantNames } from './resource-parts';

const t = masterdataTexts.fields;
const r = masterdataTexts.resources;

const vatOptions = vatRates.map((rate) => ({ value: String(rate), label: `${formatDecimal(String(rate))} %` }));

const ResourceForm = () => (
  <SpaceBetween size="l">
    <Container header={<Header variant="h2">{masterdataTexts.details.general}</Header>}>
      <SpaceBetween size="m">
        <ColumnLayout columns={2}>
          <TextField name="name" label={t.name} />
          <TextField name="alias" label={r.alias} description={r.aliasHint} />
          <TextField name="articleNumber" label={r.articleNumber} />
          <UnitField />
          <VatField />
          <TextField name="vskz_mr" label={r.vskz} description={r.vskzHint} />
        </ColumnLayout>
        <TextAreaField name="billDescription" label={r.billDescription} description={r.billDescriptionHint} />
        <RecordMultiselectField name="tagIds" label={t.tags} kind="resourceTag" />
        <OperatingUnitsField />
      </SpaceBetween>
    </Container>
    <Container header={<Header variant="h2">{r.price}</Header>}>
      <PricingEditor path="pricing" />
    </Container>
    <VariantsEditor />
  </SpaceBetween>
);

/** VAT is stored as a number; the select works with text. */
const VatField = () => <SelectField name="vatPercentPoints" label={r.vat} options={vatOptions} />;

const ResourceDetails = ({ record }: { record: TResource }) => (
  <SpaceBetween size="l">
    <DetailsSection
      items={[
        { label: t.name, value: record.name },
        { label: r.alias, value: record.alias },
        { label: r.articleNumber, value: record.articleNumber },
        { label: t.unit, value: record.unit },
        { label: r.vat, value: `${formatDecimal(String(record.vatPercentPoints))} %` },
        { label: r.vskz, value: record.vskz_mr },
        { label: t.tags, value: <TagBadges kind="resourceTag" ids={record.tagIds} /> },
        { label: t.operatingUnits, value: <UnitNames ids={record.operatingUnitIds} /> },
        { label: r.billDescription, value: record.billDescription },
      ]}
    />
    <Container header={<Header variant="h2">{r.price}</Header>}>
      <SpaceBetween size="s">
        <div data-testid="resource-price">{pricingSummary(record.pricing)}</div>
        <TierTable pricing={record.pricing} unit={record.unit} />
      </SpaceBetween>
    </Container>
    {record.variantsType === 'VARIANTS' && (
      <DetailsSection
        title={r.variants}
        items={record.variants.flatMap((variant) => [
          { label: variant.name, value: variant.pricing ? pricingSummary(variant.pricing) : r.inherits },
          ...variant.subVariants.map((sub) => ({
            label: `${variant.name} › ${sub.name}`,
            value: sub.pricing ? pricingSummary(sub.pricing) : r.inherits,
          })),
        ])}
      />
    )}
  </SpaceBetween>
);

const historyLabels: Record<string, string> = {
  name: t.name,
  alias: r.alias,
  articleNumber: r.articleNumber,
  unit: t.unit,
  vatPercentPoints: r.vat,
  billDescription: r.billDescription,
  tagIds: t.tags,
  operatingUnitIds: t.operatingUnits,
  variantsType: r.variants,
  variants: r.variants,
  'pricing.calculationType': masterdataTexts.pricing.calculation,
  'pricing.costPerUnit': masterdataTexts.pricing.cost,
  'pricing.surchargePercent': masterdataTexts.pricing.surchargePercent,
  'pricing.pricePerUnit.type': masterdataTexts.pricing.priceType,
  'pricing.pricePerUnit.price': masterdataTexts.pricing.price,
  'pricing.pricePerUnit.tiers': r.tiers,
  vskz_mr: r.vskz,
};

/** Articles (Artikel): price structure, variants, VAT, tags and their price history. */
const ui: KindUi<'resource'> = {
  kind: 'resource',
  pages: {
    list: 'resources',
    create: 'resourceCreate',
    edit: 'resourceEdit',
    details: 'resourceDetails',
    history: 'resourceHistory',
  },
  texts: {
    create: 'Artikel anlegen',
    emptyTitle: 'Noch keine Artikel',
    emptyText: 'Lege Saatgut, Dünger, Diesel, Folie und alles an, was du deinen Kunden berechnest.',
    fileName: 'artikel',
  },
  columns: [
    textColumn<TResource>('articleNumber', r.articleNumber, (resource) => resource.articleNumber, {
      width: 150,
      phone: 'half',
    }),
    nameColumn<TResource>('resourceDetails', (resource) => resource.name),
    textColumn<TResource>('alias', r.alias, (resource) => resource.alias, { defaultVisible: false }),
    textColumn<TResource>('unit', t.unit, (resource) => resource.unit, { width: 110, phone: 'half' }),
    {
      id: 'price',
      header: r.price,
      cell: (resource) => pricingSummary(resource.pricing),
      csv: (resource) => pricingSummary(resource.pricing),
      filterValue: (resource) => pricingSummary(resource.pricing),
      // Room for '69,90 € + 8 % = 75,492 €' without breaking before the '€'.
      width: 220,
      phone: 'half',
    },
    {
      id: 'vat',
      header: r.vat,
      cell: (resource) => `${formatDecimal(String(resource.vatPercentPoints))} %`,
      csv: (resource) => formatDecimal(String(resource.vatPercentPoints)),
      sortValue: (resource) => resource.vatPercentPoints,
      width: 100,
      phone: 'half',
    },
    textColumn<TResource>('variants', r.variants, variantNames, { defaultVisible: false }),
    { ...tagsColumn<TResource>('resourceTag'), phone: 'half' },
    { ...unitsColumn<TResource>(), phone: 'half' },
  ],
  emptyValues: () => ({
    name: '',
    unit: 'Stk.',
    vatPercentPoints: 19,
    tagIds: [],
    operatingUnitIds: [],
    variantsType: 'SIMPLE',
    variants: [],
    pricing: emptyPricing(),
  }),
  // The VAT select hands over text; the schema wants the number.
  prepare: (values) => ({ ...values, vatPercentPoints: Number(values.vatPercentPoints) }),
  Form: ResourceForm,
  Details: ResourceDetails,
  title: (resource) => resource.name,
  byOperatingUnit: true,
  names: { units: true, tags: 'resourceTag' },
  listActions: (
    <RelatedLinks
      links={[
        { pageId: 'resourceTags', label: 'Schlagwörter' },
        { pageId: 'priceAgreements', label: 'Preisvereinbarungen' },
      ]}
    />
  ),
};

const fieldLabel = (path: string) =>
  historyLabels[path] ??
  historyLabels[path.split('.').slice(0, 3).join('.')] ??
  historyLabels[path.split('.')[0] ?? ''] ??
  path;

const pricingTexts = masterdataTexts.pricing;

/** Prices, percentages, price types, tags and variants of the price history in German instead of as stored. */
const useFormatValue = () => {
  const tags = useRecordOptions('resourceTag');
  return (path: string, value: unknown): string | undefined => {
    if (path === 'tagIds' && Array.isArray(value)) {
      return value.map((id) => tags.find((option) => option.value === id)?.label ?? '…').join(', ') || '–';
    }
    if (path === 'variantsType') return value === 'VARIANTS' ? r.withVariants : r.noVariants;
    if (path === 'variants' && Array.isArray(value)) return variantNames({ variants: value } as TResource) || '–';
    if (path === 'vatPercentPoints' || path === 'pricing.surchargePercent') return `${formatDecimal(String(value))} %`;
    if (path === 'pricing.costPerUnit' || path === 'pricing.pricePerUnit.price') return formatEuro(String(value));
    if (path === 'pricing.calculationType') return value === 'SURCHARGE' ? pricingTexts.surcharge : pricingTexts.fixed;
    if (path === 'pricing.pricePerUnit.type') {
      return { SIMPLE: pricingTexts.simple, TIERED: pricingTexts.tiered, VOLUME: pricingTexts.volume }[String(value)];
    }
    if (path === 'pricing.pricePerUnit.tiers' && Array.isArray(value)) {
      return (value as { from: string; price: string }[])
        .map((tier) => `ab ${formatDecimal(tier.from)}: ${formatEuro(tier.price)}`)
        .join('; ');
    }
    return undefined;
  };
};

export const ResourcesPage = () => <RecordListPage ui={ui} />;
export const ResourceDetailsPage = () => <RecordDetailsPage ui={ui} />;
export const ResourceFormPage = () => <RecordFormPage ui={ui} />;
export const ResourceHistoryPage = () => (
  <RecordHistoryPage ui={ui} fieldLabel={fieldLabel} formatValue={useFormatValue()} />
);
