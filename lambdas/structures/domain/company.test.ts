import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { ZCompanyInput, ZCompanySettings, ZGlobalSettings, ZOrderSettings } from '../../../schemas/api/company';
import { ZStoredCompany } from '../../../schemas/company-records';
import { AppError } from '../../../schemas/errors';
import { changeCompany, changeCompanySettings, changeOrderSettings } from './company';

const now = new Date('2026-11-21T08:00:00Z');
const stored = { id: 'c1', name: 'Hof', supportEmployeeId: null, createdAt: '2026-01-01T00:00:00.000Z' };
const companyFromItem = (item: z.input<typeof ZStoredCompany>) => ZStoredCompany.parse(item);

describe('company domain', () => {
  it('edits the company data, raises the version and clears emptied fields', () => {
    const existing = companyFromItem({ ...stored, street: 'Weg 1', phone: '0481', version: 3 });
    const data = ZCompanyInput.parse({ name: ' Hof Neu ', street: 'Weg 2', phone: '' });
    const changed = changeCompany(existing, data, 3, { now });
    expect(changed).toMatchObject({ name: 'Hof Neu', street: 'Weg 2', version: 4, updatedAt: now.toISOString() });
    expect(changed.phone).toBeUndefined();
  });

  it('refuses an edit made on a stale version', () => {
    const existing = companyFromItem({ ...stored, version: 2 });
    expect(() => changeCompany(existing, ZCompanyInput.parse({ name: 'X' }), 1, { now })).toThrow(AppError);
    expect(() => changeCompanySettings(existing, ZCompanySettings.parse({}), 1, { now, newId: () => 'n' })).toThrow(
      expect.objectContaining({ code: 'LW_409_00_0001' }),
    );
  });

  it("gives new activity presets ids and keeps the counters; the order settings are not the global page's", () => {
    const existing = companyFromItem({
      ...stored,
      counters: { pendingOrderRequests: 4 },
      settings: {
        enableMultiCustomerOrders: true,
        orderActivityPresets: [{ id: 'p', name: 'Pause', icon: 'coffee', purpose: 'PAUSE' }],
      },
    });
    const settings = ZGlobalSettings.parse({
      enableCampaigns: true,
      internalActivityPresets: [
        { id: 'keep', name: 'Werkstatt', purpose: 'USE' },
        { name: 'Pause', purpose: 'PAUSE' },
      ],
    });
    let counter = 0;
    const changed = changeCompanySettings(existing, settings, 1, { now, newId: () => `new-${++counter}` });
    expect(changed.settings.internalActivityPresets.map((preset) => preset.id)).toEqual(['keep', 'new-1']);
    expect(changed).toMatchObject({ counters: { pendingOrderRequests: 4 }, version: 2 });
    expect(changed.settings.enableCampaigns).toBe(true);
    // Sent along anyway (an old client), they are not taken: the order settings page is their one editor.
    const withOrderSettings = { ...settings, enableMultiCustomerOrders: false, orderActivityPresets: [] };
    const unchanged = changeCompanySettings(existing, withOrderSettings, 1, { now, newId: () => 'n' });
    expect(unchanged.settings).toMatchObject({
      enableMultiCustomerOrders: true,
      orderActivityPresets: [{ id: 'p', name: 'Pause' }],
    });
  });

  it('edits the order settings alone: new order presets get ids, the other settings stay', () => {
    const existing = companyFromItem({
      ...stored,
      version: 5,
      settings: {
        enableCampaigns: true,
        internalActivityPresets: [{ id: 'w', name: 'Werkstatt', icon: 'build', purpose: 'USE' }],
      },
    });
    const settings = ZOrderSettings.parse({
      enableMultiCustomerOrders: true,
      orderActivityPresets: [
        { id: '', name: 'Fahrt', purpose: 'OTHER' },
        { id: 'old', name: 'Pause', purpose: 'PAUSE', archived: true },
      ],
    });
    const changed = changeOrderSettings(existing, settings, 5, { now, newId: () => 'new-1' });
    expect(changed.settings.orderActivityPresets.map((preset) => [preset.id, preset.archived])).toEqual([
      ['new-1', false],
      ['old', true],
    ]);
    expect(changed.settings).toMatchObject({ enableMultiCustomerOrders: true, enableCampaigns: true });
    expect(changed.settings.internalActivityPresets).toEqual(existing.settings.internalActivityPresets);
    expect(changed).toMatchObject({ version: 6, updatedAt: now.toISOString() });
    expect(() => changeOrderSettings(existing, settings, 4, { now, newId: () => 'n' })).toThrow(
      expect.objectContaining({ code: 'LW_409_00_0001' }),
    );
    // Order activities are pauses or other work inside an order; USE is internal work's.
    expect(ZOrderSettings.safeParse({ orderActivityPresets: [{ name: 'Werkstatt', purpose: 'USE' }] }).success).toBe(
      false,
    );
  });
});
