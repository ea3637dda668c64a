import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TContractor } from '../../schemas/api/contractors';
import { parseClaims } from '../../schemas/claims';
import { companyFromItem } from '../platform/company-store';
import { createHttpHandler } from '../platform/http';
import { httpTestEvent } from '../platform/http-test-events';
import { type ContractorStore, contractorRoutes } from './contractor-routes';

/** The farmer is a customer of two contractors; only at Hansen does his customer record allow editing. */
const claims = parseClaims({ sub: 'u-farmer', iat: 1, roles: '{"hansen":"CUSTOMER","petersen":"CUSTOMER"}' });
const company = (companyId: string, name: string, isSuspended = false) =>
  companyFromItem({
    companyId,
    name,
    isSuspended,
    createdAt: '2026-11-24T08:00:00.000Z',
    version: 1,
    settings: { enableOrderRequests: true },
  });

const listed = async (store: ContractorStore) => {
  const handler = createHttpHandler('structures-test', contractorRoutes(store), { verifyToken: async () => claims });
  const event = httpTestEvent('GET /structures/contractors', { headers: { authorization: 'Bearer t' } });
  const response = (await handler(event, { awsRequestId: 'a' } as Context)) as APIGatewayProxyStructuredResultV2;
  return { status: response.statusCode, items: (JSON.parse(String(response.body)) as { items: TContractor[] }).items };
};

beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'SILENT');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('the contractor list', () => {
  it('says per contractor whether the farmer may edit the map structures there, by name, without suspended ones', async () => {
    const { status, items } = await listed({
      customerCompaniesOf: async (userId) =>
        userId === 'u-farmer'
          ? [
              { company: company('petersen', 'Petersen Agrar'), canEditStructures: false },
              { company: company('hansen', 'Hansen Lohnunternehmen'), canEditStructures: true },
              { company: company('gone', 'Abgemeldet GmbH', true), canEditStructures: true },
            ]
          : [],
    });
    expect(status).toBe(200);
    expect(items.map(({ id, canEditStructures }) => [id, canEditStructures])).toEqual([
      ['hansen', true],
      ['petersen', false],
    ]);
  });
});
