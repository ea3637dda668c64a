import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  fixedPriceFromSurcharge,
  surchargedPrice,
  surchargePercentFromPrice,
} from '../../../../schemas/kernel/pricing';
import type { TPricingInput } from '../../../../schemas/masterdata/pricing';
import { masterdataTexts } from '../../i18n/de/masterdata';
import { formatEuro } from '../format';
import { DecimalField, useValueAt } from './form-fields';
import { ListEditor } from './list-editor';

const t = masterdataTexts.pricing;

const decimal = (value: unknown): string | null => {
  const text = value === null || value === undefined ? '' : String(value).trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(text) ? text : null;
};

/** A new, empty price structure (fixed simple price). */
export const emptyPricing = (): TPricingInput => ({
  calculationType: 'FIXED',
  costPerUnit: null,
  surchargePercent: null,
  pricePerUnit: { type: 'SIMPLE', price: '' },
});

/**
 * The price structure of an article or variant (application.md §3): fixed price (simple, tiered or
 * volume) or cost plus surcharge. Switching keeps what can be kept, rounded as §9 says: a fixed price
 * derived from a surcharge to 5 decimals, a surcharge derived from a price to 2.
 */
export const PricingEditor = ({ path }: { path: string }) => {
  const [value, set] = useValueAt(path);
  const pricing = (value as TPricingInput | undefined) ?? emptyPricing();
  const cost = decimal(pricing.costPerUnit);
  const percent = decimal(pricing.surchargePercent);
  const priceType = pricing.pricePerUnit?.type ?? 'SIMPLE';
  const simplePrice = pricing.pricePerUnit?.type === 'SIMPLE' ? decimal(pricing.pricePerUnit.price) : null;

  const setCalculation = (next: 'FIXED' | 'SURCHARGE') => {
    if (next === 'FIXED' && cost && percent) {
      set({
        ...pricing,
        calculationType: next,
        pricePerUnit: { type: 'SIMPLE', price: fixedPriceFromSurcharge(cost, percent) },
      });
      return;
    }
    const derived = next === 'SURCHARGE' && cost && simplePrice ? surchargePercentFromPrice(cost, simplePrice) : null;
    // A price below cost would be a negative surcharge, which is not one: then the percentage stays to enter.
    if (derived !== null && !derived.startsWith('-')) {
      set({ ...pricing, calculationType: next, surchargePercent: derived });
      return;
    }
    set({ ...pricing, calculationType: next });
  };

  const setPriceType = (next: 'SIMPLE' | 'TIERED' | 'VOLUME') => {
    const first = pricing.pricePerUnit?.type === 'SIMPLE' ? (pricing.pricePerUnit.price ?? '') : '';
    const tiers =
      pricing.pricePerUnit && 'tiers' in pricing.pricePerUnit
        ? pricing.pricePerUnit.tiers
        : [{ from: '0', price: first }];
    set({
      ...pricing,
      pricePerUnit: next === 'SIMPLE' ? { type: next, price: String(tiers[0]?.price ?? '') } : { type: next, tiers },
    });
  };

  return (
    <SpaceBetween size="m">
      <FormField label={t.calculation} description={t.calculationHint}>
        <SegmentedControl
          selectedId={pricing.calculationType ?? 'FIXED'}
          options={[
            { id: 'FIXED', text: t.fixed },
            { id: 'SURCHARGE', text: t.surcharge },
          ]}
          onChange={({ detail }) => setCalculation(detail.selectedId as 'FIXED' | 'SURCHARGE')}
          data-testid={`${path}-calculation`}
        />
      </FormField>
      <ColumnLayout columns={3}>
        <DecimalField name={`${path}.costPerUnit`} label={t.cost} nullable />
        {pricing.calculationType === 'SURCHARGE' && (
          <DecimalField name={`${path}.surchargePercent`} label={t.surchargePercent} nullable />
        )}
        {pricing.calculationType === 'SURCHARGE' && (
          <FormField label={t.resultingPrice}>
            <Box variant="p" data-testid={`${path}-surcharged-price`}>
              {cost && percent ? formatEuro(surchargedPrice(cost, percent)) : '–'}
            </Box>
          </FormField>
        )}
      </ColumnLayout>
      {pricing.calculationType !== 'SURCHARGE' && (
        <SpaceBetween size="s">
          <FormField label={t.priceType}>
            <SegmentedControl
              selectedId={priceType}
              options={[
                { id: 'SIMPLE', text: t.simple },
                { id: 'TIERED', text: t.tiered },
                { id: 'VOLUME', text: t.volume },
              ]}
              onChange={({ detail }) => setPriceType(detail.selectedId as 'SIMPLE' | 'TIERED' | 'VOLUME')}
              data-testid={`${path}-price-type`}
            />
          </FormField>
          {priceType === 'SIMPLE' ? (
            <DecimalField name={`${path}.pricePerUnit.price`} label={t.price} />
          ) : (
            <ListEditor
              path={`${path}.pricePerUnit.tiers`}
              description={priceType === 'TIERED' ? t.tieredHint : t.volumeHint}
              addLabel={t.addTier}
              newItem={() => ({ from: '', price: '' })}
              testId={`${path}-tiers`}
              minItems={1}
              renderItem={(_, tierPath) => (
                <ColumnLayout columns={2}>
                  <DecimalField name={`${tierPath}.from`} label={t.from} />
                  <DecimalField name={`${tierPath}.price`} label={t.price} />
                </ColumnLayout>
              )}
            />
          )}
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
};
