import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the e2e files connect to the one chromium of the run (test/e2e/browser.ts). */
    browserEndpoint: string;
  }
}

/**
 * vitest globalSetup of the e2e project: ONE Debian chromium (flags of DESIGN §5) for the whole run,
 * instead of a launch per test file. Each file connects to it and works in contexts of its own, which
 * keep cookies and storage apart as separate browsers would.
 */
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
