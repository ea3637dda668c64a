import * as z from 'zod';
import { idField, optionalIdText } from '../input-bounds';
import { ZDecimal } from '../masterdata/common';
import {
  type InputsByKind,
  type KindDefOf,
  type RecordKind,
  type RecordKindDef,
  type RecordMetaFields,
  type RecordsByKind,
  recordKinds,
} from '../masterdata/kinds';
import { ZDay } from '../masterdata/price-agreement';
import { ZPricing } from '../masterdata/pricing';
import {
  type SettingsByName,
  type SettingsInputsByName,
  type SettingsName,
  type StampedSettings,
  settingsRecord,
  ZCustomerSettings,
  ZSupplierSettings,
} from '../masterdata/settings';
import type { Permission } from '../permissions';
import { ZCompanyQuery } from './customers';
import { defineEndpoint, type Endpoint } from './endpoint';

const ZIdParams = z.object({ id: idField() });

/**
 * List filters. archived: 'false' (default) lists the active records, 'true' the archive, 'all' both.
 * operatingUnitId: records of that operating unit (records without units belong to all).
 * scope 'mine': only what the caller's own operating units may use (application.md §6: articles offered
 * in selection are limited to the user's operating units).
 */
export const ZRecordListQuery = ZCompanyQuery.extend({
  archived: z.enum(['true', 'false', 'all']).default('false'),
  operatingUnitId: idField().optional(),
  scope: z.enum(['all', 'mine']).default('all'),
});

