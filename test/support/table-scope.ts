import { environmentNames } from '../../lambdas/platform/environment-names';
import { runInServiceScope, type ServiceScope } from '../../lambdas/platform/service-scope';
import { runtime } from './api-client';

/** One scope per test process, so the data layer builds its clients once (they are kept per scope). */
let scope: ServiceScope | undefined;

/**
 * Runs the handlers' stores from a test process against the runtime's table: the scope grants the table,
 * and the SDK reads the local DynamoDB's endpoint and the fake credentials from the process, as the
 * runtime's handlers do (lib/local/functions/environment.ts).
 */
export const withTable = <T>(work: () => Promise<T>): Promise<T> => {
  const { tableName, region, endpoints } = runtime();
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_REGION: region,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
  scope ??= { serviceName: 'test-seed', environment: { [environmentNames.tableName]: tableName, AWS_REGION: region } };
  return runInServiceScope(scope, work);
};
