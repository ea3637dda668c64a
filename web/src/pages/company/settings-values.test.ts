import { describe, expect, it } from 'vitest';
import { ZCompanySettings } from '../../../../schemas/api/company';
import { addPreset, archivePreset, changePreset, purposesOf } from './settings-values';

const settings = ZCompanySettings.parse({
  internalActivityPresets: [{ id: 'p1', name: 'Werkstatt', purpose: 'USE' }],
});

describe('settings values', () => {
  it('adds presets with a purpose per list', () => {
    const next = addPreset(addPreset(settings, 'internalActivityPresets'), 'orderActivityPresets');
    expect(next.internalActivityPresets[1]).toMatchObject({ id: '', purpose: 'USE', archived: false });
    expect(next.orderActivityPresets[0]).toMatchObject({ id: '', purpose: 'OTHER' });
  });

  it('offers USE only for internal work: order activities are pauses or other work', () => {
    expect(purposesOf('internalActivityPresets')).toEqual(['PAUSE', 'OTHER', 'USE']);
    expect(purposesOf('orderActivityPresets')).toEqual(['PAUSE', 'OTHER']);
  });

  it('changes one preset', () => {
    const next = changePreset(settings, 'internalActivityPresets', 0, { purpose: 'PAUSE', name: 'Pause' });
    expect(next.internalActivityPresets[0]).toMatchObject({ id: 'p1', purpose: 'PAUSE', name: 'Pause' });
  });

  it('archives saved presets and drops unsaved ones', () => {
    const withNew = addPreset(settings, 'internalActivityPresets');
    const archived = archivePreset(withNew, 'internalActivityPresets', 0);
    expect(archived.internalActivityPresets[0]?.archived).toBe(true);
    expect(archivePreset(withNew, 'internalActivityPresets', 1).internalActivityPresets).toHaveLength(1);
  });
});
