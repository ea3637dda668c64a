import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { type TDrivingOrder, ZInterruptOrderRun, ZRecordAmount } from '../../../../schemas/orders/driving';
import { useInterruptOrderRun, useRecordAmount } from '../../api/driving';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { WorkNoteField, type WorkNoteValues } from '../../components/work-note-field';
import { SelectField } from '../../forms/fields';
import { FormAlert } from '../../forms/form-alert';
import { showServerFailure, submitWith, useSchemaForm } from '../../forms/schema-form';
import { DecimalField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';

const texts = de.driving;

const ZAmountInput = ZRecordAmount.omit({ version: true });
type AmountValues = { resourceId: string; resourceVariantId: string | null; amount: string };
const noAmount: AmountValues = { resourceId: '', resourceVariantId: null, amount: '' };

/** 'Menge erfassen': an article of the order's unit, its variant, the amount in German format. */
export const RecordAmountForm = ({ order }: { order: TDrivingOrder }) => {
  const record = useRecordAmount();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm<AmountValues, typeof ZAmountInput>({ schema: ZAmountInput, defaultValues: noAmount });
  const resourceId = useWatch({ control: form.control, name: 'resourceId' });
  const variants = order.articles.find((article) => article.id === resourceId)?.variants ?? [];
  const unit = order.articles.find((article) => article.id === resourceId)?.unit;
  const onValid = (amount: z.output<typeof ZAmountInput>) =>
    record.mutate(
      { orderId: order.id, body: { ...amount, version: order.version } },
      {
        onSuccess: () => form.reset(noAmount),
        onError: (error) => showServerFailure(form, error, formRef.current),
      },
    );
  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={submitWith(form, onValid)}>
        <SpaceBetween size="s">
          <FormAlert message={form.formState.errors.root?.server?.message} testId="record-amount-error" />
          <SelectField<AmountValues>
            name="resourceId"
            label={texts.article}
            required
            options={order.articles.map((article) => ({ value: article.id, label: article.name }))}
            testId="record-amount-article"
          />
          {variants.length > 0 && (
            <SelectField<AmountValues>
              name="resourceVariantId"
              label={texts.articleVariant}
              nullable
              options={variants.map((variant) => ({ value: variant.id, label: variant.name }))}
              testId="record-amount-variant"
            />
          )}
          <DecimalField<AmountValues>
            name="amount"
            label={unit ? `${texts.amount} (${unit})` : texts.amount}
            required
            testId="record-amount-amount"
          />
          <Button formAction="submit" loading={record.isPending} data-testid="record-amount-submit">
            {texts.record}
          </Button>
        </SpaceBetween>
      </form>
    </FormProvider>
  );
};

const ZInterruptInput = ZInterruptOrderRun.omit({ version: true });

/** 'Unterbrechen': ends the run for today with an optional note; the order stays started. */
export const InterruptOrderDialog = ({ order, onClose }: { order: TDrivingOrder; onClose: () => void }) => {
  const interrupt = useInterruptOrderRun();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm<WorkNoteValues, typeof ZInterruptInput>({
    schema: ZInterruptInput,
    defaultValues: { note: '' },
  });
  const onValid = ({ note }: z.output<typeof ZInterruptInput>) =>
    interrupt.mutate(
      { orderId: order.id, version: order.version, note: note ?? '' },
      {
        onSuccess: onClose,
        onError: (error) => showServerFailure(form, error, formRef.current),
      },
    );
  return (
    <ConfirmDialog
      visible
      title={texts.interruptTitle}
      confirmText={texts.interrupt}
      onConfirm={() => formRef.current?.requestSubmit()}
      onCancel={onClose}
      busy={interrupt.isPending}
      confirmTestId="interrupt-order-submit"
      testId="interrupt-order-dialog"
    >
      <FormProvider {...form}>
        <form ref={formRef} noValidate onSubmit={submitWith(form, onValid)}>
          <SpaceBetween size="m">
            <Box>{texts.interruptText}</Box>
            <WorkNoteField required={false} testId="interrupt-order-note" />
            <FormAlert message={form.formState.errors.root?.server?.message} testId="interrupt-order-error" />
          </SpaceBetween>
        </form>
      </FormProvider>
    </ConfirmDialog>
  );
};
