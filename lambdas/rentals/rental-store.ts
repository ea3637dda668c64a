import { AppError } from '../../schemas/errors';
import type { RentalPeriod, TRental, TRentalStatus } from '../../schemas/planning/rental';
import {
  FIRST_MOMENT,
  LAST_MOMENT,
  rentalFromItem,
  rentalsEndingAfter,
  rentalsOverlapping,
  rentalToItem,
} from '../platform/aggregates/rental';
import { batchGetAll } from '../platform/db/batch-get';
import { db } from '../platform/db/entities';
import { atVersion, CONDITION_FAILED, canceledError, type TransactionPart, tryTransaction } from '../platform/db/write';

/** The list's filter: rentals sharing a moment with the period (moments), of a status, machine or customer. */
export type RentalFilter = {
  from?: string;
  to?: string;
  status?: TRentalStatus;
  machineId?: string;
  customerId?: string;
};

/** A machine's rentals that end after a moment, and the machine's ledger version read before them. */
export type MachineRentals = { machineId: string; ledgerVersion: number; rentals: RentalPeriod[] };

/** Access patterns of rentals (no Scan); items coded by lambdas/platform/aggregates/rental.ts. */
export type RentalStore = {
  get: (companyId: string, rentalId: string) => Promise<TRental | undefined>;
  /** The rentals the filter asks for, earliest start first. */
  list: (companyId: string, filter: RentalFilter) => Promise<TRental[]>;
  /** The rented periods (not cancelled) sharing a moment with the German days `fromDay` to `toDay`. */
  rentalsOverlapping: (companyId: string, fromDay: string, toDay: string) => Promise<RentalPeriod[]>;
  /** The ledger version first, then the rentals: a write conditioned on that version saw all of them. */
  machineRentals: (companyId: string, machineId: string, after: string) => Promise<MachineRentals>;
  /**
   * Writes the rental at the version it was read at (null: new), its machine link, and raises the ledgers
   * read (old and new machine). False when a ledger moved meanwhile: the caller checks again and retries.
   * The rental's own version moved: 409.
   */
  save: (rental: TRental, previous: TRental | null, ledgers: readonly MachineRentals[]) => Promise<boolean>;
};

const linkOf = (rental: TRental) => ({
  companyId: rental.companyId,
  machineId: rental.machineId,
  end: rental.end,
  rentalId: rental.id,
  number: rental.number,
  customerId: rental.customerId,
  start: rental.start,
  status: rental.status,
});

const linkKeyName = ({ machineId, end, rentalId }: { machineId: string; end: string; rentalId: string }) =>
  `${machineId}#${end}#${rentalId}`;

const ledgerWrite =
  (companyId: string, { machineId, ledgerVersion }: MachineRentals): TransactionPart =>
  ({ rentalLedger }) => [
    rentalLedger
      .update({ companyId, machineId })
      .set({ version: ledgerVersion + 1 })
      .where(({ version }, { eq, notExists }) =>
        ledgerVersion === 0 ? notExists(version) : eq(version, ledgerVersion),
      )
      .commit(),
  ];

const rentalWrites =
  (rental: TRental, previous: TRental | null): TransactionPart =>
  ({ rental: rentals, rentalMachineLink }) => {
    const item = rentalToItem(rental);
    const link = linkOf(rental);
    const stale = previous && linkKeyName(linkOf(previous)) !== linkKeyName(link) ? [linkOf(previous)] : [];
    return [
      previous === null ? rentals.create(item).commit() : rentals.put(item).where(atVersion(previous.version)).commit(),
      ...stale.map((old) => rentalMachineLink.delete(old).commit()),
      rentalMachineLink.put(link).commit(),
    ];
  };

const byStart = (a: { start: string }, b: { start: string }) => a.start.localeCompare(b.start);

export const dynamoRentalStore = (): RentalStore => {
  const ofMachine = async (companyId: string, machineId: string, after: string) => {
    const { data } = await db()
      .rentalMachineLink.query.byMachine({ companyId, machineId })
      // Between, not gt: a gt alone would leave the machine's prefix and read the next machines' links.
      .between({ end: after }, { end: LAST_MOMENT })
      .go({ pages: 'all', consistent: true });
    return data.map(({ companyId: _company, ...link }) => link);
  };

  const matches = (filter: RentalFilter) => (rental: TRental) =>
    (filter.status === undefined || rental.status === filter.status) &&
    (filter.customerId === undefined || rental.customerId === filter.customerId) &&
    (filter.machineId === undefined || rental.machineId === filter.machineId) &&
    (filter.from === undefined || rental.end > filter.from) &&
    (filter.to === undefined || rental.start < filter.to);

  const list = async (companyId: string, filter: RentalFilter) => {
    if (!filter.machineId) return (await rentalsEndingAfter(companyId, filter.from, filter.to)).filter(matches(filter));
    const links = await ofMachine(companyId, filter.machineId, filter.from ?? FIRST_MOMENT);
    const items = await batchGetAll(
      links.map(({ rentalId }) => ({ companyId, rentalId })),
      (keys) => db().rental.get(keys).go({ consistent: true }),
    );
    return items.map(rentalFromItem).filter(matches(filter));
  };

  return {
    get: async (companyId, rentalId) => {
      const { data } = await db().rental.get({ companyId, rentalId }).go({ consistent: true });
      return data ? rentalFromItem(data) : undefined;
    },
    list: async (companyId, filter) => (await list(companyId, filter)).sort(byStart),
    rentalsOverlapping,
    machineRentals: async (companyId, machineId, after) => {
      const { data } = await db().rentalLedger.get({ companyId, machineId }).go({ consistent: true });
      return { machineId, ledgerVersion: data?.version ?? 0, rentals: await ofMachine(companyId, machineId, after) };
    },
    save: async (rental, previous, ledgers) => {
      const reasons = await tryTransaction([
        ...ledgers.map((ledger) => ledgerWrite(rental.companyId, ledger)),
        rentalWrites(rental, previous),
      ]);
      if (!reasons) return true;
      const codes = reasons.map((reason) => reason.code);
      const [own] = codes.slice(ledgers.length);
      if (own === CONDITION_FAILED) throw new AppError('LW_409_00_0001', { detail: codes.join(',') });
      const collided = codes.slice(0, ledgers.length).some((code) => code === CONDITION_FAILED);
      if (collided || codes.includes('TransactionConflict')) return false;
      throw canceledError(reasons);
    },
  };
};
