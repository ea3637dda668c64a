import { createHash, randomBytes } from 'node:crypto';
import { type TAppMeta, ZAppMeta } from '../../schemas/api/identity';
import type { TCompanyVariant } from '../../schemas/company';
import { batchGetAll } from '../platform/db/batch-get';
import { db } from '../platform/db/entities';
import { succeeded } from '../platform/db/write';
import { dynamoRecordStore } from '../platform/records/record-store';
import { findEmployeeOfUser } from '../platform/records/viewer';
import type { MembershipFacts, UserFacts } from './domain/claims';

export type AppUserRecord = UserFacts & {
  userId: string;
  email: string;
  firstName?: string;
  lastName?: string;
  tokenLastChanged?: number;
};
export type CompanyRecord = {
  companyId: string;
  name: string;
  variant: TCompanyVariant;
  isSuspended: boolean;
  supportEmployeeId: string | null;
};

/** Access patterns of the identity service. */
export type IdentityStore = {
  userById: (userId: string) => Promise<AppUserRecord | undefined>;
  userByEmail: (email: string) => Promise<AppUserRecord | undefined>;
  /** The user's memberships as stored now (role and deactivation read consistently). */
  membershipsOf: (userId: string) => Promise<MembershipFacts[]>;
  companies: (companyIds: string[]) => Promise<CompanyRecord[]>;
  /** The id of the (active) employee record linked to the user in the company, if any. */
  employeeIdOf: (companyId: string, userId: string) => Promise<string | null>;
  /** The app-wide meta item; undefined when none is stored. */
  appMeta: () => Promise<TAppMeta | undefined>;
  /** Stores a reset for the user and returns the token to mail (only its hash is kept). */
  createReset: (userId: string, expiry: { expiresAt: number; ttl: number }) => Promise<string>;
  findReset: (token: string) => Promise<{ userId: string; expiresAt: number } | undefined>;
  /** Deletes the reset if it still exists; false when another request used it first. */
  consumeReset: (token: string) => Promise<boolean>;
  /** Counts one more event for the key in the window and returns the count so far. */
  countEvent: (key: string, window: { window: string; ttl: number }) => Promise<number>;
  /** The events counted for the key in the window so far, without counting one. */
  eventCount: (key: string, window: { window: string; ttl: number }) => Promise<number>;
};

/** A secret for a mailed link; only its hash is stored, so a leaked table does not open accounts. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const toUser = (item: (Omit<AppUserRecord, 'disabled'> & { disabled?: boolean }) | null | undefined) =>
  item ? { ...item, disabled: item.disabled ?? false } : undefined;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const dynamoIdentityStore = (): IdentityStore => ({
  userById: async (userId) => toUser((await db().appUser.get({ userId }).go()).data),
  userByEmail: async (email) => {
    const { data } = await db()
      .appUser.query.byEmail({ email: normaliseEmail(email) })
      .go();
    return toUser(data[0]);
  },
  membershipsOf: async (userId) => {
    // The by-user index names the companies, but an index is read eventually consistent only; the
    // items themselves are read consistently, so a role change or deactivation just written counts.
    const { data: listed } = await db().membership.query.byUser({ userId }).go({ pages: 'all' });
    if (listed.length === 0) return [];
    // A batch read may leave keys unprocessed (throttling); batchGetAll reads them, or fails: a
    // membership left out would drop the company from the user's token and from /identity/me.
    const data = await batchGetAll(
      listed.map(({ companyId }) => ({ companyId, userId })),
      (keys) => db().membership.get(keys).go({ consistent: true }),
    );
    return data.map(({ companyId, role, customerIds, active }) => ({
      companyId,
      role,
      customerIds,
      active: active ?? true,
    }));
  },
  employeeIdOf: async (companyId, userId) => {
    const employee = await findEmployeeOfUser(dynamoRecordStore(), companyId, userId);
    return employee?.id ?? null;
  },
  companies: async (companyIds) => {
    if (companyIds.length === 0) return [];
    const data = await batchGetAll(
      companyIds.map((companyId) => ({ companyId })),
      (keys) => db().company.get(keys).go(),
    );
    return data.map(({ companyId, name, variant, isSuspended, supportEmployeeId }) => ({
      companyId,
      name,
      variant: variant ?? 'AGRICULTURAL_CONTRACTOR',
      isSuspended: isSuspended ?? false,
      supportEmployeeId: supportEmployeeId ?? null,
    }));
  },
  appMeta: async () => {
    const { data } = await db().appMeta.get({}).go();
    return data ? ZAppMeta.parse(data) : undefined;
  },
  createReset: async (userId, expiry) => {
    const token = newToken();
    await db()
      .passwordReset.put({ tokenHash: hashToken(token), userId, ...expiry })
      .go();
    return token;
  },
  findReset: async (token) => {
    const { data } = await db()
      .passwordReset.get({ tokenHash: hashToken(token) })
      .go();
    return data ? { userId: data.userId, expiresAt: data.expiresAt } : undefined;
  },
  consumeReset: async (token) => {
    // remove() only deletes an existing item (a condition), so of two concurrent uses one fails.
    return succeeded(() =>
      db()
        .passwordReset.remove({ tokenHash: hashToken(token) })
        .go(),
    );
  },
  countEvent: async (key, { window, ttl }) => {
    const { data } = await db()
      .rateCounter.update({ key, window })
      .add({ count: 1 })
      .set({ ttl })
      .go({ response: 'updated_new' });
    return data.count ?? 1;
  },
  eventCount: async (key, { window }) => {
    const { data } = await db().rateCounter.get({ key, window }).go();
    return data?.count ?? 0;
  },
});
