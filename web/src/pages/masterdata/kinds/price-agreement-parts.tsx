import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TResource } from '../../../../../schemas/masterdata/resource';
import { useCustomers } from '../../../api/customers';
import { useRecords } from '../../../api/records';
import { masterdataTexts } from '../../../i18n/de/masterdata';
import { MultiselectField, SelectField, useRecordOptions, useValueAt } from '../form-fields';
import { ListEditor } from '../list-editor';
import { emptyPricing, PricingEditor } from '../pricing-editor';

const p = masterdataTexts.priceAgreements;

/** Variant choices of an article: its variants and sub variants ('Sorte › Beizung'). */
export const variantOptions = (resource: TResource | undefined) =>
  (resource?.variants ?? []).flatMap((variant) => [
    { value: variant.id, label: variant.name },
    ...variant.subVariants.map((sub) => ({ value: sub.id, label: `${variant.name} › ${sub.name}` })),
  ]);

export const useCustomerOptions = () =>
  (useCustomers().data ?? []).map((customer) => ({ value: customer.id, label: customer.displayName ?? customer.name }));

/** The article and its agreed prices (whole article, or per variant). */
export const PriceTargetEditor = () => {
  const [resourceId] = useValueAt('priceTarget.resourceId');
  const resources = useRecords('resource');
  const resource = resources.data?.find((candidate) => candidate.id === resourceId);
  const variants = variantOptions(resource);
  return (
    <SpaceBetween size="m">
      <SelectField name="priceTarget.resourceId" label={p.resource} options={useRecordOptions('resource')} />
      <ListEditor
        path="priceTarget.overrides"
        description={p.overridesHint}
        addLabel={p.addOverride}
        newItem={() => ({ resourceVariantId: null, pricing: emptyPricing() })}
        testId="agreement-overrides"
        minItems={1}
        renderItem={(_, overridePath) => (
          <SpaceBetween size="s">
            {variants.length > 0 && (
              <SelectField name={`${overridePath}.resourceVariantId`} label={p.variant} options={variants} nullable />
            )}
            <PricingEditor path={`${overridePath}.pricing`} />
          </SpaceBetween>
        )}
      />
    </SpaceBetween>
  );
};

/** For whom: named customers, or every customer with one of the tags. */
export const CustomerTargetEditor = () => {
  const [typeValue] = useValueAt('customerTarget.type');
  const [, setCustomerTarget] = useValueAt('customerTarget');
  const type = typeValue === 'CUSTOMER_TAGS' ? typeValue : 'CUSTOMERS';
  const customerOptions = useCustomerOptions();
  const tagOptions = useRecordOptions('customerTag');
  return (
    <SpaceBetween size="m">
      <SegmentedControl
        selectedId={type}
        options={[
          { id: 'CUSTOMERS', text: p.forCustomers },
          { id: 'CUSTOMER_TAGS', text: p.forTags },
        ]}
        onChange={({ detail }) =>
          setCustomerTarget(
            detail.selectedId === 'CUSTOMERS'
              ? { type: 'CUSTOMERS', customerIds: [] }
              : { type: 'CUSTOMER_TAGS', customerTagIds: [] },
          )
        }
        data-testid="agreement-target-type"
      />
      {type === 'CUSTOMERS' ? (
        <MultiselectField name="customerTarget.customerIds" label={p.customers} options={customerOptions} />
      ) : (
        <MultiselectField name="customerTarget.customerTagIds" label={p.customerTags} options={tagOptions} />
      )}
    </SpaceBetween>
  );
};
