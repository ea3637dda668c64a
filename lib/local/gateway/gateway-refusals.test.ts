import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from './gateway';
import { startTestGateway } from './gateway.test-kit';

/** Every refusal of the gateway in the error model (issue 25 point 7a), on the gateway of the tests. */

let gateway: Gateway;
let stopGateway: () => Promise<void>;

beforeAll(async () => {
  ({ gateway, stop: stopGateway } = await startTestGateway(async () => ({ statusCode: 200 }), 'run-secret'));
});

afterAll(() => stopGateway());

const rawExchange = (request: string) =>
  new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    const socket = connect(gateway.port, '127.0.0.1', () => socket.end(request));
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });

const refusal = (code: string, message: string) => ({ code, message, requestId: expect.any(String) });

describe('gateway refusals in the error model (issue 25 point 7a)', () => {
  it('answers a URL or headers over 16 KB with a 431 in the error model, not an empty body', async () => {
    const tooLarge = refusal(
      'LW_431_00_0001',
      'Die Anfrage ist zu groß: Adresse und Kopfzeilen dürfen zusammen höchstens 16 KB haben.',
    );
    const longUrl = await rawExchange(`GET /api/things/${'x'.repeat(17 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(longUrl.status).toBe(431);
    expect(longUrl.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(longUrl.body)).toEqual(tooLarge);
    const hugeHeaders = await rawExchange(
      `GET /api/things/1 HTTP/1.1\r\nHost: localhost\r\n${Array.from({ length: 40 }, (_, index) => `x-${index}: ${'y'.repeat(500)}\r\n`).join('')}\r\n`,
    );
    expect(hugeHeaders.status).toBe(431);
    expect(JSON.parse(hugeHeaders.body)).toEqual(tooLarge);
  });

  it('answers malformed HTTP with a 400 in the error model', async () => {
    const malformed = await rawExchange('GET /api/things/1 HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body)).toEqual(refusal('LW_400_01_0002', 'Die Anfrage konnte nicht gelesen werden.'));
  });

  it('answers another Host (421), an unsigned browser call of the AWS imitations (403) in the error model', async () => {
    const rebound = await rawExchange(
      'GET /api/things/1 HTTP/1.1\r\nHost: rebound.evil.example\r\nConnection: close\r\n\r\n',
    );
    expect(rebound.status).toBe(421);
    expect(JSON.parse(rebound.body)).toEqual(
      refusal('LW_421_00_0001', 'Lohnwerk ist lokal nur über localhost erreichbar.'),
    );
    const unsigned = await fetch(`${gateway.url}/_ws/@connections/abc`, { method: 'POST', body: 'x' });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.json()).toEqual(
      refusal('LW_403_00_0001', 'Dieser Zugang ist nur für signierte Aufrufe der lokalen Dienste.'),
    );
    const invoke = await fetch(`${gateway.url}/2015-03-31/functions/trigger/invocations`, {
      method: 'POST',
      headers: { origin: 'http://localhost:5173', authorization: 'AWS4-HMAC-SHA256 x' },
      body: '{}',
    });
    expect(invoke.status).toBe(403);
    expect((await invoke.json()).code).toBe('LW_403_00_0001');
  });

  it('answers a missing file (404) and another method on the web app (405) in the error model', async () => {
    const missing = await fetch(`${gateway.url}/assets/missing.js`);
    expect(await missing.json()).toEqual(refusal('LW_404_00_0002', 'Diese Seite oder Datei gibt es nicht.'));
    const posted = await fetch(`${gateway.url}/auftraege`, { method: 'POST', body: 'x' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
    expect(await posted.json()).toEqual(refusal('LW_405_00_0001', 'Diese Anfrageart ist hier nicht möglich.'));
  });

  it('refuses a WebSocket upgrade on another path or Host with the error model', async () => {
    const upgrade = (path: string, host: string) =>
      rawExchange(
        `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
      );
    const elsewhere = await upgrade('/nowhere', 'localhost');
    expect(elsewhere.status).toBe(404);
    expect(JSON.parse(elsewhere.body).code).toBe('LW_404_00_0001');
    expect(JSON.parse((await upgrade('/ws', 'rebound.evil.example')).body).code).toBe('LW_421_00_0001');
  });
});
