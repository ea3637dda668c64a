import Big from 'big.js';
import type { z } from 'zod';
import { recordBillPayment } from '../../../../schemas/api/receipts';
import type { TCustomerSummary } from '../../../../schemas/customer';
import { decimalText } from '../../../../schemas/kernel/money';
import { documentTotals, lineNet, type TDocumentTotals } from '../../../../schemas/kernel/vat';
import type {
  TPaymentTerms,
  TReceipt,
  TReceiptData,
  TReceiptPosition,
  TReceiptStatus,
  TReceiptSummary,
  TReceiptType,
  ZPaymentStatus,
} from '../../../../schemas/receipts/receipt';
import {
  formatReceiptNumber,
  type TReceiptTypeSettings,
  type TReminderLevel,
} from '../../../../schemas/receipts/settings';
import type { ReceiptListFilter } from '../../api/receipts';
import { dayFromGermanText, decimalFromGermanText } from '../../forms/german-input';
import { receiptTexts } from '../../i18n/de/receipts';

/**
 * The logic of the receipt pages, free of React: the values a receipt form starts with, the live figures
 * of a draft (from THE receipt arithmetic, schemas/kernel/vat.ts: the page shows what the PDF prints),
 * the editing of positions and the labels of a receipt's state.
 */

/**
 * What a receipt form holds: what the API takes, except that a position's VAT comes from a select (text)
 * and Skonto is two fields that may both stay empty (no Skonto). Paths equal the schema's, so every
 * error shows at its field.
 */
export type ReceiptFormPosition = Omit<TReceiptPosition, 'vatPercentPoints'> & { vatPercentPoints: number | string };
export type ReceiptFormValues = Omit<TReceiptData, 'positions' | 'paymentTerms'> & {
  positions: ReceiptFormPosition[];
  paymentTerms: {
    paymentTermDays: number | null;
    skonto: { percent: string | null; days: number | null };
    method: TPaymentTerms['method'];
  };
};

/** The VAT rates a position offers (application.md: 19, 7, 10,7 for §24 farmers, 0). */
export const vatRateOptions = [19, 7, 10.7, 0] as const;

/** A fresh position: one flat unit at 19 % VAT. */
export const newPosition = (): ReceiptFormPosition => ({
  id: '',
  kind: 'MANUAL',
  name: '',
  description: '',
  quantity: '1',
  unit: 'pauschal',
  unitPrice: '0',
  discountPercent: '0',
  vatPercentPoints: 19,
  vatCategory: 'S',
  serviceDate: null,
  source: null,
});

/** Payment terms as a form holds them: Skonto as two fields that may both stay empty. */
export type FormPaymentTerms = ReceiptFormValues['paymentTerms'];

export const formTermsOf = (terms: TPaymentTerms): FormPaymentTerms => ({
  paymentTermDays: terms.paymentTermDays,
  skonto: { percent: terms.skonto?.percent ?? null, days: terms.skonto?.days ?? null },
  method: terms.method,
});

/** A new receipt: today, the type's texts and payment terms from the settings, no positions yet. */
export const receiptFormDefaults = (
  settings: Pick<TReceiptTypeSettings, 'introText' | 'closingText' | 'paymentTerms'>,
  today: string,
  prefill: { customerId?: string; operatingUnitId?: string } = {},
): ReceiptFormValues => ({
  operatingUnitId: prefill.operatingUnitId ?? '',
  customerId: prefill.customerId ?? '',
  contactPersonId: null,
  date: today,
  servicePeriodStart: null,
  servicePeriodEnd: null,
  subject: '',
  introText: settings.introText,
  closingText: settings.closingText,
  positions: [],
  currency: 'EUR',
  paymentTerms: formTermsOf(settings.paymentTerms),
  reverseCharge: false,
  validUntil: null,
  deliveryDate: null,
  vatExchangeRate: null,
  referencedReceiptId: null,
});

