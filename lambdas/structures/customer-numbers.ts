import { customerMessages, type TCustomerSummary } from '../../schemas/customer';
import { AppError } from '../../schemas/errors';
import type { NextNumber } from '../platform/records/numbering';
import type { CustomerStore } from './customer-store';

/**
 * Customer numbers are unique per company. The routes check the company's list first (it also holds
 * customers saved before numbers were claimed) and answer at the field; the claim written with the
 * customer (customer-store.ts) decides between saves that run at the same time.
 */
export const customerNumberTaken = () =>
  new AppError('LW_400_01_0001', {
    issues: [{ path: 'customerNumber', message: customerMessages.customerNumberTaken }],
  });

const isConflict = (error: unknown) => error instanceof AppError && error.code === 'LW_409_00_0001';

/** Numbers taken in a row before the numbering gives up passing over them (all taken by hand). */
const MAX_SKIPS = 20;

export const customerNumbers = ({
  list,
  customers,
  numbering,
}: {
  /** The company's customers, current as of the last write (the routes' list cache). */
  list: (companyId: string) => Promise<readonly TCustomerSummary[]>;
  customers: CustomerStore;
  numbering?: (companyId: string) => Promise<NextNumber | undefined>;
}) => {
  const isTaken = async (companyId: string, number: string | null, exceptCustomerId?: string) =>
    number !== null &&
    (await list(companyId)).some((other) => other.customerNumber === number && other.id !== exceptCustomerId);

  return {
    /** Refuses a number another customer of the company has, at the field. */
    ensureFree: async (companyId: string, number: string | null, exceptCustomerId?: string) => {
      if (await isTaken(companyId, number, exceptCustomerId)) throw customerNumberTaken();
    },

    /**
     * Runs a save; when it lost to another save at the same time (409) and that one took the number,
     * the answer is the field error instead of 'changed by someone else'.
     */
    saving: async <T>(companyId: string, number: string | null, save: () => Promise<T>, exceptCustomerId?: string) => {
      try {
        return await save();
      } catch (error) {
        if (isConflict(error) && (await isTaken(companyId, number, exceptCustomerId))) throw customerNumberTaken();
        throw error;
      }
    },

    /** The numbering's next number that no customer has yet: a number given by hand is passed over. */
    nextFree: async (companyId: string): Promise<NextNumber | undefined> => {
      for (let skips = 0; numbering && skips < MAX_SKIPS; skips++) {
        const next = await numbering(companyId);
        if (!next || !(await isTaken(companyId, next.value))) return next;
        // Someone else moving the counter at the same time passes the number over just as well.
        await customers.skipNumber(next.countUp).catch((error: unknown) => {
          if (!isConflict(error)) throw error;
        });
      }
      return undefined;
    },
  };
};
