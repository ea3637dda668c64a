import { Entity } from 'electrodb';
import { companyVariants } from '../../../schemas/company';
import { staffRoles } from '../../../schemas/roles';
import { dynamoClient } from '../aws-clients';
import { config } from '../config';

/**
 * The single table's entities (DESIGN §3). Physical keys are generic (pk/sk, gsi1pk/gsi1sk); every
 * company-owned item's partition key is the company id itself, so one Query reads a company's list.
 * Keys keep their case (ids are case-sensitive) and carry a readable label after the id.
 */
const SERVICE = 'lohnwerk';

/** A membership holds a staff role, or CUSTOMER for a customer's login (NOTHING is never stored). */
const membershipRoles = [...staffRoles, 'CUSTOMER'] as const;

const entityOptions = () => {
  const table = config().TABLE_NAME;
  if (!table) throw new Error('TABLE_NAME is not configured: this service has no table access');
  return { client: dynamoClient(), table };
};

const companyPk = { field: 'pk', composite: ['companyId'], template: '${companyId}', casing: 'none' } as const;

const createCompanyEntity = () =>
  new Entity(
    {
      model: { entity: 'company', version: '1', service: SERVICE },
      attributes: {
        companyId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        variant: { type: companyVariants, default: 'AGRICULTURAL_CONTRACTOR' },
        isSuspended: { type: 'boolean', default: false },
        supportEmployeeId: { type: 'string' },
        datevEnabled: { type: 'boolean', default: false },
        /** Company page (Company meta + App company, application.md §3). */
        street: { type: 'string' },
        zip: { type: 'string' },
        city: { type: 'string' },
        email: { type: 'string' },
        phone: { type: 'string' },
        website: { type: 'string' },
        defaultUnitId: { type: 'string' },
        /** Shaped by schemas/api/company.ts ZCompanySettings, parsed on every read so defaults apply. */
        settings: { type: 'any' },
        /** Server-maintained counters ({ pendingOrderRequests }); never written by a settings edit. */
        counters: { type: 'any' },
        /** Optimistic locking; items written before versions existed count as version 1. */
        version: { type: 'number', default: 1 },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string' },
      },
      indexes: {
        byId: { pk: companyPk, sk: { field: 'sk', composite: [], template: 'company', casing: 'none' } },
      },
    },
    entityOptions(),
  );

/** A person's role in a company; readable by company (list members) and by user (claims). */
const createMembershipEntity = () =>
  new Entity(
    {
      model: { entity: 'membership', version: '1', service: SERVICE },
      attributes: {
        companyId: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        role: { type: membershipRoles, required: true },
        /** For role CUSTOMER: the customer records of the company this person speaks for. */
        customerIds: { type: 'list', items: { type: 'string' } },
        active: { type: 'boolean', default: true },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byCompany: {
          pk: companyPk,
          sk: { field: 'sk', composite: ['userId'], template: 'member#${userId}', casing: 'none' },
        },
        byUser: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['userId'], template: 'user#${userId}', casing: 'none' },
          sk: { field: 'gsi1sk', composite: ['companyId'], template: 'member#${companyId}', casing: 'none' },
        },
      },
    },
    entityOptions(),
  );

/** The app user behind a Cognito account (application.md §3 'App user'). */
const createAppUserEntity = () =>
  new Entity(
    {
      model: { entity: 'appUser', version: '1', service: SERVICE },
      attributes: {
        userId: { type: 'string', required: true },
        email: { type: 'string', required: true },
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        defaultCompanyId: { type: 'string' },
        adminLevel: { type: 'string', default: 'NONE' },
        disabled: { type: 'boolean', default: false },
        tokenLastChanged: { type: 'number' },
        lastSeenAppVersion: { type: 'string' },
        /**
         * The update infos this user marked as seen. The spec's unseenUpdateInfos is derived from it:
         * an update info is unseen while its id is not in this list (identity/domain/update-infos.ts).
         */
        seenUpdateInfoIds: { type: 'list', items: { type: 'string' } },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byId: {
          pk: { field: 'pk', composite: ['userId'], template: 'user#${userId}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'profile', casing: 'none' },
        },
        byEmail: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['email'], template: 'email#${email}', casing: 'none' },
          sk: { field: 'gsi1sk', composite: [], template: 'user', casing: 'none' },
        },
      },
    },
    entityOptions(),
  );

/**
 * A customer of a company (services.md §3). Nested parts (contact persons, addresses, position) are
 * stored as maps; their shape is owned by schemas/customer.ts and checked there on every write.
 */