/** A stored draft as the form edits it. */
export const formValuesOfReceipt = (receipt: TReceipt): ReceiptFormValues => ({
  operatingUnitId: receipt.operatingUnitId,
  customerId: receipt.customerId,
  contactPersonId: receipt.contactPersonId,
  date: receipt.date,
  servicePeriodStart: receipt.servicePeriodStart,
  servicePeriodEnd: receipt.servicePeriodEnd,
  subject: receipt.subject,
  introText: receipt.introText,
  closingText: receipt.closingText,
  positions: receipt.positions,
  currency: receipt.currency,
  paymentTerms: formTermsOf(receipt.paymentTerms),
  reverseCharge: receipt.reverseCharge,
  validUntil: receipt.validUntil,
  deliveryDate: receipt.deliveryDate,
  vatExchangeRate: receipt.vatExchangeRate,
  referencedReceiptId: receipt.referencedReceiptId,
});

/** Payment terms as the API takes them: no Skonto when both its fields are empty. */
export const termsOfForm = ({ skonto, paymentTermDays, method }: FormPaymentTerms) => {
  const noSkonto = (skonto.percent === null || skonto.percent === '') && skonto.days === null;
  return { paymentTermDays, method, skonto: noSkonto ? null : skonto };
};

/** What the form holds as the API takes it: VAT as a number, the payment terms as termsOfForm. */
export const prepareReceiptForm = (values: ReceiptFormValues) => ({
  ...values,
  positions: values.positions.map((position) => ({
    ...position,
    vatPercentPoints: Number(position.vatPercentPoints),
  })),
  paymentTerms: termsOfForm(values.paymentTerms),
});

const DECIMAL = /^-?\d+(\.\d+)?$/;
const decimalOrZero = (value: string | undefined) => (value !== undefined && DECIMAL.test(value) ? value : '0');

/** A position's net while it is typed: a half-typed number counts as 0 until it is one. */
export const positionNet = (position: Pick<TReceiptPosition, 'kind' | 'quantity' | 'unitPrice' | 'discountPercent'>) =>
  position.kind === 'TEXT'
    ? '0'
    : lineNet({
        quantity: decimalOrZero(position.quantity),
        unitPrice: decimalOrZero(position.unitPrice),
        discountPercent: decimalOrZero(position.discountPercent),
      });

/**
 * The live totals of a draft: reverse charge makes every line category AE at 0 % (the customer owes the
 * VAT), as the server does from the head; text lines carry no amount.
 */
export const draftTotals = (
  positions: readonly Pick<
    ReceiptFormPosition,
    'kind' | 'quantity' | 'unitPrice' | 'discountPercent' | 'vatPercentPoints' | 'vatCategory'
  >[],
  reverseCharge: boolean,
): TDocumentTotals =>
  documentTotals(
    positions
      .filter((position) => position.kind !== 'TEXT')
      .map((position) => ({
        net: positionNet(position),
        vatPercentPoints: reverseCharge ? 0 : Number(position.vatPercentPoints),
        vatCategory: reverseCharge ? 'AE' : position.vatCategory,
      })),
  );

/** The positions with one moved up (-1) or down (+1); unchanged at the ends. */
export const movedPosition = <T>(positions: readonly T[], index: number, delta: -1 | 1): T[] => {
  const target = index + delta;
  if (index < 0 || index >= positions.length || target < 0 || target >= positions.length) return [...positions];
  const moved = [...positions];
  const [item] = moved.splice(index, 1);
  if (item !== undefined) moved.splice(target, 0, item);
  return moved;
};

/** What a number format gives for the first receipt of a year ('RE-{JJJJ}-{NR:4}' -> 'RE-2026-0001'). */
export const numberExample = (format: string, year: number, unitPrefix = ''): string =>
  formatReceiptNumber(format, { year, running: 1, unitPrefix });

/** Cloudscape badge colours of a receipt's state. */
type BadgeColor = 'grey' | 'blue' | 'green' | 'red' | 'severity-medium';

export const statusBadge = (status: TReceiptStatus): { label: string; color: BadgeColor } => ({
  label: receiptTexts.status[status],
  color: status === 'DRAFT' ? 'grey' : 'blue',
});

type TPaymentStatus = z.infer<typeof ZPaymentStatus>;
const paymentColors: Record<TPaymentStatus, BadgeColor> = {
  OPEN: 'severity-medium',
  PARTLY_PAID: 'blue',
  PAID: 'green',
  CANCELLED: 'red',
};

