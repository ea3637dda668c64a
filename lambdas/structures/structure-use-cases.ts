import { AppError } from '../../schemas/errors';
import { hasPermission } from '../../schemas/permissions';
import type { References } from '../../schemas/references';
import type { TRole } from '../../schemas/roles';
import type { Clock, IdGenerator } from '../platform/clock';
import { type CustomerAccessDeps, customerAccessOf } from '../platform/customer-access';
import { type ExistingIds, requireKnownReferences } from '../platform/references/references';
import type { CustomerStore } from './customer-store';
import {
  isVisibleTo,
  mayEditGeometry,
  notAccessible,
  ownerOfNew,
  requireWritableBy,
  type StructureViewer,
} from './domain/structure-access';

/**
 * The use cases every kind of map structure shares (services.md §7: GET list with `archived`, POST, GET
 * and PATCH by id, POST and PATCH batch): the office (role guard; edit-structures by role) and the farmer
 * (customer membership; only the structures of the customers they speak for, changed only where
 * canEditStructures allows). A kind brings its pure rules and its store; the routes only wire endpoints.
 */

type Structure = { id: string; customerId: string | null; archived: boolean; version: number };
type Owned = { customerId: string | null };
type Change = { version: number; customerId?: string | null | undefined };

/** One write of a batch: the structure as it is to be stored, and as it was (null: new). */
export type StructureWrite<T> = { item: T; previous: T | null };

/** Where a kind of structure is kept: the company's list, one by id, and an all-or-none save. */
export type StructureStore<T> = {
  list: (companyId: string) => Promise<T[]>;
  get: (companyId: string, id: string) => Promise<T | undefined>;
  /** All or none, each write conditioned on the previous version (409 otherwise). */
  save: (writes: readonly StructureWrite<T>[]) => Promise<void>;
};

export type StructureKind<T extends Structure, I extends Owned, C extends Change> = {
  /** The kind's name in refusals' details ('track', 'field'). */
  name: string;
  references: References;
  create: (input: I, context: { id: string; companyId: string; now: Date; newId: () => string }) => T;
  change: (existing: T, change: C, context: { now: Date; newId: () => string; mayEditGeometry: boolean }) => T;
  store: StructureStore<T>;
  /**
   * Whether a customer also reads the company's own structures (customerId null): loading points common
   * to the company serve every customer (services.md §3). Writing them stays the office's.
   */
  sharedWithCustomers?: boolean;
};

export type StructureDeps = CustomerAccessDeps & {
  /** The customer records, for their canEditStructures. */
  customers: Pick<CustomerStore, 'get'>;
  existingIds: ExistingIds;
  clock: Clock;
  ids: IdGenerator;
};

export type Archived = 'true' | 'false' | 'all';

/** Who calls: the office by role, or a farmer by their customer membership of the contractor. */
export const viewersOf = (deps: StructureDeps) => {
  const customerAccess = customerAccessOf(deps);
  return {
    staff: (role: TRole): StructureViewer => ({
      kind: 'staff',
      mayEditGeometry: hasPermission(role, 'structures:editGeometry'),
    }),
    farmer: async (companyId: string, userId: string): Promise<StructureViewer> => {
      const customerIds = await customerAccess(companyId, userId);
      const records = await Promise.all(customerIds.map((id) => deps.customers.get(companyId, id)));
      const editableCustomerIds = records.flatMap((customer) => (customer?.canEditStructures ? [customer.id] : []));
      return { kind: 'customer', customerIds, editableCustomerIds };
    },
  };
};

/** The use cases of one kind: list, read, create and change, one or a batch. */
export type StructureUseCases<T, I, C> = {
  list: (companyId: string, viewer: StructureViewer, archived: Archived) => Promise<{ items: T[] }>;
  get: (companyId: string, viewer: StructureViewer, id: string) => Promise<T>;
  createOne: (companyId: string, viewer: StructureViewer, input: I) => Promise<T>;
  updateOne: (companyId: string, viewer: StructureViewer, id: string, change: C) => Promise<T>;
  createMany: (companyId: string, viewer: StructureViewer, inputs: readonly I[]) => Promise<T[]>;
  updateMany: (companyId: string, viewer: StructureViewer, changes: readonly (C & { id: string })[]) => Promise<T[]>;
};

export const structureUseCases = <T extends Structure, I extends Owned, C extends Change>(
  kind: StructureKind<T, I, C>,
  deps: StructureDeps,
): StructureUseCases<T, I, C> => {
  const { store, name } = kind;
  const { clock, ids } = deps;
  const newId = () => ids.newId();

  const readable = (viewer: StructureViewer, customerId: string | null) =>
    isVisibleTo(viewer, customerId) || (kind.sharedWithCustomers === true && customerId === null);

  const visible = async (companyId: string, viewer: StructureViewer, id: string) => {
    const item = await store.get(companyId, id);
    if (!item || !readable(viewer, item.customerId)) throw notAccessible(`${name} ${id}`);
    return item;
  };

  const list = async (companyId: string, viewer: StructureViewer, archived: Archived) => ({
    items: (await store.list(companyId)).filter(
      (item) => readable(viewer, item.customerId) && (archived === 'all' || item.archived === (archived === 'true')),
    ),
  });

  const created = async (companyId: string, viewer: StructureViewer, input: I): Promise<StructureWrite<T>> => {
    const customerId = ownerOfNew(viewer, input.customerId);
    requireWritableBy(viewer, customerId, `new ${name} of ${customerId}`);
    const item = kind.create({ ...input, customerId }, { id: newId(), companyId, now: clock.now(), newId });
    await requireKnownReferences(deps.existingIds, companyId, item, kind.references, `${name} references`);
    return { item, previous: null };
  };

  const changed = async (companyId: string, viewer: StructureViewer, id: string, change: C) => {
    const existing = await visible(companyId, viewer, id);
    requireWritableBy(viewer, existing.customerId, `${name} ${id}`);
    const item = kind.change(existing, change, { now: clock.now(), newId, mayEditGeometry: mayEditGeometry(viewer) });
    // A farmer may not hand a structure to a customer they do not speak for.
    requireWritableBy(viewer, item.customerId, `${name} ${id} for ${item.customerId}`);
    await requireKnownReferences(deps.existingIds, companyId, item, kind.references, `${name} references`);
    return { item, previous: existing };
  };

  const saved = async (writes: StructureWrite<T>[]) => {
    await store.save(writes);
    return writes.map(({ item }) => item);
  };

  return {
    list,
    get: visible,
    createOne: async (companyId: string, viewer: StructureViewer, input: I) => {
      const write = await created(companyId, viewer, input);
      await store.save([write]);
      return write.item;
    },
    updateOne: async (companyId: string, viewer: StructureViewer, id: string, change: C) => {
      const write = await changed(companyId, viewer, id, change);
      await store.save([write]);
      return write.item;
    },
    // A batch is written all or none: every structure is checked first, then all are saved in one transaction.
    createMany: async (companyId: string, viewer: StructureViewer, inputs: readonly I[]) =>
      saved(await Promise.all(inputs.map((input) => created(companyId, viewer, input)))),
    updateMany: async (companyId: string, viewer: StructureViewer, changes: readonly (C & { id: string })[]) => {
      if (new Set(changes.map(({ id }) => id)).size !== changes.length) {
        throw new AppError('LW_400_01_0001', { detail: `a ${name} is named twice in one batch` });
      }
      return saved(await Promise.all(changes.map((change) => changed(companyId, viewer, change.id, change))));
    },
  };
};
