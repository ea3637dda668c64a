import * as z from 'zod';
import { idField } from '../input-bounds';
import { ZDecimal } from '../masterdata/common';
import { ZMoment } from '../orders/order-parts';
import { optionalText } from '../validation';

/**
 * Toll trips as the toll operator lists them (issue 15: the Toll Collect trip list, 'Einzelfahrtennachweis'),
 * read from its CSV and assigned to orders by the machine's licence plate and the trip's start.
 */

/**
 * A licence plate as compared: upper case, without spaces and hyphens ('MS-LU 123' and 'ms lu123' are one
 * plate). Umlauts stay: district codes have them ('MÜ', 'TÜ').
 */
export const normaliseLicensePlate = (plate: string): string => plate.toUpperCase().replace(/[^A-Z0-9ÄÖÜ]/g, '');

/** One trip read from the file: the moments in UTC, the amounts as decimal strings. */
export const ZTollTrip = z.object({
  /** The operator's id of the trip (Fahrt-ID, Belegnummer); re-importing the same trip adds nothing. */
  tripId: z.string().min(1).max(200),
  /** The plate as the file spells it. */
  licensePlate: z.string().max(20),
  start: ZMoment,
  end: ZMoment.nullable(),
  amount: ZDecimal,
  distanceKm: ZDecimal.nullable(),
  /** Where the trip went ('Münster-Nord → Greven'). */
  route: optionalText(500),
  /** The trip's line in the file, for the office to find it there. */
  line: z.number().int().positive(),
});
export type TTollTrip = z.infer<typeof ZTollTrip>;

/** Why a trip was not put onto an order; the office assigns it by hand. */
export const unassignedReasons = {
  PLATE_UNKNOWN: 'Kennzeichen keiner Maschine zugeordnet',
  NO_ORDER: 'Kein Auftrag zu dieser Zeit',
  AMBIGUOUS: 'Mehrere Aufträge möglich',
} as const;
export const ZUnassignedReason = z.enum(['PLATE_UNKNOWN', 'NO_ORDER', 'AMBIGUOUS']);
export type TUnassignedReason = z.infer<typeof ZUnassignedReason>;

/** A trip of an import that is on no order yet, with the reason (its German text: unassignedReasons). */
export const ZUnassignedTrip = ZTollTrip.extend({ reason: ZUnassignedReason });
export type TUnassignedTrip = z.infer<typeof ZUnassignedTrip>;

/** A line of the file that could not be read, with its number and a German reason. */
export const ZTollRowError = z.object({ line: z.number().int().positive(), reason: z.string().max(500) });
export type TTollRowError = z.infer<typeof ZTollRowError>;

/** What one import did: counted over the file's trips; `totalAmount` sums every readable trip's toll. */
export const ZTollImportCounts = z.object({
  rows: z.number().int().nonnegative(),
  assigned: z.number().int().nonnegative(),
  unassigned: z.number().int().nonnegative(),
  duplicates: z.number().int().nonnegative(),
  unreadable: z.number().int().nonnegative(),
  totalAmount: ZDecimal,
});
export type TTollImportCounts = z.infer<typeof ZTollImportCounts>;

/** An import of a trip list: who imported which file when, and what came of it. */
export const ZTollImport = z.object({
  id: idField(),
  fileName: z.string().max(200),
  importedAt: ZMoment,
  importedBy: idField(),
  counts: ZTollImportCounts,
});
export type TTollImport = z.infer<typeof ZTollImport>;
