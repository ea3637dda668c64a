import { describe, expect, it } from 'vitest';
import { bundleLambdaWithInputs } from '../bench/measure';

/**
 * Each SDK client has a module of its own (lambdas/platform/sdk-clients/), so a function loads at cold start
 * only the SDK packages it uses: with one module for all clients, every function loaded six, about 100 ms of
 * each cold start. Bundled as the CDK bundles them (test/bench/measure.ts).
 */
describe('AWS SDK packages a function loads', () => {
  // The table's packages: the client, the document client and its (un)marshalling, which it loads anyway.
  const table = ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb', '@aws-sdk/util-dynamodb'];
  it.each([
    ['lambdas/geo/handler.ts', table],
    ['lambdas/structures/public-handler.ts', table],
    ['lambdas/realtime/handler.ts', ['@aws-sdk/client-apigatewaymanagementapi', ...table]],
  ])('%s: only the clients it uses', async (entry, packages) => {
    expect((await bundleLambdaWithInputs(entry)).sdkPackages).toEqual(packages);
  });

  // lambdas/platform/node-http.ts: an ESM import of node:http loads undici at cold start (some 50 ms).
  it('no function imports node:http as a module (the bundler points it at a require())', async () => {
    const { contents } = await bundleLambdaWithInputs('lambdas/geo/handler.ts');
    expect(new TextDecoder().decode(contents)).not.toMatch(/from\s*["']node:http["']/);
  });
});
