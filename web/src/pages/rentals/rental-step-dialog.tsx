import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Grid from '@cloudscape-design/components/grid';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import * as z from 'zod';
import { formatGermanTime, germanDay, germanWallClock } from '../../../../schemas/kernel/calendar';
import { nonNegativeDecimal } from '../../../../schemas/masterdata/common';
import { ZDay } from '../../../../schemas/masterdata/price-agreement';
import { RENTAL_NOTE_MAX } from '../../../../schemas/planning/rental';
import { optionalText } from '../../../../schemas/validation';
import type { RentalStep } from '../../api/rentals';
import { TextAreaField } from '../../forms/fields';
import { FormAlert } from '../../forms/form-alert';
import { showServerFailure, submitWith, useSchemaForm } from '../../forms/schema-form';
import { DateField, DecimalField, TimeField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';
import { rentalTexts as texts } from '../../i18n/de/rentals';
import { ZClock } from './rental-values';

const when = 'Bitte gib an, wann die Maschine übergeben wurde.';

/** Handing out or taking back: when (German day and time), the operating hours read, the damage. */
const ZStepForm = z
  .object({
    date: ZDay.nullable().refine((day) => day !== null, when),
    time: ZClock.nullable().refine((time) => time !== null, when),
    operatingHours: nonNegativeDecimal().nullable(),
    damageNote: optionalText(RENTAL_NOTE_MAX),
  })
  .transform(({ date, time, operatingHours, damageNote }) => ({
    at: date && time ? germanWallClock(date, time) : '',
    operatingHours,
    damageNote: damageNote ?? null,
  }));

type StepFormValues = { date: string | null; time: string | null; operatingHours: string | null; damageNote: string };

type Props = {
  kind: 'handOut' | 'takeBack';
  now: Date;
  busy: boolean;
  onConfirm: (step: RentalStep) => Promise<unknown>;
  onCancel: () => void;
};

/** The dialog of 'Ausgeben' and 'Zurücknehmen': now by default, what the server refuses at its field. */
export const RentalStepDialog = ({ kind, now, busy, onConfirm, onCancel }: Props) => {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm<StepFormValues, typeof ZStepForm>({
    schema: ZStepForm,
    defaultValues: { date: germanDay(now), time: formatGermanTime(now), operatingHours: null, damageNote: '' },
  });
  const save = submitWith(form, async (step) => {
    try {
      await onConfirm(
        kind === 'handOut'
          ? { kind, at: step.at, operatingHours: step.operatingHours }
          : { kind, at: step.at, operatingHours: step.operatingHours, damageNote: step.damageNote },
      );
    } catch (error) {
      showServerFailure(form, error, formRef.current);
    }
  });
  const title = kind === 'handOut' ? texts.handOutTitle : texts.takeBackTitle;
  const action = kind === 'handOut' ? texts.handOut : texts.takeBack;
  return (
    <Modal
      visible
      header={title}
      onDismiss={onCancel}
      closeAriaLabel={de.common.cancel}
      data-testid={`rental-${kind}-dialog`}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel}>
              {de.common.cancel}
            </Button>
            <Button
              variant="primary"
              loading={busy}
              onClick={() => formRef.current?.requestSubmit()}
              data-testid={`rental-${kind}-confirm`}
            >
              {action}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <FormProvider {...form}>
        <form ref={formRef} noValidate onSubmit={save}>
          <SpaceBetween size="m">
            <FormAlert message={form.formState.errors.root?.server?.message} testId="rental-step-error" />
            <Grid gridDefinition={[{ colspan: { default: 12, xs: 6 } }, { colspan: { default: 12, xs: 6 } }]}>
              <DateField<StepFormValues> name="date" label={texts.atDate} required testId="rental-step-date" />
              <TimeField<StepFormValues> name="time" label={texts.atTime} required testId="rental-step-time" />
            </Grid>
            <DecimalField<StepFormValues>
              name="operatingHours"
              label={texts.operatingHours}
              nullable
              testId="rental-step-hours"
            />
            {kind === 'takeBack' && (
              <TextAreaField<StepFormValues>
                name="damageNote"
                label={texts.damageNote}
                constraint={de.common.optional}
                testId="rental-step-damage"
              />
            )}
          </SpaceBetween>
        </form>
      </FormProvider>
    </Modal>
  );
};
