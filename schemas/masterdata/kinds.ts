import type * as z from 'zod';
import { type NumberSequence, numberSequences, type UniqueField } from '../numbering';
import type { Permission } from '../permissions';
import type { References } from '../references';
import { recordMeta, ZTagInput } from './common';
import {
  ZCostAccount,
  ZCostAccountInput,
  ZGasStation,
  ZGasStationInput,
  ZLoadingPoint,
  ZLoadingPointInput,
  ZSupplier,
  ZSupplierInput,
} from './partners';
import {
  ZEmployee,
  ZEmployeeInput,
  ZMachine,
  ZMachineInput,
  ZMachineRing,
  ZMachineRingInput,
} from './people-and-machines';
import { ZPriceAgreement, ZPriceAgreementInput } from './price-agreement';
import { projectMessages, ZProject, ZProjectInput } from './project';
import { ZResource, ZResourceInput } from './resource';
import { ZService, ZServiceInput } from './service';

/** What every stored record carries (schemas/masterdata/common.ts recordMeta). */
export type RecordMetaFields = z.output<z.ZodObject<typeof recordMeta>>;

/**
 * THE table of master-data record kinds (application.md §2 'Stammdaten', §3). One entry drives the
 * endpoints (schemas/api/masterdata.ts), the store and routes (one generic implementation), the live
 * change feed and the web pages. Every kind is archived, never deleted: receipts may reference it.
 * Rules that differ per kind are declared here; the generic code reads the declaration.
 */
export type RecordKindDef<
  K extends string = string,
  TInput extends z.ZodType = z.ZodType,
  TRecord extends z.ZodType<RecordMetaFields> = z.ZodType<RecordMetaFields>,
> = {
  /** Entity name in the table and in change events. */
  kind: K;
  /** Full collection path, e.g. '/masterdata/employees'. */
  path: `/${string}`;
  /** Which service answers (its base path starts `path`). */
  service: 'masterdata' | 'structures';
  input: TInput;
  record: TRecord;
  read: Permission;
  write: Permission;
  /** Writes keep a change history (who changed what when), shown on the history pages. */
  history?: Permission;
  /** Streamed live to open lists (application.md §3 'Company lists streamed live'). */
  live: boolean;
  /** The record carries operatingUnitIds and lists can be filtered by them (application.md §5, §6). */
  byOperatingUnit: boolean;
  /** The text a list sorts by (a method, so a kind's typed function fits the generic table). */
  sortName(record: z.output<TRecord>): string;
  /** A record created without a number gets the next one of this numbering (schemas/numbering.ts). */
  numbering?: NumberSequence;
  /**
   * A field whose value no two records of the company share (archived ones included unless the declaration
   * frees it on archive); a taken value answers 409 with `message` at the field.
   */
  unique?: UniqueField;
  /** Archiving is final: an archived record cannot be restored (structures, services.md §7). */
  archiveIsFinal?: boolean;
  /**
   * Fields whose change needs a permission beyond `write` (a loading point's position needs the
   * edit-structures permission, services.md §5), and the code a change without it answers.
   */
  guardedFields?: { fields: readonly string[]; permission: Permission; refusal: 'FCPA_403_01_0002' };
  /**
   * The company's support employee is in this list only for itself (application.md §3): lists and reads
   * of the kind hide the record whose id is the company's supportEmployeeId from everybody else.
   */
  hidesSupportEmployee?: boolean;
  /**
   * The fields that name other records (schemas/references.ts): each id must name a record of the
   * company, checked generically on every write.
   */
  references?: References;
  /** Rules beyond existence about what the record points at, checked on every write (the service supplies them). */
  checksReferences?: boolean;
  /**
   * Other forms offer the kind's records in selections only from the caller's own operating units
   * (application.md §6: articles); without it every active record is offered.
   */
  offeredFromOwnOperatingUnits?: boolean;
};

/** A kind's definition with its concrete schema types kept (no widening to z.ZodType). */
const defineKind = <const K extends string, TInput extends z.ZodType, TRecord extends z.ZodType<RecordMetaFields>>(
  def: RecordKindDef<K, TInput, TRecord>,
) => def;

const byName = (record: { name: string }) => record.name;

const ZTag = ZTagInput.extend(recordMeta);

/** Employee, article and customer tags: the same shape, rights and live list under their own path. */
const tagKind = <const K extends string>(kind: K, path: `/${string}`) =>
  defineKind({
    kind,
    path,
    service: 'masterdata',
    input: ZTagInput,
    record: ZTag,
    read: 'masterdata:read',
    write: 'masterdata:write',
    live: true,
    byOperatingUnit: false,
    sortName: byName,
  });

