import { mkdirSync } from 'node:fs';
import type { QueueName } from '../../services';
import { LOCAL_ACCOUNT_ID } from '../functions/lambda';
import { onLoopbackOnly } from './loopback';

/** After this many failed receives a message moves to the dead-letter queue, as in the messaging stack. */
export const MAX_RECEIVE_COUNT = 5;

export const queuePhysicalName = (queue: QueueName): string => `lohnwerk-${queue}`;
export const deadLetterQueueName = (queue: QueueName): string => `${queuePhysicalName(queue)}-dlq`;

export type LocalQueue = { url: string; arn: string; deadLetterUrl: string };

export type LocalSqs = {
  endpoint: string;
  port: number;
  queues: Record<QueueName, LocalQueue>;
  stop(): Promise<void>;
};

/**
 * fauxqs keeps its state with node:sqlite, which Node 22 announces with an ExperimentalWarning on
 * every start; that line would only puzzle whoever runs `npm start`. Other warnings pass.
 */
const withoutSqliteWarning = async <T>(load: () => Promise<T>): Promise<T> => {
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: never[]) => {
    if (String(warning instanceof Error ? warning.message : warning).includes('SQLite')) return;
    emitWarning.call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    return await load();
  } finally {
    process.emitWarning = emitWarning;
  }
};

/**
 * fauxqs names its queue URLs `http://sqs.<region>.localhost:<port>/...`, a host the OS resolver does
 * not know, and the SQS client sends each call to the host of the QueueUrl it gets. fauxqs finds a
 * queue by the last path segment when the host carries no region, so plain localhost URLs work.
 */
const localQueueUrl = (endpoint: string, name: string): string => `${endpoint}/${LOCAL_ACCOUNT_ID}/${name}`;

export const startSqs = async (options: {
  port: number;
  region: string;
  queues: readonly QueueName[];
  /** SQLite folder that keeps queues and messages across restarts; null keeps them in memory. */
  dataDir: string | null;
  /** How long a received message stays invisible; a failed batch comes back after it. */
  visibilityTimeoutSeconds?: number;
}): Promise<LocalSqs> => {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const { startFauxqs } = await withoutSqliteWarning(() => import('fauxqs'));
  // fauxqs listens on 0.0.0.0 whatever its `host` option says (that one only names the queue URLs' host).
  const server = await onLoopbackOnly(() =>
    startFauxqs({
      port: options.port,
      logger: false,
      defaultRegion: options.region,
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    }),
  );
  const endpoint = `http://localhost:${server.port}`;
  const arnOf = (name: string) => `arn:aws:sqs:${options.region}:${LOCAL_ACCOUNT_ID}:${name}`;
  // Dead-letter queues first: the redrive policy of a queue names its DLQ by ARN. setup() skips queues
  // that a kept data folder already has.
  server.setup({ queues: options.queues.map((queue) => ({ name: deadLetterQueueName(queue) })) });
  server.setup({
    queues: options.queues.map((queue) => ({
      name: queuePhysicalName(queue),
      attributes: {
        VisibilityTimeout: String(options.visibilityTimeoutSeconds ?? 30),
        RedrivePolicy: JSON.stringify({
          deadLetterTargetArn: arnOf(deadLetterQueueName(queue)),
          maxReceiveCount: String(MAX_RECEIVE_COUNT),
        }),
      },
    })),
  });
  const queues = Object.fromEntries(
    options.queues.map((queue) => [
      queue,
      {
        url: localQueueUrl(endpoint, queuePhysicalName(queue)),
        arn: arnOf(queuePhysicalName(queue)),
        deadLetterUrl: localQueueUrl(endpoint, deadLetterQueueName(queue)),
      },
    ]),
  ) as Record<QueueName, LocalQueue>;
  return { endpoint, port: server.port, queues, stop: () => server.stop() };
};
