import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { type TCompany, ZCompanySettings } from '../../../../schemas/api/company';
import { roleLabels, staffRoles } from '../../../../schemas/roles';
import { ApiError, errorText } from '../../api/api-error';
import { useCompany, useUpdateCompanySettings } from '../../api/company';
import { useFlash } from '../../app/flash';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { MultiselectField, ToggleField } from '../../forms/fields';
import { formErrorText } from '../../forms/form-error';
import { showServerIssues, submitWith, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';
import { PresetsEditor } from './presets-editor';
import type { SettingsValues } from './settings-values';
import { VersionedForm } from './versioned-form';

const texts = de.settings;
const roleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));

type FeatureKey = 'enableMultiCustomerOrders' | 'enableProjects' | 'enableOrderRequests' | 'enableCampaigns';
const features: FeatureKey[] = [
  'enableMultiCustomerOrders',
  'enableProjects',
  'enableOrderRequests',
  'enableCampaigns',
];

/** Global settings (owner, admin, accountant; menu Konfiguration > Einstellungen): company settings of §3. */
const GlobalSettingsPage = () => {
  const query = useCompany();
  return query.data ? (
    <SettingsForm loaded={query.data} refetch={query.refetch} />
  ) : (
    <PageLoading error={query.isError ? query.error : null} />
  );
};

const SettingsForm = ({ loaded, refetch }: { loaded: TCompany; refetch: ReturnType<typeof useCompany>['refetch'] }) => {
  const save = useUpdateCompanySettings();
  const flash = useFlash();
  const formRef = useRef<HTMLFormElement>(null);
  // The version being edited; refreshes of the query do not replace what is changed.
  const [base, setBase] = useState<TCompany>(loaded);
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useSchemaForm<SettingsValues, typeof ZCompanySettings>({
    schema: ZCompanySettings,
    defaultValues: loaded.settings,
  });

  const reload = async () => {
    const fresh = await refetch();
    if (!fresh.data) return;
    setBase(fresh.data);
    form.reset(fresh.data.settings);
    setConflict(null);
    flash.push({ id: 'settings-reloaded', type: 'info', content: de.common.reloaded });
  };

  const submit = (settings: SettingsValues) => {
    if (save.isPending) return;
    save.mutate(
      { ...settings, version: base.version },
      {
        onSuccess: (company) => {
          setBase(company);
          form.reset(company.settings);
          flash.dismiss('settings-save-error');
          flash.push({ type: 'success', content: de.common.saved });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.isConflict) {
            setConflict(error.message);
            window.scrollTo({ top: 0, behavior: 'smooth' });
            return;
          }
          if (error instanceof ApiError) showServerIssues(form, error.issues, formRef.current);
          flash.push({ id: 'settings-save-error', type: 'error', content: errorText(error) });
        },
      },
    );
  };

  return (
    <ContentLayout header={<PageHeader description={base.name} />}>
      <FormProvider {...form}>
        <VersionedForm
          testId="settings"
          formRef={formRef}
          saving={save.isPending}
          conflict={conflict}
          errorText={formErrorText(form.formState.errors)}
          onSubmit={submitWith(form, submit)}
          onReload={() => void reload()}
        >
          <Container header={<Header variant="h2">{texts.features}</Header>}>
            <SpaceBetween size="s">
              {features.map((key) => (
                <ToggleField<SettingsValues> key={key} name={key} label={texts[key]} testId={`settings-${key}`} />
              ))}
            </SpaceBetween>
          </Container>
          <PresetsEditor list="internalActivityPresets" title={texts.internalPresets} />
          <PresetsEditor list="orderActivityPresets" title={texts.orderPresets} />
          <Container header={<Header variant="h2">{texts.workTimes}</Header>}>
            <MultiselectField<SettingsValues>
              name="permissionSettings.showWorkTimesForRoles"
              label={texts.showWorkTimesForRoles}
              options={roleOptions}
              testId="settings-showWorkTimesForRoles"
            />
          </Container>
          <Container header={<Header variant="h2">{texts.internalWork}</Header>}>
            <SpaceBetween size="s">
              <ToggleField<SettingsValues>
                name="employeeSettings.queryOperatingUnitForInternalWork"
                label={texts.queryOperatingUnit}
                testId="settings-queryOperatingUnitForInternalWork"
              />
              <ToggleField<SettingsValues>
                name="showNoteQueryForInternalWork"
                label={texts.queryNote}
                testId="settings-showNoteQueryForInternalWork"
              />
            </SpaceBetween>
          </Container>
        </VersionedForm>
      </FormProvider>
    </ContentLayout>
  );
};

export default GlobalSettingsPage;
