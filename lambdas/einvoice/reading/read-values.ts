import * as z from 'zod';
import { incomingBillCurrencies } from '../../../schemas/einvoice/incoming-bill';
import { AppError } from '../../../schemas/errors';
import { normaliseDecimal } from '../../../schemas/kernel/money';

/** The refusal of an invoice that lacks what every EN 16931 invoice has (the detail names what, for the log). */
export const incomplete = (what: string): AppError =>
  new AppError('EINV_400_40_0004', { detail: `e-invoice: ${what}` });

export const required = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw incomplete(`no ${what}`);
  return value;
};

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/** An amount or quantity as a normalised decimal string ("336.90" → "336.9"); a malformed one refuses the invoice. */
export const decimalOf = (text: string | undefined, what: string): string | undefined => {
  if (text === undefined) return undefined;
  if (!DECIMAL.test(text)) throw incomplete(`${what} "${text.slice(0, 40)}" is no decimal`);
  return normaliseDecimal(text.replace(/^\+/, ''));
};

export const requiredDecimal = (text: string | undefined, what: string): string =>
  required(decimalOf(text, what), what);

const ZDay = z.iso.date();

/**
 * A day as YYYY-MM-DD from UBL's xs:date ("2016-04-04", a time zone suffix allowed) or CII's format 102
 * ("20160404"); an impossible day refuses the invoice.
 */
export const dayOf = (text: string | undefined, what: string): string | undefined => {
  if (text === undefined) return undefined;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  const day = compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : text.slice(0, 10);
  if (!ZDay.safeParse(day).success) throw incomplete(`${what} "${text.slice(0, 40)}" is no day`);
  return day;
};

type TCurrency = (typeof incomingBillCurrencies)[number];
const isSupportedCurrency = (code: string): code is TCurrency => incomingBillCurrencies.some((known) => known === code);

/** EUR or CHF; an invoice in another currency is refused as the e-invoice service refuses it when creating. */
export const currencyOf = (code: string | undefined): TCurrency => {
  const currency = required(code, 'currency');
  if (!isSupportedCurrency(currency)) throw new AppError('EINV_400_10_0002', { detail: `currency ${currency}` });
  return currency;
};

/** An IBAN as one block: senders print it in groups of four ("NL57 RABO 0107 …"). */
export const compactIban = (text: string | undefined): string | undefined => text?.replace(/\s+/g, '');
