import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ZGlobalSettings } from '../../../../schemas/api/company';
import { roleLabels, staffRoles } from '../../../../schemas/roles';
import { useUpdateCompanySettings } from '../../api/company';
import { pathFor } from '../../app/pages';
import { RouterLink } from '../../components/router-link';
import { MultiselectField, ToggleField } from '../../forms/fields';
import { de } from '../../i18n/de';
import { CompanySettingsPage } from './company-settings-form';
import { PresetsEditor } from './presets-editor';
import type { SettingsValues } from './settings-values';

const texts = de.settings;
const roleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));

type FeatureKey = 'enableProjects' | 'enableOrderRequests' | 'enableCampaigns';
const features: FeatureKey[] = ['enableProjects', 'enableOrderRequests', 'enableCampaigns'];

/**
 * Global settings (owner, admin, accountant; menu Konfiguration > Einstellungen): company settings of §3.
 * The order activity presets and multi-customer orders have their one home on the order settings page.
 */
const GlobalSettingsPage = () => {
  const save = useUpdateCompanySettings();
  return (
    <CompanySettingsPage schema={ZGlobalSettings} save={save} testId="settings">
      <Container header={<Header variant="h2">{texts.features}</Header>}>
        <SpaceBetween size="s">
          {features.map((key) => (
            <ToggleField<SettingsValues> key={key} name={key} label={texts[key]} testId={`settings-${key}`} />
          ))}
          <Box color="text-body-secondary" data-testid="settings-order-settings-link">
            {texts.orderSettingsHint} <RouterLink href={pathFor('orderSettings')}>{de.pages.orderSettings}</RouterLink>
          </Box>
        </SpaceBetween>
      </Container>
      <PresetsEditor list="internalActivityPresets" title={texts.internalPresets} />
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
    </CompanySettingsPage>
  );
};

export default GlobalSettingsPage;
