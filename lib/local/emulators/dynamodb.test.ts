import { DescribeTableCommand, DescribeTimeToLiveCommand, TransactWriteItemsCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StreamPoller, startStreamPoller } from '../events/streams';
import { freePort } from '../ports';
import { ensureTable, type LocalDynamo, localDynamoClient, startDynamo, TABLE_NAME } from './dynamodb';
import { isLoopbackAddress, listeningAddresses } from './listen-addresses.test-kit';

/** The real DynamoDB Local (a JVM, in memory): table definition, transactions and the stream poller. */
describe('DynamoDB Local', () => {
  let dynamo: LocalDynamo;
  let poller: StreamPoller | undefined;
  const events: DynamoDBStreamEvent[] = [];
  const otherEvents: DynamoDBStreamEvent[] = [];
  let dynamoClient: ReturnType<typeof localDynamoClient>;
  const client = () => dynamoClient;

  beforeAll(async () => {
    dynamo = await startDynamo({ port: await freePort(), dbPath: null });
    dynamoClient = localDynamoClient(dynamo.endpoint);
  }, 60_000);

  afterAll(async () => {
    await poller?.stop();
    dynamoClient?.destroy();
    await dynamo?.stop();
  });

  it('listens on 127.0.0.1 only, not on every interface', () => {
    const addresses = listeningAddresses(dynamo.port);
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.every(isLoopbackAddress)).toBe(true);
  });

  it('creates the single table once, with GSIs, stream and TTL', async () => {
    const first = await ensureTable(client());
    const second = await ensureTable(client());
    expect(second.streamArn).toBe(first.streamArn);
    const { Table } = await client().send(new DescribeTableCommand({ TableName: TABLE_NAME }));
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(['gsi1', 'gsi2']);
    expect(Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
    const ttl = await client().send(new DescribeTimeToLiveCommand({ TableName: TABLE_NAME }));
    expect(ttl.TimeToLiveDescription).toMatchObject({ AttributeName: 'ttl', TimeToLiveStatus: 'ENABLED' });
  });

  it('hands a transaction to every stream consumer as DynamoDB stream records, an event of its own each', async () => {
    const { streamArn } = await ensureTable(client());
    poller = await startStreamPoller({
      streams: new DynamoDBStreamsClient({
        endpoint: dynamo.endpoint,
        region: 'eu-central-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
      streamArn,
      region: 'eu-central-1',
      consumers: ['realtime', 'notifications'],
      invoke: async (service, event) => {
        if (service === 'realtime') events.push(event as DynamoDBStreamEvent);
        else otherEvents.push(event as DynamoDBStreamEvent);
      },
      log: () => undefined,
    });
    await client().send(
      new TransactWriteItemsCommand({
        TransactItems: [
          {
            Put: {
              TableName: TABLE_NAME,
              Item: { pk: { S: 'company#1' }, sk: { S: 'customer#1' }, name: { S: 'Hof' } },
            },
          },
          { Put: { TableName: TABLE_NAME, Item: { pk: { S: 'company#1' }, sk: { S: 'customer#2' } } } },
        ],
      }),
    );
    await expect.poll(() => events.flatMap((event) => event.Records).length, { timeout: 10_000 }).toBe(2);
    await expect.poll(() => otherEvents.flatMap((event) => event.Records).length, { timeout: 10_000 }).toBe(2);
    expect(otherEvents).toEqual(events);
    expect(otherEvents[0]).not.toBe(events[0]);
    const [first] = events.flatMap((event) => event.Records);
    expect(first).toMatchObject({
      eventName: 'INSERT',
      eventSource: 'aws:dynamodb',
      eventSourceARN: streamArn,
      awsRegion: 'eu-central-1',
      dynamodb: {
        Keys: { pk: { S: 'company#1' }, sk: { S: 'customer#1' } },
        NewImage: { pk: { S: 'company#1' }, sk: { S: 'customer#1' }, name: { S: 'Hof' } },
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    });
    expect(typeof first?.dynamodb?.ApproximateCreationDateTime).toBe('number');
  });
});