/** One change of a history entry: the field path and its values before and after. */
export const ZFieldChange = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });
export type TFieldChange = z.infer<typeof ZFieldChange>;
export const ZHistoryEntry = z.object({
  at: z.string(),
  version: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  action: z.enum(['created', 'changed', 'archived', 'restored']),
  changes: z.array(ZFieldChange),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;

/**
 * The endpoints of one record kind: list, read, create, change, archive/restore and (if kept) history.
 * Typed by the kind's schemas, so the web client and the routes see e.g. RecordOf<'machine'>.
 */
export const recordEndpoints = <
  K extends string,
  TInput extends z.ZodType,
  TRecord extends z.ZodType<RecordMetaFields>,
>(
  // The schemas as type parameters of their own: a property of a generic definition would widen to the
  // bound in z.array() and lose the kind's record type.
  def: RecordKindDef<K, TInput, TRecord>,
) => {
  const read = { kind: 'company', permission: def.read } as const;
  const write = { kind: 'company', permission: def.write } as const;
  return {
    list: defineEndpoint({
      method: 'GET',
      path: def.path,
      access: read,
      query: ZRecordListQuery,
      response: z.object({ items: z.array(def.record) }),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${def.path}/{id}`,
      access: read,
      params: ZIdParams,
      query: ZCompanyQuery,
      response: def.record,
    }),
    create: defineEndpoint({
      method: 'POST',
      path: def.path,
      access: write,
      query: ZCompanyQuery,
      body: def.input,
      response: def.record,
      successStatus: 201,
    }),
    // A change names the version it was made on; a newer stored version means someone else saved (409).
    update: defineEndpoint({
      method: 'PATCH',
      path: `${def.path}/{id}`,
      access: write,
      params: ZIdParams,
      query: ZCompanyQuery,
      body: z.object({ version: z.number().int().positive(), data: def.input }),
      response: def.record,
    }),
    archive: defineEndpoint({
      method: 'POST',
      path: `${def.path}/{id}/archive`,
      access: write,
      params: ZIdParams,
      query: ZCompanyQuery,
      body: z.object({ version: z.number().int().positive(), archived: z.boolean() }),
      response: def.record,
    }),
    history: def.history
      ? defineEndpoint({
          method: 'GET',
          path: `${def.path}/{id}/history`,
          access: { kind: 'company', permission: def.history },
          params: ZIdParams,
          query: ZCompanyQuery,
          response: z.object({ items: z.array(ZHistoryEntry) }),
        })
      : undefined,
  };
};

/** The endpoints of a kind; without a type argument, of any kind (what the generic routes see). */
export type RecordEndpoints<D extends RecordKindDef = RecordKindDef> = ReturnType<
  typeof recordEndpoints<D['kind'], D['input'], D['record']>
>;

/** Every kind's endpoints, typed by the kind (the compiler checks that no kind is missing). */
export const recordEndpointsByKind: { [K in RecordKind]: RecordEndpoints<KindDefOf<K>> } = {
  employee: recordEndpoints(recordKinds.employee),
  employeeTag: recordEndpoints(recordKinds.employeeTag),
  machine: recordEndpoints(recordKinds.machine),
  machineRing: recordEndpoints(recordKinds.machineRing),
  resource: recordEndpoints(recordKinds.resource),
  resourceTag: recordEndpoints(recordKinds.resourceTag),
  service: recordEndpoints(recordKinds.service),
  supplier: recordEndpoints(recordKinds.supplier),
  gasStation: recordEndpoints(recordKinds.gasStation),
  project: recordEndpoints(recordKinds.project),
  loadingPoint: recordEndpoints(recordKinds.loadingPoint),
  costAccount: recordEndpoints(recordKinds.costAccount),
  customerTag: recordEndpoints(recordKinds.customerTag),
  priceAgreement: recordEndpoints(recordKinds.priceAgreement),
};

/**
 * A kind's endpoints seen through the kind's record and input types. The endpoint objects are the same;
 * only their types are stated per kind, so that code generic over the kind (the web hooks) reads
 * RecordsByKind[K] and sends InputsByKind[K]: the compiler resolves an index by a generic kind only through a
 * table whose value type is written in terms of the kind.
 */
export type KindEndpoints<K extends RecordKind> = {
  list: Endpoint<z.ZodType, typeof ZRecordListQuery, z.ZodType, z.ZodType<{ items: RecordsByKind[K][] }>>;
  get: Endpoint<typeof ZIdParams, typeof ZCompanyQuery, z.ZodType, z.ZodType<RecordsByKind[K]>>;
  create: Endpoint<z.ZodType, typeof ZCompanyQuery, z.ZodType<unknown, InputsByKind[K]>, z.ZodType<RecordsByKind[K]>>;
  update: Endpoint<
    typeof ZIdParams,
    typeof ZCompanyQuery,
    z.ZodType<unknown, { version: number; data: InputsByKind[K] }>,
    z.ZodType<RecordsByKind[K]>
  >;
  archive: Endpoint<
    typeof ZIdParams,
    typeof ZCompanyQuery,
    z.ZodType<unknown, { version: number; archived: boolean }>,
    z.ZodType<RecordsByKind[K]>
  >;
  history:
    | Endpoint<typeof ZIdParams, typeof ZCompanyQuery, z.ZodType, z.ZodType<{ items: THistoryEntry[] }>>
    | undefined;
};

const endpointsByKindTyped: { [K in RecordKind]: KindEndpoints<K> } = recordEndpointsByKind;

/** The endpoints of a kind, typed by the kind, e.g. endpointsOfKind('machine').get answers the machine record. */
export const endpointsOfKind = <K extends RecordKind>(kind: K): KindEndpoints<K> => endpointsByKindTyped[kind];

/** Each kind the service answers, with its endpoints (what the service's handler binds to routes). */
export const recordKindsOf = (service: RecordKindDef['service']) =>
  Object.values(recordKinds)
    .filter((def) => def.service === service)
    .map((def) => ({ def, endpoints: recordEndpointsByKind[def.kind] }));

const endpointsOf = (service: RecordKindDef['service']): Endpoint[] =>
  recordKindsOf(service)
    .flatMap(({ endpoints }) => Object.values(endpoints))
    .filter((endpoint): endpoint is NonNullable<typeof endpoint> => endpoint !== undefined);

/** Customer and supplier settings: one record per company, read and replaced as a whole. */
const settingsEndpoints = <Shape extends z.ZodRawShape>(
  path: `/${string}`,
  schema: z.ZodObject<Shape>,
  read: RecordKindDef['read'],
  write: RecordKindDef['write'],
) => ({
  get: defineEndpoint({
    method: 'GET',
    path,
    access: { kind: 'company', permission: read },
    query: ZCompanyQuery,
    response: settingsRecord(schema),
  }),
  put: defineEndpoint({
    method: 'PUT',
    path,
    access: { kind: 'company', permission: write },
    query: ZCompanyQuery,
    body: z.object({ version: z.number().int().nonnegative(), data: schema }),
    response: settingsRecord(schema),
  }),
});

export const customerSettingsEndpoints = settingsEndpoints(
  '/masterdata/customer-settings',
  ZCustomerSettings,
  'masterdata:write',
  'masterdata:write',
);
export const supplierSettingsEndpoints = settingsEndpoints(
  '/masterdata/supplier-settings',
  ZSupplierSettings,
  'suppliers:write',
  'suppliers:write',
);

type CompanyEndpointAccess = { kind: 'company'; permission: Permission };

/** A settings record's endpoints seen through its values, so that code generic over the name reads them. */
export type SettingsEndpointsOf<N extends SettingsName> = {
  get: Endpoint<
    z.ZodType,
    typeof ZCompanyQuery,
    z.ZodType,
    z.ZodType<StampedSettings<SettingsByName[N]>>,
    CompanyEndpointAccess
  >;
  put: Endpoint<
    z.ZodType,
    typeof ZCompanyQuery,
    z.ZodType<{ version: number; data: SettingsByName[N] }, { version: number; data: SettingsInputsByName[N] }>,
    z.ZodType<StampedSettings<SettingsByName[N]>>,
    CompanyEndpointAccess
  >;
};

const settingsEndpointsByName: { [N in SettingsName]: SettingsEndpointsOf<N> } = {
  customers: customerSettingsEndpoints,
  suppliers: supplierSettingsEndpoints,
};

/** The endpoints of a settings record, typed by its name. */
export const settingsEndpointsOf = <N extends SettingsName>(name: N): SettingsEndpointsOf<N> =>
  settingsEndpointsByName[name];

/** What an article costs a customer on a day: agreement applied if one applies (application.md §5). */
export const ZPriceQuoteRequest = z.object({
  resourceId: idField('Bitte wähle einen Artikel aus.'),
  resourceVariantId: optionalIdText().nullable().default(null),
  customerId: idField('Bitte wähle einen Kunden aus.'),
  date: ZDay,
  amount: ZDecimal,
});
export const ZPriceQuote = z.object({
  unitPrice: z.string(),
  total: z.string(),
  costPerUnit: z.string().nullable(),
  pricing: ZPricing,
  agreementId: z.string().nullable(),
  agreementName: z.string().nullable(),
  priceBasedOnPriceAgreement: z.boolean(),
});
export type TPriceQuote = z.infer<typeof ZPriceQuote>;

export const priceQuote = defineEndpoint({
  method: 'POST',
  path: '/masterdata/price-quote',
  access: { kind: 'company', permission: 'prices:read' },
  query: ZCompanyQuery,
  body: ZPriceQuoteRequest,
  response: ZPriceQuote,
});

export const masterdataEndpoints: Endpoint[] = [
  ...endpointsOf('masterdata'),
  ...Object.values(customerSettingsEndpoints),
  ...Object.values(supplierSettingsEndpoints),
  priceQuote,
];

/** The record endpoints the structures service answers (loading and unloading points). */
export const structuresRecordEndpoints: Endpoint[] = endpointsOf('structures');

export { recordKinds };
