import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useFormContext, useWatch } from 'react-hook-form';
import { type TActivityPreset, ZActivityIcon } from '../../../../schemas/api/company';
import { SelectField, TextField } from '../../forms/fields';
import { de } from '../../i18n/de';
import { activityIconOptions } from './activity-icons';
import {
  addPreset,
  archivePreset,
  changePreset,
  type PresetListKey,
  purposesOf,
  type SettingsValues,
} from './settings-values';

const texts = de.settings;
const purposeOptions = (list: PresetListKey) =>
  purposesOf(list).map((purpose) => ({ value: purpose, label: texts.purposes[purpose] }));

/**
 * One preset per row on wide screens; on narrower ones (below Cloudscape's 's' breakpoint) the name takes
 * a line, icon and purpose share one, and the archive button gets its own, so nothing is squeezed.
 */
const PRESET_ROW = [
  { colspan: { default: 12, s: 5 } },
  { colspan: { default: 6, s: 2 } },
  { colspan: { default: 6, s: 3 } },
  { colspan: { default: 12, s: 2 } },
];

type Props = { list: PresetListKey; title: string };

/**
 * Activity presets (application.md §3): name, icon, purpose; archived ones stay, greyed, and can be
 * restored. Edits the list `list` of the settings form of the nearest `<FormProvider>`.
 */
export const PresetsEditor = ({ list, title }: Props) => {
  const { control, getValues, setValue } = useFormContext<SettingsValues>();
  const presets: TActivityPreset[] = useWatch({ control, name: list });
  const edit = (next: (values: SettingsValues) => SettingsValues) =>
    setValue(list, next(getValues())[list], { shouldDirty: true });
  const onAdd = () => edit((values) => addPreset(values, list));
  const onChange = (index: number, change: Partial<TActivityPreset>) =>
    edit((values) => changePreset(values, list, index, change));
  const onArchive = (index: number) => edit((values) => archivePreset(values, list, index));
  return (
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
              <Grid key={index} gridDefinition={PRESET_ROW}>
                <TextField<SettingsValues>
                  name={`${list}.${index}.name`}
                  label={texts.presetName}
                  disabled={preset.archived}
                  testId={`preset-${path}-name`}
                />
                <FormField label={texts.presetIcon}>
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
                <SelectField<SettingsValues>
                  name={`${list}.${index}.purpose`}
                  label={texts.presetPurpose}
                  options={purposeOptions(list)}
                  disabled={preset.archived}
                />
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
};
