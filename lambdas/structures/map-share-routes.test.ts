import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseClaims } from '../../schemas/claims';
import type { TMapShareSubject } from '../../schemas/map-shares';
import type { ShareLink } from '../../schemas/share-links';
import { type CompanyStore, companyFromItem } from '../platform/company-store';
import { createHttpHandler } from '../platform/http';
import { httpTestEvent } from '../platform/http-events.test-kit';
import { hashShareToken } from '../platform/share-links/share-link';
import type { ShareLinkStore } from '../platform/share-links/share-link-store';
import { newCustomer, parseCustomerInput } from './domain/customer';
import { type MapShareDeps, mapShareRoutes, publicMapShareRoute } from './map-share-routes';

const NOW = new Date('2026-11-24T08:00:00Z');
const COMPANY = 'hansen';
const claims = parseClaims({ sub: 'u-planner', iat: 1, roles: `{"${COMPANY}":"PLANNER"}` });

/** The routes over an in-memory store that keeps what it is given, so a test sees what would be stored. */
const setup = () => {
  const links = new Map<string, ShareLink<TMapShareSubject>>();
  const hashes = new Map<string, string>();
  const shares: ShareLinkStore<TMapShareSubject> = {
    list: async () => [...links.values()],
    get: async (_companyId, shareId) => links.get(shareId),
    byTokenHash: async (tokenHash) => {
      const shareId = hashes.get(tokenHash);
      return shareId === undefined ? undefined : links.get(shareId);
    },
    create: async (link, tokenHash) => {
      links.set(link.id, link);
      hashes.set(tokenHash, link.id);
    },
    saveRevocation: async (link) => {
      links.set(link.id, link);
    },
  };
  const company = companyFromItem({ companyId: COMPANY, name: 'Hansen', createdAt: NOW.toISOString(), version: 1 });
  const companies: CompanyStore = { get: async () => company, replace: async () => undefined };
  const thomsen = newCustomer(parseCustomerInput({ name: 'Hof Thomsen' }), {
    id: 'thomsen',
    companyId: COMPANY,
    now: NOW,
    newId: () => 'x',
  });
  const deps: MapShareDeps = {
    shares,
    structures: async () => ({ fields: [], tracks: [], markers: [] }),
    companies,
    customers: {
      get: async (_companyId, id) => (id === thomsen.id ? thomsen : undefined),
      getSummaries: async () => [{ ...thomsen, primaryContact: null, contactPersonCount: 0 }],
    },
    existingIds: async (_companyId, _target, ids) => new Set(ids),
    userName: async () => 'Paula Planer',
    clock: { now: () => NOW },
    ids: { newId: () => 'share-1' },
  };
  const handler = createHttpHandler('structures-test', [...mapShareRoutes(deps), publicMapShareRoute(deps)], {
    verifyToken: async () => claims,
    lookupMembership: async () => ({ role: 'PLANNER', active: true }),
  });
  const send = async (routeKey: string, options: { body?: unknown; params?: Record<string, string> } = {}) => {
    const event = httpTestEvent(routeKey, {
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      pathParameters: options.params,
      query: { companyId: COMPANY },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const response = (await handler(event, { awsRequestId: 'a' } as Context)) as APIGatewayProxyStructuredResultV2;
    return { status: response.statusCode, body: JSON.parse(String(response.body)) };
  };
  return { send, links, hashes };
};

beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'SILENT');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('a new map link', () => {
  it('answers its token once and hands the store only the token’s hash', async () => {
    const { send, links, hashes } = setup();
    const created = await send('POST /structures/company/map-shares', {
      body: { customerId: 'thomsen', label: 'Ernte' },
    });
    expect(created.status).toBe(201);
    const token: string = created.body.token;
    expect([...hashes.keys()]).toEqual([hashShareToken(token)]);
    expect(JSON.stringify([...links.values()])).not.toContain(token);
    expect(created.body.share).toMatchObject({ createdByName: 'Paula Planer', customerName: 'Hof Thomsen' });

    const listed = await send('GET /structures/company/map-shares');
    expect(JSON.stringify(listed.body)).not.toContain(token);
    const opened = await send('GET /structures/public/map-shares/{token}', { params: { token } });
    expect(opened.body).toMatchObject({ label: 'Ernte', companyName: 'Hansen', customerName: 'Hof Thomsen' });
  });
});
