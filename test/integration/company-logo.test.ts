import { describe, expect, it } from 'vitest';
import type { TCompany, TOperatingUnit } from '../../schemas/api/company';
import { LOGO_MAX_BYTES } from '../../schemas/company';
import { api } from '../support/api-client';
import { newPerson } from '../support/invitations';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

// The neighbour company: the company tests count the demo company's versions, so its logo stays untouched.

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const SVG = new TextEncoder().encode('<svg><script>alert(1)</script></svg>');

type Upload = { key: string; url: string; method: 'PUT'; headers: Record<string, string>; expiresAt: string };
type LogoUrl = { logo: { url: string; expiresAt: string } | null };
type Failure = { code: string; message: string };

const readCompany = async (token: string) => (await api<TCompany>('GET', '/structures/company', { token })).body;

const requestUpload = (token: string, contentType: string, size: number) =>
  api<Upload>('POST', '/structures/company/logo/upload', { token, body: { contentType, size } });

/** Asks for an upload URL and PUTs the bytes there, as the browser does. */
const upload = async (token: string, bytes: Uint8Array<ArrayBuffer>, contentType = 'image/png') => {
  const asked = await requestUpload(token, contentType, bytes.length);
  expect(asked.status).toBe(201);
  const put = await fetch(asked.body.url, { method: asked.body.method, headers: asked.body.headers, body: bytes });
  expect(put.status).toBe(200);
  return asked.body.key;
};

const confirm = async <T = TCompany>(token: string, key: string) => {
  const { version } = await readCompany(token);
  return api<T>('PUT', '/structures/company/logo', { token, body: { key, version } });
};

const logoUrl = async (token: string) => {
  const result = await api<LogoUrl>('GET', '/structures/company/logo', { token });
  expect(result.status).toBe(200);
  return result.body.logo;
};

