import type { BucketName, QueueName } from '../../services';

export type LocalEndpoints = {
  dynamodb: string;
  s3: string;
  sqs: string;
  ses: string;
  cognito: string;
  /** The gateway's @connections API, e.g. http://localhost:3000/_ws. */
  webSocketManagement: string;
};

/**
 * The environment the handlers run with locally: the same variables the CDK sets on AWS
 * (lambdas/platform/config.ts), plus the SDK's own per-service endpoint variables
 * (AWS_ENDPOINT_URL_<serviceId upper-cased, spaces to underscores>), so handler code creates its
 * clients exactly as on AWS and never learns that it runs locally.
 */
export const handlerEnvironment = (input: {
  region: string;
  tableName: string;
  tokenIssuer: string;
  userPoolId: string;
  userPoolClientId: string;
  queueUrls: Record<QueueName, string>;
  bucketNames: Record<BucketName, string>;
  appUrl: string;
  endpoints: LocalEndpoints;
}): Record<string, string> => ({
  TABLE_NAME: input.tableName,
  TOKEN_ISSUER: input.tokenIssuer,
  USER_POOL_ID: input.userPoolId,
  USER_POOL_CLIENT_ID: input.userPoolClientId,
  ...Object.fromEntries(
    Object.entries(input.queueUrls).map(([queue, url]) => [`${queue.toUpperCase()}_QUEUE_URL`, url]),
  ),
  ...Object.fromEntries(
    Object.entries(input.bucketNames).map(([bucket, name]) => [`${bucket.toUpperCase()}_BUCKET`, name]),
  ),
  APP_URL: input.appUrl,
  S3_FORCE_PATH_STYLE: 'true',
  AWS_REGION: input.region,
  AWS_DEFAULT_REGION: input.region,
  // s3rver accepts no other key; the other local services accept any.
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  // s3rver stores aws-chunked uploads (the SDK's default checksums) with the chunk framing in the file.
  AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
  AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
  AWS_ENDPOINT_URL_DYNAMODB: input.endpoints.dynamodb,
  AWS_ENDPOINT_URL_DYNAMODB_STREAMS: input.endpoints.dynamodb,
  AWS_ENDPOINT_URL_SQS: input.endpoints.sqs,
  AWS_ENDPOINT_URL_S3: input.endpoints.s3,
  AWS_ENDPOINT_URL_SESV2: input.endpoints.ses,
  AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: input.endpoints.cognito,
  AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI: input.endpoints.webSocketManagement,
});

/** Variables that could point the SDK at a real AWS account; the local runtime removes them. */
export const REAL_AWS_VARIABLES = ['AWS_PROFILE', 'AWS_SESSION_TOKEN', 'AWS_ENDPOINT_URL'] as const;

/** Applies an environment to process.env and returns a function that restores the earlier values. */
export const applyEnvironment = (environment: Record<string, string>): (() => void) => {
  const names = [...Object.keys(environment), ...REAL_AWS_VARIABLES];
  const previous = new Map(names.map((name) => [name, process.env[name]]));
  for (const name of REAL_AWS_VARIABLES) delete process.env[name];
  Object.assign(process.env, environment);
  return () => {
    for (const [name, value] of previous) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
};
