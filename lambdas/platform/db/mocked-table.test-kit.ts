import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetConfigForTests } from '../config';

/** The table name the mocked table's tests expect in their commands. */
export const MOCKED_TABLE = 'lohnwerk-test';

/**
 * The table's document client mocked for the calling test file (aws-sdk-client-mock): the table name set and
 * the service configuration read anew for the file, the answers forgotten after each test, and the client
 * given back after the file, as the unit files share their worker's modules (vitest.config.ts). Call at the
 * top of the file; answer with the returned mock.
 */
export const mockTableForFile = () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  beforeAll(() => {
    vi.stubEnv('LOG_LEVEL', 'SILENT');
    vi.stubEnv('TABLE_NAME', MOCKED_TABLE);
    resetConfigForTests();
  });
  afterEach(() => dynamo.reset());
  afterAll(() => {
    dynamo.restore();
    vi.unstubAllEnvs();
    resetConfigForTests();
  });
  return dynamo;
};
