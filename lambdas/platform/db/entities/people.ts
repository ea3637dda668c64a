/** Entities of people and their access: app users, memberships, invitations, password resets, rate counters. */
import { Entity } from 'electrodb';
import { staffRoles } from '../../../../schemas/roles';
import { companyIndex, companyOwned, entityOptions, fixedKey, key, SERVICE } from '../entity-base';

/** A membership holds a staff role, or CUSTOMER for a customer's login (NOTHING is never stored). */
const membershipRoles = [...staffRoles, 'CUSTOMER'] as const;

/** A person's role in a company; readable by company (list members) and by user (claims). */
export const createMembershipEntity = () =>
  new Entity(
    {
      model: { entity: 'membership', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        userId: { type: 'string', required: true },
        role: { type: membershipRoles, required: true },
        /** For role CUSTOMER: the customer records of the company this person speaks for. */
        customerIds: { type: 'list', items: { type: 'string' } },
        active: { type: 'boolean', default: true },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byCompany: companyIndex(['userId'], 'member#${userId}'),
        byUser: {
          index: 'gsi1',
          pk: key('gsi1pk', ['userId'], 'user#${userId}'),
          sk: key('gsi1sk', ['companyId'], 'member#${companyId}'),
        },
      },
    },
    entityOptions(),
  );

/** The app user behind a Cognito account (application.md §3 'App user'). */
export const createAppUserEntity = () =>
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
          pk: key('pk', ['userId'], 'user#${userId}'),
          sk: fixedKey('sk', 'profile'),
        },
        byEmail: {
          index: 'gsi1',
          pk: key('gsi1pk', ['email'], 'email#${email}'),
          sk: fixedKey('gsi1sk', 'user'),
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
export const createInvitationEntity = () =>
  new Entity(
    {
      model: { entity: 'invitation', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
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
        byCompany: companyIndex(['invitationId'], 'invitation#${invitationId}'),
        byMail: {
          index: 'gsi1',
          pk: key('gsi1pk', ['invitedUserMail'], 'invited#${invitedUserMail}'),
          sk: key('gsi1sk', ['invitationId'], 'invitation#${invitationId}'),
        },
        byToken: {
          index: 'gsi2',
          pk: key('gsi2pk', ['tokenHash'], 'invitation#${tokenHash}'),
          sk: fixedKey('gsi2sk', 'invitation'),
        },
      },
    },
    entityOptions(),
  );

/** A pending password reset; only the hash of the mailed token is stored, and TTL removes it. */
export const createPasswordResetEntity = () =>
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
          pk: key('pk', ['tokenHash'], 'reset#${tokenHash}'),
          sk: fixedKey('sk', 'reset'),
        },
      },
    },
    entityOptions(),
  );

/** How often something happened for a key in a time window (rate limits); TTL removes old windows. */
export const createRateCounterEntity = () =>
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
          pk: key('pk', ['key'], 'limit#${key}'),
          sk: key('sk', ['window'], 'window#${window}'),
        },
      },
    },
    entityOptions(),
  );
