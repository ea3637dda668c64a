import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { TOperatingUnit } from '../../../../schemas/api/company';
import { ApiError, errorText } from '../../api/api-error';
import { useCreateOperatingUnit, useUpdateOperatingUnit } from '../../api/company';
import { useFlash } from '../../app/flash';
import { type FieldErrors, fieldErrorsFromIssues, withoutError } from '../../components/field-errors';
import { de } from '../../i18n/de';
import {
  emptyOperatingUnitValues,
  type OperatingUnitValues,
  validateOperatingUnit,
  valuesFromOperatingUnit,
} from './operating-unit-values';

type Props = {
  /** The unit to edit; null creates one. */
  unit: TOperatingUnit | null;
  onClose: () => void;
};

const texts = de.myCompany;

/** Create or edit an operating unit; the accounting numbers are validated by the shared schema (§5). */
export const OperatingUnitDialog = ({ unit, onClose }: Props) => {
  const [values, setValues] = useState<OperatingUnitValues>(() =>
    unit ? valuesFromOperatingUnit(unit) : emptyOperatingUnitValues,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateOperatingUnit();
  const update = useUpdateOperatingUnit();
  const flash = useFlash();
  const busy = create.isPending || update.isPending;

  const set = (field: keyof OperatingUnitValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  };

  const field = (name: keyof OperatingUnitValues, label: string, inputMode?: 'numeric') => (
    <FormField label={label} errorText={errors[name]}>
      <Input
        value={values[name]}
        onChange={(event) => set(name)(event.detail.value)}
        invalid={Boolean(errors[name])}
        inputMode={inputMode}
        data-testid={`unit-${name}`}
      />
    </FormField>
  );

  const onError = (error: Error) => {
    if (error instanceof ApiError) {
      const server = fieldErrorsFromIssues(error.issues);
      const mapped: FieldErrors = {};
      for (const [path, message] of Object.entries(server))
        mapped[path.replace(/^accountingConnection\./, '')] = message;
      setErrors(mapped);
    }
    // Everything typed stays in the dialog.
    setFailure(errorText(error));
  };

  const submit = () => {
    if (busy) return;
    setFailure(null);
    const result = validateOperatingUnit(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    if (unit) {
      update.mutate(
        { operatingUnitId: unit.id, body: { ...result.data, archived: unit.archived, version: unit.version } },
        {
          onSuccess: () => {
            flash.push({ type: 'success', content: de.common.saved });
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(result.data, {
        onSuccess: () => {
          flash.push({ type: 'success', content: texts.created });
          onClose();
        },
        onError,
      });
    }
  };

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
            <Button variant="primary" loading={busy} onClick={submit} data-testid="unit-save">
              {de.common.save}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        data-testid="unit-form"
      >
        <Form errorText={failure ?? undefined}>
          <SpaceBetween size="l">
            {field('name', `${texts.name}*`)}
            <Header variant="h3">{texts.address}</Header>
            <ColumnLayout columns={3}>
              {field('street', texts.street)}
              {field('zip', texts.zip)}
              {field('city', texts.city)}
            </ColumnLayout>
            <ColumnLayout columns={2}>
              {field('email', texts.email)}
              {field('website', texts.website)}
            </ColumnLayout>
            <Header variant="h3">{texts.accounting}</Header>
            <ColumnLayout columns={2}>
              {field('consultantNumber', `${texts.consultantNumber} (${de.common.optional})`, 'numeric')}
              {field('clientNumber', `${texts.clientNumber} (${de.common.optional})`, 'numeric')}
            </ColumnLayout>
            {errors[''] && <Alert type="error">{errors['']}</Alert>}
          </SpaceBetween>
        </Form>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Modal>
  );
};
