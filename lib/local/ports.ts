import { createServer } from 'node:net';

/** A TCP port that is free right now: the OS picks one for a throwaway listener, which we close again. */
export const freePort = (host = '127.0.0.1'): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('Kein freier Port gefunden.'))));
    });
  });

/** True if nobody listens on the port, so a remembered port can be reused. */
export const isPortFree = (port: number, host = '127.0.0.1'): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host }, () => server.close(() => resolve(true)));
  });

/** The remembered port if it is still free, otherwise a fresh one. */
export const preferredPort = async (remembered: number | undefined): Promise<number> =>
  remembered && (await isPortFree(remembered)) ? remembered : freePort();
