import { describe, expect, it } from 'vitest';
import { demoMasterdata } from '../../lib/local/seed/demo-masterdata';
import { type RecordKind, recordKindList, recordKinds } from '../../schemas/masterdata/kinds';
import { apiPermissions } from '../../schemas/permissions';
import type { TRole } from '../../schemas/roles';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

type Stored = { id: string; version: number; archived: boolean; name?: string } & Record<string, unknown>;

/** A valid input of each kind: the demo record's, so references point at existing records. */
const sampleInput = (kind: RecordKind) => {
  const demo = demoMasterdata.find((record) => record.kind === kind);
  if (!demo) throw new Error(`no demo ${kind}`);
  // A value no two records may share (the supplier number) is left to the numbering: the demo holds it.
  const { [recordKinds[kind].unique?.field ?? '']: _taken, ...input } = demo.input as Record<string, unknown>;
  return input;
};

/** A role that may read but not write the kind, if there is one. */
const readerWithoutWrite = (read: readonly TRole[], write: readonly TRole[]) =>
  read.find((role) => !write.includes(role));

describe.each(recordKindList.map((def) => [def.kind, def] as const))('master data %s over HTTP', (kind, def) => {
  it('creates, lists, reads, changes (version checked), archives and restores', async () => {
    const token = await tenant.token('OWNER');
    const input = sampleInput(kind as RecordKind);
    const created = await api<Stored>('POST', def.path, { token, body: input });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ version: 1, archived: false, id: expect.any(String) });
    const id = created.body.id;

    const listed = await api<{ items: Stored[] }>('GET', def.path, { token });
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((item) => item.id)).toContain(id);

    const read = await api<Stored>('GET', `${def.path}/${id}`, { token });
    expect(read.body).toEqual(created.body);

    const changed = await api<Stored>('PATCH', `${def.path}/${id}`, { token, body: { version: 1, data: input } });
    expect(changed.status).toBe(200);
    expect(changed.body.version).toBe(2);
    const stale = await api<{ code: string }>('PATCH', `${def.path}/${id}`, {
      token,
      body: { version: 1, data: input },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('LW_409_00_0001');

    const archived = await api<Stored>('POST', `${def.path}/${id}/archive`, {
      token,
      body: { version: 2, archived: true },
    });
    expect(archived.body).toMatchObject({ archived: true, version: 3 });
    const active = await api<{ items: Stored[] }>('GET', def.path, { token });
    expect(active.body.items.map((item) => item.id)).not.toContain(id);
    const archive = await api<{ items: Stored[] }>('GET', `${def.path}?archived=true`, { token });
    expect(archive.body.items.map((item) => item.id)).toContain(id);

    const restored = await api<Stored | { code: string }>('POST', `${def.path}/${id}/archive`, {
      token,
      body: { version: 3, archived: false },
    });
    if (def.service === 'structures') {
      // services.md §4: structures are archived but never restored.
      expect(restored.status).toBe(400);
    } else {
      expect(restored.body).toMatchObject({ archived: false, version: 4 });
    }
  });

  it('refuses invalid input with German field messages and keeps nothing', async () => {
    const token = await tenant.token('OWNER');
    const before = await api<{ items: Stored[] }>('GET', `${def.path}?archived=all`, { token });
    const refused = await api<{ code: string; issues: { path: string; message: string }[] }>('POST', def.path, {
      token,
      body: {},
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('LW_400_01_0001');
    expect(refused.body.issues.length).toBeGreaterThan(0);
    expect(
      refused.body.issues.every((issue) => /[a-zäöü]/.test(issue.message) && !/expected|Invalid/.test(issue.message)),
    ).toBe(true);
    const after = await api<{ items: Stored[] }>('GET', `${def.path}?archived=all`, { token });
    expect(after.body.items).toHaveLength(before.body.items.length);
  });

  it('checks the roles of the permission table and never shows another company', async () => {
    const owner = await tenant.token('OWNER');
    const { body: record } = await api<Stored>('POST', def.path, {
      token: owner,
      body: sampleInput(kind as RecordKind),
    });

    const reader = readerWithoutWrite(apiPermissions[def.read], apiPermissions[def.write]);
    if (reader) {
      const token = await tenant.token(reader);
      expect((await api('GET', def.path, { token })).status).toBe(200);
      expect((await api('POST', def.path, { token, body: sampleInput(kind as RecordKind) })).status).toBe(403);
    }
    const customer = await tenant.token('CUSTOMER');
    expect((await api('GET', def.path, { token: customer })).status).toBe(403);

    const neighbour = await otherTenant.token('OWNER');
    const theirs = await api<{ items: Stored[] }>('GET', `${def.path}?archived=all`, { token: neighbour });
    expect(theirs.status).toBe(200);
    expect(theirs.body.items.map((item) => item.id)).not.toContain(record.id);
    expect((await api('GET', `${def.path}/${record.id}`, { token: neighbour })).status).toBe(404);
    const patched = await api('PATCH', `${def.path}/${record.id}`, {
      token: neighbour,
      body: { version: 1, data: sampleInput(kind as RecordKind) },
    });
    expect(patched.status).toBe(404);
    // Naming the other company in the query is refused outright (services.md §6).
    const foreign = await api('GET', `${def.path}?companyId=${tenant.companyId}`, { token: neighbour });
    expect(foreign.status).toBe(403);
  });
});