describe('company logo', () => {
  it('uploads through a presigned URL, confirms, and serves it through a presigned download', async () => {
    const token = await otherTenant.token('OWNER');
    const { companyId } = otherTenant.login('OWNER');
    const asked = await requestUpload(token, 'image/png', PNG.length);
    expect(asked.status).toBe(201);
    // The key is built from the token's company, and the URL is good for minutes, not hours.
    expect(asked.body.key).toMatch(new RegExp(`^companies/${companyId}/logo/[0-9a-f-]+$`));
    expect(Date.parse(asked.body.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    const put = await fetch(asked.body.url, { method: 'PUT', headers: asked.body.headers, body: PNG });
    expect(put.status).toBe(200);

    const before = await readCompany(token);
    const confirmed = await api<TCompany>('PUT', '/structures/company/logo', {
      token,
      body: { key: asked.body.key, version: before.version },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ logoKey: asked.body.key, version: before.version + 1, name: before.name });
    expect((await readCompany(token)).logoKey).toBe(asked.body.key);

    // The app shell shows it through a short-lived URL.
    const logo = await logoUrl(token);
    expect(logo).not.toBeNull();
    const download = await fetch(logo?.url ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);
  });

  it('replaces the logo and removes it, version-checked; replaced files are deleted', async () => {
    const token = await otherTenant.token('OWNER');
    const first = await upload(token, PNG);
    expect((await confirm(token, first)).status).toBe(200);
    const firstUrl = (await logoUrl(token))?.url ?? '';

    const second = await upload(token, PNG);
    expect((await confirm(token, second)).status).toBe(200);
    expect((await fetch(firstUrl)).status).toBe(404);
    const secondUrl = (await logoUrl(token))?.url ?? '';
    expect(secondUrl).toContain(second);

    const { version } = await readCompany(token);
    const stale = await api<Failure>('DELETE', `/structures/company/logo?version=${version - 1}`, { token });
    expect(stale.status).toBe(409);
    const removed = await api<TCompany>('DELETE', `/structures/company/logo?version=${version}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.logoKey).toBeUndefined();
    expect(removed.body.version).toBe(version + 1);
    expect(await logoUrl(token)).toBeNull();
    expect((await fetch(secondUrl)).status).toBe(404);
  });

  it('refuses other types and larger files before handing out an upload URL', async () => {
    const token = await tenant.token('ADMIN');
    const svg = await requestUpload(token, 'image/svg+xml', 100);
    expect(svg.status).toBe(400);
    expect(svg.body).toMatchObject({
      code: 'LW_400_03_0001',
      message: 'Bitte wähle ein Bild im Format PNG oder JPEG.',
    });
    const large = await requestUpload(token, 'image/jpeg', LOGO_MAX_BYTES + 1);
    expect(large.status).toBe(400);
    expect(large.body).toMatchObject({ code: 'LW_400_03_0002' });
  });

  it('refuses to confirm a file whose bytes are no PNG, and deletes it', async () => {
    const token = await otherTenant.token('OWNER');
    const key = await upload(token, SVG, 'image/png');
    const refused = await confirm<Failure>(token, key);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('LW_400_03_0001');
    // Gone from the bucket: confirming it again finds nothing.
    const again = await confirm<Failure>(token, key);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('LW_404_03_0001');
  });

  it('refuses a key that was never uploaded', async () => {
    const token = await otherTenant.token('OWNER');
    const { companyId } = otherTenant.login('OWNER');
    const result = await confirm<Failure>(token, `companies/${companyId}/logo/never-uploaded`);
    expect(result.status).toBe(404);
    expect(result.body.code).toBe('LW_404_03_0001');
  });

  it('keeps companies apart: another company cannot confirm or see the key', async () => {
    const neighbour = await otherTenant.token('OWNER');
    const key = await upload(neighbour, PNG);
    const hansen = await tenant.token('OWNER');
    const before = await readCompany(hansen);

    const foreign = await confirm<Failure>(hansen, key);
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('LW_403_03_0001');
    // The company comes from the token: naming the other company in the query is refused as well.
    const { companyId } = otherTenant.login('OWNER');
    const named = await api<Failure>('PUT', `/structures/company/logo?companyId=${companyId}`, {
      token: hansen,
      body: { key, version: before.version },
    });
    expect(named.status).toBe(403);
    const after = await readCompany(hansen);
    expect(after.version).toBe(before.version);
    expect(after.logoKey).not.toBe(key);
    expect((await logoUrl(hansen))?.url ?? '').not.toContain(key);
  });

  it('lets only owner and admin change the logo', async () => {
    const planner = await tenant.token('PLANNER');
    expect((await requestUpload(planner, 'image/png', 10)).status).toBe(403);
    expect((await api('DELETE', '/structures/company/logo?version=1', { token: planner })).status).toBe(403);
    expect((await api('GET', '/structures/company/logo', { token: planner })).status).toBe(200);
  });
});

/**
 * Issue 25 point 4: the logo's storage key is for the roles that change it (owner, admin); everyone else
 * sees the logo through its download URL. The neighbour company, as above, with a planner invited to it.
 */
describe("the logo's storage key", () => {
  it('reaches owner and admin, not a planner, for the company and its units', async () => {
    const owner = await otherTenant.token('OWNER');
    const planner = (await newPerson(owner, 'PLANNER')).token;
    const key = await upload(owner, PNG);
    const confirmed = await confirm(owner, key);
    expect(confirmed.body.logoKey).toBe(key);
    const [asOwner, asPlanner] = await Promise.all([readCompany(owner), readCompany(planner)]);
    expect(asOwner.logoKey).toBe(key);
    expect(asPlanner).not.toHaveProperty('logoKey');
    // Everything else as the owner reads it, and the logo itself through its URL.
    expect(asPlanner).toEqual(Object.fromEntries(Object.entries(asOwner).filter(([field]) => field !== 'logoKey')));
    expect((await logoUrl(planner))?.url).toContain(key);
    const removed = await api<TCompany>('DELETE', `/structures/company/logo?version=${asOwner.version}`, {
      token: owner,
    });
    expect(removed.status).toBe(200);

    const unit = (
      await api<TOperatingUnit>('POST', '/structures/operating-units', { token: owner, body: { name: 'Logo' } })
    ).body;
    const path = `/structures/operating-units/${unit.id}/logo`;
    const asked = await api<Upload>('POST', `${path}/upload`, {
      token: owner,
      body: { contentType: 'image/png', size: PNG.length },
    });
    expect((await fetch(asked.body.url, { method: 'PUT', headers: asked.body.headers, body: PNG })).status).toBe(200);
    expect((await api('PUT', path, { token: owner, body: { key: asked.body.key, version: 1 } })).status).toBe(200);
    const unitAs = async (token: string) =>
      (await api<{ items: TOperatingUnit[] }>('GET', '/structures/operating-units', { token })).body.items.find(
        (item) => item.id === unit.id,
      );
    expect((await unitAs(owner))?.logoKey).toBe(asked.body.key);
    expect(await unitAs(planner)).not.toHaveProperty('logoKey');
  });
});
