import { customerMessages, type TCustomerSummary } from '../../schemas/customer';
import { numberSequences } from '../../schemas/numbering';
import { isConflict } from '../platform/db/write';
import { type Numbering, valueTaken } from '../platform/numbering/numbering';
import type { CustomerStore } from './customer-store';

/**
 * Customer numbers are unique per company. The routes check the company's list first (it also holds
 * customers saved before numbers were claimed) and answer at the field; the claim written with the
 * customer (customer-store.ts) decides between saves that run at the same time. A taken number answers
 * 409 with the German issue at the field.
 */
export const customerNumberTaken = () =>
  valueTaken({ code: 'LW_409_02_0001', message: customerMessages.customerNumberTaken }, 'customerNumber');

export const customerNumbers = ({
  list,
  customers,
  numbering,
}: {
  /** The company's customers, current as of the last write (the routes' list cache). */
  list: (companyId: string) => Promise<readonly TCustomerSummary[]>;
  customers: CustomerStore;
  numbering: Numbering;
}) => {
  const isListed = async (companyId: string, number: string, exceptCustomerId?: string) =>
    (await list(companyId)).some((other) => other.customerNumber === number && other.id !== exceptCustomerId);

  return {
    /** Refuses a number another customer of the company has, at the field. */
    ensureFree: async (companyId: string, number: string | null, exceptCustomerId?: string) => {
      if (number !== null && (await isListed(companyId, number, exceptCustomerId))) throw customerNumberTaken();
    },

    /**
     * Runs a save; when it lost to another save at the same time (409) and that one holds the number now,
     * the answer is the field error instead of 'changed by someone else'.
     */
    saving: async <T>(companyId: string, number: string | null, save: () => Promise<T>, exceptCustomerId?: string) => {
      try {
        return await save();
      } catch (error) {
        if (!isConflict(error) || number === null) throw error;
        const holder = await customers.numberHolder(companyId, number);
        if (holder !== undefined && holder !== exceptCustomerId) throw customerNumberTaken();
        throw error;
      }
    },

    /** The customer numbering's next number that no customer holds; undefined when numbering is off. */
    nextFree: (companyId: string) => numbering.next(companyId, numberSequences.customerNumber),
  };
};
