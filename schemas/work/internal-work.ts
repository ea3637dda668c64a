import type { TActivityPreset, TCompanySettings } from '../api/company';
import { ZStopActivity } from '../api/work';
import { stopWizardMessages } from '../messages';

/**
 * The rules of internal work (application.md §4 'Internal work'), shared by the server, which enforces
 * them, and the web app, which asks for a unit or a note before the server has to refuse.
 */
export type InternalWorkSettings = Pick<
  TCompanySettings,
  'internalActivityPresets' | 'employeeSettings' | 'showNoteQueryForInternalWork'
>;

/** The presets a person can start now: not archived, in the order the office set them up. */
export const startablePresets = (settings: InternalWorkSettings): TActivityPreset[] =>
  settings.internalActivityPresets.filter((preset) => !preset.archived);

export type UnitChoice =
  /** The work counts for no operating unit (pause and other presets). */
  | { kind: 'none' }
  | { kind: 'use'; operatingUnitId: string | null }
  /** The person must pick one of these units. */
  | { kind: 'ask'; operatingUnitIds: string[] };

/**
 * Which operating unit internal work of purpose USE counts for. With the company setting on, a person of
 * several units is asked and a person of one unit gets that one. Otherwise the default unit is used: the
 * spec does not say whose default, so ours is the person's first unit, else the company's first
 * (`companyDefaultUnitId`).
 */
export const unitForInternalWork = (
  preset: Pick<TActivityPreset, 'purpose'>,
  settings: Pick<InternalWorkSettings, 'employeeSettings'>,
  employeeUnitIds: readonly string[],
  companyDefaultUnitId: string | null,
): UnitChoice => {
  if (preset.purpose !== 'USE') return { kind: 'none' };
  if (settings.employeeSettings.queryOperatingUnitForInternalWork && employeeUnitIds.length > 1) {
    return { kind: 'ask', operatingUnitIds: [...employeeUnitIds] };
  }
  return { kind: 'use', operatingUnitId: employeeUnitIds[0] ?? companyDefaultUnitId };
};

/** Ending internal work needs a note when the company asks for one, except after a pause (§4). */
export const noteRequiredToStop = (
  preset: Pick<TActivityPreset, 'purpose'> | undefined,
  settings: Pick<InternalWorkSettings, 'showNoteQueryForInternalWork'>,
): boolean => settings.showNoteQueryForInternalWork && preset?.purpose !== 'PAUSE';

const ZStopActivityWithNote = ZStopActivity.refine((values) => values.note.trim() !== '', {
  message: stopWizardMessages.internalWorkNoteRequired,
  path: ['note'],
});

/**
 * What ending internal work takes: the stop endpoint's input, with a note when `noteRequiredToStop`
 * says so ('Trage bitte eine Notiz ein.'), so the web app asks for it before the server refuses.
 */
export const stopInternalWorkInput = (noteRequired: boolean): typeof ZStopActivity =>
  noteRequired ? ZStopActivityWithNote : ZStopActivity;
