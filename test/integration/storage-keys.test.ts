import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { officialSample } from '../../lambdas/einvoice/reading/sample-invoice.fixtures';
import { clientKeyFields, clientKeyUses, type TClientKeyUse } from '../../lambdas/platform/storage-keys';
import { httpRoutes } from '../../lib/services';
import type { TCompany, TOperatingUnit } from '../../schemas/api/company';
import { fillPath } from '../../schemas/api/endpoint';
import { isErrorCode, messageForCode } from '../../schemas/errors';
import type { TTollImport } from '../../schemas/planning/toll';
import { api, runtime } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * Issue 25 point 1, generated from the registry: every route that takes a storage key
 * (lambdas/platform/storage-keys.ts clientKeyFields, kept complete by lib/storage-key-declarations.test.ts)
 * is sent keys that climb ('..', '%2e%2e'), hide ('//', '\', a leading '/') or simply name the demo
 * company's objects, by the owner of the neighbour company. Each is refused with a German 4xx of the
 * catalogue, the same whether or not an object lies there; the demo company's objects stay as they were
 * (a toll import deletes the list it read), and the neighbour's records name none of them.
 */

const run = `${Date.now()}`;
const HANSEN_ID = tenant.login('OWNER').companyId;
const NEIGHBOUR_ID = otherTenant.login('OWNER').companyId;

/** A 1×1 PNG: a logo the check must not let the neighbour take. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const TOLL_LIST = new TextEncoder().encode(
  'Fahrt-ID;Kennzeichen;Beginn;Ende;Betrag\n1;NF-XX 1;24.11.2026 07:00;;2,50\n',
);

/** The demo company's object of each use (its file below the use's first folder), each readable if reached. */
const victims: Record<TClientKeyUse, { name: string; bytes: Uint8Array }> = {
  tollImport: { name: `victim-${run}.csv`, bytes: TOLL_LIST },
  logo: { name: `victim-${run}`, bytes: PNG },
  einvoice: {
    name: `BILL/victim-${run}/RE-${run}.xml`,
    bytes: new TextEncoder().encode(officialSample('xrechnung-testsuite/01.01a-INVOICE_ubl.xml')),
  },
};
const folderOf = (use: TClientKeyUse) => clientKeyUses[use].folders[0];
const victimKey = (use: TClientKeyUse, name = victims[use].name) => `companies/${HANSEN_ID}/${folderOf(use)}/${name}`;

/** The keys the neighbour tries for a name of the demo company's folder of the use. */
const attackKeys = (use: TClientKeyUse, name: string): Record<string, string> => {
  const folder = folderOf(use);
  const own = `companies/${NEIGHBOUR_ID}/${folder}/`;
  const theirs = `${HANSEN_ID}/${folder}/${name}`;
  return {
    'another company’s prefix': `companies/${theirs}`,
    '..': `${own}../../${theirs}`,
    '%2e%2e': `${own}%2e%2e/%2e%2e/${theirs}`,
    '%2E%2E': `${own}%2E%2E/%2E%2E/${theirs}`,
    'double slashes': `${own}/..//..//${theirs}`,
    'double slash before the company': `companies//${theirs}`,
    'leading slash': `/companies/${theirs}`,
    'leading slash and ..': `/${own}../../${theirs}`,
    backslashes: `${own}..\\..\\${theirs.replaceAll('/', '\\')}`,
  };
};

const s3 = () =>
  new S3Client({
    endpoint: runtime().endpoints.s3,
    region: runtime().region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
const bucket = () => runtime().bucketNames.documents;

const storedBytes = async (key: string) => {
  const { Body } = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  return (await Body?.transformToByteArray()) ?? new Uint8Array();
};

const keyRoutes = httpRoutes().filter(({ routeKey }) => clientKeyFields[routeKey] !== undefined);

let token: string;
let unit: TOperatingUnit;

const readCompany = async () => (await api<TCompany>('GET', '/structures/company', { token })).body;
const readUnit = async () =>
  (await api<{ items: TOperatingUnit[] }>('GET', '/structures/operating-units', { token })).body.items.find(
    (item) => item.id === unit.id,
  );

/** A body the route accepts around the key: the record's version (logos), a file name (toll lists). */
const bodyWith = async (routeKey: string, field: string, key: string) => {
  const version = routeKey.includes('operating-units') ? (await readUnit())?.version : (await readCompany()).version;
  return { [field]: key, version, fileName: `angriff-${run}.csv` };
};

beforeAll(async () => {
  token = await otherTenant.token('OWNER');
  // A unit of this run: its logo is what the unit route would set.
  const created = await api<TOperatingUnit>('POST', '/structures/operating-units', {
    token,
    body: { name: `Betrieb Schlüssel ${run}` },
  });
  expect(created.status).toBe(201);
  unit = created.body;
  await Promise.all(
    (Object.keys(victims) as TClientKeyUse[]).map((use) =>
      s3().send(new PutObjectCommand({ Bucket: bucket(), Key: victimKey(use), Body: victims[use].bytes })),
    ),
  );
});

describe('storage keys a client sends (issue 25 point 1)', () => {
  it('are taken by the routes of the declarations', () => {
    expect(keyRoutes.map(({ routeKey }) => routeKey).sort()).toEqual(Object.keys(clientKeyFields).sort());
  });

  it.each(keyRoutes.map(({ routeKey, endpoint }) => [routeKey, endpoint] as const))(
    '%s refuses keys that climb, hide or name another company, whether or not an object lies there',
    async (routeKey, endpoint) => {
      const path = fillPath(endpoint.path, { operatingUnitId: unit.id });
      for (const [field, use] of Object.entries(clientKeyFields[routeKey] ?? {})) {
        const existing = attackKeys(use, victims[use].name);
        const absent = attackKeys(use, `nothing-${run}${use === 'tollImport' ? '.csv' : ''}`);
        for (const [label, key] of Object.entries(existing)) {
          const answers = await Promise.all(
            [key, absent[label] ?? ''].map(async (sent) => {
              const answer = await api<{ code: string; message: string }>(endpoint.method, path, {
                token,
                body: await bodyWith(routeKey, field, sent),
              });
              return { status: answer.status, code: answer.body.code, message: answer.body.message };
            }),
          );
          const [there, notThere] = answers;
          expect(there?.status, `${field} ${label}: ${key}`).toBeGreaterThanOrEqual(400);
          expect(there?.status, `${field} ${label}: ${key}`).toBeLessThan(500);
          expect(isErrorCode(there?.code ?? ''), `${label}: ${there?.code}`).toBe(true);
          expect(there?.message).toBe(messageForCode(there?.code ?? ''));
          // The answer tells nothing about the other company's bucket.
          expect(notThere, `${field} ${label}`).toEqual(there);
        }
      }
    },
  );

  it('leaves the demo company’s objects as they were, and the neighbour’s records name none of them', async () => {
    for (const use of Object.keys(victims) as TClientKeyUse[]) {
      expect(await storedBytes(victimKey(use)), use).toEqual(victims[use].bytes);
    }
    const victimKeys = Object.keys(victims).map((use) => victimKey(use as TClientKeyUse));
    expect(victimKeys).not.toContain((await readCompany()).logoKey);
    expect(victimKeys).not.toContain((await readUnit())?.logoKey);
    const imports = await api<{ items: TTollImport[] }>('GET', '/orders/toll-imports', { token });
    expect(imports.body.items.filter((item) => item.fileName === `angriff-${run}.csv`)).toEqual([]);
  });
});