/** Every kind, by its name. */
export const recordKinds = {
  employee: defineKind({
    kind: 'employee',
    path: '/masterdata/employees',
    service: 'masterdata',
    input: ZEmployeeInput,
    record: ZEmployee,
    read: 'employees:read',
    write: 'employees:write',
    live: true,
    byOperatingUnit: true,
    references: { 'tagIds.*': 'employeeTag', 'operatingUnitIds.*': 'operatingUnit' },
    sortName: (employee) => `${employee.lastName} ${employee.firstName}`,
    hidesSupportEmployee: true,
    checksReferences: true,
    // One login, one employee: otherwise orders and work times of that person would land on two records.
    // An archived employee frees the login (the person left; a new record may take it), as the list check
    // before did: a login's positions and times belong to the one active record.
    unique: {
      field: 'appUserId',
      message: 'Dieser Zugang ist bereits mit einem anderen Mitarbeiter verknüpft.',
      code: 'LW_409_02_0002',
      freedOnArchive: true,
    },
  }),
  employeeTag: tagKind('employeeTag', '/masterdata/employee-tags'),
  machine: defineKind({
    kind: 'machine',
    path: '/masterdata/machines',
    service: 'masterdata',
    input: ZMachineInput,
    record: ZMachine,
    read: 'masterdata:read',
    write: 'masterdata:write',
    history: 'machines:history',
    live: true,
    byOperatingUnit: true,
    references: { 'operatingUnitIds.*': 'operatingUnit', machineRingId: 'machineRing' },
    sortName: byName,
  }),
  machineRing: defineKind({
    kind: 'machineRing',
    path: '/masterdata/machine-rings',
    service: 'masterdata',
    input: ZMachineRingInput,
    record: ZMachineRing,
    read: 'masterdata:read',
    write: 'masterdata:write',
    live: true,
    byOperatingUnit: false,
    sortName: byName,
  }),
  resource: defineKind({
    kind: 'resource',
    path: '/masterdata/resources',
    service: 'masterdata',
    input: ZResourceInput,
    record: ZResource,
    read: 'masterdata:read',
    write: 'masterdata:write',
    history: 'resources:history',
    live: true,
    byOperatingUnit: true,
    references: { 'tagIds.*': 'resourceTag', 'operatingUnitIds.*': 'operatingUnit' },
    sortName: byName,
    offeredFromOwnOperatingUnits: true,
  }),
  resourceTag: tagKind('resourceTag', '/masterdata/resource-tags'),
  service: defineKind({
    kind: 'service',
    path: '/masterdata/services',
    service: 'masterdata',
    input: ZServiceInput,
    record: ZService,
    read: 'masterdata:read',
    write: 'masterdata:write',
    live: true,
    byOperatingUnit: true,
    references: {
      'operatingUnitIds.*': 'operatingUnit',
      'defaultMachineIds.*': 'machine',
      'driverQueries.*.restriction.tagIds.*': 'resourceTag',
      'driverQueries.*.restriction.resourceId': 'resource',
    },
    sortName: byName,
    checksReferences: true,
  }),
  supplier: defineKind({
    kind: 'supplier',
    path: '/masterdata/suppliers',
    service: 'masterdata',
    input: ZSupplierInput,
    record: ZSupplier,
    read: 'suppliers:read',
    write: 'suppliers:write',
    numbering: numberSequences.supplierNumber,
    unique: {
      field: 'supplierNumber',
      message: 'Diese Lieferantennummer ist bereits vergeben.',
      code: 'LW_409_02_0001',
    },
    live: true,
    byOperatingUnit: true,
    references: { 'operatingUnitIds.*': 'operatingUnit', defaultCostAccountId: 'costAccount' },
    sortName: byName,
  }),
  gasStation: defineKind({
    kind: 'gasStation',
    path: '/masterdata/gas-stations',
    service: 'masterdata',
    input: ZGasStationInput,
    record: ZGasStation,
    read: 'masterdata:read',
    write: 'masterdata:write',
    live: true,
    byOperatingUnit: true,
    references: { 'operatingUnitIds.*': 'operatingUnit' },
    sortName: byName,
  }),
  loadingPoint: defineKind({
    kind: 'loadingPoint',
    // The office's path; the spec's path is the farmer's (schemas/api/map-structures.ts), on the same records.
    path: '/structures/company/loading-or-unloading-points',
    service: 'structures',
    input: ZLoadingPointInput,
    record: ZLoadingPoint,
    read: 'masterdata:read',
    write: 'masterdata:write',
    live: true,
    byOperatingUnit: false,
    references: { customerId: 'customer' },
    sortName: byName,
    archiveIsFinal: true,
    guardedFields: { fields: ['lat', 'lng'], permission: 'structures:editGeometry', refusal: 'FCPA_403_01_0002' },
  }),
  costAccount: defineKind({
    kind: 'costAccount',
    path: '/masterdata/cost-accounts',
    service: 'masterdata',
    input: ZCostAccountInput,
    record: ZCostAccount,
    read: 'prices:read',
    write: 'masterdata:write',
    live: false,
    byOperatingUnit: false,
    sortName: (account) => String(account.accountNumber).padStart(9, '0'),
  }),
  customerTag: tagKind('customerTag', '/masterdata/customer-tags'),
  priceAgreement: defineKind({
    kind: 'priceAgreement',
    path: '/masterdata/price-agreements',
    service: 'masterdata',
    input: ZPriceAgreementInput,
    record: ZPriceAgreement,
    read: 'prices:read',
    write: 'masterdata:write',
    history: 'prices:read',
    live: false,
    byOperatingUnit: false,
    references: {
      'priceTarget.resourceId': 'resource',
      'customerTarget.customerIds.*': 'customer',
      'customerTarget.customerTagIds.*': 'customerTag',
    },
    sortName: byName,
    checksReferences: true,
  }),
  /** Projects group orders (issue 15); the orders service sums them up (GET /orders/projects/{id}/summary). */
  project: defineKind({
    kind: 'project',
    path: '/masterdata/projects',
    service: 'masterdata',
    input: ZProjectInput,
    record: ZProject,
    read: 'orders:read',
    write: 'orders:write',
    unique: { field: 'number', message: projectMessages.numberTaken, code: 'LW_409_36_0001' },
    live: true,
    byOperatingUnit: true,
    references: { customerId: 'customer', 'operatingUnitIds.*': 'operatingUnit' },
    sortName: byName,
  }),
};

