import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { type RuntimeHandle, startRuntime } from '../../lib/local/runtime';
import type { ProvidedRuntime } from './runtime-context';
import { captureTenantTemplate } from './tenant-template';

/**
 * One runtime per vitest process, shared by every project that lists this globalSetup (integration and
 * e2e in one `vitest run`): a process can host only one (lib/local/runtime.ts). Kept on globalThis
 * because each project may load this file separately.
 */
type Shared = { runtime: Promise<RuntimeHandle>; template: Promise<string>; users: number };
const SHARED = Symbol.for('lohnwerk.test.runtime');
const registry = globalThis as { [SHARED]?: Shared };

/**
 * vitest globalSetup for the integration and e2e projects: the embedded runtime in memory on a free
 * port, with the demo data. Tests reach it over HTTP/WebSocket and read its addresses with
 * `inject('runtime')`.
 */
export default async function setup(project: TestProject) {
  // Handler logs only when something is wrong; an explicit LOG_LEVEL still wins.
  process.env.LOG_LEVEL ??= 'WARN';
  if (!registry[SHARED]) {
    const runtime = startRuntime({ port: 0, dataDir: null, seed: true, quiet: true });
    // The demo tenant's template (test/support/tenant-template.ts), seeded once per run in this process.
    registry[SHARED] = { runtime, template: runtime.then(captureTenantTemplate), users: 0 };
  }
  const shared = registry[SHARED];
  shared.users += 1;
  let runtime: RuntimeHandle;
  let tenantTemplate: string;
  try {
    runtime = await shared.runtime;
    tenantTemplate = await shared.template;
  } catch (error) {
    delete registry[SHARED];
    throw error;
  }
  const provided: ProvidedRuntime = {
    url: runtime.url,
    apiUrl: runtime.apiUrl,
    wsUrl: runtime.wsUrl,
    mailViewerUrl: runtime.mailViewerUrl,
    cognitoEndpoint: runtime.cognitoEndpoint,
    userPoolId: runtime.userPoolId,
    userPoolClientId: runtime.userPoolClientId,
    tableName: runtime.tableName,
    region: runtime.region,
    queueUrls: runtime.queueUrls,
    bucketNames: runtime.bucketNames,
    endpoints: runtime.endpoints,
    logins: runtime.logins,
  };
  project.provide('runtime', provided);
  project.provide('tenantTemplate', tenantTemplate);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete registry[SHARED];
    rmSync(tenantTemplate, { force: true });
    await runtime.stop();
  };
}
