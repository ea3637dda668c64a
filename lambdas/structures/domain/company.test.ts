import { describe, expect, it } from 'vitest';
import { ZCompanyInput, ZCompanySettings } from '../../../schemas/api/company';
import { AppError } from '../../../schemas/errors';
import { companyFromItem, companyToItem } from '../../platform/company-store';
import { changeCompany, changeCompanySettings } from './company';

const now = new Date('2026-11-21T08:00:00Z');
const stored = { companyId: 'c1', name: 'Hof', createdAt: '2026-01-01T00:00:00.000Z' };

describe('company domain', () => {
  it('reads defaults for everything that was never stored', () => {
    const company = companyFromItem(stored);
    expect(company).toMatchObject({
      id: 'c1',
      name: 'Hof',
      variant: 'AGRICULTURAL_CONTRACTOR',
      isSuspended: false,
      supportEmployeeId: null,
      datevEnabled: false,
      counters: { pendingOrderRequests: 0 },
      version: 1,
    });
    expect(company.settings).toEqual(ZCompanySettings.parse({}));
    expect(company.settings.permissionSettings.showWorkTimesForRoles).toEqual([]);
  });

  it('fills settings added later with their defaults', () => {
    const company = companyFromItem({ ...stored, settings: { enableProjects: true } });
    expect(company.settings).toMatchObject({ enableProjects: true, enableCampaigns: false, orderActivityPresets: [] });
  });

  it('edits the company data, raises the version and clears emptied fields', () => {
    const existing = companyFromItem({ ...stored, street: 'Weg 1', phone: '0481', version: 3 });
    const data = ZCompanyInput.parse({ name: ' Hof Neu ', street: 'Weg 2', phone: '' });
    const changed = changeCompany(existing, data, 3, { now });
    expect(changed).toMatchObject({ name: 'Hof Neu', street: 'Weg 2', version: 4, updatedAt: now.toISOString() });
    expect(changed.phone).toBeUndefined();
    expect(companyToItem(changed)).not.toHaveProperty('phone');
    expect(companyToItem(changed)).toMatchObject({ companyId: 'c1', createdAt: stored.createdAt });
  });

  it('refuses an edit made on a stale version', () => {
    const existing = companyFromItem({ ...stored, version: 2 });
    expect(() => changeCompany(existing, ZCompanyInput.parse({ name: 'X' }), 1, { now })).toThrow(AppError);
    expect(() => changeCompanySettings(existing, ZCompanySettings.parse({}), 1, { now, newId: () => 'n' })).toThrow(
      expect.objectContaining({ code: 'LW_409_00_0001' }),
    );
  });

  it('gives new activity presets ids and keeps the counters', () => {
    const existing = companyFromItem({ ...stored, counters: { pendingOrderRequests: 4 } });
    const settings = ZCompanySettings.parse({
      enableCampaigns: true,
      internalActivityPresets: [
        { id: 'keep', name: 'Werkstatt', purpose: 'USE' },
        { name: 'Pause', purpose: 'PAUSE' },
      ],
      orderActivityPresets: [{ id: '', name: 'Fahrt', purpose: 'OTHER' }],
    });
    let counter = 0;
    const changed = changeCompanySettings(existing, settings, 1, { now, newId: () => `new-${++counter}` });
    expect(changed.settings.internalActivityPresets.map((preset) => preset.id)).toEqual(['keep', 'new-1']);
    expect(changed.settings.orderActivityPresets.map((preset) => preset.id)).toEqual(['new-2']);
    expect(changed).toMatchObject({ counters: { pendingOrderRequests: 4 }, version: 2 });
    expect(changed.settings.enableCampaigns).toBe(true);
  });
});
