import { describe, expect, it } from 'vitest';
import { ZCompanySettings } from '../api/company';
import { noteRequiredToStop, startablePresets, stopInternalWorkInput, unitForInternalWork } from './internal-work';

describe('internal-work rules (application.md §4)', () => {
  const settings = ZCompanySettings.parse({
    internalActivityPresets: [
      { id: 'a', name: 'Werkstatt', purpose: 'USE' },
      { id: 'b', name: 'Alt', purpose: 'OTHER', archived: true },
    ],
    employeeSettings: { queryOperatingUnitForInternalWork: true },
    showNoteQueryForInternalWork: true,
  });

  it('offers only presets that are not archived', () => {
    expect(startablePresets(settings).map((preset) => preset.id)).toEqual(['a']);
  });

  it('asks for a unit only for purpose USE with the setting on and several units', () => {
    expect(unitForInternalWork({ purpose: 'USE' }, settings, ['h', 's'], 'h')).toEqual({
      kind: 'ask',
      operatingUnitIds: ['h', 's'],
    });
    expect(unitForInternalWork({ purpose: 'USE' }, settings, ['s'], 'h')).toEqual({
      kind: 'use',
      operatingUnitId: 's',
    });
    expect(unitForInternalWork({ purpose: 'OTHER' }, settings, ['h', 's'], 'h')).toEqual({ kind: 'none' });
  });

  it('asks for a note unless the preset is a pause or the setting is off', () => {
    expect(noteRequiredToStop({ purpose: 'USE' }, settings)).toBe(true);
    expect(noteRequiredToStop({ purpose: 'PAUSE' }, settings)).toBe(false);
    expect(noteRequiredToStop({ purpose: 'USE' }, { showNoteQueryForInternalWork: false })).toBe(false);
  });

  it('takes a blank note only when none is required, and names the note field otherwise', () => {
    expect(stopInternalWorkInput(false).safeParse({ note: ' ' }).success).toBe(true);
    const blank = stopInternalWorkInput(true).safeParse({ note: ' ' });
    expect(blank.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['note', 'Trage bitte eine Notiz ein.'],
    ]);
    expect(stopInternalWorkInput(true).parse({ note: 'Werkstatt aufgeräumt' })).toEqual({
      note: 'Werkstatt aufgeräumt',
    });
  });
});
