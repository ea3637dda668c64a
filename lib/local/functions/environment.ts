import type { ServiceScope } from '../../../lambdas/platform/service-scope';
import { type ResourceLocations, serviceEnvironment } from '../../service-environment';
import type { ServiceDefinition } from '../../services';

export type LocalEndpoints = {
  dynamodb: string;
  s3: string;
  sqs: string;
  ses: string;
  cognito: string;
  /** The gateway's @connections API, e.g. http://localhost:3000/_ws. */
  webSocketManagement: string;
  /** The gateway's Lambda Invoke imitation, for services that invoke another (lib/services.ts `invokes`). */
  lambda: string;
};

/**
 * What every local handler shares, as every Lambda on AWS gets region and credentials from its runtime:
 * the region, fake credentials, and the SDK's own per-service endpoint variables
 * (AWS_ENDPOINT_URL_<serviceId upper-cased, spaces to underscores>), so handler code creates its clients
 * exactly as on AWS and never learns that it runs locally. None of it grants anything: which table,
 * queue or bucket a service may use comes only with its own environment (`serviceScope`).
 */
export const sharedEnvironment = (input: {
  region: string;
  endpoints: LocalEndpoints;
  /** The runtime's per-run secret: the gateway's @connections API checks the handlers' signatures with it. */
  runSecret: string;
}): Record<string, string> => ({
  S3_FORCE_PATH_STYLE: 'true',
  AWS_REGION: input.region,
  AWS_DEFAULT_REGION: input.region,
  // s3rver accepts no other key; the other local services accept any. None of them checks the secret
  // key (s3rver neither), so it can be the per-run secret the gateway checks.
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: input.runSecret,
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
  AWS_ENDPOINT_URL_LAMBDA: input.endpoints.lambda,
});

/**
 * A service's scope in the embedded runtime: the shared variables plus its own environment, derived
 * from its registry entry exactly as the CDK derives it (lib/service-environment.ts).
 */
export const serviceScope = (
  service: ServiceDefinition,
  locations: ResourceLocations,
  shared: Readonly<Record<string, string>>,
): ServiceScope => ({
  serviceName: service.name,
  environment: { ...shared, ...serviceEnvironment(service, locations, 'the embedded runtime') },
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
