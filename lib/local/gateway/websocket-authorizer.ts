import * as z from 'zod';
import { CONNECT_TOKEN_QUERY } from '../../../schemas/api/realtime';
import { type Invoke, LOCAL_ACCOUNT_ID } from '../functions/lambda';
import { LOCAL_API_ID } from './http-events';
import { WEBSOCKET_STAGE } from './websocket-events';

/**
 * The WebSocket API's $connect authorizer as API Gateway runs it (a Lambda REQUEST authorizer whose
 * identity source is the query's token): the registry's authorizer service is called before $connect,
 * and its policy decides whether the handshake goes on.
 */

/** The handshake goes on, with what $connect finds in requestContext.authorizer; or it is refused. */
export type ConnectAuthorization =
  | { allowed: true; authorizer: Record<string, unknown> }
  | { allowed: false; status: 401 | 403 | 500 };

const ZList = z.union([z.string(), z.array(z.string())]).transform((value) => (Array.isArray(value) ? value : [value]));
const ZAuthorizerResult = z.object({
  principalId: z.string(),
  policyDocument: z.object({
    Statement: z.array(z.object({ Effect: z.enum(['Allow', 'Deny']), Action: ZList, Resource: ZList })),
  }),
  // API Gateway passes only flat values on.
  context: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullish(),
});

/** IAM's wildcards: `*` any run of characters, `?` one character. */
const matchesPattern = (pattern: string, value: string): boolean => {
  const source = [...pattern]
    .map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`).test(value);
};

/** The ARN API Gateway names the connect route by in the authorizer's event and policy. */
export const connectMethodArn = (region: string): string =>
  `arn:aws:execute-api:${region}:${LOCAL_ACCOUNT_ID}:${LOCAL_API_ID}/${WEBSOCKET_STAGE}/$connect`;

/**
 * What API Gateway makes of the authorizer's answer: an explicit Deny or no Allow for the connect route
 * is 403, a malformed answer 500; an Allow passes the principal and the context on to $connect.
 */
export const decideConnect = (result: unknown, methodArn: string): ConnectAuthorization => {
  const parsed = ZAuthorizerResult.safeParse(result);
  if (!parsed.success) return { allowed: false, status: 500 };
  const { principalId, policyDocument, context } = parsed.data;
  const applying = policyDocument.Statement.filter(
    (statement) =>
      statement.Action.some((action) => matchesPattern(action, 'execute-api:Invoke')) &&
      statement.Resource.some((resource) => matchesPattern(resource, methodArn)),
  );
  const allows =
    applying.some((statement) => statement.Effect === 'Allow') &&
    !applying.some((statement) => statement.Effect === 'Deny');
  return allows ? { allowed: true, authorizer: { ...context, principalId } } : { allowed: false, status: 403 };
};

/**
 * Runs the authorizer on a connect event. Without the token in the query (the identity source) API
 * Gateway answers 401 without calling it; an authorizer that throws "Unauthorized" is 401 too, any
 * other failure 500.
 */
export const authorizeConnect = async (options: {
  invoke: Invoke;
  serviceName: string;
  region: string;
  connectEvent: { queryStringParameters?: Record<string, string> };
  log: (message: string, error?: unknown) => void;
}): Promise<ConnectAuthorization> => {
  const { connectEvent } = options;
  if (!connectEvent.queryStringParameters?.[CONNECT_TOKEN_QUERY]) return { allowed: false, status: 401 };
  const methodArn = connectMethodArn(options.region);
  try {
    const result = await options.invoke(options.serviceName, {
      type: 'REQUEST',
      methodArn,
      stageVariables: {},
      ...connectEvent,
    });
    return decideConnect(result, methodArn);
  } catch (error) {
    if (error instanceof Error && error.message === 'Unauthorized') return { allowed: false, status: 401 };
    options.log(`${options.serviceName}: $connect-Autorisierung ist gescheitert`, error);
    return { allowed: false, status: 500 };
  }
};
