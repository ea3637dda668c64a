import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { unitToItem } from '../../../lambdas/platform/company-store';
import { db } from '../../../lambdas/platform/db/entities';
import type { TDocumentsMessage } from '../../../lambdas/platform/documents-queue';
import { customerToItem } from '../../../lambdas/structures/customer-store';
import { newCustomer, parseCustomerInput } from '../../../lambdas/structures/domain/customer';
import { newOperatingUnit } from '../../../lambdas/structures/domain/operating-unit';
import { ZCompanySettings, ZOperatingUnitInput } from '../../../schemas/api/company';
import { seedDemoBoard } from './demo-board';
import { seedDemoCampaigns } from './demo-campaigns';
import {
  DEMO_COMPANY_DETAILS,
  DEMO_COMPANY_SETTINGS,
  DEMO_PASSWORD,
  type DemoUser,
  demoCustomers,
  demoOperatingUnits,
  demoUsers,
} from './demo-data';
import { seedDemoMapShares } from './demo-map-shares';
import { seedDemoFields, seedDemoMapStructures, seedDemoMarkers } from './demo-map-structures';
import { seedDemoOrderRequests } from './demo-order-requests';
import { seedDemoOrders } from './demo-orders/seed-demo-orders';
import { seedDemoProgressShares } from './demo-progress-shares';
import { seedDemoReceipts } from './demo-receipts';
import { seedDemoRentals } from './demo-rentals';
import { seedDemoTollImports } from './demo-toll-imports';
import { seedDemoLocations, seedDemoTracking } from './demo-tracking';
import { seedDemoWork } from './demo-work';
import { seedDemoMasterdata } from './seed-masterdata';
import { seedNumberClaims } from './seed-number-claims';

/**
 * One company and its use cases, for any company id: the demo company of `npm start` (lib/local/seed/seed.ts)
 * and the companies the tests make for themselves (test/support/tenants.ts), so a test's company holds what
 * the demo holds. The records keep the demo's ids: every company-owned item's key starts with the company id,
 * so two companies never share one. Only share-link tokens are global; each company gets its own suffix.
 */

/** Where the seed finds Cognito and the documents queue; the table comes from the data layer's environment. */
export type SeedContext = {
  tableName: string;
  userPoolId: string;
  userPoolClientId: string;
  cognitoEndpoint: string;
  /** Where finalized demo receipts go to get their files (the e-invoice service consumes it). */
  documentsQueueUrl: string;
};

export type DemoLogin = { email: string; password: string; role: string; companyId: string; companyName: string };

export type CompanySeed = {
  company: { companyId: string; name: string };
  /** One login each; a user of a demo persona's role takes that persona's place in the demo records. */
  users: readonly DemoUser[];
  /** The demo's records (customers, units, master data, orders, receipts, ...), or an empty company. */
  demo: boolean;
  variant: 'AGRICULTURAL_CONTRACTOR' | 'LOGISTICS';
  /** Bookkeeping (receipts and mail); without it those services refuse the company (services.md §5). */
  addOns: { bookkeeping: boolean } | undefined;
  /**
   * At most this many points per seeded GPS track (one track record): the demo's season tracks hold some
   * thousand points each and take most of a company's seed time; a test company needs their shape only.
   */
  trackPointLimit?: number;
  /** Appended to the demo's share-link tokens, which are keys of their own, outside any company. */
  tokenSuffix: string;
  /** Puts a finalized receipt on the documents queue, as finalizing in the receipts service does. */
  enqueueDocuments: (message: TDocumentsMessage) => Promise<void>;
};

export const cognitoFor = (endpoint: string) =>
  new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

const subOf = (attributes: { Name?: string; Value?: string }[] | undefined) =>
  attributes?.find((attribute) => attribute.Name === 'sub')?.Value;

/** Creates the Cognito account (or finds it) and returns its sub, which is the app user id. */
export const ensureAccount = async (cognito: CognitoIdentityProviderClient, userPoolId: string, email: string) => {
  try {
    const { User } = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: email,
        Password: DEMO_PASSWORD,
        Permanent: true,
      }),
    );
    return subOf(User?.Attributes) ?? User?.Username ?? email;
  } catch (error) {
    if (
      !(error instanceof UsernameExistsException) &&
      !(error instanceof Error && error.name === 'UsernameExistsException')
    )
      throw error;
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    return subOf(user.UserAttributes) ?? user.Username ?? email;
  }
};

/** The account, its app user and its membership in the company (a customer login sees the given customers). */
const ensureUser = async (
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  user: DemoUser,
  companyId: string,
  customerIds: string[],
) => {
  const userId = await ensureAccount(cognito, userPoolId, user.email);
  const now = new Date().toISOString();
  await db()
    .appUser.put({
      userId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      ...(user.role === 'CUSTOMER' ? {} : { defaultCompanyId: companyId }),
      createdAt: now,
    })
    .go();
  await db()
    .membership.put({
      companyId,
      userId,
      role: user.role,
      ...(user.role === 'CUSTOMER' ? { customerIds } : {}),
      active: true,
      createdAt: now,
    })
    .go();
  return userId;
};

