import type { z } from 'zod';
import type { Permission } from '../permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anybody, any signed-in user, or the roles of a permission in the company. */
export type EndpointAccess = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'company'; permission: Permission };

/**
 * One HTTP endpoint, declared once: the service's routes validate with it, the registry builds the
 * CDK routes and the local gateway from it, and the web client is typed by it.
 */
export type Endpoint<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
  TAccess extends EndpointAccess = EndpointAccess,
> = {
  method: HttpMethod;
  /** The full path including the service's base path, with {name} placeholders. */
  path: `/${string}`;
  access: TAccess;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  response: TResponse;
  /** 201 for creations; 200 otherwise. */
  successStatus?: 200 | 201 | 202 | 204;
  /**
   * 'multipart': the body is multipart form data (schemas/api/uploads.ts: text parts as strings, files as
   * `uploadedFile`); JSON otherwise.
   */
  bodyFormat?: 'json' | 'multipart';
  /** 'binary': the route answers a file (ZBinaryFile of schemas/api/uploads.ts), sent as its bytes. */
  responseFormat?: 'json' | 'binary';
};

export const defineEndpoint = <
  TParams extends z.ZodType,
  TQuery extends z.ZodType,
  TBody extends z.ZodType,
  TResponse extends z.ZodType,
  const TAccess extends EndpointAccess,
>(
  endpoint: Endpoint<TParams, TQuery, TBody, TResponse, TAccess>,
) => endpoint;

/** The key API Gateway uses for a route, e.g. "GET /structures/customers/{customerId}". */
export const routeKey = (endpoint: Pick<Endpoint, 'method' | 'path'>): string => `${endpoint.method} ${endpoint.path}`;

/** Fills the {placeholders} of a path. */
export const fillPath = (path: string, params: Record<string, string>): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
