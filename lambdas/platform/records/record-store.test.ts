import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db } from '../db/entities';
import { MOCKED_TABLE, mockTableForFile } from '../db/mocked-table.test-kit';
import { dynamoRecordStore } from './record-store';

const dynamo = mockTableForFile();

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
        [MOCKED_TABLE]: [storedMachine('m-724', 'Fendt 724 Vario'), storedMachine('m-942', 'Fendt 942 Vario')],
      },
    });
    const machines = await dynamoRecordStore().getMany('hansen', 'machine', ['m-942', 'm-724', 'm-gone']);
    expect(machines.map((machine) => machine.id)).toEqual(['m-942', 'm-724']);
  });
});