const companyExists = async (companyId: string) => Boolean((await db().company.get({ companyId }).go()).data);

export const loginOf = (user: DemoUser, company: { companyId: string; name: string }): DemoLogin => ({
  email: user.email,
  password: DEMO_PASSWORD,
  role: user.role,
  companyId: company.companyId,
  companyName: company.name,
});

/**
 * The demo records name their people by the demo personas' mails (employees linked to a login, last
 * positions): each persona stands for the company's user of the same role.
 */
const personaUserIds = (users: readonly DemoUser[], userIds: readonly string[]): Map<string, string> => {
  const byPersona = new Map<string, string>();
  for (const persona of demoUsers) {
    const index = users.findIndex((user) => user.role === persona.role);
    const userId = userIds[index];
    if (index >= 0 && userId) byPersona.set(persona.email, userId);
  }
  return byPersona;
};

/** The demo's customers and operating units, the company's users and the company record (written last). */
const seedCompanyBase = async (
  cognito: CognitoIdentityProviderClient,
  ctx: SeedContext,
  seed: CompanySeed,
  now: Date,
): Promise<string[]> => {
  const { companyId } = seed.company;
  if (seed.demo) {
    for (const { id, input } of demoCustomers) {
      const customer = newCustomer(parseCustomerInput(input), { id, companyId, now, newId: () => `${id}-person` });
      await db().customer.put(customerToItem(customer)).go();
    }
  }
  const [firstCustomer] = seed.demo ? demoCustomers : [];
  const userIds: string[] = [];
  for (const user of seed.users) {
    userIds.push(await ensureUser(cognito, ctx.userPoolId, user, companyId, firstCustomer ? [firstCustomer.id] : []));
  }
  if (seed.demo) {
    for (const { id, input } of demoOperatingUnits) {
      const unit = newOperatingUnit(ZOperatingUnitInput.parse(input), { id, companyId, now });
      await db().operatingUnit.put(unitToItem(unit)).go();
    }
  }
  // The company record last: it marks the seed as complete.
  const createdAt = now.toISOString();
  const { variant, addOns } = seed;
  const record = seed.demo
    ? {
        ...seed.company,
        ...DEMO_COMPANY_DETAILS,
        variant,
        settings: ZCompanySettings.parse(DEMO_COMPANY_SETTINGS),
        counters: { pendingOrderRequests: 0 },
        addOns,
        version: 1,
        createdAt,
      }
    : { ...seed.company, variant, addOns, createdAt };
  await db().company.put(record).go();
  return userIds;
};

/**
 * The demo's records of every area; each step leaves what exists alone, so a stopped seed completes later.
 * Master data and its claims first (the rest names its records); then the areas side by side, each chain
 * in the order its steps name each other's records: a test tenant is seeded in about a third of the time.
 */
const seedDemoRecords = async (seed: CompanySeed, userIdByEmail: ReadonlyMap<string, string>, now: Date) => {
  const { companyId } = seed.company;
  await seedDemoMasterdata(companyId, userIdByEmail, now);
  await seedNumberClaims(companyId);
  await Promise.all([
    (async () => {
      await seedDemoOrders(companyId, now, seed.trackPointLimit);
      await seedDemoCampaigns(companyId, now);
      await seedDemoBoard(companyId, now);
      await seedDemoTollImports(companyId, now);
      await seedDemoReceipts(companyId, now, seed.enqueueDocuments);
    })(),
    (async () => {
      await seedDemoMapStructures(companyId, now);
      await seedDemoFields(companyId, now);
      await seedDemoMarkers(companyId, now);
      await seedDemoMapShares(companyId, now, seed.tokenSuffix);
    })(),
    seedDemoWork(companyId, now),
    seedDemoTracking(companyId, now),
    seedDemoLocations(companyId, userIdByEmail, now),
    seedDemoOrderRequests(companyId, now),
    seedDemoRentals(companyId, now),
    seedDemoProgressShares(companyId, now, seed.tokenSuffix),
  ]);
};

/** A login of a seeded company with its app user id (the Cognito sub). */
export type SeededLogin = DemoLogin & { userId: string };

/**
 * Seeds one company with its logins and, for a demo company, the demo's records. Idempotent: a company
 * that exists keeps its base (customers, units, users) as it is, so data changed by hand survives a restart;
 * missing demo records are added.
 */
export async function seedCompany(ctx: SeedContext, seed: CompanySeed): Promise<SeededLogin[]> {
  const cognito = cognitoFor(ctx.cognitoEndpoint);
  const now = new Date();
  let userIds: string[] = [];
  if (!(await companyExists(seed.company.companyId))) userIds = await seedCompanyBase(cognito, ctx, seed, now);
  else for (const user of seed.users) userIds.push(await ensureAccount(cognito, ctx.userPoolId, user.email));
  if (seed.demo) await seedDemoRecords(seed, personaUserIds(seed.users, userIds), now);
  return seed.users.map((user, index) => ({ ...loginOf(user, seed.company), userId: userIds[index] ?? '' }));
}
