import * as cdk from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { pascalCase } from '../constructs/service-function';
import { type QueueName, queueNames } from '../services';

/** After this many failed receives a message goes to its dead-letter queue instead of retrying forever. */
export const maxReceiveCount = 5;

/**
 * One queue per registry queue name, each with its own dead-letter queue, so a poisoned mail never
 * blocks receipts and the failures of each can be inspected and redriven separately.
 */
export class MessagingStack extends cdk.Stack {
  readonly queues: Record<QueueName, sqs.Queue>;
  readonly deadLetterQueues: Record<QueueName, sqs.Queue>;

  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);
    const pairs = queueNames.map((name) => [name, this.createQueue(name)] as const);
    this.queues = Object.fromEntries(pairs.map(([name, pair]) => [name, pair.queue])) as Record<QueueName, sqs.Queue>;
    this.deadLetterQueues = Object.fromEntries(pairs.map(([name, pair]) => [name, pair.deadLetterQueue])) as Record<
      QueueName,
      sqs.Queue
    >;
  }

  private createQueue(name: QueueName): { queue: sqs.Queue; deadLetterQueue: sqs.Queue } {
    const id = pascalCase(name);
    // SQS-managed keys: encrypted at rest without a KMS key whose grants would cross stacks.
    const encryption = sqs.QueueEncryption.SQS_MANAGED;
    const deadLetterQueue = new sqs.Queue(this, `${id}DeadLetterQueue`, {
      encryption,
      enforceSSL: true,
      retentionPeriod: cdk.Duration.days(14),
    });
    const queue = new sqs.Queue(this, `${id}Queue`, {
      encryption,
      enforceSSL: true,
      // Six times the consumer timeout (29 s), as AWS recommends for Lambda event sources.
      visibilityTimeout: cdk.Duration.minutes(3),
      retentionPeriod: cdk.Duration.days(4),
      deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount },
    });
    return { queue, deadLetterQueue };
  }
}
