import type { EntityName } from '../lambdas/platform/db/entities';
import type { BucketName, QueueName } from '../lambdas/platform/environment-names';
import type { Endpoint } from '../schemas/api/endpoint';
import type { GlobalSecondaryIndexShape } from './table-shape';

/** The shape of an entry of the registry of services (lib/services.ts). */

export type { BucketName, QueueName };
export type CognitoTrigger = 'PreTokenGeneration';

/**
 * 'readWriteRetained': also puts objects under an Object Lock retention (s3:PutObjectRetention), which
 * only the service that stores the files of finalized receipts needs.
 */
export type BucketAccess = 'read' | 'readWrite' | 'readWriteRetained';

/** What a service may touch; the CDK grants exactly this (least privilege). */
export type ServiceAccess = {
  table?: 'read' | 'readWrite';
  /**
   * The table's entities this service owns: only its folder writes their items, other services only
   * through their aggregate modules (lib/entity-ownership.ts). Every entity has exactly one owner.
   */
  owns?: readonly EntityName[];
  /** Other owners' entities it reads, or writes by composing their aggregate module's parts. */
  reads?: readonly EntityName[];
  /** The secondary indexes the service queries (its ElectroDB access patterns on gsiN); Query on no other. */
  indexes?: readonly GlobalSecondaryIndexShape['indexName'][];
  sendTo?: readonly QueueName[];
  buckets?: Partial<Record<BucketName, BucketAccess>>;
  sendMail?: boolean;
  /** Cognito admin actions on the user pool, e.g. AdminSetUserPassword. */
  userPoolActions?: readonly string[];
  /** Post to WebSocket connections. */
  manageConnections?: boolean;
  /**
   * Registry services this one calls synchronously (Lambda Invoke with an event of the callee's own
   * making, never its HTTP routes): the receipts service asks the e-invoice service for a dry run of a
   * receipt's files before it takes a number, since only that service carries the generator.
   */
  invokes?: readonly string[];
  /**
   * Mobile push through the configured SNS platform applications (create the device's endpoint, publish
   * to it). Without configured applications nothing is granted and the handler's sandbox records instead.
   */
  push?: boolean;
};

export type ServiceDefinition = {
  name: string;
  /** Module (relative to the repository root) whose `handler` export is the Lambda handler. */
  entry: string;
  /** Every endpoint path starts with it. */
  basePath?: `/${string}`;
  endpoints?: readonly Endpoint[];
  /** WebSocket API routes ($connect, $disconnect, $default) go to this service. */
  websocket?: boolean;
  /**
   * This service is the WebSocket API's $connect authorizer (a Lambda REQUEST authorizer): API Gateway,
   * and the embedded runtime's gateway, call it with the query's ID token (CONNECT_TOKEN_QUERY) before
   * the websocket service sees the connect, and refuse the handshake when it denies.
   */
  websocketAuthorizer?: boolean;
  /** SQS queues whose messages invoke this handler (event-source mapping). */
  queueConsumers?: readonly QueueName[];
  /** Table stream records invoke this handler. */
  streamConsumer?: boolean;
  cognitoTriggers?: readonly CognitoTrigger[];
  schedules?: readonly { name: string; rate: `rate(${string})` }[];
  /**
   * The handler prints receipt PDFs (lambdas/platform/receipt-pdf): the DejaVu font files are copied beside
   * its bundle, since a Lambda has no node_modules to read them from.
   */
  receiptFonts?: boolean;
  access: ServiceAccess;
};
