import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type RefObject, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import type { TDrivingOrder } from '../../../../schemas/orders/driving';
import { useDrivingOrder, useStartOrderRun } from '../../api/driving';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageLoading } from '../../components/page-loading';
import { SelectField } from '../../forms/fields';
import { FormAlert } from '../../forms/form-alert';
import { showServerFailure, submitWith, useSchemaForm } from '../../forms/schema-form';
import { DecimalField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';
import { DriverQueryFields } from './driver-query-fields';
import { type StartValues, startDefaults, startFormSchema } from './start-order-form';

const texts = de.driving;

/** The start choices of one order (§2 Meine Aufträge 'Starten'): customer, activity, variants, queries, counters. */
const StartOrderForm = ({
  order,
  start,
  formRef,
  onStarted,
}: {
  order: TDrivingOrder;
  start: ReturnType<typeof useStartOrderRun>;
  formRef: RefObject<HTMLFormElement | null>;
  onStarted: () => void;
}) => {
  const schema = startFormSchema(order);
  const form = useSchemaForm<StartValues, typeof schema>({ schema, defaultValues: startDefaults(order) });
  const onValid = (body: ReturnType<typeof schema.parse>) =>
    start.mutate(
      { orderId: order.id, body },
      {
        onSuccess: onStarted,
        onError: (error) => showServerFailure(form, error, formRef.current),
      },
    );
  const machinesWithVariants = order.machines.filter((machine) => machine.variants.length > 0);
  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={submitWith(form, onValid)}>
        <SpaceBetween size="l">
          <FormAlert message={form.formState.errors.root?.server?.message} testId="start-order-error" />
          {order.customers.length > 1 && (
            <SelectField<StartValues>
              name="customerId"
              label={texts.customer}
              required
              options={order.customers.map((customer) => ({
                value: customer.id,
                label: customer.city ? `${customer.name}, ${customer.city}` : customer.name,
              }))}
              testId="start-order-customer"
            />
          )}
          {order.presets.length > 0 && (
            <SelectField<StartValues>
              name="orderActivityPresetId"
              label={texts.activity}
              options={order.presets.map((preset) => ({ value: preset.id, label: preset.name }))}
              testId="start-order-preset"
            />
          )}
          {machinesWithVariants.map((machine) => {
            const index = form.getValues('machineVariants').findIndex((entry) => entry.machineId === machine.id);
            return (
              <SelectField<StartValues>
                key={machine.id}
                name={`machineVariants.${index}.variantId`}
                label={texts.variant(machine.name)}
                nullable
                options={machine.variants.map((variant) => ({ value: variant.id, label: variant.name }))}
                testId={`start-order-variant-${machine.id}`}
              />
            );
          })}
          {order.startQueries.length > 0 && (
            <SpaceBetween size="s">
              <Header variant="h3">{texts.startQueries}</Header>
              <DriverQueryFields queries={order.startQueries} articles={order.articles} trigger="START" />
            </SpaceBetween>
          )}
          {order.counters.length > 0 && (
            <SpaceBetween size="s">
              <Header variant="h3">{texts.counterStarts}</Header>
              {order.counters.map((counter, index) => (
                <DecimalField<StartValues>
                  key={counter.key}
                  name={`counterStarts.${index}.value`}
                  label={`${counter.label} (${counter.unit})`}
                  nullable
                  testId={`start-order-counter-${index}`}
                />
              ))}
            </SpaceBetween>
          )}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </SpaceBetween>
      </form>
    </FormProvider>
  );
};

/** The start dialog: loads the order as its driver sees it, then asks what the run needs. */
export const StartOrderDialog = ({ orderId, onClose }: { orderId: string; onClose: () => void }) => {
  const order = useDrivingOrder(orderId);
  const start = useStartOrderRun();
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <ConfirmDialog
      visible
      title={order.data ? texts.startTitle(order.data.name) : texts.start}
      confirmText={texts.start}
      onConfirm={() => formRef.current?.requestSubmit()}
      onCancel={onClose}
      busy={start.isPending}
      // Until the order is loaded there is no form to submit: a press would do nothing.
      confirmDisabled={!order.data}
      confirmTestId="start-order-submit"
      testId="start-order-dialog"
    >
      {order.data ? (
        <StartOrderForm
          key={order.data.version}
          order={order.data}
          start={start}
          formRef={formRef}
          onStarted={onClose}
        />
      ) : (
        <PageLoading error={order.error} />
      )}
    </ConfirmDialog>
  );
};
