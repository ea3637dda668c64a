import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the e2e files connect to the one chromium of the run (test/e2e/browser.ts). */
    browserEndpoint: string;
  }
}

/**
 * Debian's `chromium-headless-shell` (.ci/run installs it): the same Blink and V8 without the desktop
 * browser around them, which costs a third less CPU per page than `chromium --headless` on 2 cores. A
 * machine with only `chromium` still runs the tests; CHROMIUM_PATH picks another build.
 */
const chromiumPath = (): string => {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
};

/**
 * vitest globalSetup of the e2e project: ONE Debian chromium (flags of DESIGN §5) for the whole run,
 * instead of a launch per test file. Each file connects to it and works in contexts of its own, which
 * keep cookies and storage apart as separate browsers would.
 */
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // WebGL for the maps (MapLibre GL) in software: without a GPU chromium offers WebGL only this way.
      '--enable-unsafe-swiftshader',
      '--use-angle=swiftshader',
    ],
  });
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
