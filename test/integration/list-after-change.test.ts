import { describe, expect, it } from 'vitest';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * Lists after a change (issue 9 point 9): a warm instance brings its cached list up to date from the
 * change index, reading only the changed records. Every change must show in the next list read.
 */
const RINGS = '/masterdata/machine-rings';

type Ring = { id: string; name: string; version: number; archived: boolean };
type RingList = { items: Ring[] };

const listRings = async (token: string, archived: 'true' | 'false' | 'all' = 'false') => {
  const listed = await api<RingList>('GET', `${RINGS}?archived=${archived}`, { token });
  expect(listed.status).toBe(200);
  return listed.body.items;
};

const createRing = async (token: string, name: string) => {
  const created = await api<Ring>('POST', RINGS, { token, body: { name } });
  expect(created.status).toBe(201);
  return created.body;
};

const idsOf = (items: readonly Ring[]) => items.map((item) => item.id);

describe('a cached list after a change', () => {
  it('shows a change, an archive and a restore made after the list was cached', async () => {
    const token = await tenant.token('OWNER');
    const ring = await createRing(token, 'Maschinenring Wesermarsch');
    expect(idsOf(await listRings(token))).toContain(ring.id);

    const renamed = await api<Ring>('PATCH', `${RINGS}/${ring.id}`, {
      token,
      body: { version: 1, data: { name: 'Maschinenring Ammerland' } },
    });
    expect(renamed.status).toBe(200);
    const afterRename = await listRings(token);
    expect(afterRename.filter((item) => item.id === ring.id)).toEqual([renamed.body]);
    // Still in list order: the merged list is sorted like a list read as a whole.
    const namesInOrder = afterRename.map((item) => item.name);
    expect(namesInOrder).toEqual([...namesInOrder].sort((a, b) => a.localeCompare(b, 'de', { numeric: true })));

    const archived = await api<Ring>('POST', `${RINGS}/${ring.id}/archive`, {
      token,
      body: { version: 2, archived: true },
    });
    expect(archived.status).toBe(200);
    expect(idsOf(await listRings(token))).not.toContain(ring.id);
    expect((await listRings(token, 'true')).filter((item) => item.id === ring.id)).toEqual([archived.body]);

    const restored = await api<Ring>('POST', `${RINGS}/${ring.id}/archive`, {
      token,
      body: { version: 3, archived: false },
    });
    expect(restored.status).toBe(200);
    expect((await listRings(token)).filter((item) => item.id === ring.id)).toEqual([restored.body]);
    expect(idsOf(await listRings(token, 'true'))).not.toContain(ring.id);
  });

  it('shows all of twenty records created at the same time in the next list', async () => {
    const token = await tenant.token('OWNER');
    const before = await listRings(token, 'all');
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, index) => createRing(token, `Parallelring ${String(index).padStart(2, '0')}`)),
    );
    const after = await listRings(token, 'all');
    expect(idsOf(after)).toEqual(expect.arrayContaining([...idsOf(before), ...idsOf(created)]));
    expect(new Set(idsOf(after)).size).toBe(after.length);
    for (const ring of created) expect(after.find((item) => item.id === ring.id)).toEqual(ring);

    // And a change right after them still shows.
    const [first] = created;
    if (!first) throw new Error('nothing created');
    const changed = await api<Ring>('PATCH', `${RINGS}/${first.id}`, {
      token,
      body: { version: 1, data: { name: 'Parallelring geändert' } },
    });
    expect((await listRings(token)).find((item) => item.id === first.id)).toEqual(changed.body);
  });

  it('keeps a refused change out of the list', async () => {
    const token = await tenant.token('OWNER');
    const ring = await createRing(token, 'Maschinenring Friesland');
    await listRings(token);
    const stale = await api<{ code: string }>('PATCH', `${RINGS}/${ring.id}`, {
      token,
      body: { version: 7, data: { name: 'Nie gespeichert' } },
    });
    expect(stale.status).toBe(409);
    expect((await listRings(token)).find((item) => item.id === ring.id)).toEqual(ring);
  });
});
