import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Invoke } from '../functions/lambda';
import { sendJson } from '../gateway/http-util';

/** The Lambda Invoke API's path: POST /2015-03-31/functions/{FunctionName}/invocations. */
const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

export const isInvokePath = (path: string): boolean => INVOKE_PATH.test(path);

/** FunctionName may be a name, `name:qualifier`, or a full or partial ARN; the registry knows names. */
export const functionNameOf = (path: string): string | undefined => {
  const encoded = INVOKE_PATH.exec(path)?.[1];
  if (!encoded) return undefined;
  const value = decodeURIComponent(encoded);
  const arn = /(?:^|:)function:([^:]+)/.exec(value);
  return arn?.[1] ?? value.split(':')[0];
};

/** A thrown handler becomes what Lambda reports: HTTP 200 with X-Amz-Function-Error and the error as payload. */
const functionError = (error: unknown) => ({
  errorType: error instanceof Error ? error.name : 'Error',
  errorMessage: error instanceof Error ? error.message : String(error),
  trace: error instanceof Error && error.stack ? error.stack.split('\n') : [],
});

/**
 * The Lambda Invoke API for cognito-local, whose Lambda client (aws-sdk v2) calls triggers this way:
 * it runs the registry service of that name with the JSON payload and returns its JSON result.
 */
export const createLambdaInvokeApi = (options: {
  invoke: Invoke;
  knows: (serviceName: string) => boolean;
  log: (message: string, error?: unknown) => void;
}) => {
  /** `payload` is the request body, read (and its signature checked) by the gateway. */
  return async (request: IncomingMessage, response: ServerResponse, path: string, payload: Buffer): Promise<void> => {
    const name = functionNameOf(path);
    if (!name || !options.knows(name)) {
      sendJson(
        response,
        404,
        { Type: 'User', message: `Function not found: ${name}` },
        { 'x-amzn-errortype': 'ResourceNotFoundException' },
      );
      return;
    }
    let event: unknown;
    try {
      event = payload.length > 0 ? JSON.parse(payload.toString('utf8')) : {};
    } catch {
      sendJson(
        response,
        400,
        { Type: 'User', message: 'Could not parse request body into json' },
        {
          'x-amzn-errortype': 'InvalidRequestContentException',
        },
      );
      return;
    }
    if (request.headers['x-amz-invocation-type'] === 'Event') {
      void options.invoke(name, event).catch((error: unknown) => options.log(`${name}: Aufruf gescheitert`, error));
      response.writeHead(202, { 'content-length': '0' }).end();
      return;
    }
    try {
      const result = await options.invoke(name, event);
      const body = result === undefined ? 'null' : JSON.stringify(result);
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-amz-executed-version': '$LATEST',
      });
      response.end(body);
    } catch (error) {
      options.log(`${name}: Aufruf gescheitert`, error);
      sendJson(response, 200, functionError(error), {
        'x-amz-function-error': 'Unhandled',
        'x-amz-executed-version': '$LATEST',
      });
    }
  };
};
