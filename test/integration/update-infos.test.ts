import { describe, expect, it } from 'vitest';
import type { TUpdateInfo } from '../../schemas/api/update-infos';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ roles: ['PLANNER', 'EMPLOYEE', 'NOTHING'] });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

type List = { items: TUpdateInfo[]; unseenIds: string[] };

describe('update infos', () => {
  it('lists the newest 3 by default and 5 when asked (all 4 seeded), newest first', async () => {
    const token = await tenant.token('PLANNER');
    const three = await api<List>('GET', '/identity/update-infos', { token });
    expect(three.status).toBe(200);
    expect(three.body.items.map((item) => item.title)).toEqual([
      'Mobile App für Fahrer',
      'Neue Organisation-Seite',
      'Einladungen per Mail',
    ]);
    const five = await api<List>('GET', '/identity/update-infos?limit=5', { token });
    expect(five.body.items.map((item) => item.title)).toEqual([
      'Mobile App für Fahrer',
      'Neue Organisation-Seite',
      'Einladungen per Mail',
      'Kunden jetzt live',
    ]);
    expect((await api('GET', '/identity/update-infos?limit=21', { token })).status).toBe(400);
  });

  it('reads one update info with its full text; an unknown id is not found', async () => {
    const token = await tenant.token('EMPLOYEE');
    const [first] = (await api<List>('GET', '/identity/update-infos', { token })).body.items;
    if (!first) throw new Error('no update infos seeded');
    const read = await api<TUpdateInfo>('GET', `/identity/update-infos/${first.id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(first);
    expect(read.body.body.length).toBeGreaterThan(0);
    const missing = await api<{ code: string }>('GET', '/identity/update-infos/gibt-es-nicht', { token });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('LW_404_20_0003');
  });

  it('shows update infos as unseen until the user marks them seen, for that user only', async () => {
    // The login without a company: no other test relies on what it has seen.
    const token = await tenant.token('NOTHING');
    const before = await api<List>('GET', '/identity/update-infos?limit=5', { token });
    expect(before.status).toBe(200);
    const ids = before.body.items.map((item) => item.id);
    expect(before.body.unseenIds).toEqual(ids);

    const [newest, second] = ids;
    const marked = await api<{ unseenIds: string[] }>('POST', '/identity/update-infos/seen', {
      token,
      body: { ids: [newest, second] },
    });
    expect(marked.status).toBe(200);
    expect(marked.body.unseenIds).toEqual(ids.slice(2));

    const after = await api<List>('GET', '/identity/update-infos?limit=5', { token });
    expect(after.body.unseenIds).toEqual(ids.slice(2));
    const again = await api<{ unseenIds: string[] }>('POST', '/identity/update-infos/seen', {
      token,
      body: { ids: [newest] },
    });
    expect(again.body.unseenIds).toEqual(ids.slice(2));

    const neighbour = await api<List>('GET', '/identity/update-infos?limit=5', {
      token: await otherTenant.token('OWNER'),
    });
    expect(neighbour.body.unseenIds).toEqual(ids);
  });

  it('needs a signed-in user and at least one id to mark', async () => {
    expect((await api('GET', '/identity/update-infos')).status).toBe(401);
    const token = await tenant.token('NOTHING');
    expect((await api('POST', '/identity/update-infos/seen', { token, body: { ids: [] } })).status).toBe(400);
  });
});
