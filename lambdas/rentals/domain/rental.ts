import { AppError } from '../../../schemas/errors';
import { formatGermanDateTime } from '../../../schemas/kernel/calendar';
import type { RentalPeriod, TRental, TRentalStatus, TRentalTerms } from '../../../schemas/planning/rental';
import { overlappingRental, rentalCharge } from '../../../schemas/planning/rental-terms';

/**
 * The rental order's rules, pure: the charge derived from its terms, the status steps RESERVED → OUT →
 * RETURNED and RESERVED → CANCELLED, and which changes a status allows. The routes read and write around them.
 */

/** The numbering counter of a year's rentals (lambdas/platform/numbering/counter.ts); numbers start at 1. */
export const rentalSequence = (year: string): string => `rentalNumber-${year}`;

/** The rental's number: 'MV-', the year, and its number in that year with four digits ('MV-2026-0001'). */
export const rentalNumber = (year: string, issued: number): string => `MV-${year}-${String(issued).padStart(4, '0')}`;

/** A terms' period as the checks read it; the input schema refuses a missing start or end. */
const periodOf = (terms: TRentalTerms): { start: string; end: string } => {
  if (terms.start === null || terms.end === null) throw new AppError('LW_400_01_0001', { detail: 'rental period' });
  return { start: terms.start, end: terms.end };
};

/** The stored fields of a rental's terms, with the quantity and amount they charge. */
const termsFields = (terms: TRentalTerms) => {
  const period = periodOf(terms);
  return {
    machineId: terms.machineId,
    customerId: terms.customerId,
    ...period,
    priceBasis: terms.priceBasis,
    pricePerUnit: terms.pricePerUnit,
    vatPercent: terms.vatPercent,
    note: terms.note,
    ...rentalCharge({ ...period, priceBasis: terms.priceBasis, pricePerUnit: terms.pricePerUnit }),
  };
};

export const newRental = (
  terms: TRentalTerms,
  made: { id: string; companyId: string; number: string; now: Date },
): TRental => {
  const now = made.now.toISOString();
  return {
    id: made.id,
    companyId: made.companyId,
    number: made.number,
    ...termsFields(terms),
    status: 'RESERVED',
    handedOutAt: null,
    handedOutOperatingHours: null,
    returnedAt: null,
    returnedOperatingHours: null,
    damageNote: null,
    cancelledAt: null,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
};

/** Someone changed the rental since it was read: the platform's 409. */
const requireVersion = (rental: TRental, version: number) => {
  if (rental.version !== version) throw new AppError('LW_409_00_0001', { detail: `rental ${rental.id}` });
};

const stepped = (rental: TRental, now: Date, fields: Partial<TRental>): TRental => ({
  ...rental,
  ...fields,
  version: rental.version + 1,
  updatedAt: now.toISOString(),
});

/** The terms that only a reservation may change; a rental out or back keeps what was agreed. */
const lockedFields = ['machineId', 'customerId', 'start', 'end', 'priceBasis', 'pricePerUnit', 'vatPercent'] as const;

export const changeRental = (rental: TRental, terms: TRentalTerms, version: number, now: Date): TRental => {
  requireVersion(rental, version);
  const fields = termsFields(terms);
  const changesLocked = lockedFields.some((field) => fields[field] !== rental[field]);
  if (changesLocked && rental.status !== 'RESERVED') {
    throw new AppError('LW_409_38_0002', { detail: `rental ${rental.id} is ${rental.status}` });
  }
  return stepped(rental, now, fields);
};

/** Which status a step needs; any other answers 409 with the step's message. */
const requireStatus = (rental: TRental, wanted: TRentalStatus, code: AppError['code']) => {
  if (rental.status !== wanted) throw new AppError(code, { detail: `rental ${rental.id} is ${rental.status}` });
};

export const handOutRental = (
  rental: TRental,
  step: { version: number; at: string; operatingHours: string | null },
  now: Date,
): TRental => {
  requireVersion(rental, step.version);
  requireStatus(rental, 'RESERVED', 'LW_409_38_0003');
  return stepped(rental, now, { status: 'OUT', handedOutAt: step.at, handedOutOperatingHours: step.operatingHours });
};

export const takeBackRental = (
  rental: TRental,
  step: { version: number; at: string; operatingHours: string | null; damageNote: string | null },
  now: Date,
): TRental => {
  requireVersion(rental, step.version);
  requireStatus(rental, 'OUT', 'LW_409_38_0004');
  if (rental.handedOutAt !== null && Date.parse(step.at) < Date.parse(rental.handedOutAt)) {
    throw new AppError('LW_400_01_0001', {
      issues: [{ path: 'at', message: 'Die Rücknahme kann nicht vor der Ausgabe liegen.' }],
      detail: `rental ${rental.id} back before out`,
    });
  }
  return stepped(rental, now, {
    status: 'RETURNED',
    returnedAt: step.at,
    returnedOperatingHours: step.operatingHours,
    damageNote: step.damageNote,
  });
};

export const cancelRental = (rental: TRental, version: number, now: Date): TRental => {
  requireVersion(rental, version);
  requireStatus(rental, 'RESERVED', 'LW_409_38_0005');
  return stepped(rental, now, { status: 'CANCELLED', cancelledAt: now.toISOString() });
};

/**
 * Refuses a rental whose period another rental of the machine holds (cancelled ones hold nothing):
 * 409 with the other rental's number and period at `start`.
 */
export const requireMachineFree = (rental: TRental, machineRentals: readonly RentalPeriod[], pathPrefix = '') => {
  const other = overlappingRental({ rentalId: rental.id, start: rental.start, end: rental.end }, machineRentals);
  if (!other) return;
  const period = `${formatGermanDateTime(other.start)} bis ${formatGermanDateTime(other.end)}`;
  throw new AppError('LW_409_38_0001', {
    issues: [
      {
        path: `${pathPrefix}start`,
        message: `Die Maschine ist in diesem Zeitraum schon vermietet (${other.number}, ${period}).`,
      },
    ],
    detail: `rental ${rental.id} overlaps ${other.rentalId}`,
  });
};
