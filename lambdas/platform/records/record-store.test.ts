import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '../config';
import { db } from '../db/entities';
import { dynamoRecordStore } from './record-store';

const dynamo = mockClient(DynamoDBDocumentClient);

beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'SILENT');
  vi.stubEnv('TABLE_NAME', 'lohnwerk-test');
  resetConfigForTests();
});
afterEach(() => dynamo.reset());
afterAll(() => {
  dynamo.restore();
  vi.unstubAllEnvs();
  resetConfigForTests();
});

/** A stored machine as the table holds it (the entity's own put). */
const storedMachine = (recordId: string, name: string) =>
  db()
    .machine.put({
      companyId: 'hansen',
      recordId,
      data: { name },
      version: 1,
      createdAt: '2026-09-01T08:00:00.000Z',
      updatedAt: '2026-09-01T08:00:00.000Z',
    })
    .params<{ Item: Record<string, unknown> }>().Item;

describe('the record store', () => {
  it('gives many records in the order of the ids asked, whatever order the batch read answers in', async () => {
    dynamo.on(BatchGetCommand).resolves({
      UnprocessedKeys: {},
      Responses: {
        'lohnwerk-test': [storedMachine('m-724', 'Fendt 724 Vario'), storedMachine('m-942', 'Fendt 942 Vario')],
      },
    });
    const machines = await dynamoRecordStore().getMany('hansen', 'machine', ['m-942', 'm-724', 'm-gone']);
    expect(machines.map((machine) => machine.id)).toEqual(['m-942', 'm-724']);
  });
});
