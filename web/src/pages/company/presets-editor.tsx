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
import type { TActivityPreset } from '../../../../schemas/api/company';
import type { FieldErrors } from '../../components/field-errors';
import { de } from '../../i18n/de';
import type { PresetListKey, PresetPurpose } from './settings-values';

const texts = de.settings;
const purposeOptions = (['PAUSE', 'OTHER', 'USE'] as const).map((purpose) => ({
  value: purpose,
  label: texts.purposes[purpose],
}));

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
            <Grid key={index} gridDefinition={PRESET_ROW}>
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
                <Input
                  value={preset.icon}
                  disabled={preset.archived}
                  onChange={(event) => onChange(index, { icon: event.detail.value })}
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
