import type { ChildProcess } from 'node:child_process';

/**
 * Child processes (DynamoDB Local's JVM, cognito-local) must never outlive the runtime: a leftover JVM
 * keeps its port and, with a dbPath, its lock on the database files. Besides the orderly stop, every
 * child is killed synchronously when this process exits for any reason Node still gets to handle.
 */
const running = new Set<ChildProcess>();
let exitHookInstalled = false;

export const trackChild = (child: ChildProcess): void => {
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => {
      for (const leftover of running) leftover.kill('SIGKILL');
    });
  }
};

const hasExited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

/** SIGTERM, then SIGKILL if the child has not exited within `graceMs`; resolves once it is gone. */
export const stopChild = async (child: ChildProcess, graceMs = 5_000): Promise<void> => {
  if (hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  running.delete(child);
};

/** Collects the last output of a child, so a failed start can say why. */
export const captureOutput = (child: ChildProcess, limit = 4_000): (() => string) => {
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-limit);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => output;
};

/** Polls `probe` until it resolves truthy; fails early if the child dies, or after `timeoutMs`. */
export const waitUntilReady = async (
  what: string,
  probe: () => Promise<boolean>,
  options: { child?: ChildProcess; output?: () => string; timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> => {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (options.child && hasExited(options.child)) {
      throw new Error(
        `${what} wurde unerwartet beendet (Exit ${options.child.exitCode}).\n${options.output?.() ?? ''}`,
      );
    }
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} antwortet nicht.\n${options.output?.() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
  }
};
