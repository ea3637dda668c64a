/**
 * The embedded default's composition root (DESIGN §4). Its rooms:
 * - emulators/  the AWS services on this machine: DynamoDB Local, s3rver, fauxqs, aws-ses-v2-local, cognito-local
 * - functions/  the Lambda service: loads each registry handler and invokes it in its own environment
 * - gateway/    API Gateway: HTTP API and WebSocket routes from lib/services.ts, CORS, the web app, a Cognito proxy
 * - events/     event sources: SQS pollers, the table stream, schedules, the Lambda Invoke API for Cognito triggers
 * - seed/       the demo company and its data
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resetConfigForTests } from '../../lambdas/platform/config';
import { environmentNames } from '../../lambdas/platform/environment-names';
import { ZRuntimeConfig } from '../../schemas/runtime-config';
import type { ResourceLocations } from '../service-environment';
import {
  type BucketName,
  bucketNames,
  httpRoutes,
  type QueueName,
  queueNames,
  type ServiceDefinition,
  services,
} from '../services';
import { startCognito } from './emulators/cognito';
import { ensureTable, localDynamoClient, startDynamo, TABLE_NAME } from './emulators/dynamodb';
import { bucketPhysicalName, startS3 } from './emulators/s3';
import { startSes } from './emulators/ses';
import { startSqs } from './emulators/sqs';
import { startEventSources } from './events/event-sources';
import { applyEnvironment, type LocalEndpoints, serviceScope, sharedEnvironment } from './functions/environment';
import { createInvoker, loadFunctions } from './functions/lambda';
import { startGateway } from './gateway/gateway';
import { WEBSOCKET_STAGE } from './gateway/websocket-events';
import { freePort, isPortFree, servicePorts } from './ports';
import type { DemoLogin } from './seed/seed';
import { stateStore } from './state';

export const LOCAL_REGION = 'eu-central-1';
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

export type RuntimeOptions = {
  /** Gateway port; 0 picks a free one (tests). Default 3000. */
  port?: number;
  /** Folder that keeps all data across restarts (`.data` for npm start); null (default) = memory and temp dirs. */
  dataDir?: string | null;
  /** Seed the demo company (lib/local/seed/seed.ts). */
  seed?: boolean;
  /** No progress output; errors are still printed. */
  quiet?: boolean;
  /** For tests of the runtime itself: service name -> handler module to load instead of the registry entry. */
  entryOverrides?: Record<string, string>;
  /** The built web app; default web/dist. */
  webRoot?: string;
};

export type { DemoLogin };

export type RuntimeHandle = {
  url: string;
  apiUrl: string;
  wsUrl: string;
  mailViewerUrl: string;
  /** cognito-local itself (for SDK clients in Node); browsers use `${url}/cognito`. */
  cognitoEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  tokenIssuer: string;
  tableName: string;
  region: string;
  queueUrls: Record<QueueName, string>;
  bucketNames: Record<BucketName, string>;
  endpoints: LocalEndpoints;
  logins: DemoLogin[];
  startupMs: number;
  stop(): Promise<void>;
};

const servicesWith = (predicate: (service: ServiceDefinition) => boolean) =>
  (services as readonly ServiceDefinition[]).filter(predicate);

/**
 * The SDK reads the local services' endpoints from process.env (functions/environment.ts), so two
 * runtimes in one process would quietly point each other's handlers at the wrong services. The mark
 * lives on globalThis because test runners may load this module more than once.
 */
const RUNNING = Symbol.for('lohnwerk.local.runtime');
const processMarks = globalThis as { [RUNNING]?: boolean };

