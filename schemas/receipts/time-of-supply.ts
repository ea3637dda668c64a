import type { TReceipt, TReceiptType } from './receipt';

/**
 * The time of supply (Zeitpunkt der Leistung, §14 Abs. 4 Nr. 6 UStG) that every invoice must state, and
 * where a receipt takes it from, in this order: the head's service period; else the days of its positions
 * when every priced one has its day (printed per position, the e-invoice's lines and a period from the
 * first to the last); else the
 * delivery day, which is the receipt date when the user confirms that at finalizing. One rule for the
 * PDF, the e-invoice and the finalize check.
 */

export type TTimeOfSupply =
  | { kind: 'period'; start: string; end: string }
  | { kind: 'positionDays'; start: string; end: string }
  | { kind: 'deliveryDay'; day: string };

/** Invoices in the sense of §14 UStG that state it themselves (a cancellation bill copies its bill's). */
const typesStatingSupply: readonly TReceiptType[] = ['BILL', 'CANCELLATION_BILL', 'CREDIT_NOTE'];

export const needsTimeOfSupply = (type: TReceiptType): boolean => typesStatingSupply.includes(type);

type TSupplyFields = Pick<TReceipt, 'servicePeriodStart' | 'servicePeriodEnd' | 'deliveryDate'> & {
  positions: readonly { kind: string; serviceDate: string | null }[];
};

export const timeOfSupplyOf = (receipt: TSupplyFields): TTimeOfSupply | undefined => {
  const { servicePeriodStart: start, servicePeriodEnd: end } = receipt;
  if (start && end) return { kind: 'period', start, end };
  if (start || end) return { kind: 'period', start: start ?? end ?? '', end: end ?? start ?? '' };
  // The positions' days state it only when every priced position has one: a position without its day
  // would otherwise be said to be done within the others' days, which nobody stated.
  const priced = receipt.positions.filter((position) => position.kind !== 'TEXT');
  const days = priced.flatMap((position) => (position.serviceDate ? [position.serviceDate] : [])).sort();
  const [first] = days;
  const last = days.at(-1);
  if (first && last && days.length === priced.length) return { kind: 'positionDays', start: first, end: last };
  return receipt.deliveryDate ? { kind: 'deliveryDay', day: receipt.deliveryDate } : undefined;
};

/**
 * A receipt finalized before every invoice had to state its time of supply: its files state the receipt
 * date as the day of supply, which is what the law presumes of an invoice that says nothing else. A
 * receipt finalized since always states one (finalizing refuses it otherwise).
 */
export const withPresumedSupply = <T extends TSupplyFields & Pick<TReceipt, 'type' | 'date'>>(receipt: T): T =>
  needsTimeOfSupply(receipt.type) && !timeOfSupplyOf(receipt) && receipt.date
    ? { ...receipt, deliveryDate: receipt.date }
    : receipt;
