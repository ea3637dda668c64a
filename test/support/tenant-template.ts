import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AttributeValue,
  BatchWriteItemCommand,
  DynamoDBClient,
  paginateScan,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import { hashShareToken } from '../../lambdas/platform/share-links/share-link';
import type { RuntimeHandle } from '../../lib/local/runtime';
import { DEMO_COMPANY, demoUsers } from '../../lib/local/seed/demo-data';
import { DEMO_MAP_SHARE, EXPIRED_DEMO_MAP_SHARE } from '../../lib/local/seed/demo-map-shares';
import { DEMO_PROGRESS_SHARE, EXPIRED_DEMO_PROGRESS_SHARE } from '../../lib/local/seed/demo-progress-shares';
import { seedCompany } from '../../lib/local/seed/seed-company';

/**
 * The demo tenant as a template (issue 26: tests that stand alone, CI that fits). Seeding the demo's use
 * cases costs the runtime's DynamoDB some thousand conditioned writes and transactions; a hundred test
 * files each doing so took minutes of CI. So the run seeds them once, into a template company, and keeps
 * its items; a demo tenant is those items with the template's ids, logins and share-token hashes replaced
 * by its own, written in batches. What a tenant gets is exactly what the seed makes, only faster.
 */
export type TenantTemplate = {
  /** Unique to the template: in its company id, its logins' mails and its share tokens. */
  suffix: string;
  /** The template users' ids (Cognito subs) by role: a tenant's own replace them. */
  userIds: Record<string, string>;
  /** Share-token hashes, by the demo token they hash (with the template's suffix). */
  tokenHashes: Record<string, string>;
  /** The items, in DynamoDB's own format (no set or binary attribute is lost in JSON). */
  items: Record<string, AttributeValue>[];
  /** What the seed put on the documents queue (the finalized receipts' files). */
  documents: unknown[];
};

export const demoShareTokens = [
  DEMO_MAP_SHARE,
  EXPIRED_DEMO_MAP_SHARE,
  DEMO_PROGRESS_SHARE,
  EXPIRED_DEMO_PROGRESS_SHARE,
].map((share) => share.token);

/**
 * The most points a test tenant's demo track keeps: 60 of some thousand draw the same lanes over the same
 * fields, and each point is some 90 bytes in DynamoDB's format. At one chunk of 200 points per run the
 * tracks were half of a demo tenant's 1.6 MB, written by every test file into DynamoDB Local and read back
 * from its stream by the runtime.
 */
export const TEST_TRACK_POINTS = 60;

const localPart = (email: string) => email.slice(0, email.indexOf('@'));
export const tenantMail = (personaEmail: string, suffix: string) => `${localPart(personaEmail)}.${suffix}@example.de`;

const dynamoClient = (endpoint: string, region: string) =>
  new DynamoDBClient({ endpoint, region, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });

/**
 * Seeds the template into the runtime (in the process that runs it, whose environment grants the table)
 * and writes it to a file the test workers read; returns the file's path.
 */
export const captureTenantTemplate = async (runtime: RuntimeHandle): Promise<string> => {
  const suffix = `tpl${randomBytes(5).toString('hex')}`;
  const documents: unknown[] = [];
  const seeded = await seedCompany(
    {
      tableName: runtime.tableName,
      userPoolId: runtime.userPoolId,
      userPoolClientId: runtime.userPoolClientId,
      cognitoEndpoint: runtime.cognitoEndpoint,
      documentsQueueUrl: runtime.queueUrls.documents,
    },
    {
      company: { companyId: `tenant-${suffix}`, name: DEMO_COMPANY.name },
      users: demoUsers.map((user) => ({ ...user, email: tenantMail(user.email, suffix) })),
      demo: true,
      variant: 'AGRICULTURAL_CONTRACTOR',
      addOns: { bookkeeping: true },
      trackPointLimit: TEST_TRACK_POINTS,
      tokenSuffix: `-${suffix}`,
      enqueueDocuments: async (message) => {
        documents.push(message);
      },
    },
  );
  const userIds = Object.fromEntries(seeded.map((login) => [login.role, login.userId]));
  const marks = [suffix, ...Object.values(userIds)];
  const items: Record<string, AttributeValue>[] = [];
  const client = dynamoClient(runtime.endpoints.dynamodb, runtime.region);
  for await (const page of paginateScan({ client }, { TableName: runtime.tableName })) {
    for (const item of page.Items ?? []) {
      const text = JSON.stringify(item);
      if (marks.some((mark) => text.includes(mark))) items.push(item);
    }
  }
  client.destroy();
  const tokenHashes = Object.fromEntries(demoShareTokens.map((token) => [token, hashShareToken(`${token}-${suffix}`)]));
  const template: TenantTemplate = { suffix, userIds, tokenHashes, items, documents };
  const path = join(tmpdir(), `lohnwerk-tenant-template-${suffix}.json`);
  writeFileSync(path, JSON.stringify(template));
  return path;
};

/** Every string in the value with each search replaced (keys of maps stay: they are attribute names). */
const replaced = (value: AttributeValue, swaps: readonly [string, string][]): AttributeValue => {
  const swap = (text: string) => swaps.reduce((result, [from, to]) => result.split(from).join(to), text);
  if (value.S !== undefined) return { S: swap(value.S) };
  if (value.SS !== undefined) return { SS: value.SS.map(swap) };
  if (value.M !== undefined)
    return { M: Object.fromEntries(Object.entries(value.M).map(([key, inner]) => [key, replaced(inner, swaps)])) };
  if (value.L !== undefined) return { L: value.L.map((inner) => replaced(inner, swaps)) };
  return value;
};

/** The template's items as a tenant's: its suffix, its users and its share tokens in place of the template's. */
export const tenantItems = (
  template: TenantTemplate,
  suffix: string,
  userIds: Readonly<Record<string, string>>,
): Record<string, AttributeValue>[] => {
  const swaps: [string, string][] = [
    ...demoShareTokens.map((token): [string, string] => [
      template.tokenHashes[token] ?? token,
      hashShareToken(`${token}-${suffix}`),
    ]),
    ...Object.entries(template.userIds).map(([role, id]): [string, string] => [id, userIds[role] ?? id]),
    [template.suffix, suffix],
  ];
  return template.items.map((item) =>
    Object.fromEntries(Object.entries(item).map(([name, value]) => [name, replaced(value, swaps)])),
  );
};

/** Writes items in batches of 25 (DynamoDB's limit), four at a time, until none is left unprocessed. */
export const writeItems = async (
  endpoint: string,
  region: string,
  tableName: string,
  items: readonly Record<string, AttributeValue>[],
): Promise<void> => {
  const client = dynamoClient(endpoint, region);
  const batches: WriteRequest[][] = [];
  for (let start = 0; start < items.length; start += 25) {
    batches.push(items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })));
  }
  const writeBatch = async (requests: WriteRequest[]) => {
    let pending = requests;
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 5) throw new Error(`batch write left ${pending.length} items unprocessed`);
      const { UnprocessedItems } = await client.send(
        new BatchWriteItemCommand({ RequestItems: { [tableName]: pending } }),
      );
      pending = UnprocessedItems?.[tableName] ?? [];
    }
  };
  for (let next = 0; next < batches.length; next += 4) await Promise.all(batches.slice(next, next + 4).map(writeBatch));
  client.destroy();
};
