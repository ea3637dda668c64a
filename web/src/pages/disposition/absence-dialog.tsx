import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { FormProvider } from 'react-hook-form';
import { absenceReasonLabels, absenceReasons, ZAbsenceInput } from '../../../../schemas/planning/board';
import { useCreateAbsence } from '../../api/board';
import { useRecords } from '../../api/records';
import { SelectField, TextAreaField } from '../../forms/fields';
import { FormAlert } from '../../forms/form-alert';
import { showServerFailure, submitWith, useSchemaForm } from '../../forms/schema-form';
import { DateField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';
import { dispositionTexts as t } from '../../i18n/de/disposition';

/** `employeeId` holds the choice 'employee:<id>' or 'machine:<id>': the API's issue about who shows there. */
type AbsenceFormValues = {
  employeeId: string | null;
  firstDay: string | null;
  lastDay: string | null;
  reason: string;
  note: string;
};

const EMPTY: AbsenceFormValues = { employeeId: null, firstDay: null, lastDay: null, reason: 'URLAUB', note: '' };

/** 'employee:<id>' or 'machine:<id>' as the API's two fields. */
const bodyOf = ({ employeeId: who, ...rest }: AbsenceFormValues) => ({
  ...rest,
  employeeId: who?.startsWith('employee:') ? who.slice('employee:'.length) : null,
  machineId: who?.startsWith('machine:') ? who.slice('machine:'.length) : null,
});

/** An absence: who (a person or a machine), from–to as German days, and why. */
export const AbsenceDialog = ({ visible, onClose }: { visible: boolean; onClose: () => void }) => {
  const form = useSchemaForm<AbsenceFormValues, typeof ZAbsenceInput>({
    schema: ZAbsenceInput,
    prepare: bodyOf,
    defaultValues: EMPTY,
  });
  const create = useCreateAbsence();
  const employees = useRecords('employee');
  const machines = useRecords('machine');
  const whoOptions = [
    ...(employees.data ?? [])
      .filter((employee) => !employee.archived)
      .map((employee) => ({
        value: `employee:${employee.id}`,
        label: `${t.employeePrefix}: ${employee.firstName} ${employee.lastName}`,
      })),
    ...(machines.data ?? [])
      .filter((machine) => !machine.archived)
      .map((machine) => ({ value: `machine:${machine.id}`, label: `${t.machinePrefix}: ${machine.name}` })),
  ];
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  return (
    <Modal visible={visible} onDismiss={close} header={t.absenceTitle}>
      <FormProvider {...form}>
        <form
          noValidate
          data-testid="absence-form"
          onSubmit={(event) => {
            const formElement = event.currentTarget;
            submitWith(form, async (body) => {
              try {
                await create.mutateAsync(body);
                close();
              } catch (error) {
                showServerFailure(form, error, formElement);
              }
            })(event);
          }}
        >
          <Form
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button formAction="none" onClick={close}>
                  {de.common.cancel}
                </Button>
                <Button variant="primary" loading={create.isPending} data-testid="absence-save">
                  {t.absenceSave}
                </Button>
              </SpaceBetween>
            }
          >
            <SpaceBetween size="m">
              <FormAlert message={form.formState.errors.root?.server?.message} />
              <SelectField<AbsenceFormValues>
                name="employeeId"
                label={t.absenceWho}
                options={whoOptions}
                loading={employees.isPending || machines.isPending}
                required
              />
              <DateField<AbsenceFormValues> name="firstDay" label={t.absenceFrom} required />
              <DateField<AbsenceFormValues> name="lastDay" label={t.absenceTo} required />
              <SelectField<AbsenceFormValues>
                name="reason"
                label={t.absenceReason}
                options={absenceReasons.map((reason) => ({ value: reason, label: absenceReasonLabels[reason] }))}
                required
              />
              <TextAreaField<AbsenceFormValues> name="note" label={t.absenceNote} />
            </SpaceBetween>
          </Form>
        </form>
      </FormProvider>
    </Modal>
  );
};
