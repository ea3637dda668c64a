import type { TCustomer } from '../../../schemas/customer';
import { AppError } from '../../../schemas/errors';
import { germanDay, shiftDay } from '../../../schemas/kernel/calendar';
import { documentTotals, lineNet, type TTaxedLine } from '../../../schemas/kernel/vat';
import { customerPaymentTerms } from '../../../schemas/receipts/customer-payment-terms';
import { newReceiptState as receiptStateAt } from '../../../schemas/receipts/new-receipt';
import {
  receiptMessages,
  type TPaymentTerms,
  type TReceipt,
  type TReceiptData,
  type TReceiptPosition,
  type TReceiptType,
  type TRecipientSnapshot,
} from '../../../schemas/receipts/receipt';
import type { TReceiptSettings } from '../../../schemas/receipts/settings';

/**
 * The pure rules of a receipt draft (issue 14 point 1): a new draft from what the user entered, the
 * customer's stored record and the settings; a change of a draft; the list row. Every figure comes from
 * schemas/kernel/vat.ts.
 */

/** Types that are paid (or paid out) by a date: their due date is the receipt date plus the payment term. */
const typesWithDueDate: readonly TReceiptType[] = ['BILL', 'BILL_REMINDER', 'CREDIT_NOTE'];

/** What a new draft or a change needs besides the input. */
export type DraftFacts = {
  now: Date;
  customer: TCustomer;
  settings: TReceiptSettings;
  /** Ids for positions entered without one. */
  newId: () => string;
};

const present = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value.trim() === '' ? undefined : value;

/** The contact person the receipt is addressed to: the one chosen, else the customer's primary one. */
const contactOf = (customer: TCustomer, contactPersonId: string | null) => {
  if (contactPersonId === null) return customer.contactPersons.find((person) => person.isPrimary);
  const chosen = customer.contactPersons.find((person) => person.id === contactPersonId);
  if (!chosen) {
    throw new AppError('LW_400_01_0001', {
      issues: [{ path: 'contactPersonId', message: 'Bitte wähle einen Ansprechpartner dieses Kunden aus.' }],
      detail: `contact person ${contactPersonId} of customer ${customer.id}`,
    });
  }
  return chosen;
};

const mandateTypes: readonly TReceiptType[] = ['BILL', 'CANCELLATION_BILL', 'BILL_REMINDER', 'CREDIT_NOTE'];

/**
 * The recipient as the customer's STORED record says now (its bank data is concealed in role-filtered
 * answers, so never from an answer): name, address, tax id, buyer reference, the contact person.
 */
export const recipientOf = (
  customer: TCustomer,
  contactPersonId: string | null,
  type: TReceiptType,
): TRecipientSnapshot => {
  // The mandate (with the customer's IBAN) only where money is collected: delivery notes and offers are
  // read by roles that may not see a customer's bank data.
  const withMandate = mandateTypes.includes(type);
  const contact = contactOf(customer, contactPersonId);
  // First and last name may each take 100 characters: the snapshot keeps 200.
  const contactName = [contact?.firstName, contact?.lastName]
    .filter((part) => present(part))
    .join(' ')
    .slice(0, 200);
  const mandate = customer.sepaMandate;
  // Undefined fields are left out of the stored item (the table client removes undefined values).
  return {
    customerId: customer.id,
    customerNumber: customer.customerNumber,
    name: customer.name,
    addition: present(customer.displayName),
    street: present(customer.addressStreet),
    zip: present(customer.addressZip),
    city: present(customer.addressCity),
    countryCode: customer.addressCountryCode,
    vatId: present(customer.vatId),
    buyerReference: present(customer.buyerReference),
    email: present(customer.mail),
    contactName: present(contactName),
    contactPhone: present(contact?.phone) ?? present(contact?.mobile),
    contactEmail: present(contact?.mail),
    sepaMandate:
      mandate && withMandate
        ? { reference: mandate.reference, signedOn: mandate.signedOn, iban: mandate.iban }
        : undefined,
  };
};

/** A line as the VAT arithmetic sees it; a text line carries no amount. */
const taxedLines = (positions: readonly TReceiptPosition[]): TTaxedLine[] =>
  positions
    .filter((position) => position.kind !== 'TEXT')
    .map((position) => ({
      net: lineNet(position),
      vatPercentPoints: position.vatPercentPoints,
      vatCategory: position.vatCategory,
    }));

/** The receipt's figures, kept with the record for the lists. */
export const totalsOf = (positions: readonly TReceiptPosition[]): TReceipt['totals'] =>
  documentTotals(taxedLines(positions));

/** Reverse charge (§13b UStG): the customer owes the VAT, so every position is category AE at 0 %. */
const taxedPosition = (position: TReceiptPosition, reverseCharge: boolean, newId: () => string) => ({
  ...position,
  id: position.id === '' ? newId() : position.id,
  ...(reverseCharge ? { vatCategory: 'AE' as const, vatPercentPoints: 0 } : {}),
  ...(!reverseCharge && position.vatCategory === 'AE' ? { vatCategory: 'S' as const } : {}),
});

/**
 * What a new receipt is made from: the input, whose payment terms may be left out (undefined): then the
 * customer's apply (draftPaymentTerms).
 */