const createCustomerEntity = () =>
  new Entity(
    {
      model: { entity: 'customer', version: '1', service: SERVICE },
      attributes: {
        companyId: { type: 'string', required: true },
        customerId: { type: 'string', required: true },
        customerNumber: { type: 'string' },
        name: { type: 'string', required: true },
        displayName: { type: 'string' },
        companyNumber: { type: 'string' },
        mail: { type: 'string' },
        phone: { type: 'string' },
        mobilePhoneNumber: { type: 'string' },
        latLng: { type: 'any' },
        contactPersons: { type: 'any' },
        addressStreet: { type: 'string' },
        addressCity: { type: 'string' },
        addressZip: { type: 'string' },
        addressCountryCode: { type: 'string' },
        deliveryAddress: { type: 'any' },
        canEditStructures: { type: 'boolean', default: false },
        /** Derived on write for the list, which is read without the contact persons. */
        primaryContact: { type: 'string' },
        contactPersonCount: { type: 'number', default: 0 },
        version: { type: 'number', required: true },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byCompany: {
          pk: companyPk,
          sk: { field: 'sk', composite: ['customerId'], template: 'customer#${customerId}', casing: 'none' },
        },
      },
    },
    entityOptions(),
  );

/**
 * An operating unit (Betrieb) of a company (application.md §3). Never deleted, only archived: receipts
 * may reference it. The id attribute is `operatingUnitId`, which the change feed reads for live events.
 */
const createOperatingUnitEntity = () =>
  new Entity(
    {
      model: { entity: 'operatingUnit', version: '1', service: SERVICE },
      attributes: {
        companyId: { type: 'string', required: true },
        operatingUnitId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        street: { type: 'string' },
        zip: { type: 'string' },
        city: { type: 'string' },
        email: { type: 'string' },
        website: { type: 'string' },
        /** Shaped by schemas/api/company.ts ZAccountingConnection; left out when there is none. */
        accountingConnection: { type: 'any' },
        archived: { type: 'boolean', default: false },
        connectedBanksNeedAttention: { type: 'number', default: 0 },
        version: { type: 'number', required: true },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byCompany: {
          pk: companyPk,
          sk: { field: 'sk', composite: ['operatingUnitId'], template: 'unit#${operatingUnitId}', casing: 'none' },
        },
      },
    },
    entityOptions(),
  );

/**
 * A product news item for every user (application.md §3 'Update info'). All in one partition, sorted
 * by publication time, so the newest are one Query; found by id through gsi1.
 */
const createUpdateInfoEntity = () =>
  new Entity(
    {
      model: { entity: 'updateInfo', version: '1', service: SERVICE },
      attributes: {
        updateInfoId: { type: 'string', required: true },
        title: { type: 'string', required: true },
        teaser: { type: 'string', required: true },
        body: { type: 'string', required: true },
        publishedAt: { type: 'string', required: true },
      },
      indexes: {
        byPublished: {
          pk: { field: 'pk', composite: [], template: 'updates', casing: 'none' },
          sk: {
            field: 'sk',
            composite: ['publishedAt', 'updateInfoId'],
            template: 'update#${publishedAt}#${updateInfoId}',
            casing: 'none',
          },
        },
        byId: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['updateInfoId'], template: 'update#${updateInfoId}', casing: 'none' },
          sk: { field: 'gsi1sk', composite: [], template: 'update', casing: 'none' },
        },
      },
    },
    entityOptions(),
  );

/**
 * A counter per company and collection, raised in the same transaction as every write to the
 * collection. Readers compare it with the version of what they cached (see structures/list-cache.ts).
 */
const createCollectionVersionEntity = () =>
  new Entity(
    {
      model: { entity: 'collectionVersion', version: '1', service: SERVICE },
      attributes: {
        companyId: { type: 'string', required: true },
        collection: { type: 'string', required: true },
        version: { type: 'number', default: 0 },
      },
      indexes: {
        byCollection: {
          pk: companyPk,
          sk: { field: 'sk', composite: ['collection'], template: 'version#${collection}', casing: 'none' },
        },
      },
    },
    entityOptions(),
  );

/** An open WebSocket of a signed-in user; found by company (fan-out) and by connection (disconnect). */
const createConnectionEntity = () =>
  new Entity(
    {
      model: { entity: 'wsConnection', version: '1', service: SERVICE },
      attributes: {
        companyId: { type: 'string', required: true },
        connectionId: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        /** Management API endpoint of the WebSocket stage that holds the connection. */
        callbackUrl: { type: 'string', required: true },
        ttl: { type: 'number', required: true },
      },
      indexes: {
        byCompany: {
          pk: companyPk,
          sk: { field: 'sk', composite: ['connectionId'], template: 'ws#${connectionId}', casing: 'none' },
        },
        byConnection: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['connectionId'], template: 'ws#${connectionId}', casing: 'none' },
          sk: { field: 'gsi1sk', composite: [], template: 'ws', casing: 'none' },
        },
      },
    },
    entityOptions(),
  );

