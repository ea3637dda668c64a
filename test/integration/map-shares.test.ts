import { describe, expect, it } from 'vitest';
import { germanDay, germanDayFrom } from '../../schemas/kernel/calendar';
import type { TCreatedMapShare, TMapShare, TSharedMap } from '../../schemas/map-shares';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/** Issue 13 point 3: sharing a customer's map structures by a read-only link with an expiry, over HTTP. */
const HANSEN_ID = tenant.companyId;
const THOMSEN = 'demo-customer-10001';
const SHARES = '/structures/company/map-shares';
const publicPath = (token: string) => `/structures/public/map-shares/${encodeURIComponent(token)}`;
const DEAD = { code: 'LW_404_33_0001', message: 'Dieser Link ist abgelaufen oder wurde zurückgezogen.' };
type ApiError = { code: string; message: string; issues?: { path: string }[] };

/** Creates a link; the answer is the created link, or the refusal a test names as `T`. */
const createShare = async <T = TCreatedMapShare>(token: string, body: Record<string, unknown>) =>
  api<T>('POST', SHARES, { token, body: { customerId: THOMSEN, label: 'Maisernte 2026', ...body } });

describe('map structures sharing', () => {
  it('a planner creates a link; anybody opens it without signing in and sees names and geometry only', async () => {
    const planner = await tenant.token('PLANNER');
    const created = await createShare(planner, {});
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { share, token } = created.body;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(share).toMatchObject({ label: 'Maisernte 2026', customerId: THOMSEN, status: 'active', selection: null });
    // Valid through the 30th German day from today: its last moment is on that day.
    expect(germanDay(new Date(Date.parse(share.expiresAt) - 1))).toBe(germanDayFrom(share.createdAt, 30));

    const shared = await api<TSharedMap>('GET', publicPath(token));
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.body).toMatchObject({ label: 'Maisernte 2026', expiresAt: share.expiresAt });
    expect(shared.body.companyName.length).toBeGreaterThan(0);
    expect(shared.body.customerName.length).toBeGreaterThan(0);
    expect(shared.body.fields.map((field) => field.name)).toContain('Deichkoppel');
    expect(shared.body.tracks.map((track) => track.name)).toContain('Deichweg zur Deichkoppel');
    // Only the farmer's structures: the contractor's own access road is not his.
    expect(shared.body.tracks.map((track) => track.name)).not.toContain('Hofzufahrt Lohnunternehmen');
    const text = JSON.stringify(shared.body);
    for (const hidden of ['"id"', 'customerId', THOMSEN, HANSEN_ID, 'demo-field-']) expect(text).not.toContain(hidden);

    // The list shows the link, never its token.
    const list = await api<{ items: TMapShare[] }>('GET', SHARES, { token: planner });
    const listed = list.body.items.find((item) => item.id === share.id);
    expect(listed).toMatchObject({ status: 'active', customerName: expect.any(String) });
    expect(JSON.stringify(list.body)).not.toContain(token);
  });

  it('a chosen set shows only those; a structure of another customer is refused at its field', async () => {
    const owner = await tenant.token('OWNER');
    const chosen = await createShare(owner, {
      validUntil: germanDayFrom(new Date(), 1),
      selection: { fieldIds: ['demo-field-deichkoppel'], trackIds: [], markerIds: [] },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
    const shared = await api<TSharedMap>('GET', publicPath(chosen.body.token));
    expect(shared.body.fields.map((field) => field.name)).toEqual(['Deichkoppel']);
    expect(shared.body.tracks.map((track) => track.name)).not.toContain('Deichweg zur Deichkoppel');

    const foreign = await createShare<ApiError>(owner, {
      selection: { fieldIds: [], trackIds: ['demo-track-hofzufahrt'], markerIds: [] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.issues).toEqual([
      { path: 'selection.trackIds.0', message: 'Bitte wähle nur aktive Strukturen dieses Kunden aus.' },
    ]);
    const tooLong = await createShare<ApiError>(owner, { validUntil: germanDayFrom(new Date(), 366) });
    expect(tooLong.body.issues).toEqual([
      { path: 'validUntil', message: 'Bitte wähle ein Datum zwischen morgen und in einem Jahr.' },
    ]);
  });

  it('a revoked link answers like an unknown or expired one', async () => {
    const admin = await tenant.token('ADMIN');
    const { body } = await createShare(admin, {});
    expect((await api('GET', publicPath(body.token))).status).toBe(200);
    const revoked = await api<TMapShare>('POST', `${SHARES}/${body.share.id}/revoke`, { token: admin });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });

    const afterRevoke = await api<ApiError>('GET', publicPath(body.token));
    const unknown = await api<ApiError>('GET', publicPath('kein-solcher-link'));
    // The demo link that expired yesterday (lib/local/seed/demo-map-shares.ts).
    const expired = await api<ApiError>('GET', publicPath(tenant.shares.expiredMap.token));
    for (const dead of [afterRevoke, unknown, expired]) {
      expect(dead.status).toBe(404);
      expect(dead.body).toMatchObject(DEAD);
    }
    const list = await api<{ items: TMapShare[] }>('GET', SHARES, { token: admin });
    expect(list.body.items.find((item) => item.id === 'demo-share-thomsen-alt')?.status).toBe('expired');
    expect((await api('GET', publicPath('x'.repeat(65)))).status).toBe(400);
  });

  it('another company can neither list nor revoke; a farmer and an accountant cannot create', async () => {
    const neighbour = await otherTenant.token('OWNER');
    const theirs = await api<{ items: TMapShare[] }>('GET', SHARES, { token: neighbour });
    expect(theirs.body.items.map((item) => item.id)).not.toContain('demo-share-thomsen');
    const revoke = await api<ApiError>('POST', `${SHARES}/demo-share-thomsen/revoke`, { token: neighbour });
    expect(revoke.status).toBe(404);
    const named = await api('GET', `${SHARES}?companyId=${HANSEN_ID}`, { token: neighbour });
    expect(named.status).toBe(403);
    expect((await api('GET', publicPath(tenant.shares.map.token))).status).toBe(200);

    const farmer = await tenant.token('CUSTOMER');
    expect((await createShare(farmer, {})).status).toBe(403);
    expect((await api('GET', `${SHARES}?companyId=${HANSEN_ID}`, { token: farmer })).status).toBe(403);
    const accountant = await tenant.token('ACCOUNTANT');
    expect((await createShare(accountant, {})).status).toBe(403);
  });
});
