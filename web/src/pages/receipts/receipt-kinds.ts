import { receiptMailKindOf, type TReceiptType } from '../../../../schemas/receipts/receipt';
import type { PageId } from '../../app/pages';
import { type ReceiptKindTexts, receiptKindTexts, reminderTexts, type TReceiptKindType } from '../../i18n/de/receipts';

/** The pages of one kind of receipt; the generic pages take the kind and link by these ids. */
export type ReceiptKind = {
  type: TReceiptType;
  texts: ReceiptKindTexts;
  list: PageId;
  archive: PageId;
  details: PageId;
  create: PageId;
  /** A draft's edit page; reminders are made from their bill and have none. */
  edit?: PageId;
  settings: PageId;
  /** The contact-person flag that says who gets this kind by mail. */
  mailKind: string;
  /** Invoices in the sense of §14 UStG: they have an e-invoice XML and are paid. */
  isInvoice: boolean;
};

const kind = (
  type: TReceiptType,
  texts: ReceiptKindTexts,
  pages: Omit<ReceiptKind, 'type' | 'texts' | 'mailKind' | 'isInvoice'>,
) => ({
  type,
  texts,
  mailKind: receiptMailKindOf[type],
  isInvoice: type === 'BILL' || type === 'CANCELLATION_BILL' || type === 'CREDIT_NOTE',
  ...pages,
});

export const receiptKinds: Record<TReceiptKindType, ReceiptKind> = {
  BILL: kind('BILL', receiptKindTexts.BILL, {
    list: 'bills',
    archive: 'billsArchive',
    details: 'billDetails',
    create: 'manualBill',
    edit: 'billEdit',
    settings: 'billSettings',
  }),
  CREDIT_NOTE: kind('CREDIT_NOTE', receiptKindTexts.CREDIT_NOTE, {
    list: 'creditNotes',
    archive: 'creditNotesArchive',
    details: 'creditNoteDetails',
    create: 'createCreditNote',
    edit: 'creditNoteEdit',
    settings: 'creditNoteSettings',
  }),
  DELIVERY_NOTE: kind('DELIVERY_NOTE', receiptKindTexts.DELIVERY_NOTE, {
    list: 'deliveryNotes',
    archive: 'deliveryNotesArchive',
    details: 'deliveryNoteDetails',
    create: 'createDeliveryNote',
    edit: 'deliveryNoteEdit',
    settings: 'deliveryNoteSettings',
  }),
  OFFER: kind('OFFER', receiptKindTexts.OFFER, {
    list: 'offers',
    archive: 'offersArchive',
    details: 'offerDetails',
    create: 'createOffer',
    edit: 'offerEdit',
    settings: 'offerSettings',
  }),
};

/** Bill reminders (Mahnungen): made from an overdue bill on the reminders overview, listed there. */
export const reminderKind: ReceiptKind = kind('BILL_REMINDER', reminderTexts, {
  list: 'billRemindersOverview',
  archive: 'billRemindersOverview',
  details: 'billReminderDetails',
  create: 'billRemindersOverview',
  settings: 'billSettings',
});

export const receiptKindList = Object.values(receiptKinds);
