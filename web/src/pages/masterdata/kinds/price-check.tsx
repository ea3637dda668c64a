import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { ZPriceQuoteRequest } from '../../../../../schemas/api/masterdata';
import type { TPriceAgreement } from '../../../../../schemas/masterdata/price-agreement';
import { ApiError, errorText } from '../../../api/api-error';
import { usePriceQuote, useRecords } from '../../../api/records';
import { showServerIssues, submitWith, useSchemaForm } from '../../../forms/schema-form';
import { DecimalField } from '../../../forms/typed-fields';
import { masterdataTexts } from '../../../i18n/de/masterdata';
import { formatDecimal, formatEuro, todayInGermany } from '../../format';
import { DateField, SelectField } from '../form-fields';
import { useCustomerOptions, variantOptions } from './price-agreement-parts';

const p = masterdataTexts.priceAgreements;

type PriceCheckValues = { customerId: string; resourceVariantId: string; date: string | null; amount: string };

/**
 * The price check: what the article costs a customer on a day for an amount, calculated by the server
 * with every agreement of the company (application.md §5: the latest start wins, customer beats tag).
 * A small form on the API's own request schema: what is typed is what is asked, wrong input is named
 * at its field.
 */
export const PriceCheck = ({ agreement }: { agreement: TPriceAgreement }) => {
  const quote = usePriceQuote();
  const customerOptions = useCustomerOptions();
  const resources = useRecords('resource');
  const resource = resources.data?.find((candidate) => candidate.id === agreement.priceTarget.resourceId);
  const firstCustomer =
    agreement.customerTarget.type === 'CUSTOMERS' ? agreement.customerTarget.customerIds[0] : undefined;
  const form = useSchemaForm({
    schema: ZPriceQuoteRequest,
    defaultValues: {
      customerId: firstCustomer ?? '',
      resourceVariantId: '',
      // The later of today and the start (ISO days sort as text).
      date: [agreement.start, todayInGermany()].sort().at(-1) ?? agreement.start,
      amount: '1',
    },
    prepare: (values: PriceCheckValues) => ({
      ...values,
      resourceId: agreement.priceTarget.resourceId,
      resourceVariantId: values.resourceVariantId || null,
    }),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const variants = variantOptions(resource);
  const result = quote.data;
  const { reset: resetQuote } = quote;

  // A result belongs to the inputs it was calculated for: changing one clears it.
  useEffect(() => {
    const subscription = form.watch(() => resetQuote());
    return () => subscription.unsubscribe();
  }, [form, resetQuote]);

  const check = submitWith(form, (request) =>
    quote.mutate(request, {
      onError: (error) => {
        if (error instanceof ApiError && error.issues.length > 0) showServerIssues(form, error.issues, formRef.current);
        else form.setError('root.server', { type: 'server', message: errorText(error) });
      },
    }),
  );
  const serverError = form.formState.errors.root?.server?.message;

  return (
    <Container
      header={
        <Header variant="h2" description={p.checkHint}>
          {p.check}
        </Header>
      }
      data-testid="price-check"
    >
      <FormProvider {...form}>
        <form ref={formRef} onSubmit={check} noValidate>
          <SpaceBetween size="m">
            <ColumnLayout columns={variants.length > 0 ? 4 : 3}>
              <SelectField
                name="customerId"
                label={p.customer}
                options={customerOptions}
                testId="price-check-customer"
              />
              {variants.length > 0 && (
                <SelectField
                  name="resourceVariantId"
                  label={p.variant}
                  options={[{ value: '', label: p.wholeArticle }, ...variants]}
                />
              )}
              <DateField name="date" label={p.date} testId="price-check-date" />
              <DecimalField
                name="amount"
                label={`${p.amount}${resource ? ` (${resource.unit})` : ''}`}
                testId="price-check-amount"
              />
            </ColumnLayout>
            <Button formAction="submit" loading={quote.isPending} data-testid="price-check-run">
              {p.calculate}
            </Button>
            {serverError && (
              <Box color="text-status-error" data-form-error>
                {serverError}
              </Box>
            )}
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
                  {result.costPerUnit && (
                    <Box color="text-body-secondary">{p.cost(formatDecimal(result.costPerUnit))}</Box>
                  )}
                </SpaceBetween>
              </Box>
            )}
          </SpaceBetween>
        </form>
      </FormProvider>
    </Container>
  );
};