export type TNewReceiptData = Omit<TReceiptData, 'paymentTerms'> & { paymentTerms?: TPaymentTerms | undefined };

/**
 * The payment terms a new receipt starts with: the customer's when the user gave none (the form sends
 * them only once the user changed them); else what the user entered, even where it equals a default.
 * A change of a draft takes what was entered.
 */
export const draftPaymentTerms = (
  type: TReceiptType,
  given: TPaymentTerms | undefined,
  customer: TCustomer,
  settings: TReceiptSettings,
): TPaymentTerms => given ?? customerPaymentTerms(type, customer, settings);

/** The head, positions and figures of a draft from its input (shared by create and change). */
const draftContent = (type: TReceiptType, input: TReceiptData, facts: DraftFacts) => {
  const date = input.date ?? germanDay(facts.now);
  const typeSettings = facts.settings.types[type];
  const positions = input.positions.map((position) => taxedPosition(position, input.reverseCharge, facts.newId));
  return {
    ...input,
    date,
    introText: input.introText ?? typeSettings.introText,
    closingText: input.closingText ?? typeSettings.closingText,
    positions,
    recipient: recipientOf(facts.customer, input.contactPersonId, type),
    totals: totalsOf(positions),
    dueDate: typesWithDueDate.includes(type) ? shiftDay(date, input.paymentTerms.paymentTermDays) : null,
  };
};

/**
 * What the server keeps of a receipt made now, before anything happened to it: a draft without number,
 * unpaid, unsent, no files, version 1. Every new receipt starts from it (a draft, a cancellation bill ...).
 */
export const newReceiptState = (now: Date) =>
  ({
    ...receiptStateAt(now),
    orderIds: [],
    referencedReceipt: null,
    reminder: null,
  }) as const satisfies Partial<TReceipt>;

/** A new draft from what the user entered; payment terms left out are the customer's. */
export const newDraft = (
  type: TReceiptType,
  input: TNewReceiptData,
  facts: DraftFacts & { id: string; companyId: string },
): TReceipt => ({
  ...newReceiptState(facts.now),
  id: facts.id,
  companyId: facts.companyId,
  type,
  ...draftContent(
    type,
    { ...input, paymentTerms: draftPaymentTerms(type, input.paymentTerms, facts.customer, facts.settings) },
    facts,
  ),
});

/** Refuses a change of a finalized receipt (GoBD) or of one changed since the caller read it. */
export const requireEditableDraft = (receipt: TReceipt, expectedVersion: number) => {
  if (receipt.status !== 'DRAFT') {
    throw new AppError('RCPT_409_30_0001', { detail: `receipt ${receipt.id} is ${receipt.status}` });
  }
  requireVersion(receipt, expectedVersion);
};

/** Refuses a write made on an older version than the stored one (409, the page reloads). */
export const requireVersion = (receipt: TReceipt, expectedVersion: number) => {
  if (receipt.version !== expectedVersion) {
    throw new AppError('LW_409_00_0001', { detail: `receipt ${receipt.id} v${receipt.version} != ${expectedVersion}` });
  }
};

/** A changed draft: everything the user enters anew, the recipient and figures taken again. */
export const changeDraft = (
  existing: TReceipt,
  input: TReceiptData,
  expectedVersion: number,
  facts: DraftFacts,
): TReceipt => {
  requireEditableDraft(existing, expectedVersion);
  return {
    ...existing,
    ...draftContent(existing.type, input, facts),
    version: existing.version + 1,
    updatedAt: facts.now.toISOString(),
  };
};

/** Archives or restores a receipt (any status: archiving changes nothing the receipt says). */
export const archiveReceipt = (existing: TReceipt, archived: boolean, expectedVersion: number, now: Date): TReceipt => {
  requireVersion(existing, expectedVersion);
  return { ...existing, archived, version: existing.version + 1, updatedAt: now.toISOString() };
};

/** Refuses finalizing a receipt without a position that carries an amount. */
export const requirePositions = (receipt: TReceipt) => {
  if (receipt.positions.some((position) => position.kind !== 'TEXT')) return;
  throw new AppError('LW_400_01_0001', {
    issues: [{ path: 'positions', message: receiptMessages.noPositions }],
    detail: `receipt ${receipt.id} has no positions`,
  });
};

/** The list's filter: archive, status, customer and a date range (German days, inclusive). */
export type ReceiptFilter = {
  archived?: 'true' | 'false' | undefined;
  status?: TReceipt['status'] | undefined;
  customerId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

export const matchesFilter = (receipt: TReceipt, filter: ReceiptFilter): boolean => {
  const day = receipt.date ?? '';
  return (
    receipt.archived === (filter.archived === 'true') &&
    (filter.status === undefined || receipt.status === filter.status) &&
    (filter.customerId === undefined || receipt.customerId === filter.customerId) &&
    (filter.from === undefined || day >= filter.from) &&
    (filter.to === undefined || day <= filter.to)
  );
};

/** Newest first: by receipt date, then by the time of the last change. */
export const newestFirst = (a: TReceipt, b: TReceipt): number =>
  (b.date ?? '').localeCompare(a.date ?? '') || b.createdAt.localeCompare(a.createdAt);
