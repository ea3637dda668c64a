import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { runInServiceScope, type ServiceScope } from '../../../lambdas/platform/service-scope';
import type { ServiceDefinition } from '../../services';

/** A Lambda handler as the modules export it: async (middy) or, for completeness, callback style. */
export type LambdaHandler = (
  event: unknown,
  context: Context,
  callback?: (error?: unknown, result?: unknown) => void,
) => unknown;

/** Calls a service's handler the way the Lambda service would; every local event source goes through it. */
export type Invoke = (serviceName: string, event: unknown) => Promise<unknown>;

export const LOCAL_ACCOUNT_ID = '000000000000';
/** API Gateway's default integration timeout; handlers read it through getRemainingTimeInMillis. */
const DEFAULT_TIMEOUT_MS = 30_000;

export const createLambdaContext = (functionName: string, region: string, timeoutMs = DEFAULT_TIMEOUT_MS): Context => {
  const deadline = Date.now() + timeoutMs;
  const awsRequestId = randomUUID();
  const today = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${region}:${LOCAL_ACCOUNT_ID}:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `${today}/[$LATEST]${awsRequestId.replaceAll('-', '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

/** Runs a handler and settles with whatever it returns or passes to its callback, whichever comes first. */
export const runHandler = (handler: LambdaHandler, event: unknown, context: Context): Promise<unknown> =>
  new Promise((resolvePromise, reject) => {
    const callback = (error?: unknown, result?: unknown) => (error ? reject(error) : resolvePromise(result));
    try {
      const returned = handler(event, context, callback);
      if (returned && typeof (returned as PromiseLike<unknown>).then === 'function') {
        (returned as PromiseLike<unknown>).then(resolvePromise, reject);
      } else if (handler.length < 3) {
        resolvePromise(returned);
      }
    } catch (error) {
      reject(error);
    }
  });

/** A loaded registry handler with the scope (its own environment) it runs in. */
export type LocalFunction = { handler: LambdaHandler; scope: ServiceScope };

/**
 * Invokes a service's handler inside its own scope: all services share this process, but each sees only
 * its own environment and its own clients and entities (lambdas/platform/service-scope.ts), so a handler
 * that uses what its registry entry does not grant fails here as it would on AWS.
 */
export const createInvoker =
  (functions: ReadonlyMap<string, LocalFunction>, region: string): Invoke =>
  (serviceName, event) => {
    const found = functions.get(serviceName);
    if (!found) return Promise.reject(new Error(`Unbekannter Dienst: ${serviceName}`));
    return runInServiceScope(found.scope, () =>
      runHandler(found.handler, event, createLambdaContext(serviceName, region)),
    );
  };

/**
 * Imports every service's module, inside that service's scope (a module may read its config while it
 * loads), and takes its `handler` export. `entryOverrides` (service name -> module path) lets tests of
 * the runtime itself use throwaway handlers instead of lambdas/.
 */
export const loadFunctions = async (options: {
  services: readonly ServiceDefinition[];
  repositoryRoot: string;
  scopeOf: (service: ServiceDefinition) => ServiceScope;
  entryOverrides?: Readonly<Record<string, string>>;
}): Promise<Map<string, LocalFunction>> => {
  const functions = new Map<string, LocalFunction>();
  for (const service of options.services) {
    const entry = options.entryOverrides?.[service.name] ?? service.entry;
    const file = isAbsolute(entry) ? entry : resolve(options.repositoryRoot, entry);
    if (!existsSync(file)) throw new Error(`Dienst ${service.name}: Modul ${file} fehlt.`);
    const scope = options.scopeOf(service);
    const module: { handler?: unknown } = await runInServiceScope(scope, () => import(pathToFileURL(file).href));
    if (!isHandler(module.handler)) throw new Error(`Dienst ${service.name}: ${entry} exportiert keinen handler.`);
    functions.set(service.name, { handler: module.handler, scope });
  }
  return functions;
};

const isHandler = (value: unknown): value is LambdaHandler => typeof value === 'function';
