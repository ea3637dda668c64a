import {
  type StoredCompany,
  type StoredOperatingUnit,
  ZStoredCompany,
  ZStoredOperatingUnit,
} from '../../schemas/company-records';
import { db, type StoredItem } from './db/entities';
import { parseStored } from './db/read';
import { atVersion, conflictOnCondition, withoutNulls } from './db/write';

/** Access patterns of the company record; the only place that knows how it is stored. */
export type CompanyStore = {
  get: (companyId: string) => Promise<StoredCompany | undefined>;
  /** Writes only if the stored version is still `expectedVersion` (optimistic locking). */
  replace: (company: StoredCompany, expectedVersion: number) => Promise<void>;
};

/** Access patterns of the operating units of a company. */
export type OperatingUnitStore = {
  list: (companyId: string) => Promise<StoredOperatingUnit[]>;
  get: (companyId: string, operatingUnitId: string) => Promise<StoredOperatingUnit | undefined>;
  create: (unit: StoredOperatingUnit) => Promise<void>;
  /** Writes only if the stored version is still `expectedVersion` (optimistic locking). */
  replace: (unit: StoredOperatingUnit, expectedVersion: number) => Promise<void>;
};

export const companyFromItem = (item: Omit<Partial<StoredItem<'company'>>, 'companyId'> & { companyId: string }) =>
  parseStored(ZStoredCompany, { ...item, id: item.companyId });

/** The stored item of a company; unset optional fields are left out. */
export const companyToItem = ({ id, ...rest }: StoredCompany) => withoutNulls({ ...rest, companyId: id });

export const unitToItem = ({ id, ...rest }: StoredOperatingUnit) => withoutNulls({ ...rest, operatingUnitId: id });

const unitFromItem = (item: StoredItem<'operatingUnit'>) =>
  parseStored(ZStoredOperatingUnit, { ...item, id: item.operatingUnitId });

/** The company counter of pending order requests (the menu badge); moved with every request write. */
export const PENDING_ORDER_REQUESTS = 'pendingOrderRequests';

/** The company's count of pending order requests; never below zero. */
export const readPendingCount = async (companyId: string): Promise<number> => {
  const { data } = await db().companyCounter.get({ companyId, name: PENDING_ORDER_REQUESTS }).go({ consistent: true });
  return Math.max(0, data?.value ?? 0);
};

export const dynamoCompanyStore = (): CompanyStore => ({
  get: async (companyId) => {
    // Consistent: an edit right after a save must see that save, or it would be refused as a conflict.
    const [{ data }, pendingOrderRequests] = await Promise.all([
      db().company.get({ companyId }).go({ consistent: true }),
      readPendingCount(companyId),
    ]);
    // The counters live in items of their own, so counting never collides with edits of the company.
    return data ? companyFromItem({ ...data, counters: { pendingOrderRequests } }) : undefined;
  },
  replace: async (company, expectedVersion) => {
    await conflictOnCondition(() =>
      db()
        .company.put(companyToItem(company))
        // Items written before versions existed count as version 1.
        .where(({ version }, { eq, notExists }) =>
          expectedVersion === 1 ? `${notExists(version)} OR ${eq(version, 1)}` : eq(version, expectedVersion),
        )
        .go(),
    );
  },
});

export const dynamoOperatingUnitStore = (): OperatingUnitStore => ({
  list: async (companyId) => {
    const { data } = await db().operatingUnit.query.byCompany({ companyId }).go({ pages: 'all', consistent: true });
    return data.map(unitFromItem);
  },
  get: async (companyId, operatingUnitId) => {
    const { data } = await db().operatingUnit.get({ companyId, operatingUnitId }).go({ consistent: true });
    return data ? unitFromItem(data) : undefined;
  },
  create: async (unit) => {
    await db().operatingUnit.create(unitToItem(unit)).go();
  },
  replace: async (unit, expectedVersion) => {
    await conflictOnCondition(() => db().operatingUnit.put(unitToItem(unit)).where(atVersion(expectedVersion)).go());
  },
});
