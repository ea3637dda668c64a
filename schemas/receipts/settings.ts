import * as z from 'zod';
import { ZDecimal, ZPercent } from '../masterdata/common';
import { optionalText } from '../validation';
import { type TReceiptType, ZPaymentTerms } from './receipt';

/**
 * The settings of each receipt type (application.md §2: bill, credit note, delivery note and offer
 * settings): the number format, the texts printed before and after the positions, the payment terms and
 * the mail text; and the reminder levels of the Mahnwesen. One record per company.
 */

/**
 * Tokens of a number format: {JJJJ} year, {JJ} two-digit year, {NR} the running number, {NR:4} padded to
 * 4 digits, {BETRIEB} the operating unit's number prefix (unitPrefixes below). The running number counts
 * per receipt type and year without gaps (GoBD): in one range of the whole company, or in a range of the
 * operating unit when the format carries {BETRIEB} and the unit has a prefix (usesOwnNumberRange).
 */
export const NUMBER_FORMAT_TOKENS = ['{JJJJ}', '{JJ}', '{NR}', '{NR:n}', '{BETRIEB}'] as const;

const NUMBER_FORMAT = /^(?:[A-Za-z0-9 ._/-]|\{JJJJ\}|\{JJ\}|\{NR(?::[1-9])?\}|\{BETRIEB\})+$/;

export const ZNumberFormat = z
  .string()
  .trim()
  .max(40, 'Das Nummernformat darf höchstens 40 Zeichen lang sein.')
  .regex(
    NUMBER_FORMAT,
    'Erlaubt sind Buchstaben, Ziffern, - _ / . und die Platzhalter {JJJJ}, {JJ}, {NR}, {NR:4}, {BETRIEB}.',
  )
  .refine((format) => /\{NR(?::[1-9])?\}/.test(format), 'Das Nummernformat braucht den Platzhalter {NR}.');

/** The number of a receipt: the format filled with the year, the running number and the unit's prefix. */
export const formatReceiptNumber = (format: string, facts: { year: number; running: number; unitPrefix: string }) =>
  format
    .replaceAll('{JJJJ}', String(facts.year))
    .replaceAll('{JJ}', String(facts.year % 100).padStart(2, '0'))
    .replaceAll('{BETRIEB}', facts.unitPrefix)
    .replace(/\{NR(?::([1-9]))?\}/g, (_, width: string | undefined) =>
      String(facts.running).padStart(Number(width ?? 0), '0'),
    );

export const ZReceiptTypeSettings = z.object({
  numberFormat: ZNumberFormat,
  introText: optionalText(4000),
  closingText: optionalText(4000),
  paymentTerms: ZPaymentTerms.prefault({}),
  mailSubject: optionalText(200),
  mailText: optionalText(4000),
});
export type TReceiptTypeSettings = z.output<typeof ZReceiptTypeSettings>;

/** One reminder level (Zahlungserinnerung, 1. Mahnung, 2. Mahnung): when it is due, what it adds. */
export const ZReminderLevel = z.object({
  level: z.number().int().min(1).max(3),
  name: z.string().trim().min(1, 'Bitte gib einen Namen für die Mahnstufe ein.').max(60),
  /** Days after the bill's due date from which this level is proposed. */
  daysOverdue: z.number().int().min(0, 'Die Tage dürfen nicht negativ sein.').max(365),
  fee: ZDecimal,
  /** Default interest per year in percent (§288 BGB: 9 points above the base rate between businesses). */
  interestPercentPerYear: ZPercent,
  text: optionalText(4000),
});
export type TReminderLevel = z.output<typeof ZReminderLevel>;

/** Operating units with a number prefix of their own. */
const UNITS_MAX = 100;

const typeDefaults = (numberFormat: string, introText: string, closingText: string) => ({
  numberFormat,
  introText,
  closingText,
});

