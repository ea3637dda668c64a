import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, listeningAddresses } from './listen-addresses.test-kit';
import { onLoopbackOnly } from './loopback';

const listen = (host: string) =>
  new Promise<ReturnType<typeof createServer>>((resolve) => {
    const server = createServer();
    server.listen({ port: 0, host }, () => resolve(server));
  });
const portOf = (server: ReturnType<typeof createServer>) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

describe('listen addresses', () => {
  it('tells a loopback listener from one on every interface', async () => {
    const local = await listen('127.0.0.1');
    const open = await listen('0.0.0.0');
    try {
      expect(listeningAddresses(portOf(local))).toEqual(['127.0.0.1']);
      expect(listeningAddresses(portOf(open))).toEqual(['0.0.0.0']);
      expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
      expect(['0.0.0.0', '::', '192.168.1.5'].some(isLoopbackAddress)).toBe(false);
    } finally {
      local.close();
      open.close();
    }
  });

  it('binds a server that asks for every interface to loopback while starting an emulator', async () => {
    const server = await onLoopbackOnly(() => listen('0.0.0.0'));
    const after = await listen('0.0.0.0');
    try {
      expect(listeningAddresses(portOf(server))).toEqual(['127.0.0.1']);
      // Only while the emulator starts.
      expect(listeningAddresses(portOf(after))).toEqual(['0.0.0.0']);
    } finally {
      server.close();
      after.close();
    }
  });
});
