import type { AttributeValue, DynamoDBStreamEvent } from 'aws-lambda';

/**
 * A stream image as plain values. The SDK's `unmarshall` expects the SDK's attribute union, while a
 * Lambda event carries the looser event shape (every member optional, binaries as base64 text); this
 * reads the event shape as it is. Numbers become numbers, sets become Sets, binaries stay base64 text.
 */
export const plainImage = (image: Record<string, AttributeValue>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(image).map(([name, value]) => [name, plainValue(value)]));

const plainValue = (value: AttributeValue): unknown => {
  if (value.S !== undefined) return value.S;
  if (value.N !== undefined) return Number(value.N);
  if (value.BOOL !== undefined) return value.BOOL;
  if (value.NULL) return null;
  if (value.M !== undefined) return plainImage(value.M);
  if (value.L !== undefined) return value.L.map(plainValue);
  if (value.SS !== undefined) return new Set(value.SS);
  if (value.NS !== undefined) return new Set(value.NS.map(Number));
  if (value.BS !== undefined) return new Set(value.BS);
  return value.B;
};

/** A table change as a stream consumer reads it: the images before and after, as plain values. */
export type TableChange = { oldImage?: Record<string, unknown>; newImage?: Record<string, unknown> };

/** True for a table stream batch (a handler that also serves HTTP tells the two apart by it). */
export const isStreamEvent = (event: unknown): event is DynamoDBStreamEvent =>
  typeof event === 'object' &&
  event !== null &&
  'Records' in event &&
  Array.isArray(event.Records) &&
  event.Records.every((record: { eventSource?: string }) => record.eventSource === 'aws:dynamodb');

/** The batch's changes in stream order. */
export const tableChanges = (event: DynamoDBStreamEvent): TableChange[] =>
  event.Records.map((record) => ({
    oldImage: record.dynamodb?.OldImage ? plainImage(record.dynamodb.OldImage) : undefined,
    newImage: record.dynamodb?.NewImage ? plainImage(record.dynamodb.NewImage) : undefined,
  }));
