import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { type TActivityPreset, ZActivityIcon } from '../../../../schemas/api/company';
import type { FieldErrors } from '../../components/field-errors';
import { de } from '../../i18n/de';
import { activityIconOptions } from './activity-icons';
import type { PresetListKey, PresetPurpose } from './settings-values';

const texts = de.settings;
const purposeOptions = (['PAUSE', 'OTHER', 'USE'] as const).map((purpose) => ({
  value: purpose,
  label: texts.purposes[purpose],
}));

type Props = {
  list: PresetListKey;
  title: string;
  presets: TActivityPreset[];
  errors: FieldErrors;
  onAdd: () => void;
  onChange: (index: number, change: Partial<TActivityPreset>) => void;
  onArchive: (index: number) => void;
};

/** Activity presets (application.md §3): name, icon, purpose; archived ones stay, greyed, and can be restored. */
export const PresetsEditor = ({ list, title, presets, errors, onAdd, onChange, onArchive }: Props) => (
  <Container
    data-testid={`presets-${list}`}
    header={
      <Header
        variant="h2"
        actions={
          <Button formAction="none" iconName="add-plus" onClick={onAdd} data-testid={`presets-${list}-add`}>
            {texts.addPreset}
          </Button>
        }
      >
        {title}
      </Header>
    }
  >
    {presets.length === 0 ? (
      <Box color="text-body-secondary">{texts.noPresets}</Box>
    ) : (
      <SpaceBetween size="s">
        {presets.map((preset, index) => {
          const path = `${list}.${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: new presets have no id yet; rows are never reordered.
            <Grid key={index} gridDefinition={[{ colspan: 5 }, { colspan: 2 }, { colspan: 3 }, { colspan: 2 }]}>
              <FormField label={texts.presetName} errorText={errors[`${path}.name`]}>
                <Input
                  value={preset.name}
                  disabled={preset.archived}
                  invalid={Boolean(errors[`${path}.name`])}
                  onChange={(event) => onChange(index, { name: event.detail.value })}
                  data-testid={`preset-${path}-name`}
                />
              </FormField>
              <FormField label={texts.presetIcon} errorText={errors[`${path}.icon`]}>
                <Select
                  selectedOption={activityIconOptions.find((option) => option.value === preset.icon) ?? null}
                  options={activityIconOptions}
                  placeholder={texts.chooseIcon}
                  // The trigger shows the chosen icon with its name, as the list does.
                  triggerVariant="option"
                  disabled={preset.archived}
                  onChange={(event) => {
                    const icon = ZActivityIcon.safeParse(event.detail.selectedOption.value);
                    if (icon.success) onChange(index, { icon: icon.data });
                  }}
                  data-testid={`preset-${path}-icon`}
                />
              </FormField>
              <FormField label={texts.presetPurpose}>
                <Select
                  selectedOption={purposeOptions.find((option) => option.value === preset.purpose) ?? null}
                  options={purposeOptions}
                  disabled={preset.archived}
                  onChange={(event) =>
                    onChange(index, { purpose: (event.detail.selectedOption.value ?? 'OTHER') as PresetPurpose })
                  }
                />
              </FormField>
              <FormField label={<span>&nbsp;</span>}>
                {preset.archived ? (
                  <SpaceBetween direction="horizontal" size="xs">
                    <StatusIndicator type="stopped">{texts.archived}</StatusIndicator>
                    <Button
                      formAction="none"
                      variant="inline-link"
                      onClick={() => onChange(index, { archived: false })}
                    >
                      {texts.restorePreset}
                    </Button>
                  </SpaceBetween>
                ) : (
                  <Button formAction="none" onClick={() => onArchive(index)} data-testid={`preset-${path}-archive`}>
                    {texts.archivePreset}
                  </Button>
                )}
              </FormField>
            </Grid>
          );
        })}
      </SpaceBetween>
    )}
  </Container>
);
