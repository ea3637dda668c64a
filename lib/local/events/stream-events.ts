import type { _Record, AttributeValue } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord, DynamoDBStreamEvent, AttributeValue as LambdaAttributeValue } from 'aws-lambda';

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

/** The SDK gives binary attributes as bytes; in a Lambda event they are base64 strings. */
export const toLambdaAttributeValue = (value: AttributeValue): LambdaAttributeValue => {
  if (value.B !== undefined) return { B: base64(value.B) };
  if (value.BS !== undefined) return { BS: value.BS.map(base64) };
  if (value.M !== undefined) return { M: toLambdaImage(value.M) ?? {} };
  if (value.L !== undefined) return { L: value.L.map(toLambdaAttributeValue) };
  const { $unknown: _unknown, ...plain } = value as AttributeValue & { $unknown?: unknown };
  return plain as LambdaAttributeValue;
};

const toLambdaImage = (
  image: Record<string, AttributeValue> | undefined,
): Record<string, LambdaAttributeValue> | undefined =>
  image
    ? Object.fromEntries(Object.entries(image).map(([name, value]) => [name, toLambdaAttributeValue(value)]))
    : undefined;

/** One GetRecords record as the Lambda event-source mapping passes it on. */
export const toLambdaStreamRecord = (record: _Record, streamArn: string, region: string): DynamoDBRecord => {
  const stream = record.dynamodb ?? {};
  const dynamodb: NonNullable<DynamoDBRecord['dynamodb']> = {
    // Lambda events carry epoch seconds where the SDK gives a Date.
    ...(stream.ApproximateCreationDateTime
      ? { ApproximateCreationDateTime: Math.floor(stream.ApproximateCreationDateTime.getTime() / 1000) }
      : {}),
    ...(stream.Keys ? { Keys: toLambdaImage(stream.Keys) } : {}),
    ...(stream.NewImage ? { NewImage: toLambdaImage(stream.NewImage) } : {}),
    ...(stream.OldImage ? { OldImage: toLambdaImage(stream.OldImage) } : {}),
    ...(stream.SequenceNumber ? { SequenceNumber: stream.SequenceNumber } : {}),
    ...(stream.SizeBytes !== undefined ? { SizeBytes: stream.SizeBytes } : {}),
    ...(stream.StreamViewType ? { StreamViewType: stream.StreamViewType } : {}),
  };
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    dynamodb,
    eventSourceARN: streamArn,
    // TTL deletions are marked as done by the DynamoDB service.
    ...(record.userIdentity
      ? { userIdentity: { type: record.userIdentity.Type, principalId: record.userIdentity.PrincipalId } }
      : {}),
  };
};

export const toStreamEvent = (records: readonly _Record[], streamArn: string, region: string): DynamoDBStreamEvent => ({
  Records: records.map((record) => toLambdaStreamRecord(record, streamArn, region)),
});

/**
 * ReportBatchItemFailures for streams: the batch is retried from the first failed record (the one
 * with the lowest sequence number named); an empty or absent list means all succeeded.
 */
export const recordsToRetry = (records: readonly _Record[], result: unknown): _Record[] => {
  const failures = (result as { batchItemFailures?: unknown } | null | undefined)?.batchItemFailures;
  if (!Array.isArray(failures) || failures.length === 0) return [];
  const failed = new Set(failures.map((failure) => (failure as { itemIdentifier?: unknown })?.itemIdentifier));
  const first = records.findIndex((record) => failed.has(record.dynamodb?.SequenceNumber));
  // An identifier that matches no record: Lambda retries the whole batch.
  return first === -1 ? [...records] : records.slice(first);
};
