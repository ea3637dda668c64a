import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
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

export const createInvoker =
  (handlers: ReadonlyMap<string, LambdaHandler>, region: string): Invoke =>
  (serviceName, event) => {
    const handler = handlers.get(serviceName);
    if (!handler) return Promise.reject(new Error(`Unbekannter Dienst: ${serviceName}`));
    return runHandler(handler, event, createLambdaContext(serviceName, region));
  };

/**
 * Imports every service's module and takes its `handler` export. `entryOverrides` (service name ->
 * module path) lets tests of the runtime itself use throwaway handlers instead of lambdas/.
 * Call only after the handler environment is set: modules may read their config at import time.
 */
export const loadHandlers = async (
  services: readonly ServiceDefinition[],
  repositoryRoot: string,
  entryOverrides: Readonly<Record<string, string>> = {},
): Promise<Map<string, LambdaHandler>> => {
  const handlers = new Map<string, LambdaHandler>();
  for (const service of services) {
    const entry = entryOverrides[service.name] ?? service.entry;
    const file = isAbsolute(entry) ? entry : resolve(repositoryRoot, entry);
    if (!existsSync(file)) throw new Error(`Dienst ${service.name}: Modul ${file} fehlt.`);
    const module = (await import(pathToFileURL(file).href)) as { handler?: unknown };
    if (typeof module.handler !== 'function') {
      throw new Error(`Dienst ${service.name}: ${entry} exportiert keinen handler.`);
    }
    handlers.set(service.name, module.handler as LambdaHandler);
  }
  return handlers;
};
