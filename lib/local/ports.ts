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

export type ServicePorts = Record<'dynamodb' | 's3' | 'sqs' | 'ses' | 'cognito', number>;

/**
 * Ports for the helper services: the remembered ones where still free (a stable cognito-local port
 * keeps the token issuer, and so the browser's session, valid across restarts), fresh ones otherwise;
 * never one port twice, and none of `taken`.
 */
export const servicePorts = async (remembered: Partial<ServicePorts>, taken: number[]): Promise<ServicePorts> => {
  const used = new Set(taken);
  const pick = async (previous: number | undefined): Promise<number> => {
    let port = previous && !used.has(previous) ? await preferredPort(previous) : await freePort();
    while (used.has(port)) port = await freePort();
    used.add(port);
    return port;
  };
  return {
    dynamodb: await pick(remembered.dynamodb),
    s3: await pick(remembered.s3),
    sqs: await pick(remembered.sqs),
    ses: await pick(remembered.ses),
    cognito: await pick(remembered.cognito),
  };
};
