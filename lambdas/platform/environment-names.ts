/**
 * The contract between the infrastructure, which sets each service's environment
 * (lib/service-environment.ts, for AWS and the embedded runtime alike), and the handlers, which read it
 * (config.ts). Kept free of dependencies so handler bundles and CDK code can both import it.
 */

/**
 * 'mail-events': SES's delivery reports (bounces, rejects, complaints), published through SNS.
 * 'documents': finalized receipts whose files (PDF, e-invoice XML) are to be rendered and stored.
 */
export const queueNames = ['mail', 'receipts', 'mail-events', 'documents'] as const;
export type QueueName = (typeof queueNames)[number];

export const bucketNames = ['receipts', 'documents'] as const;
export type BucketName = (typeof bucketNames)[number];

export const environmentNames = {
  /** The registry name of the service; Powertools' logger reads it too. */
  serviceName: 'POWERTOOLS_SERVICE_NAME',
  tableName: 'TABLE_NAME',
  /** The table's entities the service owns or reads (lib/services.ts), comma-separated. */
  tableEntities: 'TABLE_ENTITIES',
  /** Issuer of the ID tokens; the JWKS is read from `${TOKEN_ISSUER}/.well-known/jwks.json`. */
  tokenIssuer: 'TOKEN_ISSUER',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  /** Public address of the web app, for links in mails. */
  appUrl: 'APP_URL',
  mailFrom: 'MAIL_FROM',
  /** The SES configuration set whose event destination reports bounces, rejects and complaints (mail-events). */
  mailConfigurationSet: 'MAIL_CONFIGURATION_SET',
  /** SNS platform applications for push (FCM for Android, APNs for iOS); without one, the sandbox records. */
  pushApplicationFcm: 'PUSH_PLATFORM_APPLICATION_FCM',
  pushApplicationApns: 'PUSH_PLATFORM_APPLICATION_APNS',
} as const;

/** The push providers that have an SNS platform application each (ARNs `arn:…:sns:<region>:<account>:app/GCM|APNS/<name>`). */
export type PushPlatformApplications = { fcm?: string; apns?: string };

/** MAIL_QUEUE_URL for 'mail', MAIL_EVENTS_QUEUE_URL for 'mail-events'. */
export const queueUrlVariable = (queue: QueueName): string => `${queue.toUpperCase().replaceAll('-', '_')}_QUEUE_URL`;

/** DOCUMENTS_BUCKET for 'documents'. */
export const bucketVariable = (bucket: BucketName): string => `${bucket.toUpperCase()}_BUCKET`;

/** EINVOICE_FUNCTION_NAME for 'einvoice': the function a service may invoke (lib/services.ts `invokes`). */
export const functionNameVariable = (service: string): string =>
  `${service.toUpperCase().replaceAll('-', '_')}_FUNCTION_NAME`;
