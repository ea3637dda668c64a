import type { RecordKind } from './masterdata/kinds';

/**
 * The master-data kinds declared live (`live: true` in schemas/masterdata/kinds.ts). Named here as well
 * so that this module stays a leaf: the table's entities (lambdas/platform/db) read the live names, and
 * every service would otherwise load all master-data schemas for them (issue 26 point 2).
 * schemas/live-entities.test.ts checks the list against the kinds' flags.
 */
export const liveRecordKindNames: readonly RecordKind[] = [
  'employee',
  'employeeTag',
  'machine',
  'machineRing',
  'resource',
  'resourceTag',
  'service',
  'supplier',
  'gasStation',
  'loadingPoint',
  'customerTag',
  'project',
];

/**
 * The entities whose changes are pushed to a company's open clients: its structures, orders and
 * counters, new-order notifications, and the master-data kinds declared live. Events carry only the
 * entity and id, so orders and notifications can be among them: each client then reloads what it may
 * read (its own orders, its own unseen notifications).
 */
export const liveStructureNames = [
  'customer',
  'operatingUnit',
  'order',
  'orderRequest',
  'companyCounter',
  'notification',
  // Absences of people and machines: an open disposition board shows who is away.
  'absence',
  // Rental orders: the rentals overview and the board (a rented machine is away) follow them.
  'rental',
] as const;
/** The live entities that are not master-data records: each has its own store and its own queries. */
export type TLiveStructure = (typeof liveStructureNames)[number];

/**
 * THE names of live entities, used by the server (which changes it pushes, lambdas/realtime) and the web
 * (which queries a change refreshes, web/src/app/realtime-keys.ts). The company itself is not among them:
 * application.md §4 streams the company lists of §3, not the company.
 */
export const liveEntityNames = [...liveStructureNames, ...liveRecordKindNames] as const;
export type TLiveEntity = (typeof liveEntityNames)[number];

export const isLiveStructure = (entity: TLiveEntity): entity is TLiveStructure =>
  liveStructureNames.some((name) => name === entity);
