import type * as z from 'zod';
import type { Permission } from '../permissions';
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
import { ZResource, ZResourceInput } from './resource';
import { ZService, ZServiceInput } from './service';

/**
 * THE table of master-data record kinds (application.md §2 'Stammdaten', §3). One entry drives the
 * endpoints (schemas/api/masterdata.ts), the store and routes (one generic implementation), the live
 * change feed and the web pages. Every kind is archived, never deleted: receipts may reference it.
 */
export type RecordKindDef = {
  /** Entity name in the table and in change events. */
  kind: string;
  /** Full collection path, e.g. '/masterdata/employees'. */
  path: `/${string}`;
  /** Which service answers (its base path starts `path`). */
  service: 'masterdata' | 'structures';
  input: z.ZodType;
  record: z.ZodType;
  read: Permission;
  write: Permission;
  /** Writes keep a change history (who changed what when), shown on the history pages. */
  history?: Permission;
  /** Streamed live to open lists (application.md §3 'Company lists streamed live'). */
  live: boolean;
  /** The record carries operatingUnitIds and lists can be filtered by them (application.md §5, §6). */
  byOperatingUnit: boolean;
  /** The text a list sorts by. */
  sortName: (record: Record<string, unknown>) => string;
  /** A record created without a number gets the next one of a numbering kept in the kind's settings. */
  numbering?: { field: string; settings: string; settingsField: string };
};

const byName = (record: Record<string, unknown>) => String(record.name ?? '');

const ZTag = ZTagInput.extend(recordMeta);

/** Employee, article and customer tags: the same shape, rights and live list under their own path. */
const tagKind = <K extends string, P extends `/${string}`>(kind: K, path: P) =>
  ({
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
  }) as const;

const kindList = [
  {
    kind: 'employee',
    path: '/masterdata/employees',
    service: 'masterdata',
    input: ZEmployeeInput,
    record: ZEmployee,
    read: 'masterdata:read',
    write: 'employees:write',
    live: true,
    byOperatingUnit: true,
    sortName: (record) => `${record.lastName ?? ''} ${record.firstName ?? ''}`,
  },
  tagKind('employeeTag', '/masterdata/employee-tags'),
  {
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
    sortName: byName,
  },
  {
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
  },
  {
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
    sortName: byName,
  },
  tagKind('resourceTag', '/masterdata/resource-tags'),
  {
    kind: 'service',
    path: '/masterdata/services',
    service: 'masterdata',
    input: ZServiceInput,
    record: ZService,
    read: 'masterdata:read',
    write: 'masterdata:write',
    live: true,
    byOperatingUnit: true,
    sortName: byName,
  },
  {
    kind: 'supplier',
    path: '/masterdata/suppliers',
    service: 'masterdata',
    input: ZSupplierInput,
    record: ZSupplier,
    read: 'suppliers:read',
    write: 'suppliers:write',
    numbering: { field: 'supplierNumber', settings: 'suppliers', settingsField: 'nextSupplierNumber' },
    live: true,
    byOperatingUnit: true,
    sortName: byName,
  },
  {
    kind: 'gasStation',
    path: '/masterdata/gas-stations',
    service: 'masterdata',
    input: ZGasStationInput,
    record: ZGasStation,
    read: 'masterdata:read',
    write: 'masterdata:write',
    live: true,
    byOperatingUnit: true,
    sortName: byName,
  },
  {
    kind: 'loadingPoint',
    path: '/structures/loading-or-unloading-points',
    service: 'structures',
    input: ZLoadingPointInput,
    record: ZLoadingPoint,
    read: 'masterdata:read',
    write: 'masterdata:write',
    live: true,
    byOperatingUnit: false,
    sortName: byName,
  },
  {
    kind: 'costAccount',
    path: '/masterdata/cost-accounts',
    service: 'masterdata',
    input: ZCostAccountInput,
    record: ZCostAccount,
    read: 'prices:read',
    write: 'masterdata:write',
    live: false,
    byOperatingUnit: false,
    sortName: (record) => String(record.accountNumber ?? '').padStart(9, '0'),
  },
  tagKind('customerTag', '/masterdata/customer-tags'),
  {
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
    sortName: byName,
  },
] as const satisfies readonly RecordKindDef[];

export type RecordKind = (typeof kindList)[number]['kind'];

export const recordKinds: Record<RecordKind, RecordKindDef> = Object.fromEntries(
  kindList.map((def) => [def.kind, def]),
) as unknown as Record<RecordKind, RecordKindDef>;

export const recordKindList: readonly RecordKindDef[] = kindList;

/** Entity names whose changes are pushed to open lists. */
export const liveRecordKinds: readonly RecordKind[] = kindList.filter((def) => def.live).map((def) => def.kind);
