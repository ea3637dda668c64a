import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseClaims } from '../../schemas/claims';
import type { TTrack } from '../../schemas/map-tracks';
import { type CompanyStore, companyFromItem } from '../platform/company-store';
import { createHttpHandler } from '../platform/http';
import { httpTestEvent } from '../platform/http-events.test-kit';
import { newCustomer, parseCustomerInput } from './domain/customer';
import { trackRoutes } from './track-routes';
import type { TrackStore } from './track-store';

const NOW = new Date('2026-11-24T08:00:00Z');
const CONTRACTOR = 'hansen';
const SHAPE = [
  { lat: 54.48, lng: 9.05 },
  { lat: 54.49, lng: 9.05 },
];

/** The farmer Thomsen speaks for two customers of the contractor; only 'thomsen' may edit its structures. */
const claims = parseClaims({ sub: 'u-farmer', iat: 1, roles: `{"${CONTRACTOR}":"CUSTOMER"}` });
const customer = (id: string, canEditStructures: boolean) => ({
  ...newCustomer(parseCustomerInput({ name: id, canEditStructures }), {
    id,
    companyId: CONTRACTOR,
    now: NOW,
    newId: () => 'x',
  }),
});

const setup = (options: { enableOrderRequests?: boolean } = {}) => {
  const tracks = new Map<string, TTrack>();
  const store: TrackStore = {
    list: async () => [...tracks.values()],
    get: async (_companyId, trackId) => tracks.get(trackId),
    save: async (writes) => {
      for (const { track } of writes) tracks.set(track.id, track);
    },
  };
  const company = companyFromItem({
    companyId: CONTRACTOR,
    name: 'Hansen',
    createdAt: NOW.toISOString(),
    version: 1,
    settings: { enableOrderRequests: options.enableOrderRequests ?? true },
  });
  const companies: CompanyStore = { get: async () => company, replace: async () => undefined };
  const records = [customer('thomsen', true), customer('thomsen-pacht', false)];
  let next = 0;
  const handler = createHttpHandler(
    'structures-test',
    trackRoutes({
      tracks: store,
      companies,
      customers: { get: async (_companyId, id) => records.find((record) => record.id === id) },
      customerMembership: async (companyId, userId) =>
        companyId === CONTRACTOR && userId === 'u-farmer' ? { customerIds: ['thomsen', 'thomsen-pacht'] } : undefined,
      existingIds: async (_companyId, _target, ids) => new Set(ids),
      clock: { now: () => NOW },
      ids: { newId: () => `t${++next}` },
    }),
    { verifyToken: async () => claims },
  );
  const send = async (routeKey: string, body?: unknown, trackId?: string) => {
    const event = httpTestEvent(routeKey, {
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      pathParameters: trackId === undefined ? undefined : { trackId },
      query: { companyId: CONTRACTOR },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const response = (await handler(event, { awsRequestId: 'a' } as Context)) as APIGatewayProxyStructuredResultV2;
    return { status: response.statusCode, body: JSON.parse(String(response.body)) };
  };
  return { send, tracks };
};

beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'SILENT');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('a farmer with canEditStructures', () => {
  it('draws and reshapes a track of the customer that allows it', async () => {
    const { send } = setup();
    const created = await send('POST /structures/tracks', {
      customerId: 'thomsen',
      shape: SHAPE,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ customerId: 'thomsen', version: 1 });
    const reshaped = await send(
      'PATCH /structures/tracks/{trackId}',
      {
        version: 1,
        shape: [...SHAPE, { lat: 54.5, lng: 9.05 }],
        directionEnabled: true,
      },
      created.body.id,
    );
    expect(reshaped.body).toMatchObject({ version: 2 });
    expect(reshaped.status).toBe(200);
    expect(reshaped.body.length).toBeGreaterThan(created.body.length);
  });

  it('refuses a track of their other customer, which lacks the right, and handing one over to it', async () => {
    const { send } = setup();
    const refused = await send('POST /structures/tracks', {
      customerId: 'thomsen-pacht',
      shape: SHAPE,
    });
    expect(refused).toMatchObject({ status: 403, body: { code: 'FCPA_403_01_0002' } });
    const own = await send('POST /structures/tracks', { customerId: 'thomsen', shape: SHAPE });
    const handed = await send(
      'PATCH /structures/tracks/{trackId}',
      {
        version: 1,
        customerId: 'thomsen-pacht',
      },
      own.body.id,
    );
    expect(handed).toMatchObject({ status: 403, body: { code: 'FCPA_403_01_0002' } });
  });

  it('writes a batch only when every track is theirs to change, and each once', async () => {
    const { send, tracks } = setup();
    const own = await send('POST /structures/tracks/batch', {
      tracks: [
        { customerId: 'thomsen', shape: SHAPE },
        { customerId: 'thomsen', shape: SHAPE },
      ],
    });
    expect(own.status).toBe(201);
    const [first, second] = own.body.tracks;
    const twice = await send('PATCH /structures/tracks/batch', {
      tracks: [
        { id: first.id, version: 1, name: 'A' },
        { id: first.id, version: 1, name: 'B' },
      ],
    });
    expect(twice).toMatchObject({ status: 400, body: { code: 'LW_400_01_0001' } });
    const mixed = await send('POST /structures/tracks/batch', {
      tracks: [
        { customerId: 'thomsen', shape: SHAPE },
        { customerId: 'thomsen-pacht', shape: SHAPE },
      ],
    });
    expect(mixed).toMatchObject({ status: 403, body: { code: 'FCPA_403_01_0002' } });
    expect([...tracks.keys()]).toEqual([first.id, second.id]);
  });

  it('sees nothing of the contractor without order requests (services.md §6)', async () => {
    const { send } = setup({ enableOrderRequests: false });
    const list = await send('GET /structures/tracks');
    expect(list).toMatchObject({ status: 403, body: { code: 'FCPA_403_10' } });
  });
});
