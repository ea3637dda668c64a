import type { TestProject } from 'vitest/node';
import { startRuntime } from '../../lib/local/runtime';
import type { ProvidedRuntime } from './runtime-context';

/**
 * vitest globalSetup for the integration and e2e projects: one embedded runtime for the whole run,
 * in memory on a free port, with the demo data. Tests reach it over HTTP/WebSocket and read its
 * addresses with `inject('runtime')`.
 */
export default async function setup(project: TestProject) {
  // Handler logs only when something is wrong; an explicit LOG_LEVEL still wins.
  process.env.LOG_LEVEL ??= 'WARN';
  const runtime = await startRuntime({ port: 0, dataDir: null, seed: true, quiet: true });
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
  return async () => {
    await runtime.stop();
  };
}
