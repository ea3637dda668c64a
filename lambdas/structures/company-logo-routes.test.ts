import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseClaims } from '../../schemas/claims';
import type { CompanyStore } from '../platform/company-store';
import { companyFromItem } from '../platform/company-store';
import { createHttpHandler } from '../platform/http';
import { httpTestEvent } from '../platform/http-events.test-kit';
import type { ObjectStorage, StoredObjectInfo } from '../platform/storage';
import { companyLogoRoutes } from './company-logo-routes';
import type { StoredCompany } from './domain/company';

const NOW = new Date('2026-11-21T10:00:00Z');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const OLD_KEY = 'companies/hansen/logo/old';
const NEW_KEY = 'companies/hansen/logo/new';

/** The owner of 'hansen', as a verified ID token carries it. */
const claims = parseClaims({ sub: 'u-owner', iat: 1, defaultCompanyId: 'hansen', roles: '{"hansen":"OWNER"}' });

/** In-memory company and bucket; the bucket's delete can be made to fail. */
const setup = (options: { deleteFails?: boolean } = {}) => {
  let company: StoredCompany = companyFromItem({
    companyId: 'hansen',
    name: 'Hansen',
    createdAt: NOW.toISOString(),
    version: 3,
    logoKey: OLD_KEY,
  });
  const objects = new Map<string, { info: StoredObjectInfo; bytes: Uint8Array }>([
    [OLD_KEY, { info: { contentType: 'image/png', size: PNG.length }, bytes: PNG }],
  ]);
  const companies: CompanyStore = {
    get: async () => company,
    replace: async (changed) => {
      company = changed;
    },
  };
  const storage: ObjectStorage = {
    put: async (key, body, contentType) => {
      const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
      objects.set(key, { info: { contentType, size: bytes.length }, bytes });
    },
    get: async (key, { firstBytes } = {}) => objects.get(key)?.bytes.slice(0, firstBytes),
    head: async (key) => objects.get(key)?.info,
    delete: async (key) => {
      if (options.deleteFails) throw new Error('storage unavailable');
      objects.delete(key);
    },
    uploadUrl: async (key, file) => ({
      url: `https://bucket.example/${key}`,
      method: 'PUT',
      headers: { 'Content-Type': file.contentType },
      expiresAt: NOW,
    }),
    downloadUrl: async (key) => ({ url: `https://bucket.example/${key}?signed`, expiresAt: NOW }),
  };
  const handler = createHttpHandler(
    'structures-test',
    companyLogoRoutes({ companies, storage, clock: { now: () => NOW }, ids: { newId: () => 'new' } }),
    { verifyToken: async () => claims, lookupMembership: async () => ({ role: 'OWNER', active: true }) },
  );
  const send = async (routeKey: string, request: { body?: unknown; query?: Record<string, string> } = {}) => {
    const event = httpTestEvent(routeKey, {
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      query: request.query,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const response = (await handler(event, { awsRequestId: 'a' } as Context)) as APIGatewayProxyStructuredResultV2;
    return { status: response.statusCode, body: JSON.parse(String(response.body)) };
  };
  return { send, objects, company: () => company };
};

// The chain logs every request; these tests read answers, not logs.
beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'SILENT');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('company logo routes', () => {
  it('hands out an upload URL under the token company for a fitting file', async () => {
    const { send } = setup();
    const result = await send('POST /structures/company/logo/upload', { body: { contentType: 'image/png', size: 10 } });
    expect(result).toEqual({
      status: 201,
      body: {
        key: NEW_KEY,
        url: `https://bucket.example/${NEW_KEY}`,
        method: 'PUT',
        headers: { 'Content-Type': 'image/png' },
        expiresAt: NOW.toISOString(),
      },
    });
  });

  it('confirms an uploaded PNG, raises the version and deletes the replaced logo', async () => {
    const { send, objects, company } = setup();
    objects.set(NEW_KEY, { info: { contentType: 'image/png', size: PNG.length }, bytes: PNG });
    const result = await send('PUT /structures/company/logo', { body: { key: NEW_KEY, version: 3 } });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ logoKey: NEW_KEY, version: 4 });
    expect(company().logoKey).toBe(NEW_KEY);
    expect([...objects.keys()]).toEqual([NEW_KEY]);
  });

  it('keeps the confirmation when the old file cannot be deleted', async () => {
    const { send, objects } = setup({ deleteFails: true });
    objects.set(NEW_KEY, { info: { contentType: 'image/png', size: PNG.length }, bytes: PNG });
    const result = await send('PUT /structures/company/logo', { body: { key: NEW_KEY, version: 3 } });
    expect(result.status).toBe(200);
    expect(result.body.logoKey).toBe(NEW_KEY);
  });

  it('refuses a stale version without touching the record', async () => {
    const { send, objects, company } = setup();
    objects.set(NEW_KEY, { info: { contentType: 'image/png', size: PNG.length }, bytes: PNG });
    const result = await send('PUT /structures/company/logo', { body: { key: NEW_KEY, version: 2 } });
    expect(result.status).toBe(409);
    expect(company().logoKey).toBe(OLD_KEY);
  });

  it('removes the logo and its file; the download URL is then null', async () => {
    const { send, objects } = setup();
    expect((await send('GET /structures/company/logo')).body).toEqual({
      logo: { url: `https://bucket.example/${OLD_KEY}?signed`, expiresAt: NOW.toISOString() },
    });
    const result = await send('DELETE /structures/company/logo', { query: { version: '3' } });
    expect(result.status).toBe(200);
    expect(result.body).not.toHaveProperty('logoKey');
    expect(objects.size).toBe(0);
    expect((await send('GET /structures/company/logo')).body).toEqual({ logo: null });
  });
});
