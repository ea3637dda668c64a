import Big from 'big.js';
import * as z from 'zod';
import type { TFieldIssue } from '../../../../schemas/errors';
import { germanWallClock } from '../../../../schemas/kernel/calendar';
import { ZDay } from '../../../../schemas/masterdata/price-agreement';
import {
  DEFAULT_RENTAL_VAT_PERCENT,
  rentalMessages,
  type TRentalPriceBasis,
  ZRentalFields,
} from '../../../../schemas/planning/rental';
import { rentalCharge } from '../../../../schemas/planning/rental-terms';

/** A time of day as the TimeField holds it ('07:30'). */
export const ZClock = z.iso.time({ precision: -1, error: 'Bitte gib eine gültige Uhrzeit ein.' });

/** A German day and time as the moment the API takes; null while one of them is missing or wrong. */
const momentOf = (day: string | null, time: string | null): string | null => {
  if (!day || !time) return null;
  try {
    return germanWallClock(day, time);
  } catch {
    return null;
  }
};

/**
 * The rental form: the rental's input (ZRentalInput, the server's own checks) with start and end typed
 * as German day and time apart; the schema joins them, so a missing day shows at its own field.
 */
export const ZRentalForm = ZRentalFields.omit({ start: true, end: true })
  .extend({
    startDate: ZDay.nullable().refine((day) => day !== null, rentalMessages.start),
    startTime: ZClock.nullable().refine((time) => time !== null, rentalMessages.start),
    endDate: ZDay.nullable().refine((day) => day !== null, rentalMessages.end),
    endTime: ZClock.nullable().refine((time) => time !== null, rentalMessages.end),
  })
  .refine(
    ({ startDate, startTime, endDate, endTime }) => {
      const [start, end] = [momentOf(startDate, startTime), momentOf(endDate, endTime)];
      return start === null || end === null || Date.parse(start) < Date.parse(end);
    },
    { path: ['endDate'], message: rentalMessages.endAfterStart },
  )
  .transform(({ startDate, startTime, endDate, endTime, ...terms }) => ({
    ...terms,
    start: momentOf(startDate, startTime),
    end: momentOf(endDate, endTime),
  }));

export type RentalFormValues = {
  machineId: string;
  customerId: string;
  startDate: string | null;
  startTime: string | null;
  endDate: string | null;
  endTime: string | null;
  priceBasis: TRentalPriceBasis;
  pricePerUnit: string;
  vatPercent: string;
  note: string;
};

export const emptyRentalForm = (today: string): RentalFormValues => ({
  machineId: '',
  customerId: '',
  startDate: today,
  startTime: '07:00',
  endDate: today,
  endTime: '18:00',
  priceBasis: 'DAY',
  pricePerUnit: '',
  vatPercent: DEFAULT_RENTAL_VAT_PERCENT,
  note: '',
});

/** What the page shows while the user types: quantity, net and gross amount, or null while incomplete. */
export const rentalPreview = (
  values: RentalFormValues,
): { quantity: string; netAmount: string; grossAmount: string } | null => {
  const start = momentOf(values.startDate, values.startTime);
  const end = momentOf(values.endDate, values.endTime);
  const price = z.string().regex(/^\d+(\.\d+)?$/);
  if (!start || !end || Date.parse(end) <= Date.parse(start) || !price.safeParse(values.pricePerUnit).success)
    return null;
  const charge = rentalCharge({ start, end, priceBasis: values.priceBasis, pricePerUnit: values.pricePerUnit });
  const vat = price.safeParse(values.vatPercent).success ? values.vatPercent : '0';
  const gross = new Big(charge.netAmount).times(new Big(vat).div(100).plus(1)).round(2, Big.roundHalfUp);
  return { ...charge, grossAmount: gross.toFixed(2) };
};

/** Which form field shows a server issue (the moments are day and time fields apart). */
const formFieldOf: Partial<Record<string, keyof RentalFormValues>> = { start: 'startDate', end: 'endDate' };

/** The server's issues at the form's fields. */
export const rentalFormIssues = (issues: readonly TFieldIssue[]): TFieldIssue[] =>
  issues.map((issue) => ({ ...issue, path: formFieldOf[issue.path] ?? issue.path }));
