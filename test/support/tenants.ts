import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { inject } from 'vitest';
import { db } from '../../lambdas/platform/db/entities';
import { DEMO_COMPANY, DEMO_PASSWORD, type DemoUser, demoUsers } from '../../lib/local/seed/demo-data';
import { DEMO_MAP_SHARE, EXPIRED_DEMO_MAP_SHARE } from '../../lib/local/seed/demo-map-shares';
import { DEMO_PROGRESS_SHARE, EXPIRED_DEMO_PROGRESS_SHARE } from '../../lib/local/seed/demo-progress-shares';
import {
  cognitoFor,
  type DemoLogin,
  ensureAccount,
  type SeededLogin,
  seedCompany,
} from '../../lib/local/seed/seed-company';
import type { TRole } from '../../schemas/roles';
import { idTokenFor, runtime } from './api-client';
import { withTable } from './table-scope';
import { TEST_TRACK_POINTS, type TenantTemplate, tenantItems, tenantMail, writeItems } from './tenant-template';

/**
 * The tenant factory: a company of a test file's own, seeded from the test process straight into the
 * runtime's DynamoDB and Cognito (lib/local/seed/seed-company.ts, the seed `npm start` runs for the demo
 * company), so files neither see nor change each other's data and run in any order. No product route is
 * involved: the runtime's addresses come from `inject('runtime')`.
 *
 *   const company = await newTenant({ demo: true });            // the demo's use cases, every role
 *   const empty = await newTenant({ roles: ['OWNER'] });         // an empty company (tenancy, numbering)
 *   const token = await company.token('PLANNER');
 *
 * Ids, names' suffixes and login mails are new on every call. A demo tenant takes a few seconds (the
 * demo's orders, receipts and master data): make it once per file, in beforeAll.
 */

/** A role with a login; NOTHING is an account in no company at all. */
export type TenantRole = TRole;

export type TenantOptions = {
  /** The demo's records (customers, units, master data, orders, receipts, shares, ...); default false. */
  demo?: boolean;
  /** Who gets a login; default every role for a demo tenant, else only the owner. */
  roles?: readonly TenantRole[];
  /** Default: the demo company's name for a demo tenant (it shows on receipts), else 'Testbetrieb <id>'. */
  name?: string;
  /** Default AGRICULTURAL_CONTRACTOR. */
  variant?: 'AGRICULTURAL_CONTRACTOR' | 'LOGISTICS';
  /** The bookkeeping add-on (receipts and mail); default true, as the demo company has it. */
  bookkeeping?: boolean;
  /**
   * The files (PDF, e-invoice) of a demo tenant's finalized receipts, made by the runtime's e-invoice
   * service as after a real finalization; default false: rendering them costs the runtime a few seconds of
   * CPU per tenant, and only the files' own tests read them.
   */
  receiptFiles?: boolean;
};

/** The share links a demo tenant holds, with its own tokens (the ids are the demo's). */
export type TenantShares = {
  map: { id: string; token: string };
  expiredMap: { id: string; token: string };
  progress: { id: string; token: string };
  expiredProgress: { id: string; token: string };
};

export type Tenant = {
  companyId: string;
  companyName: string;
  logins: DemoLogin[];
  /** The login of a role (a TRole's name); fails for a role the tenant was made without. */
  login(role: string): DemoLogin;
  /** The ID token of the role's login (cached per process, like tokenForRole; `fresh` signs in anew). */
  token(role: string, options?: { fresh?: boolean }): Promise<string>;
  /** The app user id (Cognito sub) of the role's login. */
  userId(role: string): string;
  shares: TenantShares;
};

const ALL_ROLES: readonly TenantRole[] = [...demoUsers.map((user) => user.role), 'NOTHING'];

/** The mail's local part of a persona, e.g. 'fahrer' for fahrer@demo.lohnwerk.de. */
const localPart = (email: string) => email.slice(0, email.indexOf('@'));

const personaOf = (role: TenantRole): DemoUser | undefined => demoUsers.find((user) => user.role === role);

