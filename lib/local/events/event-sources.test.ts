import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import type { Message } from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import { functionNameOf, isInvokePath } from './lambda-invoke';
import { buildScheduledEvent, rateToMilliseconds } from './schedules';
import { messagesToDelete, toSqsEvent } from './sqs-poller';
import { recordsToRetry, toLambdaAttributeValue, toStreamEvent } from './stream-events';

const QUEUE_ARN = 'arn:aws:sqs:eu-central-1:000000000000:lohnwerk-mail';

const message = (id: string, overrides: Partial<Message> = {}): Message => ({
  MessageId: id,
  ReceiptHandle: `handle-${id}`,
  Body: `body-${id}`,
  MD5OfBody: 'md5',
  Attributes: { ApproximateReceiveCount: '1', SentTimestamp: '1700000000000' },
  ...overrides,
});

describe('toSqsEvent', () => {
  it('shapes received messages like an SQS event-source mapping', () => {
    const event = toSqsEvent(
      [
        message('m1', {
          MessageAttributes: {
            kind: { DataType: 'String', StringValue: 'welcome' },
            blob: { DataType: 'Binary', BinaryValue: new Uint8Array([1, 2]) },
          },
          MD5OfMessageAttributes: 'md5a',
        }),
      ],
      QUEUE_ARN,
      'eu-central-1',
    );
    expect(event.Records).toEqual([
      {
        messageId: 'm1',
        receiptHandle: 'handle-m1',
        body: 'body-m1',
        attributes: { ApproximateReceiveCount: '1', SentTimestamp: '1700000000000' },
        messageAttributes: {
          kind: { stringValue: 'welcome', stringListValues: [], binaryListValues: [], dataType: 'String' },
          blob: { binaryValue: 'AQI=', stringListValues: [], binaryListValues: [], dataType: 'Binary' },
        },
        md5OfBody: 'md5',
        md5OfMessageAttributes: 'md5a',
        eventSource: 'aws:sqs',
        eventSourceARN: QUEUE_ARN,
        awsRegion: 'eu-central-1',
      },
    ]);
  });
});

describe('messagesToDelete (ReportBatchItemFailures)', () => {
  const batch = [message('m1'), message('m2'), message('m3')];
  const ids = (messages: Message[]) => messages.map((entry) => entry.MessageId);

  it('deletes all on success', () => {
    expect(ids(messagesToDelete(batch, undefined))).toEqual(['m1', 'm2', 'm3']);
    expect(ids(messagesToDelete(batch, { batchItemFailures: [] }))).toEqual(['m1', 'm2', 'm3']);
  });

  it('keeps the failed ones for redelivery', () => {
    expect(ids(messagesToDelete(batch, { batchItemFailures: [{ itemIdentifier: 'm2' }] }))).toEqual(['m1', 'm3']);
  });

  it('keeps all when a failure names an unknown message', () => {
    expect(messagesToDelete(batch, { batchItemFailures: [{ itemIdentifier: 'nope' }] })).toEqual([]);
  });
});

const streamRecord = (sequenceNumber: string): _Record => ({
  eventID: `e${sequenceNumber}`,
  eventName: 'MODIFY',
  eventVersion: '1.1',
  eventSource: 'aws:dynamodb',
  awsRegion: 'ddblocal',
  dynamodb: {
    ApproximateCreationDateTime: new Date('2026-01-01T00:00:10Z'),
    Keys: { pk: { S: 'c#1' }, sk: { S: 'customer#1' } },
    NewImage: { pk: { S: 'c#1' }, n: { N: '2' }, file: { B: new Uint8Array([1]) } },
    OldImage: { pk: { S: 'c#1' }, n: { N: '1' } },
    SequenceNumber: sequenceNumber,
    SizeBytes: 42,
    StreamViewType: 'NEW_AND_OLD_IMAGES',
  },
});

describe('toStreamEvent', () => {
  it('shapes stream records like a DynamoDB event-source mapping', () => {
    const streamArn = 'arn:aws:dynamodb:ddblocal:000000000000:table/lohnwerk/stream/x';
    const [record] = toStreamEvent([streamRecord('100')], streamArn, 'eu-central-1').Records;
    expect(record).toEqual({
      eventID: 'e100',
      eventName: 'MODIFY',
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: 'eu-central-1',
      eventSourceARN: streamArn,
      dynamodb: {
        ApproximateCreationDateTime: Date.parse('2026-01-01T00:00:10Z') / 1000,
        Keys: { pk: { S: 'c#1' }, sk: { S: 'customer#1' } },
        NewImage: { pk: { S: 'c#1' }, n: { N: '2' }, file: { B: 'AQ==' } },
        OldImage: { pk: { S: 'c#1' }, n: { N: '1' } },
        SequenceNumber: '100',
        SizeBytes: 42,
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    });
  });

  it('converts nested binary values to base64', () => {
    expect(
      toLambdaAttributeValue({ M: { list: { L: [{ BS: [new Uint8Array([255])] }, { BOOL: true }, { NULL: true }] } } }),
    ).toEqual({ M: { list: { L: [{ BS: ['/w=='] }, { BOOL: true }, { NULL: true }] } } });
  });
});

describe('recordsToRetry', () => {
  const batch = [streamRecord('1'), streamRecord('2'), streamRecord('3')];
  const sequence = (records: _Record[]) => records.map((record) => record.dynamodb?.SequenceNumber);

  it('retries nothing on success', () => {
    expect(recordsToRetry(batch, undefined)).toEqual([]);
  });

  it('retries from the first failed record on', () => {
    expect(
      sequence(recordsToRetry(batch, { batchItemFailures: [{ itemIdentifier: '3' }, { itemIdentifier: '2' }] })),
    ).toEqual(['2', '3']);
  });

  it('retries everything for an unknown identifier', () => {
    expect(recordsToRetry(batch, { batchItemFailures: [{ itemIdentifier: 'x' }] })).toHaveLength(3);
  });
});

describe('Lambda Invoke shim paths', () => {
  it('reads names, qualified names and ARNs', () => {
    expect(isInvokePath('/2015-03-31/functions/identity-trigger/invocations')).toBe(true);
    expect(functionNameOf('/2015-03-31/functions/identity-trigger/invocations')).toBe('identity-trigger');
    expect(functionNameOf('/2015-03-31/functions/identity-trigger%3A%24LATEST/invocations')).toBe('identity-trigger');
    expect(
      functionNameOf(
        `/2015-03-31/functions/${encodeURIComponent('arn:aws:lambda:local:000000000000:function:identity-trigger')}/invocations`,
      ),
    ).toBe('identity-trigger');
    expect(isInvokePath('/2015-03-31/functions/x')).toBe(false);
  });
});

describe('schedules', () => {
  it('reads rate expressions', () => {
    expect(rateToMilliseconds('rate(1 minute)')).toBe(60_000);
    expect(rateToMilliseconds('rate(5 minutes)')).toBe(300_000);
    expect(rateToMilliseconds('rate(2 hours)')).toBe(7_200_000);
    expect(() => rateToMilliseconds('cron(0 12 * * ? *)')).toThrow();
  });

  it('builds an EventBridge scheduled event', () => {
    expect(buildScheduledEvent('nightly', 'eu-central-1', new Date('2026-01-01T02:00:00.000Z'))).toMatchObject({
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      time: '2026-01-01T02:00:00Z',
      resources: ['arn:aws:events:eu-central-1:000000000000:rule/nightly'],
      detail: {},
    });
  });
});