/** A pending password reset; only the hash of the mailed token is stored, and TTL removes it. */
const createPasswordResetEntity = () =>
  new Entity(
    {
      model: { entity: 'passwordReset', version: '1', service: SERVICE },
      attributes: {
        tokenHash: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        expiresAt: { type: 'number', required: true },
        ttl: { type: 'number', required: true },
      },
      indexes: {
        byToken: {
          pk: { field: 'pk', composite: ['tokenHash'], template: 'reset#${tokenHash}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'reset', casing: 'none' },
        },
      },
    },
    entityOptions(),
  );

/** How often something happened for a key in a time window (rate limits); TTL removes old windows. */
const createRateCounterEntity = () =>
  new Entity(
    {
      model: { entity: 'rateCounter', version: '1', service: SERVICE },
      attributes: {
        key: { type: 'string', required: true },
        window: { type: 'string', required: true },
        count: { type: 'number', default: 0 },
        ttl: { type: 'number', required: true },
      },
      indexes: {
        byKey: {
          pk: { field: 'pk', composite: ['key'], template: 'limit#${key}', casing: 'none' },
          sk: { field: 'sk', composite: ['window'], template: 'window#${window}', casing: 'none' },
        },
      },
    },
    entityOptions(),
  );

/** The one app-wide item (application.md §3 'App meta'): versions per platform and feature flags. */
const createAppMetaEntity = () =>
  new Entity(
    {
      model: { entity: 'appMeta', version: '1', service: SERVICE },
      attributes: {
        /** Maps shaped by schemas/api/identity.ts ZAppMeta, checked there on every read. */
        currentVersion: { type: 'any', required: true },
        minimumSupportedVersion: { type: 'any', required: true },
        featureFlags: { type: 'any', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byKey: {
          pk: { field: 'pk', composite: [], template: 'app', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'meta', casing: 'none' },
        },
      },
    },
    entityOptions(),
  );

export const invitationStatuses = ['PENDING', 'ACCEPTED', 'DECLINED', 'REVOKED'] as const;

/**
 * An invitation into a company (services.md §3 'Invitation'). Only the hash of the mailed token is
 * stored. Read by company (open invitations), by invited mail (my invitations, and the check that an
 * answer comes from the addressee) and by token hash (sign-up link); TTL tidies up long after expiry.
 */
const createInvitationEntity = () =>
  new Entity(
    {
      model: { entity: 'invitation', version: '1', service: SERVICE },
      attributes: {
        companyId: { type: 'string', required: true },
        invitationId: { type: 'string', required: true },
        tokenHash: { type: 'string', required: true },
        invitedUserMail: { type: 'string', required: true },
        invitedAppUserId: { type: 'string' },
        invitedCustomerId: { type: 'string' },
        invitedEmployeeId: { type: 'string' },
        invitingCompanyName: { type: 'string', required: true },
        invitingUserId: { type: 'string', required: true },
        invitingUserName: { type: 'string', required: true },
        role: { type: membershipRoles, required: true },
        /** Names the inviter entered; they become the new app user's names at sign-up. */
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        status: { type: invitationStatuses, required: true },
        createdAt: { type: 'string', required: true },
        expiresAt: { type: 'string', required: true },
        respondedAt: { type: 'string' },
        ttl: { type: 'number', required: true },
      },
      indexes: {
        byCompany: {
          pk: companyPk,
          sk: { field: 'sk', composite: ['invitationId'], template: 'invitation#${invitationId}', casing: 'none' },
        },
        byMail: {
          index: 'gsi1',
          pk: {
            field: 'gsi1pk',
            composite: ['invitedUserMail'],
            template: 'invited#${invitedUserMail}',
            casing: 'none',
          },
          sk: { field: 'gsi1sk', composite: ['invitationId'], template: 'invitation#${invitationId}', casing: 'none' },
        },
        byToken: {
          index: 'gsi2',
          pk: { field: 'gsi2pk', composite: ['tokenHash'], template: 'invitation#${tokenHash}', casing: 'none' },
          sk: { field: 'gsi2sk', composite: [], template: 'invitation', casing: 'none' },
        },
      },
    },
    entityOptions(),
  );

const create = () => ({
  company: createCompanyEntity(),
  membership: createMembershipEntity(),
  appUser: createAppUserEntity(),
  customer: createCustomerEntity(),
  operatingUnit: createOperatingUnitEntity(),
  updateInfo: createUpdateInfoEntity(),
  collectionVersion: createCollectionVersionEntity(),
  connection: createConnectionEntity(),
  passwordReset: createPasswordResetEntity(),
  rateCounter: createRateCounterEntity(),
  appMeta: createAppMetaEntity(),
  invitation: createInvitationEntity(),
});

export type Entities = ReturnType<typeof create>;

let entities: Entities | undefined;

/** The entities bound to the configured table; built once per cold start. */
export const db = (): Entities => {
  entities ??= create();
  return entities;
};

/** Entity names whose changes are pushed to the company's open clients. */
export const liveEntities = new Set(['customer', 'operatingUnit']);
