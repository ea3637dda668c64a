import type { ErrorCode } from './errors';
import type { SettingsName } from './masterdata/settings';

/**
 * Numbers never twice (issue 11): every numbering of the app is declared here and served by the one
 * numbering module (lambdas/platform/numbering). A sequence has a counter item per company that hands out
 * the next number atomically; each number is a unique value of its owner (`kind` + `field`), held by a
 * uniqueness item written in the owner's own transaction, so a number typed in by hand can be taken only
 * once and the counter passes over it.
 *
 * A later receipt numbering (bills, offers) adds an entry: its owner kind and field, the settings value
 * it starts from and, when the number is not a plain integer, a `format` (e.g. `RE-${n}`); the receipt's
 * create then takes `nextNumber` and writes `claimValue` with the receipt, like customers do.
 */
export type NumberSequence = {
  /** The counter's name: one counter item per company and name. */
  name: string;
  /** The owner of the numbers: the kind (entity) and the field that holds the number. */
  kind: string;
  field: string;
  /**
   * The settings value the numbering starts from. It is a lower bound, only read by the numbering: the
   * next number is the larger of it and the last number given out plus one, so numbers never run back.
   * Null there: numbers are entered by hand.
   */
  startsAt: { settings: SettingsName; field: string };
  /** The number as stored and shown; a plain integer when absent. */
  format?: (issued: number) => string;
};

export const numberSequences = {
  customerNumber: {
    name: 'customerNumber',
    kind: 'customer',
    field: 'customerNumber',
    startsAt: { settings: 'customers', field: 'nextCustomerNumber' },
  },
  supplierNumber: {
    name: 'supplierNumber',
    kind: 'supplier',
    field: 'supplierNumber',
    startsAt: { settings: 'suppliers', field: 'nextSupplierNumber' },
  },
} as const satisfies Record<string, NumberSequence>;

/** The sequences as a list (settings pages show each one's next number). */
export const numberSequenceList: readonly NumberSequence[] = Object.values(numberSequences);

export const formatNumber = (sequence: NumberSequence, issued: number): string =>
  sequence.format ? sequence.format(issued) : String(issued);

/**
 * A field whose value no two records of the company share. `message` is the German issue at the field,
 * `code` the answer's catalogue code (409: the value is taken). Archived records keep their value
 * (receipts name them) unless `freedOnArchive`.
 */
export type UniqueField = { field: string; message: string; code: ErrorCode; freedOnArchive?: boolean };
