import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ZChangeEvent } from '../../schemas/api/realtime';
import { api, runtime, tokenForRole } from '../support/api-client';

const HANSEN = 'Lohnunternehmen Hansen GmbH & Co. KG';

const open = (token: string) =>
  new Promise<{ socket: WebSocket; messages: unknown[] }>((resolve, reject) => {
    const socket = new WebSocket(`${runtime().wsUrl}?token=${encodeURIComponent(token)}`);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused: ${response.statusCode}`)));
  });

const within = async (ms: number, condition: () => boolean) => {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (condition()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`not within ${ms} ms`);
};

describe('live changes (Streams -> change feed -> WebSocket)', () => {
  it("pushes a customer change to the company's open sockets within 2 s, and only to them", async () => {
    const colleague = await open(await tokenForRole('PLANNER'));
    const neighbour = await open(await tokenForRole('OWNER', 'Agrarservice Nord GmbH'));
    try {
      const created = await api<{ id: string }>('POST', '/structures/customers', {
        token: await tokenForRole('OWNER', HANSEN),
        body: { name: 'Hof Live' },
      });
      expect(created.status).toBe(201);
      const isOurs = (message: unknown) => {
        const parsed = ZChangeEvent.safeParse(message);
        return parsed.success && parsed.data.entity === 'customer' && parsed.data.id === created.body.id;
      };
      const latency = await within(2000, () => colleague.messages.some(isOurs));
      expect(latency).toBeLessThan(2000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(neighbour.messages.some(isOurs)).toBe(false);
    } finally {
      colleague.socket.close();
      neighbour.socket.close();
    }
  });

  it('refuses a socket without a valid token', async () => {
    await expect(open('invalid')).rejects.toThrow();
  });
});
