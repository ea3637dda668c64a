import { AppError } from '../../../schemas/errors';
import { germanDaysSpan } from '../../../schemas/kernel/calendar';
import { type RentalPeriod, type TRental, type TRentalStatus, ZRental } from '../../../schemas/planning/rental';
import { batchGetAll } from '../../platform/db/batch-get';
import { db, type StoredItem } from '../../platform/db/entities';
import { parseStored } from '../../platform/db/read';
import {
  atVersion,
  CONDITION_FAILED,
  canceledError,
  type TransactionPart,
  tryTransaction,
  withoutNulls,
} from '../../platform/db/write';
import { periodOfRental } from './rental';

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

/** Access patterns of rentals (no Scan); the only place that knows how they are stored. */
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

const fromItem = ({ rentalId, ...item }: StoredItem<'rental'>): TRental =>
  parseStored(ZRental, { ...item, id: rentalId });

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
    const { id, ...fields } = rental;
    const item = withoutNulls({ ...fields, rentalId: id });
    const link = linkOf(rental);
    const stale = previous && linkKeyName(linkOf(previous)) !== linkKeyName(link) ? [linkOf(previous)] : [];
    return [
      previous === null ? rentals.create(item).commit() : rentals.put(item).where(atVersion(previous.version)).commit(),
      ...stale.map((old) => rentalMachineLink.delete(old).commit()),
      rentalMachineLink.put(link).commit(),
    ];
  };

/** Sort-key bounds around every moment: '0' sorts before and '~' after every ISO timestamp. */
const FIRST = '0';
const LAST = '~';

const byStart = (a: { start: string }, b: { start: string }) => a.start.localeCompare(b.start);

export const dynamoRentalStore = (): RentalStore => {
  /** The company's rentals ending after `from` (gsi1), starting before `to`. */
  const endingAfter = async (companyId: string, from: string | undefined, to: string | undefined) => {
    const query = db().rental.query.byEnd({ companyId });
    const { data } = await query.between({ end: from ?? FIRST }, { end: LAST }).go({ pages: 'all' });
    return data.map(fromItem).filter((rental) => to === undefined || rental.start < to);
  };

  const ofMachine = async (companyId: string, machineId: string, after: string) => {
    const { data } = await db()
      .rentalMachineLink.query.byMachine({ companyId, machineId })
      // Between, not gt: a gt alone would leave the machine's prefix and read the next machines' links.
      .between({ end: after }, { end: LAST })
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
    if (!filter.machineId) return (await endingAfter(companyId, filter.from, filter.to)).filter(matches(filter));
    const links = await ofMachine(companyId, filter.machineId, filter.from ?? FIRST);
    const items = await batchGetAll(
      links.map(({ rentalId }) => ({ companyId, rentalId })),
      (keys) => db().rental.get(keys).go({ consistent: true }),
    );
    return items.map(fromItem).filter(matches(filter));
  };

  return {
    get: async (companyId, rentalId) => {
      const { data } = await db().rental.get({ companyId, rentalId }).go({ consistent: true });
      return data ? fromItem(data) : undefined;
    },
    list: async (companyId, filter) => (await list(companyId, filter)).sort(byStart),
    rentalsOverlapping: async (companyId, fromDay, toDay) => {
      const { start, end } = germanDaysSpan(fromDay, toDay);
      const rentals = await endingAfter(companyId, start, end);
      return rentals.filter((rental) => rental.status !== 'CANCELLED').map(periodOfRental);
    },
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
