import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the e2e files connect to the one chromium of the run (test/e2e/browser.ts). */
    browserEndpoint: string;
  }
}

const BROWSER_PROCESS = fileURLToPath(new URL('./browser-process.ts', import.meta.url));

/**
 * vitest globalSetup of the e2e project: ONE Debian chromium (flags of DESIGN §5) for the whole run,
 * instead of a launch per test file, served from a process of its own (browser-process.ts). Each file
 * connects to it and works in contexts of its own, which keep cookies and storage apart as separate
 * browsers would.
 */
export default async function setup(project: TestProject) {
  const child = spawn(process.execPath, [BROWSER_PROCESS], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const exited = once(child, 'exit');
  // The IPC channel lets the process notice when this one ends without a teardown.
  if (!child.stdout) throw new Error('the browser process has no output');
  const lines = createInterface({ input: child.stdout });
  const endpoint = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the browser process ended with ${code} before it was up`)));
  });
  lines.close();
  project.provide('browserEndpoint', endpoint);
  return async () => {
    child.kill('SIGTERM');
    await exited;
  };
}
