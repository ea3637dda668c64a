import type { TActivityPreset, TCompanySettings } from '../../../../schemas/api/company';

export type PresetListKey = 'internalActivityPresets' | 'orderActivityPresets';
export type PresetPurpose = TActivityPreset['purpose'];

/** The settings the page edits: the company settings of application.md §3 as they are. */
export type SettingsValues = TCompanySettings;

/** The purposes a list's presets may have: USE is internal work's (application.md §3 'Activity preset'). */
export const purposesOf = (list: PresetListKey): readonly PresetPurpose[] =>
  list === 'internalActivityPresets' ? ['PAUSE', 'OTHER', 'USE'] : ['PAUSE', 'OTHER'];

/** A new preset: the server gives it its id. Internal work defaults to USE, order presets to OTHER. */
export const newPreset = (list: PresetListKey): TActivityPreset => ({
  id: '',
  name: '',
  icon: 'work',
  purpose: list === 'internalActivityPresets' ? 'USE' : 'OTHER',
  archived: false,
});

export const addPreset = (values: SettingsValues, list: PresetListKey): SettingsValues => ({
  ...values,
  [list]: [...values[list], newPreset(list)],
});

/** Changes one preset; archiving keeps it (orders may reference it). */
export const changePreset = (
  values: SettingsValues,
  list: PresetListKey,
  index: number,
  change: Partial<TActivityPreset>,
): SettingsValues => ({
  ...values,
  [list]: values[list].map((preset, i) => (i === index ? { ...preset, ...change } : preset)),
});

/** A preset never saved (no id) is removed instead of archived: nothing can reference it. */
export const archivePreset = (values: SettingsValues, list: PresetListKey, index: number): SettingsValues => {
  const preset = values[list][index];
  if (!preset) return values;
  if (preset.id === '') return { ...values, [list]: values[list].filter((_, i) => i !== index) };
  return changePreset(values, list, index, { archived: true });
};
