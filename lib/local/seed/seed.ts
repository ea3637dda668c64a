import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { defaultAppMeta } from '../../../lambdas/identity/domain/app-meta';
import { sqsClient } from '../../../lambdas/platform/aws-clients';
import { unitToItem } from '../../../lambdas/platform/company-store';
import { db } from '../../../lambdas/platform/db/entities';
import { customerToItem } from '../../../lambdas/structures/customer-store';
import { newCustomer, parseCustomerInput } from '../../../lambdas/structures/domain/customer';
import { newOperatingUnit } from '../../../lambdas/structures/domain/operating-unit';
import packageJson from '../../../package.json' with { type: 'json' };
import { ZCompanySettings, ZOperatingUnitInput } from '../../../schemas/api/company';
import { seedDemoBoard } from './demo-board';
import { seedDemoCampaigns } from './demo-campaigns';
import {
  DEMO_COMPANY,
  DEMO_COMPANY_DETAILS,
  DEMO_COMPANY_SETTINGS,
  DEMO_PASSWORD,
  type DemoUser,
  demoCustomers,
  demoOperatingUnits,
  demoUpdateInfos,
  demoUsers,
  FUZZ_COMPANY,
  fuzzOwner,
  NEIGHBOUR_COMPANY,
  NUMBERING_COMPANY,
  neighbourOwner,
  numberingOwner,
  userWithoutRole,
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

export type SeedContext = {
  tableName: string;
  userPoolId: string;
  userPoolClientId: string;
  cognitoEndpoint: string;
  /** Where finalized demo receipts go to get their files (the e-invoice service consumes it). */
  documentsQueueUrl: string;
};
export type DemoLogin = { email: string; password: string; role: string; companyId: string; companyName: string };

const cognitoFor = (endpoint: string) =>
  new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

/** Creates the Cognito account (or finds it) and returns its sub, which is the app user id. */
const ensureAccount = async (cognito: CognitoIdentityProviderClient, userPoolId: string, email: string) => {
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
    return User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? User?.Username ?? email;
  } catch (error) {
    if (!(error instanceof UsernameExistsException) && (error as Error).name !== 'UsernameExistsException') throw error;
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    return user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? user.Username ?? email;
  }
};

const ensureUser = async (
  cognito: CognitoIdentityProviderClient,
  ctx: SeedContext,
  user: DemoUser,
  companyId: string,
  customerIds: string[],
) => {
  const userId = await ensureAccount(cognito, ctx.userPoolId, user.email);
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
};

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

const companyExists = async (companyId: string) => Boolean((await db().company.get({ companyId }).go()).data);

/**
 * Seeds the demo contractor (one login per role, customers with contact persons), a neighbouring
 * contractor (to show that companies never see each other's data) and a company only the numbering tests
 * write to. Idempotent: a company that exists
 * is left as it is, so demo data changed by hand survives a restart.
 */
