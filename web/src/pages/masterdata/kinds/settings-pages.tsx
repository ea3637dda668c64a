import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { countryOptions } from '../../../../../schemas/countries';
import {
  type SettingsByName,
  type StampedSettings,
  settingsSchemaOf,
} from '../../../../../schemas/masterdata/settings';
import { ApiError, errorText } from '../../../api/api-error';
import { type SettingsName, useMasterdataSettings, useSaveMasterdataSettings } from '../../../api/records';
import { useFlash } from '../../../app/flash';
import { PageHeader } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { focusFirstError } from '../../../forms/first-error';
import { showServerIssues, useSchemaForm } from '../../../forms/schema-form';
import { validateWith } from '../../../forms/validate';
import { de } from '../../../i18n/de';
import { VersionedForm } from '../../company/versioned-form';
import { NumberField, RecordSelectField, SelectField, TextAreaField } from '../form-fields';

/** A settings page of the master data: one record per company, saved with a version check. */
const SettingsPage = <N extends SettingsName>({ name, children }: { name: N; children: ReactNode }) => {
  const query = useMasterdataSettings(name);
  if (!query.data) return <PageLoading error={query.isError ? query.error : null} />;
  return (
    <SettingsForm name={name} loaded={query.data} refetch={query.refetch}>
      {children}
    </SettingsForm>
  );
};

type Stamped<N extends SettingsName> = StampedSettings<SettingsByName[N]>;

const valuesOf = <N extends SettingsName>({ version: _version, updatedAt: _updatedAt, ...rest }: Stamped<N>) => rest;

const SettingsForm = <N extends SettingsName>({
  name,
  loaded,
  refetch,
  children,
}: {
  name: N;
  loaded: Stamped<N>;
  refetch: () => Promise<{ data?: Stamped<N> }>;
  children: ReactNode;
}) => {
  const flash = useFlash();
  const save = useSaveMasterdataSettings(name);
  const schema = settingsSchemaOf(name);
  const form = useSchemaForm<Record<string, unknown>, typeof schema>({ schema, defaultValues: valuesOf(loaded) });
  // Loaded once: a live refresh must not replace what is being typed; a save or reload sets it.
  const [version, setVersion] = useState(loaded.version);
  const [conflict, setConflict] = useState<string | null>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);

  const load = (data: Stamped<N>) => {
    form.reset(valuesOf(data));
    setVersion(data.version);
  };

  const send = () => {
    // The API takes the schema's input shape: the values as the resolver accepted them.
    const checked = validateWith(schema, form.getValues());
    if (!checked.ok) return;
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
          if (error instanceof ApiError) showServerIssues(form, error.issues, fieldsRef.current, 'data.');
          flash.push({ type: 'error', content: errorText(error) });
        },
      },
    );
  };

  const submit = () =>
    void form.handleSubmit(send, (errors) => fieldsRef.current && focusFirstError(fieldsRef.current, errors))();

  const reload = async () => {
    const fresh = await refetch();
    if (fresh.data) load(fresh.data);
    setConflict(null);
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
          <FormProvider {...form}>
            <div ref={fieldsRef}>
              <SpaceBetween size="m">{children}</SpaceBetween>
            </div>
          </FormProvider>
        </Container>
      </VersionedForm>
    </ContentLayout>
  );
};

export const CustomerSettingsPage = () => (
  <SettingsPage name="customers">
    <NumberField
      integer
      plain
      name="nextCustomerNumber"
      label="Nächste Kundennummer"
      description="Ein neuer Kunde ohne Kundennummer bekommt diese Nummer, danach zählt sie weiter. Leer lassen, um Nummern selbst zu vergeben."
    />
    <NumberField
      integer
      name="defaultPaymentTermDays"
      label="Zahlungsziel (Tage)"
      description="Vorgabe für Rechnungen an neue Kunden."
    />
    <SelectField name="defaultCountryCode" label="Land für neue Kunden" options={countryOptions()} />
    <TextAreaField name="receiptMailNote" label="Text für Beleg-Mails" />
  </SettingsPage>
);

export const SupplierSettingsPage = () => (
  <SettingsPage name="suppliers">
    <NumberField
      integer
      plain
      name="nextSupplierNumber"
      label="Nächste Lieferantennummer"
      description="Ein neuer Lieferant ohne Nummer bekommt diese Nummer, danach zählt sie weiter. Leer lassen, um Nummern selbst zu vergeben."
    />
    <RecordSelectField name="defaultCostAccountId" label="Standard-Kostenkonto" kind="costAccount" nullable />
  </SettingsPage>
);
