import { describe, expect, it } from 'vitest';
import type { TCompany, TOperatingUnit } from '../../schemas/api/company';
import { staffRoles } from '../../schemas/roles';
import { api } from '../support/api-client';
import { expectPushedOnlyWithinCompany } from '../support/change-feed';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

type Issues = { code: string; issues: { path: string; message: string }[] };

/** The editable part of the company (what the company page sends back). */
const companyInput = ({ name, street, zip, city, email, phone, website, defaultUnitId, version }: TCompany) => ({
  name,
  street,
  zip,
  city,
  email,
  phone,
  website,
  defaultUnitId,
  version,
});

const settingsInput = ({ settings, version }: TCompany) => ({ ...settings, version });

const readCompany = async (token: string) => {
  const result = await api<TCompany>('GET', '/structures/company', { token });
  expect(result.status).toBe(200);
  return result.body;
};

const listUnits = async (token: string, archived?: boolean) => {
  const query = archived === undefined ? '' : `?archived=${archived}`;
  const result = await api<{ items: TOperatingUnit[] }>('GET', `/structures/operating-units${query}`, { token });
  expect(result.status).toBe(200);
  return result.body.items;
};

describe('company', () => {
  it.each(staffRoles)('is readable by %s with the defaults of what was never stored', async (role) => {
    const company = await readCompany(await tenant.token(role));
    expect(company).toMatchObject({
      id: tenant.login('OWNER').companyId,
      name: tenant.companyName,
      city: 'Husum',
      variant: 'AGRICULTURAL_CONTRACTOR',
      isSuspended: false,
      // The demo company's support account (seeded with the master data), hidden from its employee list.
      supportEmployeeId: 'demo-employee-support',
      datevEnabled: false,
      // The demo farmer's sent request, and whatever the order-request tests running alongside add.
      counters: { pendingOrderRequests: expect.any(Number) },
      version: expect.any(Number),
    });
    expect(company.settings).toMatchObject({ enableProjects: true, enableOrderRequests: true, enableCampaigns: true });
    expect(company.settings.internalActivityPresets.map((preset) => [preset.name, preset.purpose])).toEqual(
      expect.arrayContaining([
        ['Werkstatt', 'USE'],
        ['Pause', 'PAUSE'],
        ['Büro', 'OTHER'],
      ]),
    );
  });

  it('is not readable by a customer login', async () => {
    expect((await api('GET', '/structures/company', { token: await tenant.token('CUSTOMER') })).status).toBe(403);
  });

  it('lets the owner edit the company data, version-checked, and restores it', async () => {
    const token = await otherTenant.token('OWNER');
    const before = await readCompany(token);
    expect(before.version).toBeGreaterThanOrEqual(1);
    const changed = await api<TCompany>('PATCH', '/structures/company', {
      token,
      body: { ...companyInput(before), phone: '04621 99 88 77', website: 'https://agrarservice-nord.example' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: otherTenant.companyName,
      phone: '04621 99 88 77',
      version: before.version + 1,
      variant: before.variant,
    });
    expect((await readCompany(token)).phone).toBe('04621 99 88 77');

    // The same edit again is based on the old version: refused, nothing overwritten.
    const stale = await api<Issues>('PATCH', '/structures/company', {
      token,
      body: { ...companyInput(before), phone: 'Überschrieben?' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('LW_409_00_0001');

    const restored = await api<TCompany>('PATCH', '/structures/company', {
      token,
      body: { ...companyInput(before), version: changed.body.version },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.phone).toBeUndefined();
    expect(restored.body.version).toBe(before.version + 2);
  });

  it('lets the owner edit the settings: new presets get ids, counters stay, stale versions are refused', async () => {
    const token = await otherTenant.token('OWNER');
    const before = await readCompany(token);
    const changed = await api<TCompany>('PUT', '/structures/company/settings', {
      token,
      body: {
        ...settingsInput(before),
        enableCampaigns: !before.settings.enableCampaigns,
        internalActivityPresets: [
          ...before.settings.internalActivityPresets,
          { id: '', name: 'Waschplatz', purpose: 'USE' },
        ],
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.version).toBe(before.version + 1);
    expect(changed.body.counters).toEqual(before.counters);
    expect(changed.body.settings.enableCampaigns).toBe(!before.settings.enableCampaigns);
    const added = changed.body.settings.internalActivityPresets.at(-1);
    expect(added).toMatchObject({ name: 'Waschplatz', icon: 'work', archived: false });
    expect(added?.id).not.toBe('');

    const stale = await api<Issues>('PUT', '/structures/company/settings', { token, body: settingsInput(before) });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('LW_409_00_0001');

    const restored = await api<TCompany>('PUT', '/structures/company/settings', {
      token,
      body: { ...settingsInput(before), version: changed.body.version },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.settings).toEqual(before.settings);
  });

  it('lets the admin edit company data and the accountant only the settings; the planner neither', async () => {
    // Unchanged data sent back: only the version moves, nothing other tests rely on.
    const admin = await tenant.token('ADMIN');
    const current = await readCompany(admin);
    const byAdmin = await api<TCompany>('PATCH', '/structures/company', { token: admin, body: companyInput(current) });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.version).toBe(current.version + 1);

    const accountant = await tenant.token('ACCOUNTANT');
    const forAccountant = await readCompany(accountant);
    const data = await api<Issues>('PATCH', '/structures/company', {
      token: accountant,
      body: companyInput(forAccountant),
    });
    expect(data.status).toBe(403);
    expect(data.body.code).toBe('LW_403_10_0001');
    const settings = await api<TCompany>('PUT', '/structures/company/settings', {
      token: accountant,
      body: settingsInput(forAccountant),
    });
    expect(settings.status).toBe(200);
    expect(settings.body.version).toBe(forAccountant.version + 1);
    expect(settings.body.settings).toEqual(forAccountant.settings);

    const planner = await tenant.token('PLANNER');
    const forPlanner = await readCompany(planner);
    expect((await api('PATCH', '/structures/company', { token: planner, body: companyInput(forPlanner) })).status).toBe(
      403,
    );
    expect(
      (await api('PUT', '/structures/company/settings', { token: planner, body: settingsInput(forPlanner) })).status,
    ).toBe(403);
  });

  it("takes one of the company's own operating units as its default unit, not another company's", async () => {
    const token = await otherTenant.token('OWNER');
    const before = await readCompany(token);
    const [hansenUnit] = await listUnits(await tenant.token('OWNER'));
    const foreign = await api<Issues>('PATCH', '/structures/company', {
      token,
      body: { ...companyInput(before), defaultUnitId: hansenUnit?.id },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.issues).toEqual([
      { path: 'defaultUnitId', message: 'Dieser Betrieb gehört nicht zu deiner Firma.' },
    ]);
    expect((await readCompany(token)).version).toBe(before.version);

    const own = await api<TOperatingUnit>('POST', '/structures/operating-units', {
      token,
      body: { name: 'Standardbetrieb' },
    });
    const chosen = await api<TCompany>('PATCH', '/structures/company', {
      token,
      body: { ...companyInput(before), defaultUnitId: own.body.id },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.defaultUnitId).toBe(own.body.id);
    const restored = await api<TCompany>('PATCH', '/structures/company', {
      token,
      body: { ...companyInput(before), defaultUnitId: before.defaultUnitId ?? '', version: chosen.body.version },
    });
    expect(restored.status).toBe(200);
  });

  it("refuses another company's id in the query (403)", async () => {
    const token = await tenant.token('OWNER');
    const foreign = otherTenant.login('OWNER').companyId;
    const read = await api<Issues>('GET', `/structures/company?companyId=${foreign}`, { token });
    expect(read.status).toBe(403);
    expect(read.body.code).toBe('LW_403_01_0001');
    expect((await api('GET', `/structures/operating-units?companyId=${foreign}`, { token })).status).toBe(403);
  });
});

describe('operating units', () => {
  it('lists the seeded units for every staff role, with their accounting connection for the own staff', async () => {
    for (const role of staffRoles) {
      const units = await listUnits(await tenant.token(role));
      expect(units.map((unit) => unit.name)).toEqual(
        expect.arrayContaining(['Hauptbetrieb Husum', 'Niederlassung Schleswig']),
      );
      // Issue 11 point 8: temporary workers and subcontractors do not receive accounting numbers.
      const ownStaff = role !== 'TEMPORARY_WORKER' && role !== 'SUBCONTRACTOR';
      expect(units.find((unit) => unit.name === 'Niederlassung Schleswig')?.accountingConnection).toEqual(
        ownStaff ? { consultantNumber: 1234567, clientNumber: 10001 } : null,
      );
    }
  });

  it('creates and archives a unit; archived units only show when asked for', async () => {
    const token = await tenant.token('ADMIN');
    const created = await api<TOperatingUnit>('POST', '/structures/operating-units', {
      token,
      body: { name: 'Testbetrieb Archiv', city: 'Bredstedt', accountingConnection: { consultantNumber: 1001 } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Testbetrieb Archiv',
      archived: false,
      connectedBanksNeedAttention: 0,
      version: 1,
      accountingConnection: { consultantNumber: 1001, clientNumber: null },
    });
    expect((await listUnits(token)).map((unit) => unit.id)).toContain(created.body.id);

    const { id, archived, connectedBanksNeedAttention, ...editable } = created.body;
    const archivedUnit = await api<TOperatingUnit>('PATCH', `/structures/operating-units/${id}`, {
      token,
      body: { ...editable, archived: true },
    });
    expect(archivedUnit.status).toBe(200);
    expect(archivedUnit.body).toMatchObject({ id, archived: true, version: 2, city: 'Bredstedt' });
    expect((await listUnits(token)).map((unit) => unit.id)).not.toContain(id);
    expect((await listUnits(token, false)).map((unit) => unit.id)).not.toContain(id);
    expect((await listUnits(token, true)).find((unit) => unit.id === id)).toMatchObject({ archived: true });

    const stale = await api<Issues>('PATCH', `/structures/operating-units/${id}`, {
      token,
      body: { ...editable, name: 'Überschrieben?', archived: false },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('LW_409_00_0001');
  });

  it('validates the accounting connection with the messages of §5', async () => {
    const token = await tenant.token('OWNER');
    const result = await api<Issues>('POST', '/structures/operating-units', {
      token,
      body: { name: '  ', accountingConnection: { consultantNumber: 1000, clientNumber: 100000 } },
    });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('LW_400_01_0001');
    expect(result.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Bitte gib einen Namen für den Betrieb ein.' },
        {
          path: 'accountingConnection.consultantNumber',
          message: 'Bitte gib eine gültige Beraternummer (1001 - 9999999) ein oder lasse das Feld frei',
        },
        {
          path: 'accountingConnection.clientNumber',
          message: 'Bitte gib eine gültige Mandantennummer (1 - 99999) ein oder lasse das Feld frei',
        },
      ]),
    );
    const fraction = await api<Issues>('POST', '/structures/operating-units', {
      token,
      body: { name: 'Bruch', accountingConnection: { consultantNumber: 1001.5 } },
    });
    expect(fraction.body.issues).toEqual([
      {
        path: 'accountingConnection.consultantNumber',
        message: 'Bitte gib eine gültige Beraternummer (1001 - 9999999) ein oder lasse das Feld frei',
      },
    ]);
  });

  it('lets only owner and admin create or change units', async () => {
    for (const role of ['ACCOUNTANT', 'PLANNER', 'EMPLOYEE']) {
      const token = await tenant.token(role);
      const result = await api('POST', '/structures/operating-units', { token, body: { name: `Von ${role}` } });
      expect(result.status).toBe(403);
    }
  });

  it("pushes a unit change to the company's open sockets, and only to them", async () => {
    await expectPushedOnlyWithinCompany(tenant, otherTenant, async (token) => {
      const created = await api<TOperatingUnit>('POST', '/structures/operating-units', {
        token,
        body: { name: 'Testbetrieb Live' },
      });
      expect(created.status).toBe(201);
      return { entity: 'operatingUnit', id: created.body.id };
    });
  });

  it("never shows or changes another company's units (not found)", async () => {
    const own = await listUnits(await tenant.token('OWNER'));
    const target = own.find((unit) => unit.name === 'Hauptbetrieb Husum');
    if (!target) throw new Error('demo company has no units');
    const neighbourToken = await otherTenant.token('OWNER');
    expect((await listUnits(neighbourToken)).map((unit) => unit.id)).not.toContain(target.id);
    const { id, archived, connectedBanksNeedAttention, ...editable } = target;
    const result = await api<Issues>('PATCH', `/structures/operating-units/${id}`, {
      token: neighbourToken,
      body: { ...editable, archived: true },
    });
    expect(result.status).toBe(404);
    expect(result.body.code).toBe('LW_404_02_0002');
  });
});