export async function seedDemoData(ctx: SeedContext): Promise<{ logins: DemoLogin[] }> {
  const cognito = cognitoFor(ctx.cognitoEndpoint);
  const now = new Date();
  const login = (user: DemoUser, company: { companyId: string; name: string }): DemoLogin => ({
    email: user.email,
    password: DEMO_PASSWORD,
    role: user.role,
    companyId: company.companyId,
    companyName: company.name,
  });
  const logins = [
    ...demoUsers.map((user) => login(user, DEMO_COMPANY)),
    login(neighbourOwner, NEIGHBOUR_COMPANY),
    login(numberingOwner, NUMBERING_COMPANY),
    login(fuzzOwner, FUZZ_COMPANY),
    {
      email: userWithoutRole.email,
      password: DEMO_PASSWORD,
      role: 'NOTHING',
      companyId: '',
      companyName: 'ohne Betrieb',
    },
  ];
  await ensureAppMeta(now);
  await ensureUpdateInfos();

  if (!(await companyExists(DEMO_COMPANY.companyId))) {
    for (const { id, input } of demoCustomers) {
      const customer = newCustomer(parseCustomerInput(input), {
        id,
        companyId: DEMO_COMPANY.companyId,
        now,
        newId: () => `${id}-person`,
      });
      await db().customer.put(customerToItem(customer)).go();
    }
    const [firstCustomer] = demoCustomers;
    for (const user of demoUsers) {
      await ensureUser(cognito, ctx, user, DEMO_COMPANY.companyId, firstCustomer ? [firstCustomer.id] : []);
    }
    const withoutRoleId = await ensureAccount(cognito, ctx.userPoolId, userWithoutRole.email);
    await db()
      .appUser.put({ userId: withoutRoleId, ...userWithoutRole, createdAt: now.toISOString() })
      .go();
    for (const { id, input } of demoOperatingUnits) {
      const unit = newOperatingUnit(ZOperatingUnitInput.parse(input), { id, companyId: DEMO_COMPANY.companyId, now });
      await db().operatingUnit.put(unitToItem(unit)).go();
    }
    // The company record last: it marks the seed as complete.
    await db()
      .company.put({
        ...DEMO_COMPANY,
        ...DEMO_COMPANY_DETAILS,
        variant: 'AGRICULTURAL_CONTRACTOR',
        settings: ZCompanySettings.parse(DEMO_COMPANY_SETTINGS),
        counters: { pendingOrderRequests: 0 },
        addOns: DEMO_COMPANY_ADD_ONS,
        version: 1,
        createdAt: now.toISOString(),
      })
      .go();
  }

  // Master data came later than the company seed: data folders from before get it on their next start.
  await ensureDemoAddOns();
  const userIdByEmail = new Map<string, string>();
  for (const user of demoUsers) userIdByEmail.set(user.email, await ensureAccount(cognito, ctx.userPoolId, user.email));
  await seedDemoMasterdata(DEMO_COMPANY.companyId, userIdByEmail, now);
  await seedNumberClaims(DEMO_COMPANY.companyId);
  await seedDemoWork(DEMO_COMPANY.companyId, now);
  await seedDemoTracking(DEMO_COMPANY.companyId, now);
  await seedDemoOrders(DEMO_COMPANY.companyId, now);
  await seedDemoCampaigns(DEMO_COMPANY.companyId, now);
  await seedDemoLocations(DEMO_COMPANY.companyId, userIdByEmail, now);
  await seedDemoOrderRequests(DEMO_COMPANY.companyId, now);
  await seedDemoBoard(DEMO_COMPANY.companyId, now);
  await seedDemoMapStructures(DEMO_COMPANY.companyId, now);
  await seedDemoFields(DEMO_COMPANY.companyId, now);
  await seedDemoMarkers(DEMO_COMPANY.companyId, now);
  await seedDemoMapShares(DEMO_COMPANY.companyId, now);
  await seedDemoRentals(DEMO_COMPANY.companyId, now);
  await seedDemoTollImports(DEMO_COMPANY.companyId, now);
  await seedDemoProgressShares(DEMO_COMPANY.companyId, now);
  await seedDemoReceipts(DEMO_COMPANY.companyId, now, async (message) => {
    await sqsClient().send(
      new SendMessageCommand({ QueueUrl: ctx.documentsQueueUrl, MessageBody: JSON.stringify(message) }),
    );
  });

  // Companies of one owner and nothing else: the neighbour, and the companies of the numbering and fuzz tests.
  const smallCompanies = [
    { company: NEIGHBOUR_COMPANY, owner: neighbourOwner, variant: 'LOGISTICS', addOns: DEMO_COMPANY_ADD_ONS },
    // Without the bookkeeping add-on: the receipts and mail services refuse it (services.md §5).
    { company: NUMBERING_COMPANY, owner: numberingOwner, variant: 'AGRICULTURAL_CONTRACTOR', addOns: undefined },
    { company: FUZZ_COMPANY, owner: fuzzOwner, variant: 'AGRICULTURAL_CONTRACTOR', addOns: DEMO_COMPANY_ADD_ONS },
  ] as const;
  for (const { company, owner, variant, addOns } of smallCompanies) {
    if (await companyExists(company.companyId)) continue;
    await ensureUser(cognito, ctx, owner, company.companyId, []);
    await db()
      .company.put({ ...company, variant, addOns, createdAt: now.toISOString() })
      .go();
  }
  return { logins };
}
