import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * The run's one Debian chromium behind a Playwright server, in a process of its own (started by
 * browser-server.ts): every protocol message of every e2e file passes through the Playwright server, which
 * took some 15 s of CPU of a run on the process that also hosts the embedded runtime. Prints the address
 * the files connect to as its first line; closes the browser on SIGTERM.
 *
 * `chromium-headless-shell` (.ci/run installs it) is the same Blink and V8 without the desktop browser
 * around them, which costs a third less CPU per page than `chromium --headless` on 2 cores. A machine with
 * only `chromium` still runs the tests; CHROMIUM_PATH picks another build.
 */
const chromiumPath = (): string => {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
};

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
process.stdout.write(`${server.wsEndpoint()}\n`);

const close = () => {
  server.close().finally(() => process.exit(0));
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
// The run ended without a teardown (a crash of the parent): nothing is left behind.
process.once('disconnect', close);
