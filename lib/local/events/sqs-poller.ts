import {
  DeleteMessageBatchCommand,
  type Message,
  type MessageAttributeValue,
  ReceiveMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSMessageAttribute, SQSRecord } from 'aws-lambda';
import type { Invoke } from '../functions/lambda';

const toBase64 = (bytes: Uint8Array | undefined): string | undefined =>
  bytes ? Buffer.from(bytes).toString('base64') : undefined;

/** The SDK's attribute (PascalCase, bytes) in the Lambda event's spelling (camelCase, base64). */
const toLambdaAttribute = (value: MessageAttributeValue): SQSMessageAttribute => {
  const attribute: SQSMessageAttribute = {
    stringListValues: value.StringListValues ?? [],
    binaryListValues: (value.BinaryListValues ?? []).map((bytes) => toBase64(bytes) ?? ''),
    dataType: value.DataType ?? 'String',
  };
  if (value.StringValue !== undefined) attribute.stringValue = value.StringValue;
  const binary = toBase64(value.BinaryValue);
  if (binary !== undefined) attribute.binaryValue = binary;
  return attribute;
};

/** The event an SQS event-source mapping hands to Lambda for one received batch. */
export const toSqsEvent = (messages: readonly Message[], queueArn: string, region: string): SQSEvent => ({
  Records: messages.map(
    (message): SQSRecord => ({
      messageId: message.MessageId ?? '',
      receiptHandle: message.ReceiptHandle ?? '',
      body: message.Body ?? '',
      attributes: message.Attributes as SQSRecord['attributes'],
      messageAttributes: Object.fromEntries(
        Object.entries(message.MessageAttributes ?? {}).map(([name, value]) => [name, toLambdaAttribute(value)]),
      ),
      md5OfBody: message.MD5OfBody ?? '',
      ...(message.MD5OfMessageAttributes ? { md5OfMessageAttributes: message.MD5OfMessageAttributes } : {}),
      eventSource: 'aws:sqs',
      eventSourceARN: queueArn,
      awsRegion: region,
    }),
  ),
});

/**
 * ReportBatchItemFailures: the messages to delete are those the handler did not name as failed.
 * A thrown handler (handled by the caller) deletes none. An answer that names an unknown message id
 * fails the whole batch, as Lambda treats it.
 */
export const messagesToDelete = (messages: readonly Message[], result: unknown): Message[] => {
  const failures = (result as { batchItemFailures?: unknown } | null | undefined)?.batchItemFailures;
  if (!Array.isArray(failures) || failures.length === 0) return [...messages];
  const failed = new Set(failures.map((failure) => (failure as { itemIdentifier?: unknown })?.itemIdentifier));
  const known = new Set(messages.map((message) => message.MessageId));
  if ([...failed].some((id) => typeof id !== 'string' || !known.has(id))) return [];
  return messages.filter((message) => !failed.has(message.MessageId));
};

export type QueuePoller = { stop(): Promise<void> };

/** Long-polls one queue and hands each batch to the consumer service, like an event-source mapping. */
export const startQueuePoller = (options: {
  sqs: SQSClient;
  queueUrl: string;
  queueArn: string;
  region: string;
  serviceName: string;
  invoke: Invoke;
  log: (message: string, error?: unknown) => void;
  batchSize?: number;
}): QueuePoller => {
  const abort = new AbortController();
  const pollOnce = async () => {
    const received = await options.sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: options.queueUrl,
        MaxNumberOfMessages: options.batchSize ?? 10,
        WaitTimeSeconds: 1,
        MessageSystemAttributeNames: ['All'],
        MessageAttributeNames: ['All'],
      }),
      { abortSignal: abort.signal },
    );
    const messages = received.Messages ?? [];
    if (messages.length === 0) return;
    let toDelete: Message[] = [];
    try {
      const result = await options.invoke(options.serviceName, toSqsEvent(messages, options.queueArn, options.region));
      toDelete = messagesToDelete(messages, result);
    } catch (error) {
      // Like Lambda: the whole batch becomes visible again after the visibility timeout.
      options.log(`${options.serviceName}: Verarbeitung von ${messages.length} Nachricht(en) fehlgeschlagen`, error);
    }
    if (toDelete.length > 0) {
      await options.sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: options.queueUrl,
          Entries: toDelete.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle })),
        }),
      );
    }
  };
  const loop = (async () => {
    while (!abort.signal.aborted) {
      try {
        await pollOnce();
      } catch (error) {
        if (abort.signal.aborted) break;
        options.log(`Warteschlange ${options.queueUrl} nicht lesbar`, error);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  })();
  return {
    stop: async () => {
      abort.abort();
      await loop;
    },
  };
};
