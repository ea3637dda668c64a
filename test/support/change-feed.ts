import { expect, vi } from 'vitest';
import WebSocket from 'ws';
import { ZChangeEvent } from '../../schemas/api/realtime';
import { api, runtime } from './api-client';
import type { Tenant } from './tenants';

/** A WebSocket on the change feed, as the web app opens it, with every message it received. */
export type ChangeSocket = { socket: WebSocket; messages: unknown[] };

/** Opens the change feed with an ID token; rejects when the runtime refuses the socket. */
export const openChangeSocket = (token: string) =>
  new Promise<ChangeSocket>((resolve, reject) => {
    const socket = new WebSocket(`${runtime().wsUrl}?token=${encodeURIComponent(token)}`);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused: ${response.statusCode}`)));
  });

/** Whether a message is the change event of one record. */
export const isChangeOf = (entity: string, id: string) => (message: unknown) => {
  const parsed = ZChangeEvent.safeParse(message);
  return parsed.success && parsed.data.entity === entity && parsed.data.id === id;
};

/** Waits until the socket has received a message that matches. */
export const pushed = (listener: ChangeSocket, matches: (message: unknown) => boolean) =>
  vi.waitFor(
    () => {
      if (!listener.messages.some(matches)) throw new Error('the change has not been pushed yet');
    },
    { timeout: 10_000, interval: 25 },
  );

/**
 * Waits until every change made so far has reached `listener`, the barrier before asserting that one did
 * NOT: makes one more change in the listener's company (a customer, with `token` of its owner) and waits
 * for its event. The change feed pushes in stream order, so anything earlier has arrived by then.
 * Answers the matcher of that change, to assert that another socket did not hear it.
 */
export const drained = async (listener: ChangeSocket, token: string) => {
  const marker = await api<{ id: string }>('POST', '/structures/customers', {
    token,
    body: { name: 'Hof Zwischenstand' },
  });
  if (marker.status !== 201) throw new Error(`marker change refused: ${marker.status}`);
  const isMarker = isChangeOf('customer', marker.body.id);
  await pushed(listener, isMarker);
  return isMarker;
};

/** Waits until the runtime has closed the socket. */
export const closedByServer = (listener: ChangeSocket) =>
  vi.waitFor(
    () => {
      if (listener.socket.readyState !== WebSocket.CLOSED) throw new Error('the socket is still open');
    },
    { timeout: 10_000, interval: 25 },
  );

/**
 * Makes a change as the company's owner and checks the tenancy of the feed: it is pushed to a colleague's
 * open socket (a planner of the same company) and not to the neighbour company's.
 */
export const expectPushedOnlyWithinCompany = async (
  company: Tenant,
  neighbourCompany: Tenant,
  change: (ownerToken: string) => Promise<{ entity: string; id: string }>,
) => {
  const colleague = await openChangeSocket(await company.token('PLANNER'));
  const neighbourToken = await neighbourCompany.token('OWNER');
  const neighbour = await openChangeSocket(neighbourToken);
  try {
    const { entity, id } = await change(await company.token('OWNER'));
    const isOurs = isChangeOf(entity, id);
    await pushed(colleague, isOurs);
    await drained(neighbour, neighbourToken);
    expect(neighbour.messages.some(isOurs)).toBe(false);
  } finally {
    colleague.socket.close();
    neighbour.socket.close();
  }
};
