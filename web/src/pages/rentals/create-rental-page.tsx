import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { rentalPriceBases, rentalPriceBasisLabels } from '../../../../schemas/planning/rental';
import { ApiError, errorText } from '../../api/api-error';
import { useCreateRental } from '../../api/rentals';
import { useFlash } from '../../app/flash';
import { pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { useNow } from '../../components/use-now';
import { SelectField, TextAreaField } from '../../forms/fields';
import { FormAlert } from '../../forms/form-alert';
import { showServerIssues, submitWith, useSchemaForm } from '../../forms/schema-form';
import { DateField, DecimalField, TimeField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';
import { rentalTexts as texts } from '../../i18n/de/rentals';
import { formatEuro, todayInGermany } from '../format';
import { useOrderNames } from '../orders/order-names';
import { quantityText, vatRatesOf } from './rental-labels';
import { emptyRentalForm, type RentalFormValues, rentalFormIssues, rentalPreview, ZRentalForm } from './rental-values';

const halves = [{ colspan: { default: 12, xs: 6 } }, { colspan: { default: 12, xs: 6 } }];

/** A German day and time of the period's start or end, side by side. */
const DayAndTime = ({ side }: { side: 'start' | 'end' }) => (
  <Grid gridDefinition={halves}>
    <DateField<RentalFormValues>
      name={`${side}Date`}
      label={texts[`${side}Date`]}
      required
      testId={`rental-${side}-date`}
    />
    <TimeField<RentalFormValues>
      name={`${side}Time`}
      label={texts[`${side}Time`]}
      required
      testId={`rental-${side}-time`}
    />
  </Grid>
);

/** Quantity and amounts as they follow from what is typed so far. */
const RentalPreview = () => {
  const values = useWatch<RentalFormValues>();
  const preview = rentalPreview({ ...emptyRentalForm(''), ...values });
  const basis = values.priceBasis ?? 'DAY';
  return (
    <ColumnLayout columns={3} variant="text-grid">
      <div data-testid="rental-preview-quantity">
        <Box variant="awsui-key-label">{texts.quantity}</Box>
        <div>{preview ? quantityText(basis, preview.quantity) : '–'}</div>
      </div>
      <div data-testid="rental-preview-net">
        <Box variant="awsui-key-label">{texts.netAmount}</Box>
        <div>{formatEuro(preview?.netAmount)}</div>
      </div>
      <div>
        <Box variant="awsui-key-label">{texts.grossAmount}</Box>
        <div>{formatEuro(preview?.grossAmount)}</div>
      </div>
    </ColumnLayout>
  );
};

/**
 * Mietauftrag anlegen (application.md §2 'rental orders: create'; §6 office roles): machine, customer,
 * period as German date and time, price per day or hour; quantity and amount are shown while typing,
 * and what the server refuses (the machine rented already) shows at its field.
 */
const CreateRentalPage = () => {
  const navigate = useNavigate();
  const flash = useFlash();
  const create = useCreateRental();
  const names = useOrderNames();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm<RentalFormValues, typeof ZRentalForm>({
    schema: ZRentalForm,
    defaultValues: emptyRentalForm(todayInGermany(useNow())),
  });
  const save = submitWith(form, (input) =>
    create.mutate(input, {
      onSuccess: (rental) => {
        flash.push({ type: 'success', content: texts.created });
        navigate(pathFor('rentalOrderDetails', { rentalId: rental.id }));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.issues.length > 0)
          showServerIssues(form, rentalFormIssues(error.issues), formRef.current);
        else form.setError('root.server', { type: 'server', message: errorText(error) });
      },
    }),
  );
  const basisOptions = rentalPriceBases.map((basis) => ({ value: basis, label: rentalPriceBasisLabels[basis] }));
  return (
    <ContentLayout header={<PageHeader />}>
      <FormProvider {...form}>
        <form ref={formRef} noValidate onSubmit={save}>
          <SpaceBetween size="l">
            <FormAlert message={form.formState.errors.root?.server?.message} testId="rental-error" />
            <Container>
              <SpaceBetween size="m">
                <SelectField<RentalFormValues>
                  name="machineId"
                  label={texts.machine}
                  options={names.machines}
                  placeholder={texts.chooseMachine}
                  loading={names.loading}
                  required
                  testId="rental-machine"
                />
                <SelectField<RentalFormValues>
                  name="customerId"
                  label={texts.customer}
                  options={names.customers}
                  placeholder={texts.chooseCustomer}
                  loading={names.loading}
                  required
                  testId="rental-customer"
                />
                <DayAndTime side="start" />
                <DayAndTime side="end" />
                <Grid gridDefinition={halves}>
                  <SelectField<RentalFormValues>
                    name="priceBasis"
                    label={texts.priceBasis}
                    options={basisOptions}
                    testId="rental-price-basis"
                  />
                  <DecimalField<RentalFormValues>
                    name="pricePerUnit"
                    label={texts.pricePerUnit}
                    suffix="€"
                    minDigits={2}
                    required
                    testId="rental-price"
                  />
                </Grid>
                <SelectField<RentalFormValues>
                  name="vatPercent"
                  label={texts.vatPercent}
                  options={vatRatesOf()}
                  testId="rental-vat"
                />
                <TextAreaField<RentalFormValues>
                  name="note"
                  label={texts.note}
                  constraint={de.common.optional}
                  testId="rental-note"
                />
              </SpaceBetween>
            </Container>
            <Container>
              <SpaceBetween size="xs">
                <RentalPreview />
                <Box variant="small" color="text-body-secondary">
                  {texts.quantityHint}
                </Box>
              </SpaceBetween>
            </Container>
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="primary" formAction="submit" loading={create.isPending} data-testid="rental-save">
                {texts.save}
              </Button>
            </SpaceBetween>
          </SpaceBetween>
        </form>
      </FormProvider>
    </ContentLayout>
  );
};

export default CreateRentalPage;
