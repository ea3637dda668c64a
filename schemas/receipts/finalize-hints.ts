import { formatGermanDay, shiftDay } from '../kernel/calendar';
import type { TReceipt } from './receipt';
import { needsTimeOfSupply, timeOfSupplyOf } from './time-of-supply';

/**
 * What the finalize dialog tells before a number is given for good (issue 24): a receipt dated long ago
 * still takes the next number of its year, and an invoice without a period or position days needs the
 * user's word that its date is the day of supply (the server refuses it otherwise).
 */

/** A receipt dated further back than this is named in the dialog: likely a typo in the year or month. */
export const BACKDATED_DAYS = 30;

export type TFinalizeHints = {
  /** The receipt date must be confirmed as the day of supply. */
  asksSupplyDay: boolean;
  warnings: string[];
};

export const finalizeHints = (
  receipt: Pick<TReceipt, 'type' | 'date' | 'servicePeriodStart' | 'servicePeriodEnd' | 'deliveryDate' | 'positions'>,
  today: string,
): TFinalizeHints => {
  const date = receipt.date ?? today;
  const warnings: string[] = [];
  if (date < shiftDay(today, -BACKDATED_DAYS)) {
    warnings.push(
      `Das Belegdatum ${formatGermanDay(date)} liegt mehr als ${BACKDATED_DAYS} Tage zurück. Der Beleg erhält trotzdem die nächste freie Nummer des Jahres ${date.slice(0, 4)}. Bitte prüfe das Datum.`,
    );
  }
  if (date > today) {
    warnings.push(`Das Belegdatum ${formatGermanDay(date)} liegt in der Zukunft. Bitte prüfe das Datum.`);
  }
  return { asksSupplyDay: needsTimeOfSupply(receipt.type) && !timeOfSupplyOf(receipt), warnings };
};

/** The confirmation's label: the receipt date named as the day of supply. */
export const supplyDayLabel = (date: string): string =>
  `Das Belegdatum ${formatGermanDay(date)} ist das Leistungsdatum (§ 14 Abs. 4 Nr. 6 UStG).`;
