import { AppError } from '../../schemas/errors';
import { db } from '../platform/db/entities';
import { companyFromItem, companyToItem, type StoredCompany } from './domain/company';
import type { StoredOperatingUnit } from './domain/operating-unit';
import { readPendingCount } from './order-request-store';

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

/** True for a failed write condition (ElectroDB wraps DynamoDB's ConditionalCheckFailedException). */
const isConditionFailure = (error: unknown): boolean =>
  /conditional request failed|ConditionalCheckFailed/i.test(String((error as Error).message));

const conflictOnCondition = async (write: () => Promise<unknown>) => {
  try {
    await write();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('LW_409_00_0001', { cause: error });
    throw error;
  }
};

export const unitToItem = ({ id, ...rest }: StoredOperatingUnit): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries({ ...rest, operatingUnitId: id }).filter(([, value]) => value !== null && value !== undefined),
  );

const unitFromItem = ({ operatingUnitId, ...rest }: Record<string, unknown>): StoredOperatingUnit =>
  ({
    accountingConnection: null,
    archived: false,
    connectedBanksNeedAttention: 0,
    ...rest,
    id: operatingUnitId,
  }) as StoredOperatingUnit;

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
        .company.put(companyToItem(company) as never)
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
    return data.map((item) => unitFromItem(item));
  },
  get: async (companyId, operatingUnitId) => {
    const { data } = await db().operatingUnit.get({ companyId, operatingUnitId }).go({ consistent: true });
    return data ? unitFromItem(data) : undefined;
  },
  create: async (unit) => {
    await db()
      .operatingUnit.create(unitToItem(unit) as never)
      .go();
  },
  replace: async (unit, expectedVersion) => {
    await conflictOnCondition(() =>
      db()
        .operatingUnit.put(unitToItem(unit) as never)
        .where(({ version }, { eq }) => eq(version, expectedVersion))
        .go(),
    );
  },
});
