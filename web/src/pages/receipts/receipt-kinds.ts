import { receiptMailKindOf } from '../../../../schemas/receipts/receipt';
import type { PageId } from '../../app/pages';
import { receiptKindTexts, type TReceiptKindType } from '../../i18n/de/receipts';

/** The pages of one kind of receipt; the generic pages take the kind and link by these ids. */
export type ReceiptKind = {
  type: TReceiptKindType;
  texts: (typeof receiptKindTexts)[TReceiptKindType];
  list: PageId;
  archive: PageId;
  details: PageId;
  create: PageId;
  edit: PageId;
  settings: PageId;
  /** The contact-person flag that says who gets this kind by mail. */
  mailKind: string;
  /** Invoices in the sense of §14 UStG: they have an e-invoice XML and are paid. */
  isInvoice: boolean;
};

const kind = (type: TReceiptKindType, pages: Omit<ReceiptKind, 'type' | 'texts' | 'mailKind' | 'isInvoice'>) => ({
  type,
  texts: receiptKindTexts[type],
  mailKind: receiptMailKindOf[type],
  isInvoice: type === 'BILL' || type === 'CREDIT_NOTE',
  ...pages,
});

export const receiptKinds: Record<TReceiptKindType, ReceiptKind> = {
  BILL: kind('BILL', {
    list: 'bills',
    archive: 'billsArchive',
    details: 'billDetails',
    create: 'manualBill',
    edit: 'billEdit',
    settings: 'billSettings',
  }),
  CREDIT_NOTE: kind('CREDIT_NOTE', {
    list: 'creditNotes',
    archive: 'creditNotesArchive',
    details: 'creditNoteDetails',
    create: 'createCreditNote',
    edit: 'creditNoteEdit',
    settings: 'creditNoteSettings',
  }),
  DELIVERY_NOTE: kind('DELIVERY_NOTE', {
    list: 'deliveryNotes',
    archive: 'deliveryNotesArchive',
    details: 'deliveryNoteDetails',
    create: 'createDeliveryNote',
    edit: 'deliveryNoteEdit',
    settings: 'deliveryNoteSettings',
  }),
  OFFER: kind('OFFER', {
    list: 'offers',
    archive: 'offersArchive',
    details: 'offerDetails',
    create: 'createOffer',
    edit: 'offerEdit',
    settings: 'offerSettings',
  }),
};

export const receiptKindList = Object.values(receiptKinds);

