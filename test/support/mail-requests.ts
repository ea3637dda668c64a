import { vi } from 'vitest';
import { clientVersionHeaders } from '../../schemas/api/client-version';
import { type ApiResult, api, runtime } from './api-client';
import type { MailRouteRequest } from './route-targets';

/** Calls a mail route as the web app does: JSON, or multipart form data (text parts, no files) for a mail with files. */
export const callMailRoute = async (
  method: string,
  request: MailRouteRequest,
  token: string,
): Promise<ApiResult<{ code?: string; message?: string; issues?: { path: string; message: string }[] }>> => {
  const { body } = request;
  if (!body || 'json' in body) return api(method, request.path, { token, ...(body ? { body: body.json } : {}) });
  const form = new FormData();
  for (const [name, value] of Object.entries(body.form)) form.append(name, value);
  const response = await fetch(`${runtime().apiUrl}${request.path}`, {
    method,
    headers: { ...clientVersionHeaders(request.path), authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
};

/**
 * Calls a mail route once the record it sends has its files: the demo company's finalized bill is rendered
 * by the documents queue after the seed, and until then sending it answers RCPT_409_40_0001.
 */
export const callMailRouteWithFiles = (method: string, request: MailRouteRequest, token: string) =>
  vi.waitFor(
    async () => {
      const answer = await callMailRoute(method, request, token);
      if (answer.body.code === 'RCPT_409_40_0001') throw new Error(`the files of ${request.path} are not stored yet`);
      return answer;
    },
    { timeout: 30_000, interval: 250 },
  );