export const ZReceiptSettings = z.object({
  types: z
    .object({
      BILL: ZReceiptTypeSettings.prefault(
        typeDefaults(
          'RE-{JJJJ}-{NR:4}',
          'Für unsere Leistungen erlauben wir uns wie folgt zu berechnen:',
          'Vielen Dank für Ihren Auftrag.',
        ),
      ),
      CANCELLATION_BILL: ZReceiptTypeSettings.prefault(
        typeDefaults('ST-{JJJJ}-{NR:4}', 'Hiermit stornieren wir die folgende Rechnung:', ''),
      ),
      BILL_REMINDER: ZReceiptTypeSettings.prefault(
        typeDefaults(
          'MA-{JJJJ}-{NR:4}',
          'sicher haben Sie übersehen, dass die folgende Rechnung noch offen ist.',
          'Sollten Sie inzwischen gezahlt haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.',
        ),
      ),
      CREDIT_NOTE: ZReceiptTypeSettings.prefault(
        typeDefaults('GS-{JJJJ}-{NR:4}', 'Wir schreiben Ihnen folgende Beträge gut:', ''),
      ),
      DELIVERY_NOTE: ZReceiptTypeSettings.prefault(
        typeDefaults('LS-{JJJJ}-{NR:4}', 'Wir lieferten Ihnen bzw. leisteten für Sie:', ''),
      ),
      OFFER: ZReceiptTypeSettings.prefault(
        typeDefaults(
          'AN-{JJJJ}-{NR:4}',
          'Gerne bieten wir Ihnen folgende Leistungen an:',
          'Wir freuen uns auf Ihren Auftrag.',
        ),
      ),
    })
    .prefault({}),
  /**
   * The {BETRIEB} token per operating unit id (e.g. 'N-' for Nord): a unit with a prefix counts its own
   * number range where the format carries {BETRIEB}; units without one share the company's range.
   */
  unitPrefixes: z
    .record(
      z.string().max(100),
      z
        .string()
        .max(10)
        .regex(/^[A-Za-z0-9._/-]*$/),
    )
    .refine((prefixes) => Object.keys(prefixes).length <= UNITS_MAX, 'Höchstens 100 Betriebe.')
    // The bound as JSON Schema states it too (the registry's request-bounds test reads it there).
    .meta({ maxProperties: UNITS_MAX })
    .default({}),
  reminderLevels: z
    .array(ZReminderLevel)
    .max(3)
    .default([
      { level: 1, name: 'Zahlungserinnerung', daysOverdue: 7, fee: '0', interestPercentPerYear: '0', text: '' },
      { level: 2, name: '1. Mahnung', daysOverdue: 21, fee: '5', interestPercentPerYear: '9.27', text: '' },
      { level: 3, name: '2. Mahnung', daysOverdue: 35, fee: '10', interestPercentPerYear: '9.27', text: '' },
    ]),
});
export type TReceiptSettings = z.output<typeof ZReceiptSettings>;
export type TReceiptSettingsInput = z.input<typeof ZReceiptSettings>;

export const receiptTypeSettingsOf = (settings: TReceiptSettings, type: TReceiptType): TReceiptTypeSettings =>
  settings.types[type];

/**
 * Whether an operating unit counts numbers of a type in a range of its own: only when the type's format
 * carries {BETRIEB} and the unit has a prefix, so its numbers can never be another unit's. Every other unit
 * counts in the one range of the company (per type and year). Why: a contractor is one company under one
 * tax number, and §14 (4) Nr. 4 UStG asks for a number given once; a second Betrieb must work out of the box
 * with 'RE-{JJJJ}-{NR:4}' and continue the company's series (a company with one unit keeps RE-2026-0001,
 * RE-2026-0002 ...). Separate series per Betrieb are a choice the settings make visible in the number.
 */
export const usesOwnNumberRange = (settings: TReceiptSettings, type: TReceiptType, operatingUnitId: string): boolean =>
  settings.types[type].numberFormat.includes('{BETRIEB}') && (settings.unitPrefixes[operatingUnitId] ?? '') !== '';
