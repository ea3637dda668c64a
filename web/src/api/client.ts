import type { z } from 'zod';
import { clientVersionHeaders } from '../../../schemas/api/client-version';
import { type Endpoint, fillPath } from '../../../schemas/api/endpoint';
import { runtimeConfig } from '../app/runtime-config';
import { getIdToken, reportSessionExpired } from '../app/session';
import { ApiError, apiErrorFromBody, networkError } from './api-error';

type Input<T> = T extends z.ZodType ? z.input<T> : never;

/** What a call needs besides the endpoint; only the parts the endpoint declares. */
export type CallOptions<E extends Endpoint> = {
  params?: Input<E['params']>;
  query?: Input<E['query']>;
  body?: Input<E['body']>;
  signal?: AbortSignal;
};

export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

const queryString = (query: unknown): string => {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** The URL of a call: `${apiUrl}${path}` with the path placeholders filled. */
export const endpointUrl = (apiUrl: string, endpoint: Endpoint, params?: unknown, query?: unknown): string =>
  `${apiUrl}${fillPath(endpoint.path, (params ?? {}) as Record<string, string>)}${queryString(query)}`;

/** The file name of `inline; filename*=UTF-8''Rechnung%20M%C3%BCller.pdf` (the HTTP chain's binary answers). */
export const fileNameOf = (disposition: string | null): string => {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (!encoded) return 'Datei';
  try {
    return decodeURIComponent(encoded);
  } catch {
    return 'Datei';
  }
};

/** A binary answer (`responseFormat: 'binary'`) as the endpoint's ZBinaryFile: type, name and bytes. */
const parsedFile = async <E extends Endpoint>(endpoint: E, response: Response): Promise<ResponseOf<E>> => {
  const parsed = endpoint.response.safeParse({
    contentType: response.headers.get('Content-Type') ?? 'application/octet-stream',
    fileName: fileNameOf(response.headers.get('Content-Disposition')),
    bytes: new Uint8Array(await response.arrayBuffer()),
  });
  if (!parsed.success) throw new ApiError('UNKNOWN', response.status);
  return parsed.data as ResponseOf<E>;
};

/**
 * Calls an endpoint of `schemas/api` and returns its parsed response. Signed-in endpoints carry
 * `Authorization: Bearer <ID token>`. Throws ApiError (code, German message, field issues).
 */
export const callEndpoint = async <E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<ResponseOf<E>> => {
  const headers: Record<string, string> = { Accept: 'application/json', ...clientVersionHeaders(endpoint.path) };
  if (endpoint.access.kind !== 'public') {
    const token = await getIdToken().catch(() => null);
    if (!token) {
      reportSessionExpired();
      throw new ApiError('LW_401_01_0001', 401);
    }
    headers.Authorization = `Bearer ${token}`;
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(endpointUrl(runtimeConfig().apiUrl, endpoint, options.params, options.query), {
      method: endpoint.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }

  if (response.ok && endpoint.responseFormat === 'binary') return parsedFile(endpoint, response);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    if (response.status === 401) reportSessionExpired();
    throw apiErrorFromBody(response.status, body);
  }
  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) throw new ApiError('UNKNOWN', response.status);
  return parsed.data as ResponseOf<E>;
};