export type RecordKind = keyof typeof recordKinds;
/** The definition of one kind, with its concrete schemas. */
export type KindDefOf<K extends RecordKind> = (typeof recordKinds)[K];
/** A stored record of the kind, e.g. RecordOf<'machine'>. */
export type RecordOf<K extends RecordKind> = z.output<KindDefOf<K>['record']>;
/** What a form sends for the kind (before defaults), e.g. InputOf<'machine'>. */
export type InputOf<K extends RecordKind> = z.input<KindDefOf<K>['input']>;
/**
 * Every kind's record and input types by kind. Code generic over the kind indexes these tables
 * (RecordsByKind[K]): the compiler keeps such an index as it is, where RecordOf<K> would widen.
 */
export type RecordsByKind = { [K in RecordKind]: RecordOf<K> };
export type InputsByKind = { [K in RecordKind]: InputOf<K> };
/** The tag kinds (declared with tagKind above): employee, article and customer tags. */
export type TagKind = Extract<RecordKind, 'employeeTag' | 'resourceTag' | 'customerTag'>;
/** A record of any kind. */
export type AnyRecord = RecordOf<RecordKind>;

export const recordKindList = Object.values(recordKinds);

/** Entity names whose changes are pushed to open lists. */
export const liveRecordKinds: readonly RecordKind[] = recordKindList.filter((def) => def.live).map((def) => def.kind);

/** The definition as generic code sees it: any kind, its record at least the stored meta fields. */
export type AnyRecordKindDef = RecordKindDef<RecordKind>;

/** Each kind's record schema, typed so that an index by a generic kind keeps the kind's record type. */
const recordSchemas: { [K in RecordKind]: { record: z.ZodType<RecordOf<K>> } } = recordKinds;

/** The record schema of a kind, e.g. to parse what the store read. */
export const recordSchemaOf = <K extends RecordKind>(kind: K): z.ZodType<RecordOf<K>> => recordSchemas[kind].record;

/** Each kind's input schema, typed so that an index by a generic kind keeps the kind's input type. */
const inputSchemas: { [K in RecordKind]: { input: z.ZodType<unknown, InputsByKind[K]> } } = recordKinds;

/** The input schema of a kind, e.g. to check a form before it is sent as the kind's input. */
export const inputSchemaOf = <K extends RecordKind>(kind: K): z.ZodType<unknown, InputsByKind[K]> =>
  inputSchemas[kind].input;

/** Whether selections in other forms offer only the caller's own operating units' records of the kind. */
export const isOfferedFromOwnOperatingUnits = (kind: RecordKind): boolean => {
  const def: AnyRecordKindDef = recordKinds[kind];
  return def.offeredFromOwnOperatingUnits === true;
};