/** Starts every local service, loads every registry handler and wires their event sources. */
export const startRuntime = async (options: RuntimeOptions = {}): Promise<RuntimeHandle> => {
  if (processMarks[RUNNING]) throw new Error('In diesem Prozess läuft schon eine lokale Laufzeit.');
  processMarks[RUNNING] = true;
  const startedAt = Date.now();
  const say = (message: string) => {
    if (!options.quiet) console.log(`[lokal] ${message}`);
  };
  const log = (message: string, error?: unknown) => console.error(`[lokal] ${message}`, error ?? '');
  const cleanup: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const step of cleanup.reverse())
      await Promise.resolve(step()).catch((error: unknown) => log('Fehler beim Beenden', error));
    processMarks[RUNNING] = false;
  };

  try {
    const dataDir = options.dataDir ? resolve(options.dataDir) : null;
    const workDir = dataDir ?? mkdtempSync(join(tmpdir(), 'lohnwerk-local-'));
    if (!dataDir) cleanup.push(() => rmSync(workDir, { recursive: true, force: true }));
    const state = stateStore(dataDir ? join(dataDir, 'local-state.json') : null);

    const requestedPort = options.port ?? 3000;
    if (requestedPort !== 0 && !(await isPortFree(requestedPort))) {
      throw new Error(
        `Port ${requestedPort} ist belegt. Einen anderen wählen, z. B. PORT=${requestedPort + 1} npm start.`,
      );
    }
    const gatewayPort = requestedPort || (await freePort());
    const ports = await servicePorts(dataDir ? (state.read().ports ?? {}) : {}, [gatewayPort]);
    if (dataDir) state.write({ ...state.read(), ports });
    const url = `http://localhost:${gatewayPort}`;
    // New on every start: cognito-local and the handlers sign their calls on the gateway's AWS-API
    // imitations with it, so no other process can invoke a handler or push to a browser.
    const runSecret = randomBytes(32).toString('hex');

    say('Starte DynamoDB Local, S3, SQS, SES und Cognito …');
    const triggerServices = servicesWith((service) => (service.cognitoTriggers ?? []).length > 0);
    const track = async <T extends { stop(): Promise<void> }>(starting: Promise<T>): Promise<T> => {
      const service = await starting;
      cleanup.push(() => service.stop());
      return service;
    };
    const starting = [
      track(startDynamo({ port: ports.dynamodb, dbPath: dataDir && join(dataDir, 'dynamodb') })),
      track(startS3({ port: ports.s3, directory: join(workDir, 's3'), buckets: bucketNames })),
      track(
        startSqs({
          port: ports.sqs,
          region: LOCAL_REGION,
          queues: queueNames,
          dataDir: dataDir && join(dataDir, 'sqs'),
        }),
      ),
      track(startSes({ port: ports.ses })),
      track(
        startCognito({
          port: ports.cognito,
          directory: join(workDir, 'cognito'),
          lambdaEndpoint: url,
          lambdaSecret: runSecret,
          triggers: Object.fromEntries(
            triggerServices.flatMap((service) =>
              (service.cognitoTriggers ?? []).map((trigger) => [trigger, service.name]),
            ),
          ),
          state,
          quiet: options.quiet ?? false,
        }),
      ),
    ] as const;
    // Wait for all, so that a failure does not leave a half-started sibling behind without a stop.
    await Promise.allSettled(starting);
    const [dynamo, s3, sqs, ses, cognito] = await Promise.all(starting);

    const dynamoClient = localDynamoClient(dynamo.endpoint);
    const { streamArn } = await ensureTable(dynamoClient, TABLE_NAME).finally(() => dynamoClient.destroy());

    const endpoints: LocalEndpoints = {
      dynamodb: dynamo.endpoint,
      s3: s3.endpoint,
      sqs: sqs.endpoint,
      ses: ses.endpoint,
      cognito: cognito.endpoint,
      // domainName localhost:<port> + stage _ws, see websocket-events.ts.
      webSocketManagement: `${url}/${WEBSOCKET_STAGE}`,
      lambda: url,
    };
    const queueUrls = Object.fromEntries(queueNames.map((queue) => [queue, sqs.queues[queue].url])) as Record<
      QueueName,
      string
    >;
    const physicalBuckets = Object.fromEntries(
      bucketNames.map((bucket) => [bucket, bucketPhysicalName(bucket)]),
    ) as Record<BucketName, string>;
    const locations: ResourceLocations = {
      tableName: TABLE_NAME,
      queueUrls,
      bucketNames: physicalBuckets,
      userPool: {
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        tokenIssuer: cognito.issuer,
      },
      appUrl: url,
      // The gateway's Lambda Invoke imitation knows the registry's services by their names.
      functionNames: Object.fromEntries(services.map((service) => [service.name, service.name])),
    };
    const shared = sharedEnvironment({ region: LOCAL_REGION, endpoints, runSecret });
    // The process itself (the seed, tools such as the benchmark) works on the table directly; handlers never
    // see this environment, each runs in its own scope (functions/lambda.ts).
    const restoreEnvironment = applyEnvironment({ ...shared, [environmentNames.tableName]: TABLE_NAME });
    cleanup.push(restoreEnvironment);
    resetConfigForTests();

    const functions = await loadFunctions({
      services,
      repositoryRoot,
      scopeOf: (service) => serviceScope(service, locations, shared),
      entryOverrides: options.entryOverrides,
    });
    const invoke = createInvoker(functions, LOCAL_REGION);
    const runtimeConfig = ZRuntimeConfig.parse({
      stage: 'local',
      region: LOCAL_REGION,
      apiUrl: `${url}/api`,
      wsUrl: `ws://localhost:${gatewayPort}/ws`,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.userPoolClientId,
      userPoolEndpoint: `${url}/cognito`,
      mailViewerUrl: ses.viewerUrl,
    });
    const gateway = await startGateway({
      port: gatewayPort,
      routes: httpRoutes(),
      websocketService: servicesWith((service) => service.websocket === true)[0]?.name,
      websocketAuthorizer: servicesWith((service) => service.websocketAuthorizer === true)[0]?.name,
      serviceNames: services.map((service) => service.name),
      invoke,
      runSecret,
      cognitoEndpoint: cognito.endpoint,
      runtimeConfig,
      webRoot: options.webRoot ?? join(repositoryRoot, 'web', 'dist'),
      log,
    });
    cleanup.push(() => gateway.close());

    const eventSources = await startEventSources({
      services,
      region: LOCAL_REGION,
      sqsEndpoint: sqs.endpoint,
      queues: sqs.queues,
      dynamoEndpoint: dynamo.endpoint,
      streamArn,
      invoke,
      log,
    });
    cleanup.push(() => eventSources.stop());

    let logins: DemoLogin[] = [];
    if (options.seed) {
      say('Lege Demodaten an …');
      // Imported only now: the seed uses the handlers' data layer, which reads the environment set above.
      const { seedDemoData } = await import('./seed/seed');
      ({ logins } = await seedDemoData({
        tableName: TABLE_NAME,
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        cognitoEndpoint: cognito.endpoint,
        documentsQueueUrl: queueUrls.documents,
      }));
    }

    let stopping: Promise<void> | undefined;
    return {
      url,
      apiUrl: runtimeConfig.apiUrl,
      wsUrl: runtimeConfig.wsUrl,
      mailViewerUrl: ses.viewerUrl,
      cognitoEndpoint: cognito.endpoint,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.userPoolClientId,
      tokenIssuer: cognito.issuer,
      tableName: TABLE_NAME,
      region: LOCAL_REGION,
      queueUrls,
      bucketNames: physicalBuckets,
      endpoints,
      logins,
      startupMs: Date.now() - startedAt,
      stop: () => {
        stopping ??= stopAll();
        return stopping;
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
};
