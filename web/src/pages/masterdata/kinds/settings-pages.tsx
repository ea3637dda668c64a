import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode, useEffect, useState } from 'react';
import { countryOptions } from '../../../../../schemas/countries';
import {
  type SettingsByName,
  type StampedSettings,
  settingsSchemaOf,
} from '../../../../../schemas/masterdata/settings';
import { ApiError, errorText } from '../../../api/api-error';
import { type SettingsName, useMasterdataSettings, useSaveMasterdataSettings } from '../../../api/records';
import { useFlash } from '../../../app/flash';
import { type FieldErrors, fieldErrorsFromIssues, validateWith, withoutError } from '../../../components/field-errors';
import { PageHeader } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { de } from '../../../i18n/de';
import { VersionedForm } from '../../company/versioned-form';
import { FormProvider, NumberField, RecordSelectField, SelectField, TextAreaField } from '../form-fields';
import { setIn } from '../form-state';

/** A settings page of the master data: one record per company, saved with a version check. */
const SettingsPage = <N extends SettingsName>({ name, children }: { name: N; children: ReactNode }) => {
  const flash = useFlash();
  const query = useMasterdataSettings(name);
  const save = useSaveMasterdataSettings(name);
  const [values, setValues] = useState<Record<string, unknown> | null>(null);
  const [version, setVersion] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);

  const load = (data: StampedSettings<SettingsByName[N]>) => {
    const { version: loadedVersion, updatedAt: _updatedAt, ...rest } = data;
    setValues(rest);
    setVersion(loadedVersion);
  };

  useEffect(() => {
    if (!values && query.data) load(query.data);
  });

  if (!values) {
    return <PageLoading error={query.isError ? query.error : null} />;
  }

  const submit = () => {
    const checked = validateWith(settingsSchemaOf(name), values);
    if (!checked.ok) return setErrors(checked.errors);
    save.mutate(
      { version, data: checked.input },
      {
        onSuccess: (saved) => {
          load(saved);
          setConflict(null);
          flash.push({ type: 'success', content: de.common.saved });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.isConflict) return setConflict(error.message);
          if (error instanceof ApiError) setErrors(fieldErrorsFromIssues(error.issues));
          flash.push({ type: 'error', content: errorText(error) });
        },
      },
    );
  };

  const reload = async () => {
    const fresh = await query.refetch();
    if (fresh.data) load(fresh.data);
    setConflict(null);
  };

  const set = (path: string, value: unknown) => {
    setValues((current) => setIn(current ?? {}, path, value));
    setErrors((current) => withoutError(current, path));
  };

  return (
    <ContentLayout header={<PageHeader />}>
      <VersionedForm
        testId={`${name}-settings`}
        saving={save.isPending}
        conflict={conflict}
        onSubmit={submit}
        onReload={() => void reload()}
      >
        <Container>
          <FormProvider state={{ values, set, errors }}>
            <SpaceBetween size="m">{children}</SpaceBetween>
          </FormProvider>
        </Container>
      </VersionedForm>
    </ContentLayout>
  );
};

export const CustomerSettingsPage = () => (
  <SettingsPage name="customers">
    <NumberField
      path="nextCustomerNumber"
      label="Nächste Kundennummer"
      description="Ein neuer Kunde ohne Kundennummer bekommt diese Nummer, danach zählt sie weiter. Leer lassen, um Nummern selbst zu vergeben."
    />
    <NumberField
      path="defaultPaymentTermDays"
      label="Zahlungsziel (Tage)"
      description="Vorgabe für Rechnungen an neue Kunden."
    />
    <SelectField path="defaultCountryCode" label="Land für neue Kunden" options={countryOptions()} />
    <TextAreaField path="receiptMailNote" label="Text für Beleg-Mails" />
  </SettingsPage>
);

export const SupplierSettingsPage = () => (
  <SettingsPage name="suppliers">
    <NumberField
      path="nextSupplierNumber"
      label="Nächste Lieferantennummer"
      description="Ein neuer Lieferant ohne Nummer bekommt diese Nummer, danach zählt sie weiter. Leer lassen, um Nummern selbst zu vergeben."
    />
    <RecordSelectField path="defaultCostAccountId" label="Standard-Kostenkonto" kind="costAccount" nullable />
  </SettingsPage>
);
