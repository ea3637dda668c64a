import * as cdk from 'aws-cdk-lib';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
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
  /** Outgoing mail is sent with it, so SES reports bounces, rejects and complaints to mail-events. */
  readonly mailConfigurationSet: ses.ConfigurationSet;

  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);
    const pairs = queueNames.map((name) => [name, this.createQueue(name)] as const);
    this.queues = Object.fromEntries(pairs.map(([name, pair]) => [name, pair.queue])) as Record<QueueName, sqs.Queue>;
    this.deadLetterQueues = Object.fromEntries(pairs.map(([name, pair]) => [name, pair.deadLetterQueue])) as Record<
      QueueName,
      sqs.Queue
    >;
    this.mailConfigurationSet = this.createMailEvents(this.queues['mail-events']);
  }

  /**
   * SES publishes delivery problems of mails sent with the configuration set to a topic that delivers
   * them raw to the mail-events queue (services.md §8 'Mail service': bounce, reject, complaint).
   */
  private createMailEvents(queue: sqs.Queue): ses.ConfigurationSet {
    const topic = new sns.Topic(this, 'MailEventsTopic', { enforceSSL: true });
    topic.addSubscription(new subscriptions.SqsSubscription(queue, { rawMessageDelivery: true }));
    const configurationSet = new ses.ConfigurationSet(this, 'MailConfigurationSet', {});
    configurationSet.addEventDestination('DeliveryProblems', {
      destination: ses.EventDestination.snsTopic(topic),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.REJECT, ses.EmailSendingEvent.COMPLAINT],
    });
    return configurationSet;
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
