import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { type TOperatingUnit, ZOperatingUnitInput } from '../../../../schemas/api/company';
import { ApiError, errorText } from '../../api/api-error';
import { useCreateOperatingUnit, useUpdateOperatingUnit } from '../../api/company';
import { useFlash } from '../../app/flash';
import { TextField, type TextKind } from '../../forms/fields';
import { formErrorText } from '../../forms/form-error';
import { showServerIssues, submitWith, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';
import { OperatingUnitLogoField } from './operating-unit-logo-field';
import { OperatingUnitReceiptFields } from './operating-unit-receipt-fields';
import {
  emptyOperatingUnitValues,
  type OperatingUnitValues,
  operatingUnitInput,
  valuesFromOperatingUnit,
} from './operating-unit-values';

type Props = {
  /** The unit to edit; null creates one. */
  unit: TOperatingUnit | null;
  onClose: () => void;
};

type Input = ReturnType<typeof ZOperatingUnitInput.parse>;

const texts = de.myCompany;

/** Create or edit an operating unit; the accounting numbers are validated by the shared schema (§5). */
export const OperatingUnitDialog = ({ unit, onClose }: Props) => {
  const form = useSchemaForm<OperatingUnitValues, typeof ZOperatingUnitInput>({
    schema: ZOperatingUnitInput,
    defaultValues: unit ? valuesFromOperatingUnit(unit) : emptyOperatingUnitValues,
    prepare: operatingUnitInput,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateOperatingUnit();
  const update = useUpdateOperatingUnit();
  const flash = useFlash();
  const busy = create.isPending || update.isPending;
  // The logo saves on its own and raises the unit's version: the form's save builds on the newest one.
  const [current, setCurrent] = useState(unit);

  const field = (
    name: keyof OperatingUnitValues | `accountingConnection.${'consultantNumber' | 'clientNumber'}`,
    label: string,
    kind?: TextKind,
    required?: boolean,
  ) => (
    <TextField<OperatingUnitValues>
      name={name}
      label={label}
      kind={kind}
      required={required}
      testId={`unit-${name.replace('accountingConnection.', '')}`}
    />
  );

  // Everything typed stays in the dialog; the server's issues show at their fields.
  const onError = (error: Error) => {
    if (error instanceof ApiError) showServerIssues(form, error.issues, formRef.current);
    form.setError('root.server', { type: 'server', message: errorText(error) });
  };

  const save = (input: Input) => {
    if (busy) return;
    if (unit) {
      update.mutate(
        {
          operatingUnitId: unit.id,
          body: { ...input, archived: unit.archived, version: current?.version ?? unit.version },
        },
        {
          onSuccess: () => {
            flash.push({ type: 'success', content: de.common.saved });
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => {
          flash.push({ type: 'success', content: texts.created });
          onClose();
        },
        onError,
      });
    }
  };

  const errorTextOfForm = formErrorText(form.formState.errors);
  return (
    <Modal
      visible
      onDismiss={onClose}
      size="large"
      header={unit ? texts.editTitle(unit.name) : texts.createTitle}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {de.common.cancel}
            </Button>
            <Button
              variant="primary"
              loading={busy}
              onClick={() => formRef.current?.requestSubmit()}
              data-testid="unit-save"
            >
              {de.common.save}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <FormProvider {...form}>
        <form ref={formRef} onSubmit={submitWith(form, save)} noValidate data-testid="unit-form">
          <Form errorText={errorTextOfForm && <span data-form-error>{errorTextOfForm}</span>}>
            <SpaceBetween size="l">
              {field('name', texts.name, 'text', true)}
              <Header variant="h3">{texts.address}</Header>
              <ColumnLayout columns={3}>
                {field('street', texts.street)}
                {field('zip', texts.zip, 'zip')}
                {field('city', texts.city)}
              </ColumnLayout>
              <ColumnLayout columns={2}>
                {field('email', texts.email, 'email')}
                {field('website', texts.website, 'url')}
              </ColumnLayout>
              <Header variant="h3">{texts.accounting}</Header>
              <ColumnLayout columns={2}>
                {field(
                  'accountingConnection.consultantNumber',
                  `${texts.consultantNumber} (${de.common.optional})`,
                  'digits',
                )}
                {field('accountingConnection.clientNumber', `${texts.clientNumber} (${de.common.optional})`, 'digits')}
              </ColumnLayout>
              <OperatingUnitReceiptFields
                logo={
                  current ? (
                    <OperatingUnitLogoField unit={current} onChanged={setCurrent} />
                  ) : (
                    <Box color="text-body-secondary">{de.receiptData.logoAfterCreate}</Box>
                  )
                }
              />
            </SpaceBetween>
          </Form>
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </form>
      </FormProvider>
    </Modal>
  );
};