/** Payment state, for finalized invoices only: a draft owes nothing yet, offers and delivery notes never. */
export const paymentBadge = (receipt: {
  type: TReceiptType;
  status: TReceiptStatus;
  payment: { status: TPaymentStatus };
}): { label: string; color: BadgeColor } | null =>
  receipt.status === 'FINALIZED' && (receipt.type === 'BILL' || receipt.type === 'CREDIT_NOTE')
    ? { label: receiptTexts.payment[receipt.payment.status], color: paymentColors[receipt.payment.status] }
    : null;

/** Customers to pick, their address beside the name (two customers may share a name). */
export const customerOptions = (
  customers: readonly Pick<
    TCustomerSummary,
    'id' | 'name' | 'displayName' | 'addressStreet' | 'addressZip' | 'addressCity'
  >[],
): { value: string; label: string; description?: string }[] =>
  customers.map((customer) => {
    const place = [customer.addressZip, customer.addressCity].filter(Boolean).join(' ');
    const address = [customer.addressStreet, place].filter(Boolean).join(', ');
    return {
      value: customer.id,
      label: customer.displayName || customer.name,
      ...(address ? { description: address } : {}),
    };
  });

/** The mail addresses of the contact persons flagged to receive this type of receipt. */
export const flaggedRecipients = (
  contactPersons: readonly { mail?: string | null; receivesReceiptMailsFor: Partial<Record<string, boolean>> }[],
  mailKind: string,
): string[] =>
  contactPersons.flatMap((person) =>
    person.receivesReceiptMailsFor[mailKind] === true && person.mail ? [person.mail] : [],
  );

/** Recipients typed into one field: separated by comma, semicolon or space, empty parts dropped. */
export const recipientList = (typed: string): string[] =>
  typed
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * The server filter of a receipt list from what is picked and typed: a day that is not (yet) a real day
 * is left out rather than sent, so typing '1.8.' does not end in an error.
 */
export const listFilterOf = (picked: {
  archived: boolean;
  customerId: string;
  fromText: string;
  toText: string;
}): ReceiptListFilter => {
  const from = dayFromGermanText(picked.fromText);
  const to = dayFromGermanText(picked.toText);
  return {
    archived: picked.archived ? 'true' : 'false',
    ...(picked.customerId ? { customerId: picked.customerId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
};

/** How many receipts a list holds and how many of them are drafts (the overview's counts). */
export const receiptCounts = (receipts: readonly Pick<TReceiptSummary, 'status'>[]) => ({
  all: receipts.length,
  drafts: receipts.filter((receipt) => receipt.status === 'DRAFT').length,
});

/** What is still owed on a bill: its gross less what was paid. */
export const openAmountOf = (receipt: Pick<TReceipt, 'totals' | 'payment'>): string =>
  decimalText(new Big(receipt.totals.gross).minus(receipt.payment.paidAmount));

/** A payment as typed (German amount and day), checked by the endpoint's own schema. */
export const paymentOf = (typed: {
  version: number;
  amountText: string;
  paidOnText: string;
}): { ok: true; body: { version: number; amount: string; paidOn: string } } | { ok: false; message: string } => {
  const checked = recordBillPayment.body?.safeParse({
    version: typed.version,
    amount: decimalFromGermanText(typed.amountText) ?? typed.amountText,
    paidOn: dayFromGermanText(typed.paidOnText) ?? typed.paidOnText,
  });
  if (checked?.success) return { ok: true, body: checked.data };
  return { ok: false, message: checked?.error.issues[0]?.message ?? receiptTexts.paymentDialog.invalid };
};

/** The name of a reminder level from the settings ('1. Mahnung'); 'Keine weitere Stufe' after the last. */
export const reminderLevelName = (
  levels: readonly Pick<TReminderLevel, 'level' | 'name'>[],
  level: number | null,
): string =>
  (level === null ? undefined : levels.find((candidate) => candidate.level === level)?.name) ??
  (level === null ? receiptTexts.reminders.noLevel : String(level));
