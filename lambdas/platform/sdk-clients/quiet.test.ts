import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { withoutSdkLogging } from './quiet';

describe('withoutSdkLogging', () => {
  it("takes the SDK's logger step out of a client and leaves the rest of its steps", () => {
    const steps = (client: DynamoDBClient) => client.middlewareStack.identify().join('\n');
    const plain = new DynamoDBClient({ region: 'eu-central-1' });
    expect(steps(plain)).toContain('loggerMiddleware');
    const quiet = withoutSdkLogging(new DynamoDBClient({ region: 'eu-central-1' }));
    expect(steps(quiet)).not.toContain('loggerMiddleware');
    expect(quiet.middlewareStack.identify().length).toBe(plain.middlewareStack.identify().length - 1);
  });
});
