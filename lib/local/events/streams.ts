import {
  type _Record,
  DescribeStreamCommand,
  type DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type Shard,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { Invoke } from '../functions/lambda';
import { recordsToRetry, toStreamEvent } from './stream-events';

const POLL_INTERVAL_MS = 200;
/** New shards (DynamoDB rolls shards over) are looked for at least this often. */
const DESCRIBE_INTERVAL_MS = 5_000;
const MAX_ATTEMPTS = 3;

type ActiveShard = { iterator: string; lastSequenceNumber?: string };

export type StreamPoller = { stop(): Promise<void> };

/** Records per read and per invocation, as the event-source mapping's batch size (lib/stacks/api-stack.ts). */
const BATCH_SIZE = 100;

/**
 * Reads the table's stream and hands each batch to every consumer service, like their Lambda event-source
 * mappings: shards open at start are read from LATEST (a kept database's history is not replayed),
 * shards that appear later from TRIM_HORIZON once their parent is finished. A failing batch is retried
 * a few times per consumer, then logged and skipped so one bad record cannot stall the stream forever.
 * One reader serves all consumers: each read answers the records' images, the runtime's largest reads,
 * and every consumer gets its own event made from them. While a shard has more records than one batch,
 * it is read on without the pause, so a burst of writes (a seeded company) reaches consumers quickly.
 */
export const startStreamPoller = async (options: {
  streams: DynamoDBStreamsClient;
  streamArn: string;
  region: string;
  consumers: readonly string[];
  invoke: Invoke;
  log: (message: string, error?: unknown) => void;
}): Promise<StreamPoller> => {
  const { streams, streamArn } = options;
  const active = new Map<string, ActiveShard>();
  const seen = new Set<string>();
  let stopped = false;
  let wake: (() => void) | undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const listShards = async (): Promise<Shard[]> => {
    const shards: Shard[] = [];
    let exclusiveStartShardId: string | undefined;
    do {
      const page = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: exclusiveStartShardId }),
      );
      shards.push(...(page.StreamDescription?.Shards ?? []));
      exclusiveStartShardId = page.StreamDescription?.LastEvaluatedShardId;
    } while (exclusiveStartShardId);
    return shards;
  };

  const iteratorFor = async (shardId: string, type: ShardIteratorType, sequenceNumber?: string) => {
    const result = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shardId,
        ShardIteratorType: type,
        ...(sequenceNumber ? { SequenceNumber: sequenceNumber } : {}),
      }),
    );
    return result.ShardIterator;
  };

  /** Shards that appeared since the last look, read from their beginning. */
  const openNewShards = async (shards: Shard[]) => {
    for (const shard of shards) {
      const shardId = shard.ShardId;
      if (!shardId || seen.has(shardId)) continue;
      // Children wait until their parent is read to the end, so records stay in order.
      if (shard.ParentShardId && active.has(shard.ParentShardId)) continue;
      seen.add(shardId);
      const iterator = await iteratorFor(shardId, 'TRIM_HORIZON');
      if (iterator) active.set(shardId, { iterator });
    }
  };

  const deliverTo = async (consumer: string, records: _Record[]) => {
    let pending = records;
    for (let attempt = 1; pending.length > 0; attempt++) {
      try {
        const result = await options.invoke(consumer, toStreamEvent(pending, streamArn, options.region));
        pending = recordsToRetry(pending, result);
        if (pending.length === 0) return;
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS) {
          options.log(`${consumer}: ${pending.length} Stream-Datensätze übersprungen`, error);
          return;
        }
      }
      if (attempt >= MAX_ATTEMPTS) {
        options.log(`${consumer}: ${pending.length} Stream-Datensätze übersprungen (batchItemFailures)`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    }
  };

  const deliver = (records: _Record[]) =>
    Promise.all(options.consumers.map((consumer) => deliverTo(consumer, records)));

  /** Reads a batch of the shard and hands it on; says whether the shard closed and whether a full batch came. */
  const readShard = async (shardId: string, shard: ActiveShard): Promise<{ closed: boolean; full: boolean }> => {
    try {
      const page = await streams.send(new GetRecordsCommand({ ShardIterator: shard.iterator, Limit: BATCH_SIZE }));
      const records = page.Records ?? [];
      if (records.length > 0) {
        await deliver(records);
        shard.lastSequenceNumber = records.at(-1)?.dynamodb?.SequenceNumber ?? shard.lastSequenceNumber;
      }
      if (!page.NextShardIterator) {
        active.delete(shardId);
        return { closed: true, full: false };
      }
      shard.iterator = page.NextShardIterator;
      return { closed: false, full: records.length === BATCH_SIZE };
    } catch (error) {
      if (stopped) return { closed: false, full: false };
      // An expired or broken iterator: continue after the last record handed on.
      options.log(`Stream-Shard ${shardId} nicht lesbar`, error);
      const iterator = await iteratorFor(
        shardId,
        shard.lastSequenceNumber ? 'AFTER_SEQUENCE_NUMBER' : 'LATEST',
        shard.lastSequenceNumber,
      ).catch(() => undefined);
      if (iterator) shard.iterator = iterator;
    }
    return { closed: false, full: false };
  };

  // At start only the open shards count, from LATEST; closed ones are history and never read.
  for (const shard of await listShards()) {
    if (!shard.ShardId) continue;
    seen.add(shard.ShardId);
    if (shard.SequenceNumberRange?.EndingSequenceNumber) continue;
    const iterator = await iteratorFor(shard.ShardId, 'LATEST');
    if (iterator) active.set(shard.ShardId, { iterator });
  }

  const loop = (async () => {
    let lastDescribe = Date.now();
    while (!stopped) {
      let shardClosed = false;
      let backlog = false;
      for (const [shardId, shard] of [...active]) {
        if (stopped) break;
        const { closed, full } = await readShard(shardId, shard);
        shardClosed ||= closed;
        backlog ||= full;
      }
      if (!stopped && (shardClosed || Date.now() - lastDescribe > DESCRIBE_INTERVAL_MS)) {
        lastDescribe = Date.now();
        await listShards()
          .then(openNewShards)
          .catch((error: unknown) => options.log('Stream nicht beschreibbar', error));
      }
      if (!stopped && !backlog) await sleep(POLL_INTERVAL_MS);
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      wake?.();
      await loop;
    },
  };
};
