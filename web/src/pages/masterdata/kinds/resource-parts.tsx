import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { surchargedPrice } from '../../../../../schemas/kernel/pricing';
import type { TPricing } from '../../../../../schemas/masterdata/pricing';
import type { TResource } from '../../../../../schemas/masterdata/resource';
import { masterdataTexts } from '../../../i18n/de/masterdata';
import { formatDecimal, formatEuro } from '../../format';
import { TextField, useValueAt } from '../form-fields';
import { ListEditor } from '../list-editor';
import { emptyPricing, PricingEditor } from '../pricing-editor';

const t = masterdataTexts.pricing;

/** One line about a price structure, e.g. '12,50 €', 'Staffel ab 1,70 €', '1,20 € + 15 % = 1,38 €'. */
export const pricingSummary = (pricing: TPricing): string => {
  if (pricing.calculationType === 'SURCHARGE' && pricing.costPerUnit && pricing.surchargePercent) {
    return `${formatEuro(pricing.costPerUnit)} + ${formatDecimal(pricing.surchargePercent)} % = ${formatEuro(
      surchargedPrice(pricing.costPerUnit, pricing.surchargePercent),
    )}`;
  }
  const price = pricing.pricePerUnit;
  if (price.type === 'SIMPLE') return formatEuro(price.price);
  const lowest = price.tiers.reduce(
    (min, tier) => (Number(tier.price) < Number(min) ? tier.price : min),
    price.tiers[0]?.price ?? '0',
  );
  return `${t.priceTypeShort[price.type]} ab ${formatEuro(lowest)}`;
};

/** The tiers of a tiered or volume price as a small table. */
export const TierTable = ({ pricing, unit }: { pricing: TPricing; unit: string }) => {
  const price = pricing.pricePerUnit;
  if (pricing.calculationType === 'SURCHARGE' || price.type === 'SIMPLE') return null;
  return (
    <Table
      variant="embedded"
      data-testid="tier-table"
      items={price.tiers}
      columnDefinitions={[
        { id: 'from', header: t.from, cell: (tier) => `${formatDecimal(tier.from)} ${unit}` },
        { id: 'price', header: t.price, cell: (tier) => formatEuro(tier.price) },
      ]}
    />
  );
};

/** Simple articles have one price; with variants (two levels), each variant may have its own. */
export const VariantsEditor = () => {
  const [variantsTypeValue, setVariantsType] = useValueAt('variantsType');
  const variantsType = typeof variantsTypeValue === 'string' ? variantsTypeValue : 'SIMPLE';
  return (
    <Container
      header={
        <Header variant="h2" description={masterdataTexts.resources.variantsHint}>
          {masterdataTexts.resources.variants}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <SegmentedControl
          selectedId={variantsType}
          options={[
            { id: 'SIMPLE', text: masterdataTexts.resources.noVariants },
            { id: 'VARIANTS', text: masterdataTexts.resources.withVariants },
          ]}
          onChange={({ detail }) => setVariantsType(detail.selectedId)}
          data-testid="resource-variants-type"
        />
        {variantsType === 'VARIANTS' && (
          <ListEditor
            path="variants"
            addLabel={masterdataTexts.resources.addVariant}
            newItem={() => ({ id: '', name: '', pricing: null, subVariants: [] })}
            testId="resource-variants"
            renderItem={(_, variantPath) => <VariantEditor path={variantPath} nested />}
          />
        )}
      </SpaceBetween>
    </Container>
  );
};

const VariantEditor = ({ path, nested }: { path: string; nested: boolean }) => {
  const [pricing, setPricing] = useValueAt(`${path}.pricing`);
  const ownPricing = pricing !== null && pricing !== undefined;
  return (
    <Box padding={{ left: nested ? 'n' : 'l' }}>
      <SpaceBetween size="s">
        <ColumnLayout columns={2}>
          <TextField name={`${path}.name`} label={masterdataTexts.resources.variantName} />
          <Box padding={{ top: 'l' }}>
            <Checkbox
              checked={ownPricing}
              onChange={({ detail }) => setPricing(detail.checked ? emptyPricing() : null)}
            >
              {masterdataTexts.resources.ownPrice}
            </Checkbox>
          </Box>
        </ColumnLayout>
        {ownPricing && <PricingEditor path={`${path}.pricing`} />}
        {nested && (
          <ListEditor
            path={`${path}.subVariants`}
            label={masterdataTexts.resources.subVariants}
            addLabel={masterdataTexts.resources.addSubVariant}
            newItem={() => ({ id: '', name: '', pricing: null })}
            testId={`${path}-sub`}
            renderItem={(_, subPath) => <VariantEditor path={subPath} nested={false} />}
          />
        )}
      </SpaceBetween>
    </Box>
  );
};

export const variantNames = (resource: TResource): string =>
  resource.variants
    .map((variant) =>
      variant.subVariants.length > 0
        ? `${variant.name} (${variant.subVariants.map((sub) => sub.name).join(', ')})`
        : variant.name,
    )
    .join('; ');
