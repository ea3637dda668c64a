import { describe, expect, it } from 'vitest';
import { activityIcons, ZActivityPreset, ZStoredCompanySettings } from '../../../../schemas/api/company';
import { activityIconChoices, activityIconLabel, activityIconPaths } from './activity-icon-set';

describe('activity icons: chosen from a German-labelled set', () => {
  it('draws and names every icon of the set, each name once', () => {
    for (const icon of activityIcons) {
      expect(activityIconPaths[icon], icon).toMatch(/^M/);
      expect(activityIconLabel(icon), icon).toMatch(/^[A-ZÄÖÜ][a-zäöüß]/);
    }
    const labels = activityIconChoices.map((choice) => choice.label);
    expect(new Set(labels).size).toBe(activityIcons.length);
    expect(activityIconChoices.map((choice) => choice.icon)).toEqual([...activityIcons]);
  });

  it('keeps the ids stored before the set, refuses typed ones, and reads unknown stored ones as the default', () => {
    for (const icon of ['work', 'build', 'coffee', 'desk']) {
      expect(ZActivityPreset.parse({ name: 'x', icon, purpose: 'USE' }).icon).toBe(icon);
    }
    const typed = ZActivityPreset.safeParse({ name: 'x', icon: 'rocket', purpose: 'USE' });
    expect(typed.error?.issues[0]?.message).toBe('Bitte wähle ein Symbol aus.');
    const stored = ZStoredCompanySettings.parse({
      internalActivityPresets: [{ id: 'p1', name: 'Alt', icon: 'rocket', purpose: 'USE' }],
    });
    expect(stored.internalActivityPresets[0]?.icon).toBe('work');
  });
});
