import { describe, expect, it } from 'vitest';
import { ZCompanySettings } from '../../schemas/api/company';
import { companyFromItem, companyToItem } from './company-store';

const stored = { companyId: 'c1', name: 'Hof', createdAt: '2026-01-01T00:00:00.000Z' };

describe('company as stored', () => {
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
      addOns: { bookkeeping: false },
      version: 1,
    });
    expect(company.settings).toEqual(ZCompanySettings.parse({}));
    expect(company.settings.permissionSettings.showWorkTimesForRoles).toEqual([]);
  });

  it('fills settings added later with their defaults', () => {
    const company = companyFromItem({ ...stored, settings: { enableProjects: true } });
    expect(company.settings).toMatchObject({ enableProjects: true, enableCampaigns: false, orderActivityPresets: [] });
  });

  it('reads the stored logo key, and none when it was never stored', () => {
    expect(companyFromItem(stored).logoKey).toBeUndefined();
    expect(companyFromItem({ ...stored, logoKey: 'companies/c1/logo/a1' }).logoKey).toBe('companies/c1/logo/a1');
  });

  it('leaves emptied fields out of the item and keeps its key and creation time', () => {
    const changed = { ...companyFromItem({ ...stored, phone: '0481' }), phone: undefined };
    expect(companyToItem(changed)).not.toHaveProperty('phone');
    expect(companyToItem(changed)).toMatchObject({ companyId: 'c1', createdAt: stored.createdAt });
  });

  it('leaves a removed logo out of the item', () => {
    expect(companyToItem({ ...companyFromItem(stored), logoKey: undefined })).not.toHaveProperty('logoKey');
  });
});
