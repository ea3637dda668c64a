import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { defaultAppMeta } from '../../../lambdas/identity/domain/app-meta';
import { db } from '../../../lambdas/platform/db/entities';
import type { TDocumentsMessage } from '../../../lambdas/platform/documents-queue';
import { sqsClient } from '../../../lambdas/platform/sdk-clients/sqs';
import packageJson from '../../../package.json' with { type: 'json' };
import {
  DEMO_COMPANY,
  DEMO_PASSWORD,
  demoUpdateInfos,
  demoUsers,
  NEIGHBOUR_COMPANY,
  neighbourOwner,
  userWithoutRole,
} from './demo-data';
import {
  type CompanySeed,
  cognitoFor,
  type DemoLogin,
  ensureAccount,
  type SeedContext,
  seedCompany,
} from './seed-company';

export type { DemoLogin, SeedContext } from './seed-company';

/** The app-wide meta item: this release everywhere, nothing outdated, no feature flag; kept once edited. */
const ensureAppMeta = async (now: Date) => {
  if ((await db().appMeta.get({}).go()).data) return;
  await db()
    .appMeta.put({ ...defaultAppMeta(packageJson.version), updatedAt: now.toISOString() })
    .go();
};

/** The product news every user sees; created once, when there are none yet. */
const ensureUpdateInfos = async () => {
  const { data } = await db().updateInfo.query.byPublished({}).go({ limit: 1 });
  if (data.length > 0) return;
  for (const { id, ...info } of demoUpdateInfos) {
    await db()
      .updateInfo.put({ updateInfoId: id, ...info })
      .go();
  }
};

/** The demo company books bookkeeping (receipts and mail); data folders from before get it on their next start. */
const DEMO_COMPANY_ADD_ONS = { bookkeeping: true };
const ensureDemoAddOns = async () => {
  const { data } = await db().company.get({ companyId: DEMO_COMPANY.companyId }).go();
  if (!data || data.addOns !== undefined) return;
  await db().company.patch({ companyId: DEMO_COMPANY.companyId }).set({ addOns: DEMO_COMPANY_ADD_ONS }).go();
};

/** The person with an account but no company (the derived role NOTHING). */
const ensureUserWithoutRole = async (ctx: SeedContext, now: Date) => {
  const userId = await ensureAccount(cognitoFor(ctx.cognitoEndpoint), ctx.userPoolId, userWithoutRole.email);
  if ((await db().appUser.get({ userId }).go()).data) return;
  await db()
    .appUser.put({ userId, ...userWithoutRole, createdAt: now.toISOString() })
    .go();
};

/** The logins as `npm start` prints and the tests read them, without the user ids. */
const seedLogins = async (ctx: SeedContext, seed: CompanySeed): Promise<DemoLogin[]> =>
  (await seedCompany(ctx, seed)).map(({ userId: _, ...login }) => login);

/**
 * Seeds the demo contractor (one login per role, customers with contact persons, the records of every use
 * case: seed-company.ts) and a neighbouring contractor (to show that companies never see each other's data).
 * Tests make companies of their own (test/support/tenants.ts). Idempotent: a company that exists is left as
 * it is, so demo data changed by hand survives a restart.
 */
export async function seedDemoData(ctx: SeedContext): Promise<{ logins: DemoLogin[] }> {
  const now = new Date();
  await ensureAppMeta(now);
  await ensureUpdateInfos();
  const enqueueDocuments = async (message: TDocumentsMessage) => {
    await sqsClient().send(
      new SendMessageCommand({ QueueUrl: ctx.documentsQueueUrl, MessageBody: JSON.stringify(message) }),
    );
  };
  const base = { tokenSuffix: '', enqueueDocuments };
  // Master data and the other records came later than the company seed: data folders from before get
  // them on their next start (seedCompany adds what is missing), and the add-ons first.
  await ensureDemoAddOns();
  const demoLogins = await seedLogins(ctx, {
    ...base,
    company: DEMO_COMPANY,
    users: demoUsers,
    demo: true,
    variant: 'AGRICULTURAL_CONTRACTOR',
    addOns: DEMO_COMPANY_ADD_ONS,
  });
  await ensureUserWithoutRole(ctx, now);

  // The neighbour: one owner and nothing else.
  const neighbourLogins = await seedLogins(ctx, {
    ...base,
    company: NEIGHBOUR_COMPANY,
    users: [neighbourOwner],
    demo: false,
    variant: 'LOGISTICS',
    addOns: DEMO_COMPANY_ADD_ONS,
  });
  const withoutRole: DemoLogin = {
    email: userWithoutRole.email,
    password: DEMO_PASSWORD,
    role: 'NOTHING',
    companyId: '',
    companyName: 'ohne Betrieb',
  };
  return { logins: [...demoLogins, ...neighbourLogins, withoutRole] };
}
