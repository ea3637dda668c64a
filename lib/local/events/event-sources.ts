import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { SQSClient } from '@aws-sdk/client-sqs';
import { withoutSdkLogging } from '../../../lambdas/platform/sdk-clients/quiet';
import type { QueueName, ServiceDefinition } from '../../services';
import type { LocalQueue } from '../emulators/sqs';
import type { Invoke } from '../functions/lambda';
import { startSchedules } from './schedules';
import { startQueuePoller } from './sqs-poller';
import { startStreamPoller } from './streams';

/**
 * The event-source mappings and rules of the registry, done locally: a poller per queue consumer, the
 * stream poller for the stream consumer, a timer per schedule. stop() waits for running invocations.
 */
export const startEventSources = async (options: {
  services: readonly ServiceDefinition[];
  region: string;
  sqsEndpoint: string;
  queues: Record<QueueName, LocalQueue>;
  dynamoEndpoint: string;
  streamArn: string;
  invoke: Invoke;
  log: (message: string, error?: unknown) => void;
}): Promise<{ stop(): Promise<void> }> => {
  const { services, region, invoke, log } = options;
  const sqs = withoutSdkLogging(new SQSClient({ endpoint: options.sqsEndpoint, region }));
  const streams = withoutSdkLogging(new DynamoDBStreamsClient({ endpoint: options.dynamoEndpoint, region }));
  const stops: (() => Promise<void> | void)[] = [];
  try {
    for (const service of services) {
      for (const queue of service.queueConsumers ?? []) {
        const { url, arn } = options.queues[queue];
        const poller = startQueuePoller({
          sqs,
          queueUrl: url,
          queueArn: arn,
          region,
          serviceName: service.name,
          invoke,
          log,
        });
        stops.push(() => poller.stop());
      }
    }
    const streamConsumers = services.filter((service) => service.streamConsumer).map((service) => service.name);
    if (streamConsumers.length > 0) {
      const poller = await startStreamPoller({
        streams,
        streamArn: options.streamArn,
        region,
        consumers: streamConsumers,
        invoke,
        log,
      });
      stops.push(() => poller.stop());
    }
    const schedules = startSchedules({ services, region, invoke, log });
    stops.push(() => schedules.stop());
  } catch (error) {
    await Promise.allSettled(stops.map((stop) => stop()));
    sqs.destroy();
    streams.destroy();
    throw error;
  }
  return {
    stop: async () => {
      await Promise.allSettled(stops.map((stop) => stop()));
      sqs.destroy();
      streams.destroy();
    },
  };
};
