import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { TPriceAgreement } from '../../../../../schemas/masterdata/price-agreement';
import type { TResource } from '../../../../../schemas/masterdata/resource';
import { errorText } from '../../../api/api-error';
import { useCustomers } from '../../../api/customers';
import { usePriceQuote, useRecords } from '../../../api/records';
import { masterdataTexts } from '../../../i18n/de/masterdata';
import { formatDecimal, formatEuro, todayInGermany } from '../../format';
import { MultiselectField, SelectField, useFormState, useRecordOptions } from '../form-fields';
import { getIn } from '../form-state';
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
  const { values } = useFormState();
  const resources = useRecords('resource');
  const resourceId = getIn(values, 'priceTarget.resourceId') as string | undefined;
  const resource = resources.data?.find((candidate) => candidate.id === resourceId);
  const variants = variantOptions(resource);
  return (
    <SpaceBetween size="m">
      <SelectField path="priceTarget.resourceId" label={p.resource} options={useRecordOptions('resource')} />
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
              <SelectField path={`${overridePath}.resourceVariantId`} label={p.variant} options={variants} nullable />
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
  const { values, set } = useFormState();
  const type = (getIn(values, 'customerTarget.type') as string | undefined) ?? 'CUSTOMERS';
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
          set(
            'customerTarget',
            detail.selectedId === 'CUSTOMERS'
              ? { type: 'CUSTOMERS', customerIds: [] }
              : { type: 'CUSTOMER_TAGS', customerTagIds: [] },
          )
        }
        data-testid="agreement-target-type"
      />
      {type === 'CUSTOMERS' ? (
        <MultiselectField path="customerTarget.customerIds" label={p.customers} options={customerOptions} />
      ) : (
        <MultiselectField path="customerTarget.customerTagIds" label={p.customerTags} options={tagOptions} />
      )}
    </SpaceBetween>
  );
};

const today = () => todayInGermany();

/**
 * The price check: what the article costs a customer on a day for an amount, calculated by the server
 * with every agreement of the company (application.md §5: the latest start wins, customer beats tag).
 */
export const PriceCheck = ({ agreement }: { agreement: TPriceAgreement }) => {
  const quote = usePriceQuote();
  const customerOptions = useCustomerOptions();
  const resources = useRecords('resource');
  const resource = resources.data?.find((candidate) => candidate.id === agreement.priceTarget.resourceId);
  const firstCustomer =
    agreement.customerTarget.type === 'CUSTOMERS' ? agreement.customerTarget.customerIds[0] : undefined;
  const [customerId, setCustomerId] = useState(firstCustomer ?? '');
  const [variantId, setVariantId] = useState<string>('');
  const [date, setDate] = useState(
    // The later of today and the start (ISO days sort as text).
    [agreement.start, today()].sort().at(-1) ?? agreement.start,
  );
  const [amount, setAmount] = useState('1');
  const variants = variantOptions(resource);
  const result = quote.data;
  // A result belongs to the inputs it was calculated for: changing one clears it.
  const changed = <T,>(setter: (value: T) => void, value: T) => {
    setter(value);
    quote.reset();
  };

  const check = () =>
    quote.mutate({
      resourceId: agreement.priceTarget.resourceId,
      resourceVariantId: variantId || null,
      customerId,
      date,
      amount: amount.replace(',', '.'),
    });

  return (
    <Container
      header={
        <Header variant="h2" description={p.checkHint}>
          {p.check}
        </Header>
      }
      data-testid="price-check"
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={variants.length > 0 ? 4 : 3}>
          <FormField label={p.customer}>
            <Select
              selectedOption={customerOptions.find((option) => option.value === customerId) ?? null}
              options={customerOptions}
              filteringType="auto"
              placeholder={masterdataTexts.fields.choose}
              onChange={({ detail }) => changed(setCustomerId, detail.selectedOption.value ?? '')}
              data-testid="price-check-customer"
            />
          </FormField>
          {variants.length > 0 && (
            <FormField label={p.variant}>
              <Select
                selectedOption={
                  variants.find((option) => option.value === variantId) ?? { value: '', label: p.wholeArticle }
                }
                options={[{ value: '', label: p.wholeArticle }, ...variants]}
                onChange={({ detail }) => changed(setVariantId, detail.selectedOption.value ?? '')}
              />
            </FormField>
          )}
          <FormField label={p.date}>
            <DatePicker
              value={date}
              onChange={({ detail }) => changed(setDate, detail.value)}
              locale="de-DE"
              startOfWeek={1}
              placeholder="JJJJ/MM/TT"
            />
          </FormField>
          <FormField label={`${p.amount}${resource ? ` (${resource.unit})` : ''}`}>
            <Input
              value={amount}
              inputMode="decimal"
              onChange={({ detail }) => changed(setAmount, detail.value)}
              data-testid="price-check-amount"
            />
          </FormField>
        </ColumnLayout>
        <Button onClick={check} loading={quote.isPending} disabled={!customerId} data-testid="price-check-run">
          {p.calculate}
        </Button>
        {quote.isError && <Box color="text-status-error">{errorText(quote.error)}</Box>}
        {result && (
          <Box data-testid="price-check-result">
            <SpaceBetween size="xxs">
              <Box variant="awsui-key-label">{p.result}</Box>
              <Box fontSize="heading-m">
                {formatEuro(result.unitPrice)} / {resource?.unit ?? ''} · {p.total} {formatEuro(result.total)}
              </Box>
              <Box color="text-body-secondary" data-testid="price-check-source">
                {result.priceBasedOnPriceAgreement ? p.fromAgreement(result.agreementName ?? '') : p.fromArticle}
              </Box>
              {result.costPerUnit && <Box color="text-body-secondary">{p.cost(formatDecimal(result.costPerUnit))}</Box>}
            </SpaceBetween>
          </Box>
        )}
      </SpaceBetween>
    </Container>
  );
};
