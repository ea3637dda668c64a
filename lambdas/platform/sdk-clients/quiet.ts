/**
 * Takes the SDK's logger step out of a client: it builds a redacted copy of every request and answer for a
 * logger that throws it away (we give the SDK none), walking the operation's schema each time: a tenth of
 * the embedded runtime's CPU in a test run, and CPU per call in every Lambda.
 */
export const withoutSdkLogging = <T extends { middlewareStack: { remove(name: string): boolean } }>(client: T): T => {
  client.middlewareStack.remove('loggerMiddleware');
  return client;
};
