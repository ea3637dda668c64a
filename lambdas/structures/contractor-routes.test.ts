import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { TContractor } from '../../schemas/api/contractors';
import { parseClaims } from '../../schemas/claims';
import { companyFromItem } from '../platform/company-store';
import { db } from '../platform/db/entities';
import { MOCKED_TABLE, mockTableForFile } from '../platform/db/mocked-table.test-kit';
import { createHttpHandler } from '../platform/http';
import { httpTestEvent } from '../platform/http-events.test-kit';
import { type ContractorStore, contractorRoutes, dynamoContractorStore } from './contractor-routes';

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

const dynamo = mockTableForFile();
const TABLE = MOCKED_TABLE;
const CREATED = '2026-01-01T00:00:00Z';

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

describe('the contractor store', () => {
  /** Stored items as ElectroDB writes them (keys and entity markers included). */
  const membership = (companyId: string, customerIds: string[]) =>
    db().membership.put({ companyId, userId: 'u-farmer', role: 'CUSTOMER', customerIds, createdAt: CREATED }).params()
      .Item;
  const companyItem = (companyId: string) =>
    db()
      .company.put({ companyId, name: `Hof ${companyId}`, createdAt: CREATED, version: 1 })
      .params().Item;
  const customerItem = (companyId: string, customerId: string, canEditStructures: boolean) =>
    db()
      .customer.put({
        companyId,
        customerId,
        name: customerId,
        canEditStructures,
        version: 1,
        createdAt: CREATED,
        updatedAt: CREATED,
      })
      .params().Item;

  it('finds a contractor editable where one of the customer records the farmer speaks for allows it', async () => {
    const stored = [
      companyItem('hansen'),
      companyItem('petersen'),
      customerItem('hansen', 'thomsen', false),
      customerItem('hansen', 'thomsen-pacht', true),
      customerItem('petersen', 'thomsen', false),
    ];
    dynamo
      .on(QueryCommand)
      .resolves({ Items: [membership('hansen', ['thomsen', 'thomsen-pacht']), membership('petersen', ['thomsen'])] });
    // A batch read answers the stored items of the keys it was asked for.
    dynamo.on(BatchGetCommand).callsFake(({ RequestItems }) => {
      const keys: { pk: unknown; sk: unknown }[] = RequestItems?.[TABLE]?.Keys ?? [];
      const found = stored.filter((item) => keys.some((key) => key.pk === item.pk && key.sk === item.sk));
      return { Responses: { [TABLE]: found }, UnprocessedKeys: {} };
    });
    const standings = await dynamoContractorStore().customerCompaniesOf('u-farmer');
    expect(standings.map(({ company, canEditStructures }) => [company.id, canEditStructures]).sort()).toEqual([
      ['hansen', true],
      ['petersen', false],
    ]);
  });
});
