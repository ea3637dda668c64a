import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import { jsonContentTypePattern } from '@middy/util';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { CLIENT_VERSION_HEADER } from '../../schemas/api/client-version';
import { type Endpoint, routeKey } from '../../schemas/api/endpoint';
import { ZBinaryFile } from '../../schemas/api/uploads';
import type { TClaims } from '../../schemas/claims';
import { AppError } from '../../schemas/errors';
import { hasPermission } from '../../schemas/permissions';
import { issuesFromZod } from '../../schemas/validation';
import { bearerToken, verifyIdToken } from './auth';
import { binaryResponse, errorResponse, jsonTextResponse } from './http-response';
import { createLogger } from './logger';
import { dynamoMembershipLookup } from './membership-lookup';
import {
  type CompanyAccess,
  type MembershipLookup,
  requirePermission,
  resolveCompany,
  resolveCurrentAccess,
} from './tenancy';

type Output<T> = [NonNullable<T>] extends [z.ZodType] ? z.output<NonNullable<T>> : undefined;

export type RouteInput<E extends Endpoint> = {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
};

type Access<E extends Endpoint> = E['access'] extends { kind: 'company' }
  ? { claims: TClaims; company: CompanyAccess }
  : E['access'] extends { kind: 'signedIn' }
    ? { claims: TClaims; company?: undefined }
    : { claims?: undefined; company?: undefined };

type RequestFacts = {
  requestId: string;
  /** This request's logger: its lines carry this request's id, also while other requests run. */
  logger: ReturnType<typeof createLogger>;
  /**
   * The client's address as API Gateway saw it (requestContext.http.sourceIp, never a header the client
   * sets), for limits per client. Always set by the chain; optional for use cases called without it.
   */
  sourceIp?: string;
};

export type RouteContext<E extends Endpoint> = Access<E> & RequestFacts;

/** What the chain hands every route: the caller as far as the endpoint's access resolved it. */
type ChainContext = RequestFacts & { claims?: TClaims; company?: CompanyAccess };

export type Route = {
  endpoint: Endpoint;
  /**
   * A method, so that a use case typed by its own endpoint fits the table of all routes. The chain
   * keeps the promise the types make: it validates the input with this endpoint's schemas and
   * resolves claims and company by this endpoint's access before it calls.
   */
  handle(input: RouteInput<Endpoint>, context: ChainContext): Promise<unknown>;
};

/** Binds a use case to its endpoint; input and context are typed by the endpoint's schemas and access. */
export const route = <E extends Endpoint>(
  endpoint: E,
  handle: (input: RouteInput<E>, context: RouteContext<E>) => Promise<z.input<E['response']>>,
): Route => ({ endpoint, handle });

/** Values already checked with their response schema, and their JSON text once it was written. */
const validatedResponses = new WeakMap<object, string | undefined>();

/**
 * Marks a value that was already checked with the endpoint's response schema (e.g. when it was put in
 * a cache), so the chain neither checks nor serialises the same thousand rows again on every request.
 */
export const alreadyValidated = <T extends object>(value: T): T => {
  if (!validatedResponses.has(value)) validatedResponses.set(value, undefined);
  return value;
};

/** A route's answer as HTTP: a file as its bytes, anything else as JSON checked by the response schema. */
const responseOf = (endpoint: Endpoint, result: unknown): APIGatewayProxyStructuredResultV2 =>
  endpoint.responseFormat === 'binary'
    ? binaryResponse(endpoint.successStatus ?? 200, ZBinaryFile.parse(result))
    : jsonTextResponse(endpoint.successStatus ?? 200, responseBody(endpoint, result));

/** The response body as JSON text: checked by the schema, or taken as it is when already validated. */
const responseBody = (endpoint: Endpoint, result: unknown): string => {
  if (typeof result !== 'object' || result === null || !validatedResponses.has(result)) {
    return JSON.stringify(endpoint.response.parse(result));
  }
  const text = validatedResponses.get(result) ?? JSON.stringify(result);
  validatedResponses.set(result, text);
  return text;
};

