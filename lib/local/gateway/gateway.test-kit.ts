import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as z from 'zod';
import { defineEndpoint } from '../../../schemas/api/endpoint';
import type { ServiceDefinition } from '../../services';
import type { Invoke } from '../functions/lambda';
import { type Gateway, startGateway } from './gateway';

/**
 * The gateway of the gateway tests (test-only): three routes of a service 'things', a WebSocket service
 * 'live', a trigger, a stand-in for cognito-local that echoes what it got, and a built web app of two
 * files. No local AWS service is needed; the handlers are the test's `invoke`.
 */
const service = (name: string): ServiceDefinition => ({ name, entry: `${name}.ts`, access: {} });
const endpoint = (method: 'GET' | 'POST', path: `/${string}`) =>
  defineEndpoint({ method, path, access: { kind: 'public' }, response: z.unknown() });

export const startTestGateway = async (
  invoke: Invoke,
  runSecret: string,
): Promise<{ gateway: Gateway; stop: () => Promise<void> }> => {
  const upstream = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify({ path: request.url, target: request.headers['x-amz-target'], body }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const webRoot = mkdtempSync(join(tmpdir(), 'lohnwerk-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<html>app</html>');
  writeFileSync(join(webRoot, 'assets', 'app-123.js'), 'console.log(1)');
  const gateway = await startGateway({
    port: 0,
    routes: [
      { service: service('things'), endpoint: endpoint('GET', '/things/{id}'), routeKey: 'GET /things/{id}' },
      { service: service('things'), endpoint: endpoint('GET', '/things/fail'), routeKey: 'GET /things/fail' },
      { service: service('things'), endpoint: endpoint('POST', '/things'), routeKey: 'POST /things' },
    ],
    websocketService: 'live',
    serviceNames: ['things', 'live', 'trigger'],
    invoke,
    runSecret,
    cognitoEndpoint: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    runtimeConfig: {
      stage: 'local',
      region: 'eu-central-1',
      apiUrl: 'http://localhost/api',
      wsUrl: 'ws://localhost/ws',
      userPoolId: 'local_1',
      userPoolClientId: 'client',
      userPoolEndpoint: 'http://localhost/cognito',
      mailViewerUrl: 'http://localhost:1/',
    },
    webRoot,
    log: () => undefined,
  });
  const stop = async () => {
    await gateway.close();
    upstream.close();
    rmSync(webRoot, { recursive: true, force: true });
  };
  return { gateway, stop };
};
