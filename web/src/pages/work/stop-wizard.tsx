import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type FieldPath, FormProvider, useForm } from 'react-hook-form';
import { taskRecordTypeLabels } from '../../../../schemas/order-enums';
import type { TDrivingOrder, TStopPreparation, TStopWizardStep } from '../../../../schemas/orders/driving';
import { loadStopPreparation, postStopOrder, useDrivingOrder, useDrivingRefresh } from '../../api/driving';
import { TextAreaField } from '../../forms/fields';
import { DecimalField, NumberField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';
import { sendPendingPoints } from '../../tracking/pending-points';
import { DriverQueryFields, SectionError } from './driver-query-fields';
import { createStopWizard, type StopWizard } from './stop-wizard-controller';
import { initialValues, stepOfPath, type WizardValues } from './stop-wizard-machine';

const texts = de.stopWizard;

/** The paths the wizard's issues name are the fields of one of its views (stepOfPath knows them). */
const isWizardField = (path: string): path is FieldPath<WizardValues> => stepOfPath(path) !== null;

/** The wizard of one page: its controller lives as long as the page, its state drives the modal. */
export const useStopWizard = (): StopWizard => {
  const refresh = useDrivingRefresh();
  const [wizard] = useState(() =>
    createStopWizard({
      // The points still on the phone first: the proposal of the covered area reads the track on the server.
      load: (orderId) => sendPendingPoints().then(() => loadStopPreparation(orderId)),
      stop: postStopOrder,
      onStopped: (work) => refresh.work(work),
      onStoppedElsewhere: () => refresh.all(),
    }),
  );
  return wizard;
};

/** One view of the wizard (application.md §4: confirmation, driver queries, machine counters, task records). */
const StepView = ({
  step,
  preparation,
  order,
}: {
  step: TStopWizardStep;
  preparation: TStopPreparation;
  order: TDrivingOrder | undefined;
}) => {
  switch (step) {
    case 'CONFIRMATION':
      return <Box>{preparation.confirmationReason ?? texts.confirmQuestion}</Box>;
    case 'DRIVER_QUERIES':
      return (
        <SpaceBetween size="m">
          <DriverQueryFields queries={preparation.queries} articles={order?.articles ?? []} trigger="STOP" />
          <TextAreaField<WizardValues>
            name="note"
            label={de.driving.note}
            required={preparation.noteRequired}
            testId="stop-note"
          />
        </SpaceBetween>
      );
    case 'MACHINE_COUNTERS':
      return (
        <SpaceBetween size="m">
          <SectionError name="counterEnds" testId="stop-counters-error" />
          {preparation.counters.map((counter, index) => (
            <SpaceBetween size="xs" key={counter.key}>
              {counter.startValue === null && (
                <DecimalField<WizardValues>
                  name={`counterStarts.${index}.value`}
                  label={`${counter.label}: ${texts.startValue} (${counter.unit})`}
                  nullable
                  testId={`stop-counter-start-${index}`}
                />
              )}
              <DecimalField<WizardValues>
                name={`counterEnds.${index}.value`}
                label={`${counter.label}: ${texts.endValue} (${counter.unit})`}
                description={counter.startValue === null ? undefined : texts.startedWith(counter.startValue)}
                required
                nullable
                testId={`stop-counter-end-${index}`}
              />
            </SpaceBetween>
          ))}
        </SpaceBetween>
      );
    case 'TASK_RECORDS':
      return (
        <SpaceBetween size="m">
          <SectionError name="taskRecords" testId="stop-task-records-error" />
          {preparation.taskRecords.map((need, index) => {
            const customer = order?.customers.find((entry) => entry.id === need.customerId);
            return (
              <NumberField<WizardValues>
                key={`${need.type}-${need.customerId ?? ''}`}
                name={`taskRecords.${index}.record`}
                label={`${taskRecordTypeLabels[need.type]} (${need.unit})${customer ? `: ${customer.name}` : ''}`}
                required
                testId={`stop-task-record-${index}`}
              />
            );
          })}
        </SpaceBetween>
      );
  }
};

/**
 * The stop wizard's modal. The steps and their order come from the preparation; each view is checked by
 * the shared rules (stop-wizard-machine.ts) and their messages stand at the fields they name.
 */
export const StopWizardModal = ({ wizard }: { wizard: StopWizard }) => {
  const state = useSyncExternalStore(wizard.subscribe, wizard.getState);
  // The order as the driver sees it (cached from the running card): articles and customer names.
  const order = useDrivingOrder(state.status === 'INACTIVE' ? null : state.orderId).data;
  // The form's values are checked by the wizard's machine, not by a resolver: one set of rules.
  const form = useForm<WizardValues>({
    defaultValues: { note: '', answers: [], counterStarts: [], counterEnds: [], taskRecords: [] },
  });
  const preparation = state.status === 'READY' ? state.preparation : null;
  const issues = state.status === 'READY' ? state.issues : null;

  useEffect(() => {
    if (preparation) form.reset(initialValues(preparation));
  }, [preparation, form]);
  useEffect(() => {
    form.clearErrors();
    for (const issue of issues ?? [])
      if (isWizardField(issue.path)) form.setError(issue.path, { type: 'rule', message: issue.message });
  }, [issues, form]);

  if (state.status === 'INACTIVE') return null;
  const steps = state.status === 'READY' ? state.preparation.steps : [];
  const step = state.status === 'READY' ? steps[state.step] : undefined;
  const last = state.status === 'READY' && state.step >= steps.length - 1;
  const busy = state.status === 'READY' && state.submitting;

  const footer =
    state.status === 'READY' ? (
      <Box float="right">
        <SpaceBetween direction="horizontal" size="xs">
          {steps.length > 0 && (
            <Button onClick={wizard.back} disabled={busy} data-testid="stop-wizard-back">
              {texts.back}
            </Button>
          )}
          {last ? (
            // With no steps the single 'Auftrag stoppen' stops at once; on the last step 'Bestätigen' checks all.
            <Button
              variant="primary"
              loading={busy}
              onClick={() => wizard.confirm(form.getValues())}
              data-testid={steps.length === 0 ? 'stop-wizard-stop' : 'stop-wizard-confirm'}
            >
              {steps.length === 0 ? texts.stop : texts.confirm}
            </Button>
          ) : (
            <Button variant="primary" onClick={() => wizard.next(form.getValues())} data-testid="stop-wizard-next">
              {texts.next}
            </Button>
          )}
        </SpaceBetween>
      </Box>
    ) : (
      <Box float="right">
        <Button onClick={wizard.close} data-testid="stop-wizard-close">
          {texts.close}
        </Button>
      </Box>
    );

  return (
    <Modal
      visible
      onDismiss={() => !busy && wizard.close()}
      header={step ? `${texts.stop}: ${texts.steps[step]}` : texts.stop}
      footer={footer}
      data-testid="stop-wizard"
    >
      {state.status === 'INITIALIZING' &&
        (state.spinner ? (
          <Box textAlign="center" data-testid="stop-wizard-preparing">
            <Spinner size="large" /> <Box variant="p">{texts.preparing}</Box>
          </Box>
        ) : null)}
      {state.status === 'ERROR' && (
        <Alert type="error" data-testid="stop-wizard-error">
          {state.message}
        </Alert>
      )}
      {state.status === 'READY' && (
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => event.preventDefault()}>
            <SpaceBetween size="l">
              {state.failure && (
                <Alert type="error" data-testid="stop-wizard-failure">
                  {state.failure}
                </Alert>
              )}
              {steps.length > 1 && <Box color="text-body-secondary">{texts.stepOf(state.step + 1, steps.length)}</Box>}
              {step ? (
                <StepView step={step} preparation={state.preparation} order={order} />
              ) : (
                <Box>{texts.noSteps}</Box>
              )}
            </SpaceBetween>
          </form>
        </FormProvider>
      )}
    </Modal>
  );
};
