import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useEffect, useState } from 'react';
import { type TCompany, ZCompanySettings } from '../../../../schemas/api/company';
import { roleLabels, staffRoles, type TRole } from '../../../../schemas/roles';
import { ApiError, errorText } from '../../api/api-error';
import { useCompany, useUpdateCompanySettings } from '../../api/company';
import { useFlash } from '../../app/flash';
import { type FieldErrors, fieldErrorsFromIssues, validateWith } from '../../components/field-errors';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { de } from '../../i18n/de';
import { PresetsEditor } from './presets-editor';
import { addPreset, archivePreset, changePreset, type SettingsValues, toggleWorkTimesRole } from './settings-values';
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
  const save = useUpdateCompanySettings();
  const flash = useFlash();
  const [base, setBase] = useState<TCompany | null>(null);
  const [values, setValues] = useState<SettingsValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);

  useEffect(() => {
    if (!base && query.data) {
      setBase(query.data);
      setValues(query.data.settings);
    }
  }, [base, query.data]);

  if (!base || !values) {
    return <PageLoading error={query.isError ? query.error : null} />;
  }

  const update = (next: (current: SettingsValues) => SettingsValues) =>
    setValues((current) => (current ? next(current) : current));

  const reload = async () => {
    const fresh = await query.refetch();
    if (!fresh.data) return;
    setBase(fresh.data);
    setValues(fresh.data.settings);
    setConflict(null);
    setErrors({});
    flash.push({ id: 'settings-reloaded', type: 'info', content: de.common.reloaded });
  };

  const submit = () => {
    if (save.isPending) return;
    const result = validateWith(ZCompanySettings, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    save.mutate(
      { ...result.data, version: base.version },
      {
        onSuccess: (company) => {
          setBase(company);
          setValues(company.settings);
          setErrors({});
          flash.dismiss('settings-save-error');
          flash.push({ type: 'success', content: de.common.saved });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.isConflict) {
            setConflict(error.message);
            window.scrollTo({ top: 0, behavior: 'smooth' });
            return;
          }
          setErrors(error instanceof ApiError ? fieldErrorsFromIssues(error.issues) : {});
          flash.push({ id: 'settings-save-error', type: 'error', content: errorText(error) });
        },
      },
    );
  };

  const selectedRoles = values.permissionSettings.showWorkTimesForRoles;

  return (
    <ContentLayout header={<PageHeader description={base.name} />}>
      <VersionedForm
        testId="settings"
        saving={save.isPending}
        conflict={conflict}
        onSubmit={submit}
        onReload={() => void reload()}
      >
        <Container header={<Header variant="h2">{texts.features}</Header>}>
          <SpaceBetween size="s">
            {features.map((key) => (
              <Toggle
                key={key}
                checked={values[key]}
                onChange={(event) => update((current) => ({ ...current, [key]: event.detail.checked }))}
                data-testid={`settings-${key}`}
              >
                {texts[key]}
              </Toggle>
            ))}
          </SpaceBetween>
        </Container>
        <PresetsEditor
          list="internalActivityPresets"
          title={texts.internalPresets}
          presets={values.internalActivityPresets}
          errors={errors}
          onAdd={() => update((current) => addPreset(current, 'internalActivityPresets'))}
          onChange={(index, change) =>
            update((current) => changePreset(current, 'internalActivityPresets', index, change))
          }
          onArchive={(index) => update((current) => archivePreset(current, 'internalActivityPresets', index))}
        />
        <PresetsEditor
          list="orderActivityPresets"
          title={texts.orderPresets}
          presets={values.orderActivityPresets}
          errors={errors}
          onAdd={() => update((current) => addPreset(current, 'orderActivityPresets'))}
          onChange={(index, change) =>
            update((current) => changePreset(current, 'orderActivityPresets', index, change))
          }
          onArchive={(index) => update((current) => archivePreset(current, 'orderActivityPresets', index))}
        />
        <Container header={<Header variant="h2">{texts.workTimes}</Header>}>
          <FormField label={texts.showWorkTimesForRoles}>
            <Multiselect
              selectedOptions={roleOptions.filter((option) => selectedRoles.includes(option.value))}
              options={roleOptions}
              placeholder={texts.showWorkTimesPlaceholder}
              onChange={(event) =>
                update((current) =>
                  toggleWorkTimesRole(
                    current,
                    event.detail.selectedOptions.map((option) => option.value as TRole),
                  ),
                )
              }
              data-testid="settings-showWorkTimesForRoles"
            />
          </FormField>
        </Container>
        <Container header={<Header variant="h2">{texts.internalWork}</Header>}>
          <SpaceBetween size="s">
            <Toggle
              checked={values.employeeSettings.queryOperatingUnitForInternalWork}
              onChange={(event) =>
                update((current) => ({
                  ...current,
                  employeeSettings: {
                    ...current.employeeSettings,
                    queryOperatingUnitForInternalWork: event.detail.checked,
                  },
                }))
              }
              data-testid="settings-queryOperatingUnitForInternalWork"
            >
              {texts.queryOperatingUnit}
            </Toggle>
            <Toggle
              checked={values.showNoteQueryForInternalWork}
              onChange={(event) =>
                update((current) => ({ ...current, showNoteQueryForInternalWork: event.detail.checked }))
              }
              data-testid="settings-showNoteQueryForInternalWork"
            >
              {texts.queryNote}
            </Toggle>
          </SpaceBetween>
        </Container>
      </VersionedForm>
    </ContentLayout>
  );
};

export default GlobalSettingsPage;
