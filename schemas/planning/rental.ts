import * as z from 'zod';
import { idField } from '../input-bounds';
import { ZDecimal } from '../masterdata/common';
import { ZMoment } from '../orders/order-parts';
import type { References } from '../references';
import { rentalPriceBases, rentalStatuses } from '../stored-enums';
import { optionalText } from '../validation';

export { rentalPriceBases, rentalStatuses };

/**
 * A rental order (Mietauftrag, application.md §2 'rental orders'): a machine of the contractor rented to
 * a customer for a period, priced per started day or per hour. Owned by the orders service
 * (lambdas/rentals); the disposition board reads the rented periods to show a machine as away.
 */

// wording ours, in the spec's voice
export const rentalMessages = {
  machine: 'Bitte wähle eine Maschine aus.',
  customer: 'Bitte wähle einen Kunden aus.',
  start: 'Bitte gib den Beginn der Vermietung ein.',
  end: 'Bitte gib das Ende der Vermietung ein.',
  endAfterStart: 'Das Ende der Vermietung muss nach dem Beginn liegen.',
  price: 'Bitte gib einen gültigen Preis ein.',
  machineArchived: 'Diese Maschine ist archiviert und kann nicht vermietet werden.',
} as const;

export const ZRentalStatus = z.enum(rentalStatuses);
export type TRentalStatus = z.infer<typeof ZRentalStatus>;

/** The German names of the statuses, as the pages show them. */
export const rentalStatusLabels: Record<TRentalStatus, string> = {
  RESERVED: 'Reserviert',
  OUT: 'Ausgegeben',
  RETURNED: 'Zurückgenommen',
  CANCELLED: 'Storniert',
};

export const ZRentalPriceBasis = z.enum(rentalPriceBases);
export type TRentalPriceBasis = z.infer<typeof ZRentalPriceBasis>;

export const rentalPriceBasisLabels: Record<TRentalPriceBasis, string> = { DAY: 'pro Tag', HOUR: 'pro Stunde' };

export const RENTAL_NOTE_MAX = 2000;
export const DEFAULT_RENTAL_VAT_PERCENT = '19';

const ZVatPercent = ZDecimal.refine((value) => Number(value) <= 100, 'Der Steuersatz darf höchstens 100 % sein.');

/**
 * One spelling per moment ('…T08:00:00.000Z'): the periods are sort keys and compared as text, where
 * '08:00:00Z' and '08:00:00.000Z' would differ.
 */
const canonicalMoment = (moment: string | null): string | null =>
  moment === null ? null : new Date(moment).toISOString();

/** The fields the office enters, without the check across them (the web form builds on them). */
export const ZRentalFields = z.object({
  machineId: idField(rentalMessages.machine),
  customerId: idField(rentalMessages.customer),
  start: ZMoment.nullable()
    .refine((value) => value !== null, rentalMessages.start)
    .transform(canonicalMoment),
  end: ZMoment.nullable()
    .refine((value) => value !== null, rentalMessages.end)
    .transform(canonicalMoment),
  priceBasis: ZRentalPriceBasis.default('DAY'),
  pricePerUnit: ZDecimal,
  vatPercent: ZVatPercent.default(DEFAULT_RENTAL_VAT_PERCENT),
  note: optionalText(RENTAL_NOTE_MAX)
    .nullable()
    .transform((value) => value ?? null),
});

/** What the office enters: create and update send it. */
export const ZRentalInput = ZRentalFields.refine(
  ({ start, end }) => start === null || end === null || Date.parse(start) < Date.parse(end),
  {
    path: ['end'],
    message: rentalMessages.endAfterStart,
  },
);
export type TRentalInput = z.input<typeof ZRentalInput>;
export type TRentalTerms = z.infer<typeof ZRentalInput>;

/** The ids of the input that name records of the company. */
export const rentalReferences: References = { machineId: 'machine', customerId: 'customer' };

export const ZRental = z.object({
  id: idField(),
  companyId: idField(),
  /** 'MV-2026-0001': the year the rental was made in, then its number in that year. */
  number: z.string(),
  machineId: idField(),
  customerId: idField(),
  start: ZMoment,
  end: ZMoment,
  priceBasis: ZRentalPriceBasis,
  pricePerUnit: z.string(),
  /** Days or hours charged (rental-terms.ts). */
  quantity: z.string(),
  netAmount: z.string(),
  vatPercent: z.string(),
  status: ZRentalStatus,
  handedOutAt: ZMoment.nullable(),
  handedOutOperatingHours: z.string().nullable(),
  returnedAt: ZMoment.nullable(),
  returnedOperatingHours: z.string().nullable(),
  damageNote: z.string().nullable(),
  cancelledAt: ZMoment.nullable(),
  note: z.string().nullable(),
  version: z.number().int().positive(),
  createdAt: ZMoment,
  updatedAt: ZMoment,
});
export type TRental = z.infer<typeof ZRental>;

/** A rented period as the disposition board reads it (rentalsOverlapping of the rental store). */
export type RentalPeriod = Pick<TRental, 'number' | 'machineId' | 'customerId' | 'start' | 'end' | 'status'> & {
  rentalId: string;
};

/** The period a rental holds, as the disposition board and the machine's free check read it. */
export const periodOfRental = ({ id, number, machineId, customerId, start, end, status }: TRental): RentalPeriod => ({
  rentalId: id,
  number,
  machineId,
  customerId,
  start,
  end,
  status,
});

export const ZOperatingHours = ZDecimal.nullable().default(null);

/** Handing the machine out: when, and the operating hours read then (optional). */
export const ZRentalHandOut = z.object({
  version: z.number().int().positive(),
  at: ZMoment,
  operatingHours: ZOperatingHours,
});

/** Taking it back: when, the operating hours, and what was damaged. */
export const ZRentalTakeBack = z.object({
  version: z.number().int().positive(),
  at: ZMoment,
  operatingHours: ZOperatingHours,
  damageNote: optionalText(RENTAL_NOTE_MAX)
    .nullable()
    .transform((value) => value ?? null),
});