const enqueueDocuments = async (body: unknown) => {
  const sqs = new SQSClient({
    endpoint: runtime().endpoints.sqs,
    region: runtime().region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await sqs.send(
    new SendMessageCommand({ QueueUrl: runtime().queueUrls.documents, MessageBody: JSON.stringify(body) }),
  );
  sqs.destroy();
};

/** An account without company or customer link: the derived role NOTHING. */
const seedWithoutRole = async (suffix: string): Promise<{ login: DemoLogin; userId: string }> => {
  const email = `ohne-rolle.${suffix}@example.de`;
  const userId = await ensureAccount(cognitoFor(runtime().cognitoEndpoint), runtime().userPoolId, email);
  await db()
    .appUser.put({ userId, email, firstName: 'Nele', lastName: 'Ohnesorg', createdAt: new Date().toISOString() })
    .go();
  return {
    login: { email, password: DEMO_PASSWORD, role: 'NOTHING', companyId: '', companyName: 'ohne Betrieb' },
    userId,
  };
};

let template: TenantTemplate | undefined;
/** The run's demo template, read once per test process. */
const runTemplate = (): TenantTemplate => {
  template ??= JSON.parse(readFileSync(inject('tenantTemplate'), 'utf8')) as TenantTemplate;
  return template;
};

/**
 * A demo tenant made from the run's template (test/support/tenant-template.ts): an account per demo
 * persona, then the template's items with this tenant's ids, written in batches. Returns every persona's
 * login and user id; the caller keeps the roles it asked for.
 */
const cloneDemoTenant = async (
  company: { companyId: string; name: string },
  suffix: string,
  receiptFiles: boolean,
): Promise<SeededLogin[]> => {
  const source = runTemplate();
  const { cognitoEndpoint, userPoolId, endpoints, region, tableName } = runtime();
  const cognito = cognitoFor(cognitoEndpoint);
  const seeded = await Promise.all(
    demoUsers.map(async (persona) => {
      const email = tenantMail(persona.email, suffix);
      const userId = await ensureAccount(cognito, userPoolId, email);
      return {
        email,
        password: DEMO_PASSWORD,
        role: persona.role,
        companyId: company.companyId,
        companyName: company.name,
        userId,
      };
    }),
  );
  const userIds = Object.fromEntries(seeded.map((login) => [login.role, login.userId]));
  await writeItems(endpoints.dynamodb, region, tableName, tenantItems(source, suffix, userIds));
  if (receiptFiles) {
    for (const message of source.documents) {
      await enqueueDocuments(JSON.parse(JSON.stringify(message).split(source.suffix).join(suffix)));
    }
  }
  return seeded;
};

/** Makes a company of its own for the calling test file; see the file's comment. */
export const newTenant = async (options: TenantOptions = {}): Promise<Tenant> => {
  const demo = options.demo ?? false;
  const roles = options.roles ?? (demo ? ALL_ROLES : ['OWNER']);
  const suffix = randomBytes(5).toString('hex');
  const company = {
    companyId: `tenant-${suffix}`,
    name: options.name ?? (demo ? DEMO_COMPANY.name : `Testbetrieb ${suffix}`),
  };
  const users = roles.flatMap((role) => {
    const persona = personaOf(role);
    return persona ? [{ ...persona, email: `${localPart(persona.email)}.${suffix}@example.de` }] : [];
  });
  const ctx = {
    tableName: runtime().tableName,
    userPoolId: runtime().userPoolId,
    userPoolClientId: runtime().userPoolClientId,
    cognitoEndpoint: runtime().cognitoEndpoint,
    documentsQueueUrl: runtime().queueUrls.documents,
  };
  // The demo as the template holds it: that company's name, variant and add-on; any other is seeded.
  const fromTemplate =
    demo && options.name === undefined && options.variant === undefined && options.bookkeeping !== false;
  const { logins, userIds } = await withTable(async () => {
    const seeded = fromTemplate
      ? (await cloneDemoTenant(company, suffix, options.receiptFiles ?? false)).filter((login) =>
          roles.some((role) => role === login.role),
        )
      : await seedCompany(ctx, {
          company,
          users,
          demo,
          variant: options.variant ?? 'AGRICULTURAL_CONTRACTOR',
          addOns: options.bookkeeping === false ? undefined : { bookkeeping: true },
          trackPointLimit: TEST_TRACK_POINTS,
          tokenSuffix: `-${suffix}`,
          enqueueDocuments: options.receiptFiles ? enqueueDocuments : async () => {},
        });
    const ids = new Map(seeded.map((entry) => [entry.role, entry.userId]));
    const all: DemoLogin[] = seeded.map(({ userId: _, ...entry }) => entry);
    if (roles.includes('NOTHING')) {
      const nobody = await seedWithoutRole(suffix);
      all.push(nobody.login);
      ids.set('NOTHING', nobody.userId);
    }
    return { logins: all, userIds: ids };
  });
  const login = (role: string) => {
    const found = logins.find((entry) => entry.role === role);
    if (!found) throw new Error(`tenant ${company.companyId} has no login for ${role}`);
    return found;
  };
  const share = (demoShare: { id: string; token: string }) => ({
    id: demoShare.id,
    token: `${demoShare.token}-${suffix}`,
  });
  return {
    companyId: company.companyId,
    companyName: company.name,
    logins,
    login,
    token: (role, tokenOptions) => idTokenFor(login(role).email, DEMO_PASSWORD, tokenOptions),
    userId: (role) => {
      const id = userIds.get(role);
      if (!id) throw new Error(`tenant ${company.companyId} has no login for ${role}`);
      return id;
    },
    shares: {
      map: share(DEMO_MAP_SHARE),
      expiredMap: share(EXPIRED_DEMO_MAP_SHARE),
      progress: share(DEMO_PROGRESS_SHARE),
      expiredProgress: share(EXPIRED_DEMO_PROGRESS_SHARE),
    },
  };
};
