import { Server } from 'node:net';

const EVERY_INTERFACE = new Set(['0.0.0.0', '::']);

/**
 * Runs `start` with every server it opens bound to 127.0.0.1 instead of every interface. For emulators
 * whose listen address is fixed in their code (fauxqs listens on 0.0.0.0 whatever its options say);
 * only the host is changed, and only while `start` runs.
 */
export const onLoopbackOnly = async <T>(start: () => Promise<T>): Promise<T> => {
  const listen = Server.prototype.listen;
  // Server.listen has many overloads; only the options-object form with a host is rewritten.
  Reflect.set(Server.prototype, 'listen', function listenOnLoopback(this: Server, ...args: unknown[]) {
    const [options, ...rest] = args;
    const everyInterface =
      typeof options === 'object' && options !== null && 'host' in options && EVERY_INTERFACE.has(String(options.host));
    return Reflect.apply(listen, this, everyInterface ? [{ ...options, host: '127.0.0.1' }, ...rest] : args);
  });
  try {
    return await start();
  } finally {
    Server.prototype.listen = listen;
  }
};
