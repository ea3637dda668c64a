import { hasPermission } from '../../../schemas/permissions';
import type { TRole } from '../../../schemas/roles';
import type { ChangedItem } from './change-events';

/** A member's membership as stored now; undefined when they were removed from the company. */
export type StoredMembership = { role: TRole; active: boolean } | undefined;

/** What the fan-out knows of an open socket: whose it is and the role it was opened with. */
export type Listener = { userId: string; role?: TRole | undefined };

/**
 * Whether a socket may go on hearing its company's changes. A connection lives up to two hours, far
 * longer than any membership change may take to count, so the stored membership decides, not the
 * token the socket was opened with: a removed or deactivated member hears nothing more, and so does a
 * member whose role changed (up or down) since the socket opened. Such a socket is closed rather than
 * kept with a narrower feed: the web app reconnects on close, and the new socket is filed with the
 * stored role (or refused), so one rule covers every role and no per-entity filter can fall behind the
 * permission table. A connection stored without a role (before roles were kept) is closed the same way.
 */
export const mayKeepListening = (openedAs: TRole | undefined, membership: StoredMembership): boolean =>
  membership?.active === true && membership.role === openedAs && hasPermission(membership.role, 'changes:subscribe');

/** The open sockets of one company split into those that receive its events and those to close. */
export const sortListeners = <T extends Listener>(
  open: readonly T[],
  membershipOf: (userId: string) => StoredMembership,
): { receivers: T[]; stale: T[] } => {
  const receivers: T[] = [];
  const stale: T[] = [];
  for (const connection of open) {
    (mayKeepListening(connection.role, membershipOf(connection.userId)) ? receivers : stale).push(connection);
  }
  return { receivers, stale };
};

/**
 * The companies whose memberships changed in a batch of table changes (role, deactivation, removal).
 * Their sockets are re-checked at once, so a member whose access ended is cut off even while the
 * company is quiet, not only at its next change.
 */
export const companiesWithMembershipChanges = (changes: readonly ChangedItem[]): Set<string> => {
  const companies = new Set<string>();
  for (const { image } of changes) {
    if (image?.__edb_e__ === 'membership' && typeof image.companyId === 'string') companies.add(image.companyId);
  }
  return companies;
};
