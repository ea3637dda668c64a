import { batchGetAll } from '../platform/db/batch-get';
import { db } from '../platform/db/entities';
import { succeeded, transactWrite } from '../platform/db/write';
import type { MemberFacts } from './domain/members';
import type { AppUserRecord } from './user-store';

export type NewAppUser = {
  userId: string;
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  defaultCompanyId?: string | undefined;
  tokenLastChanged: number;
  createdAt: string;
};

/** Access patterns of the people of a company: memberships joined with their app users. */
export type MemberStore = {
  membersOf: (companyId: string) => Promise<MemberFacts[]>;
  membership: (companyId: string, userId: string) => Promise<MemberFacts | undefined>;
  usersById: (userIds: string[]) => Promise<Map<string, AppUserRecord>>;
  /**
   * Writes the changed membership, only if it is still as it was read, and the person's
   * tokenLastChanged, in one transaction. False when someone changed the membership first.
   */
  change: (before: MemberFacts, after: MemberFacts, tokenLastChanged: number) => Promise<boolean>;
  /** A new person: app user and first membership together. */
  createUser: (user: NewAppUser, membership: MemberFacts & { createdAt: string }) => Promise<void>;
};

type MembershipItem = {
  companyId: string;
  userId: string;
  role: MemberFacts['role'];
  customerIds?: string[] | undefined;
  active?: boolean | undefined;
};

const fromItem = ({ companyId, userId, role, customerIds, active }: MembershipItem): MemberFacts => ({
  companyId,
  userId,
  role,
  customerIds: customerIds ?? [],
  active: active ?? true,
});

export const dynamoMemberStore = (): MemberStore => ({
  membersOf: async (companyId) => {
    // Consistent: the list read right after a change must show it.
    const { data } = await db().membership.query.byCompany({ companyId }).go({ pages: 'all', consistent: true });
    return data.map(fromItem);
  },
  membership: async (companyId, userId) => {
    const { data } = await db().membership.get({ companyId, userId }).go({ consistent: true });
    return data ? fromItem(data) : undefined;
  },
  usersById: async (userIds) => {
    if (userIds.length === 0) return new Map();
    const data = await batchGetAll(
      userIds.map((userId) => ({ userId })),
      (keys) => db().appUser.get(keys).go(),
    );
    return new Map(data.map((user) => [user.userId, { ...user, disabled: user.disabled ?? false }]));
  },
  change: async (before, after, tokenLastChanged) =>
    succeeded(() =>
      transactWrite(({ membership, appUser }) => [
        membership
          .patch({ companyId: before.companyId, userId: before.userId })
          .set({ role: after.role, active: after.active })
          .where(({ role, active }, { eq }) => `${eq(role, before.role)} AND ${eq(active, before.active)}`)
          .commit(),
        appUser.patch({ userId: before.userId }).set({ tokenLastChanged }).commit(),
      ]),
    ),
  createUser: async (user, membership) => {
    const created = await succeeded(() =>
      transactWrite(({ appUser, membership: memberships }) => [
        appUser.create(user).commit(),
        memberships.put(membership).commit(),
      ]),
    );
    if (!created) throw new Error(`app user ${user.userId} exists already`);
  },
});