type Settled = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Holds a promise's outcome without letting a rejection go unhandled while it waits to be used. */
const settle = (promise: Promise<unknown>): Promise<Settled> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

const unwrap = (settled: Settled): unknown => {
  if (settled.ok) return settled.value;
  throw settled.error;
};

const validate = (schema: z.ZodType | undefined, value: unknown): unknown => {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('LW_400_01_0001', { issues: issuesFromZod(result.error) });
  return result.data;
};

/**
 * The company a caller names in the query (company endpoints accept ?companyId=), if any, read before
 * the query is validated: access is decided first, so validation messages never reach a caller without it.
 */
const requestedCompanyId = (query: Record<string, string | undefined> | undefined): string | undefined =>
  typeof query?.companyId === 'string' ? query.companyId : undefined;

const jsonBodyParser = httpJsonBodyParser({ disableContentTypeError: true });

/**
 * Whether a JSON text cannot name a `__proto__` or `constructor` key, the two middy's parser refuses: a key
 * spells them only with those letters or with `\u` escapes.
 */
const cannotNameForbiddenKey = (text: string): boolean =>
  !text.includes('__proto__') && !text.includes('constructor') && !text.includes('\\u');

/**
 * The body as JSON. middy's parser refuses a missing body (GET and DELETE have none), and it passes every
 * value through a reviver to find forbidden keys: ten times the native parse, seconds for a large track or
 * field upload. A text that cannot name such a key is parsed natively; any other, and any text that is not
 * JSON, goes through middy's parser, which refuses it as before.
 */
const parseJsonBody: middy.MiddlewareObj<APIGatewayProxyEventV2> = {
  before: (request) => {
    const { body, headers, isBase64Encoded } = request.event;
    if (!body) return;
    if (jsonContentTypePattern.test(headers['content-type'] ?? '')) {
      const text = isBase64Encoded ? Buffer.from(body, 'base64').toString() : body;
      if (cannotNameForbiddenKey(text)) {
        try {
          request.event.body = JSON.parse(text);
          return;
        } catch {
          // Not JSON: middy's parser answers it.
        }
      }
    }
    return jsonBodyParser.before?.(request);
  },
};

/** Reads a multipart body into the object the endpoint's body schema checks. */
export type MultipartParser = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

/**
 * The HTTP chain every service shares: headers normalised, JSON parsed (multipart where declared), route found by API Gateway's
 * route key, token verified, company resolved from the claims and the role checked against the one
 * permission table, input validated with the endpoint's zod schemas, errors mapped through the
 * catalogue, one structured log line per request with its request id.
 */
