import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineEndpoint } from '../../schemas/api/endpoint';
import { confirmPasswordReset } from '../../schemas/api/identity';
import { createHttpHandler, route } from './http';
import { httpTestEvent } from './http-events.test-kit';
import { MAX_LOG_LINE_CHARS } from './log-redaction';

/**
 * The HTTP chain with its real logger, whose lines are caught where Powertools writes them (stdout and
 * stderr): the failing cases of issue 11, a cut-off body with a password and a 600 KB malformed body.
 */
const written: string[] = [];
const catchWrites = (stream: NodeJS.WriteStream) =>
  vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });

let previousLevel: string | undefined;
beforeEach(() => {
  previousLevel = process.env.LOG_LEVEL;
  // Refusals are logged at WARN; the suite may run with a stricter level.
  process.env.LOG_LEVEL = 'INFO';
  written.length = 0;
  catchWrites(process.stdout);
  catchWrites(process.stderr);
});
afterEach(() => {
  vi.restoreAllMocks();
  if (previousLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = previousLevel;
});

const post = async (body: string) => {
  const handler = createHttpHandler('identity', [route(confirmPasswordReset, async () => ({ done: true as const }))]);
  const event = httpTestEvent('POST /identity/password-reset/confirm', {
    headers: { 'content-type': 'application/json' },
    body,
  });
  const response = await handler(event, { awsRequestId: 'aws-1' } as Context);
  return typeof response === 'object' ? response.statusCode : undefined;
};

describe('what the HTTP chain logs', () => {
  it('never logs the password of a cut-off JSON body, nor the body itself', async () => {
    const status = await post('{"token":"eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.","password":"Geheim-4711');
    expect(status).toBe(400);
    const log = written.join('');
    expect(log).toContain('request refused');
    expect(log).not.toContain('Geheim-4711');
    expect(log).not.toContain('eyJ');
  });

  it('logs a well-formed but refused body without its password', async () => {
    const status = await post('{"token":"","password":"Geheim-4711"}');
    expect(status).toBe(400);
    expect(written.join('')).not.toContain('Geheim-4711');
  });

  it('keeps the line of a 600 KB malformed body under the cap', async () => {
    const status = await post(`{"note":"${'a'.repeat(600 * 1024)}`);
    expect(status).toBe(400);
    const lines = written.join('').split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(MAX_LOG_LINE_CHARS);
  });
});

describe('request ids in the log of overlapping requests (issue 25 point 7b)', () => {
  const slow = defineEndpoint({
    method: 'POST',
    path: '/test/slow/{name}',
    access: { kind: 'public' },
    params: z.object({ name: z.string() }),
    response: z.object({ name: z.string() }),
  });

  it('labels every line with the id of its own request, also while another one runs', async () => {
    const release: Record<string, () => void> = {};
    const handler = createHttpHandler('identity', [
      route(slow, async ({ params }, { logger }) => {
        await new Promise<void>((resolve) => (release[params.name] = resolve));
        logger.info('working', { name: params.name });
        return { name: params.name };
      }),
    ]);
    const call = (name: string) => {
      const event = httpTestEvent('POST /test/slow/{name}', { pathParameters: { name } });
      event.requestContext.requestId = `id-of-${name}`;
      return handler(event, { awsRequestId: `aws-${name}` } as Context);
    };
    const first = call('a');
    const second = call('b');
    await vi.waitFor(() => expect(Object.keys(release)).toEqual(['a', 'b']));
    release.b?.();
    await second;
    release.a?.();
    await first;
    const lines = written
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { message: string; requestId?: string; name?: string; routeKey?: string });
    const working = lines.filter((line) => line.message === 'working');
    expect(working.map(({ name, requestId }) => [name, requestId])).toEqual([
      ['b', 'id-of-b'],
      ['a', 'id-of-a'],
    ]);
    expect(lines.filter((line) => line.message === 'request').map((line) => line.requestId)).toEqual([
      'id-of-b',
      'id-of-a',
    ]);
  });
});
