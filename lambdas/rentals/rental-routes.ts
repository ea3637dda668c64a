import {
  cancelRental,
  createRental,
  getRental,
  handOutRental,
  listRentals,
  type TRentalListQuery,
  takeBackRental,
  updateRental,
} from '../../schemas/api/rentals';
import { AppError } from '../../schemas/errors';
import { germanDay, germanDaysSpan } from '../../schemas/kernel/calendar';
import { rentalMessages, rentalReferences, type TRental, type TRentalTerms } from '../../schemas/planning/rental';
import type { Clock, IdGenerator } from '../platform/clock';
import { type Route, route } from '../platform/http';
import type { RecordStore } from '../platform/records/record-store';
import { type ExistingIds, requireKnownReferences } from '../platform/references/references';
import {
  cancelRental as cancel,
  changeRental,
  handOutRental as handOut,
  newRental,
  rentalNumber,
  requireMachineFree,
  takeBackRental as takeBack,
} from './domain/rental';
import type { RentalFilter, RentalStore } from './rental-store';

export type RentalDeps = {
  rentals: RentalStore;
  /** The machines rented (an archived one is not rented out). */
  records: Pick<RecordStore, 'get'>;
  existingIds: ExistingIds;
  /** The next number of the company's rentals in a year, from the numbering's counter (lambdas/platform/numbering). */
  issueNumber: (companyId: string, year: string) => Promise<number>;
  clock: Clock;
  ids: IdGenerator;
};

/** Times a write is checked again after another write of the same machine's rentals came between. */
const MAX_LEDGER_ROUNDS = 8;

/** The list query as the store's filter: German days as a span of moments. */
const filterOf = ({ companyId: _company, from, to, ...rest }: TRentalListQuery): RentalFilter => ({
  ...rest,
  ...(from ? { from: germanDaysSpan(from, from).start } : {}),
  ...(to ? { to: germanDaysSpan(to, to).end } : {}),
});

/** Rental orders and the rentals overview (application.md §2; issue 15 point 4). */
export const rentalRoutes = (deps: RentalDeps): Route[] => {
  const { rentals, clock, ids } = deps;

  const existingRental = async (companyId: string, rentalId: string): Promise<TRental> => {
    const rental = await rentals.get(companyId, rentalId);
    if (!rental) throw new AppError('LW_404_38_0001', { detail: `rental ${rentalId}` });
    return rental;
  };

  /** The references named, and the machine not archived: 400 at the field. */
  const requireRentable = async (companyId: string, terms: TRentalTerms, pathPrefix = '') => {
    await requireKnownReferences(deps.existingIds, companyId, terms, rentalReferences, 'rental', pathPrefix);
    const machine = await deps.records.get(companyId, 'machine', terms.machineId);
    if (machine?.archived) {
      throw new AppError('LW_400_01_0001', {
        issues: [{ path: `${pathPrefix}machineId`, message: rentalMessages.machineArchived }],
        detail: `machine ${terms.machineId} archived`,
      });
    }
  };

  /**
   * Writes the rental after checking its machine's other rentals, raising the ledgers of the machines
   * it was and is on in the same transaction: a write of the same machine in between makes the
   * transaction fail, and the check runs again with what that write stored.
   */
  const saveChecked = async (rental: TRental, previous: TRental | null, pathPrefix = '') => {
    const machineIds = [...new Set([rental.machineId, previous?.machineId ?? rental.machineId])];
    for (let round = 0; round < MAX_LEDGER_ROUNDS; round++) {
      const ledgers = await Promise.all(
        machineIds.map((machineId) => rentals.machineRentals(rental.companyId, machineId, rental.start)),
      );
      const [onMachine] = ledgers;
      if (rental.status !== 'CANCELLED' && onMachine) requireMachineFree(rental, onMachine.rentals, pathPrefix);
      if (await rentals.save(rental, previous, ledgers)) return rental;
    }
    throw new AppError('LW_409_00_0001', { detail: `rental ${rental.id}: machine ledger kept moving` });
  };

  return [
    route(listRentals, async ({ query }, { company }) => ({
      items: await rentals.list(company.companyId, filterOf(query)),
    })),

    route(createRental, async ({ body }, { company }) => {
      const { companyId } = company;
      await requireRentable(companyId, body);
      const now = clock.now();
      const draft = newRental(body, { id: ids.newId(), companyId, number: '', now });
      // Checked before a number is taken, so a refused overlap leaves no gap; one refused in a race
      // (the check again in saveChecked) does: rental numbers are no fiscal sequence.
      const { rentals: onMachine } = await rentals.machineRentals(companyId, draft.machineId, draft.start);
      requireMachineFree(draft, onMachine);
      const year = germanDay(now).slice(0, 4);
      const number = rentalNumber(year, await deps.issueNumber(companyId, year));
      return saveChecked({ ...draft, number }, null);
    }),

    route(getRental, async ({ params }, { company }) => existingRental(company.companyId, params.rentalId)),

    route(updateRental, async ({ params, body }, { company }) => {
      const { companyId } = company;
      const existing = await existingRental(companyId, params.rentalId);
      await requireRentable(companyId, body.data, 'data.');
      const changed = changeRental(existing, body.data, body.version, clock.now());
      return saveChecked(changed, existing, 'data.');
    }),

    route(handOutRental, async ({ params, body }, { company }) => {
      const existing = await existingRental(company.companyId, params.rentalId);
      return saveChecked(handOut(existing, body, clock.now()), existing);
    }),

    route(takeBackRental, async ({ params, body }, { company }) => {
      const existing = await existingRental(company.companyId, params.rentalId);
      return saveChecked(takeBack(existing, body, clock.now()), existing);
    }),

    route(cancelRental, async ({ params, body }, { company }) => {
      const existing = await existingRental(company.companyId, params.rentalId);
      return saveChecked(cancel(existing, body.version, clock.now()), existing);
    }),
  ];
};
