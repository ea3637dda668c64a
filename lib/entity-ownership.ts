import type { EntityName } from '../lambdas/platform/db/entities';
import { recordKindList } from '../schemas/masterdata/kinds';

/**
 * Who may write which items of the single table (issue 26). Each entity has one owning service
 * (`access.owns` in lib/services.ts); only the owner's folder writes its items, except through the
 * modules below: an aggregate's one module in lambdas/platform, holding its item codec and the moves
 * other services compose into their own transactions (a bill turns its orders BILLED; the tracking
 * service points an order at its track; the mail service marks a bounced contact person). A service
 * names every other owner's entity it touches in `access.reads`; its function's table Service holds
 * exactly its own and those (lambdas/platform/db/entities.ts), and test/infra/entity-ownership.test.ts
 * checks the code against both lists.
 */

/** The master-data records' entities, one per kind (lambdas/platform/db/entities/records.ts). */
export const masterRecordEntities: readonly EntityName[] = recordKindList.map((def) => def.kind);

/**
 * What the master-data record store (lambdas/platform/records/record-store.ts) touches: the records,
 * their history and uniqueness claims, the settings records, the lists' change feed and the names of
 * the users in the history. A service that reads records through it reads these.
 */
export const recordStoreEntities: readonly EntityName[] = [
  ...masterRecordEntities,
  'recordHistory',
  'settingsRecord',
  'recordClaim',
  'collectionVersion',
  'collectionChange',
  'appUser',
];

/** What the company store and the membership check of every signed-in call read (lambdas/platform/company-store.ts). */
export const companyEntities: readonly EntityName[] = ['company', 'companyCounter', 'operatingUnit', 'membership'];

const records = 'lambdas/platform/records/record-store.ts';

/** Per entity, the platform modules through which services other than its owner write it. */
export const aggregateModules: Partial<Record<EntityName, readonly string[]>> = {
  order: ['lambdas/platform/aggregates/order.ts'],
  orderLink: ['lambdas/platform/aggregates/order.ts'],
  customer: ['lambdas/platform/aggregates/customer-contacts.ts'],
  company: ['lambdas/platform/company-store.ts'],
  operatingUnit: ['lambdas/platform/company-store.ts'],
  // The lists' change feed: every write of a live list bumps it (lambdas/platform/db/write.ts).
  collectionVersion: ['lambdas/platform/db/write.ts', records],
  collectionChange: ['lambdas/platform/db/write.ts'],
  fieldCell: ['lambdas/platform/field-index.ts'],
  sentMail: ['lambdas/platform/mail-ledger.ts'],
  mailCounter: ['lambdas/platform/mail-ledger.ts'],
  recordClaim: ['lambdas/platform/numbering/claims.ts'],
  numberCounter: ['lambdas/platform/numbering/counter.ts'],
  recordHistory: [records, 'lambdas/platform/receipt-records.ts'],
  receipt: ['lambdas/platform/receipt-records.ts'],
  settingsRecord: [records],
  shareLink: ['lambdas/platform/share-links/share-link-store.ts'],
  shareToken: ['lambdas/platform/share-links/share-link-store.ts'],
  timeTracking: ['lambdas/platform/time-trackings.ts'],
  ...Object.fromEntries(masterRecordEntities.map((kind) => [kind, [records]])),
};