export const createHttpHandler = (
  serviceName: string,
  routes: readonly Route[],
  options: {
    lookupMembership?: MembershipLookup;
    verifyToken?: (token: string) => Promise<TClaims>;
    /** The API version the service answers to (schemas/api/client-version.ts); a call of another is refused. */
    apiVersion?: string;
    /**
     * The multipart parser (lambdas/platform/http-multipart.ts), passed only by services with multipart
     * endpoints: the others' bundles stay without it (issue 26 point 2).
     */
    multipart?: MultipartParser;
  } = {},
) => {
  const { multipart } = options;
  const multipartRoutes = routes.filter((r) => r.endpoint.bodyFormat === 'multipart').map((r) => routeKey(r.endpoint));
  // Refused at cold start rather than on the first upload.
  if (multipartRoutes.length > 0 && !multipart) {
    throw new Error(
      `${serviceName}: ${multipartRoutes.join(', ')} take multipart bodies; pass options.multipart (lambdas/platform/http-multipart.ts)`,
    );
  }
  const serviceLogger = createLogger(serviceName);
  const byKey = new Map(routes.map((r) => [routeKey(r.endpoint), r]));
  // One child logger per invocation: the local runtime (and Lambda's multi-concurrency) runs invocations
  // of one handler side by side, and a request id appended to a shared logger would label the lines of
  // one request with the id of another (issue 25 point 7b).
  const requestLoggers = new WeakMap<APIGatewayProxyEventV2, ReturnType<typeof createLogger>>();
  const requestIdOf = (event: APIGatewayProxyEventV2, context: Context): string =>
    event.requestContext?.requestId ?? context.awsRequestId;
  const loggerFor = (event: APIGatewayProxyEventV2, context: Context) => {
    let logger = requestLoggers.get(event);
    if (!logger) {
      logger = serviceLogger.createChild({ persistentKeys: { requestId: requestIdOf(event, context) } });
      requestLoggers.set(event, logger);
    }
    return logger;
  };

  const dispatch = async (
    event: APIGatewayProxyEventV2,
    context: Context,
  ): Promise<APIGatewayProxyStructuredResultV2> => {
    const requestId = requestIdOf(event, context);
    const logger = loggerFor(event, context);
    const sourceIp = event.requestContext?.http?.sourceIp;
    const found = byKey.get(event.routeKey);
    if (!found) throw new AppError('LW_404_00_0001', { detail: `no route ${event.routeKey}` });
    const { endpoint } = found;
    // Checked first: a page of an older deploy is told to reload whatever it asked for.
    const clientVersion = event.headers[CLIENT_VERSION_HEADER];
    if (options.apiVersion !== undefined && clientVersion !== options.apiVersion) {
      throw new AppError('LW_400_00_0001', { detail: `client-version ${clientVersion ?? 'missing'}` });
    }

    const claims =
      endpoint.access.kind === 'public'
        ? undefined
        : await (options.verifyToken ?? verifyIdToken)(bearerToken(event.headers.authorization));
    const bodyOf = async () =>
      endpoint.bodyFormat === 'multipart' && multipart ? await multipart(event, context) : event.body;
    // Path, query and body are checked after access: a caller without the right hears 403, not what was
    // wrong with the input (issue 25 point 7c).
    const run = async (company: CompanyAccess | undefined) =>
      found.handle(
        {
          params: validate(endpoint.params, event.pathParameters ?? {}),
          query: validate(endpoint.query, event.queryStringParameters ?? {}),
          body: validate(endpoint.body, await bodyOf()),
        },
        { claims, company, requestId, logger, sourceIp },
      );

    let result: unknown;
    if (endpoint.access.kind === 'company' && claims) {
      const { permission } = endpoint.access;
      const requested = requestedCompanyId(event.queryStringParameters);
      const fromToken = resolveCompany(claims, requested);
      const current = resolveCurrentAccess(claims, requested, options.lookupMembership ?? dynamoMembershipLookup);
      // A read runs while the stored membership is read, with the token's role; its answer is used only
      // when the stored membership grants the same role (else refused, or run again with the stored role).
      const speculative =
        endpoint.method === 'GET' && hasPermission(fromToken.role, permission) ? settle(run(fromToken)) : undefined;
      const company = await current;
      requirePermission(company, permission);
      result = speculative && company.role === fromToken.role ? unwrap(await speculative) : await run(company);
    } else {
      result = await run(undefined);
    }
    return responseOf(endpoint, result);
  };

  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(httpHeaderNormalizer())
    .use(parseJsonBody)
    .use({
      after: (request) => {
        const { event, context, response } = request;
        loggerFor(event, context).info('request', { routeKey: event.routeKey, status: response?.statusCode });
      },
      onError: (request) => {
        const { event, context, error } = request;
        const logger = loggerFor(event, context);
        request.response = errorResponse(error, requestIdOf(event, context), (status, detail) =>
          status >= 500
            ? logger.error('request failed', { routeKey: event.routeKey, status, error: detail })
            : logger.warn('request refused', { routeKey: event.routeKey, status, error: detail }),
        );
      },
    })
    .handler(dispatch);
};
