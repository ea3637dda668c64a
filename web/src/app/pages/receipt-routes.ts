import { pageAccess } from '../../../../schemas/permissions';
import { receiptKindTexts as kinds, receiptTexts } from '../../i18n/de/receipts';
import type { PageRoute } from './page-route';

const titles = receiptTexts.pages;

/**
 * Outgoing receipts (application.md §2 'Belege', issue 14): per kind a list, its archive, the details, a
 * create page and the settings; bills add 'Rechnung aus Aufträgen', the cancellation bill and the
 * reminders. Editing a draft is not a page of §2: it has the create page's roles. Static paths beside
 * ':receiptId' win in the router (react-router ranks static segments first).
 */
export const receiptRoutes = {
  outgoingReceiptsMenu: {
    path: '/belege',
    title: titles.outgoingReceipts,
    access: pageAccess.outgoingReceiptsMenu,
  },

  bills: {
    path: '/belege/rechnungen',
    title: kinds.BILL.plural,
    access: pageAccess.bills,
    parent: 'outgoingReceiptsMenu',
  },
  billsArchive: {
    path: '/belege/rechnungen/archiv',
    title: kinds.BILL.archive,
    access: pageAccess.billsArchive,
    parent: 'bills',
  },
  billSettings: {
    path: '/belege/rechnungen/einstellungen',
    title: kinds.BILL.settings,
    access: pageAccess.billSettings,
    parent: 'bills',
  },
  createBill: {
    path: '/belege/rechnungen/aus-auftraegen',
    title: titles.billFromOrders,
    access: pageAccess.createBill,
    parent: 'bills',
  },
  manualBill: {
    path: '/belege/rechnungen/neu',
    title: titles.manualBill,
    access: pageAccess.createBill,
    parent: 'bills',
  },
  billDetails: {
    path: '/belege/rechnungen/:receiptId',
    title: kinds.BILL.singular,
    access: pageAccess.billDetails,
    parent: 'bills',
  },
  billEdit: {
    path: '/belege/rechnungen/:receiptId/bearbeiten',
    title: titles.edit,
    access: pageAccess.createBill,
    parent: 'billDetails',
  },
  cancellationBill: {
    path: '/belege/rechnungen/:receiptId/storno',
    title: titles.cancellationBill,
    access: pageAccess.cancellationBill,
    parent: 'billDetails',
  },
  billReminders: {
    path: '/belege/rechnungen/:receiptId/mahnungen',
    title: titles.billReminders,
    access: pageAccess.billReminders,
    parent: 'billDetails',
  },
  billRemindersOverview: {
    path: '/belege/mahnungen',
    title: titles.remindersOverview,
    access: pageAccess.billRemindersOverview,
    parent: 'bills',
  },
  billReminderDetails: {
    path: '/belege/mahnungen/:receiptId',
    title: titles.reminderDetails,
    access: pageAccess.billReminderDetails,
    parent: 'billRemindersOverview',
  },

  creditNotes: {
    path: '/belege/gutschriften',
    title: kinds.CREDIT_NOTE.plural,
    access: pageAccess.creditNotes,
    parent: 'outgoingReceiptsMenu',
  },
  creditNotesArchive: {
    path: '/belege/gutschriften/archiv',
    title: kinds.CREDIT_NOTE.archive,
    access: pageAccess.creditNotesArchive,
    parent: 'creditNotes',
  },
  creditNoteSettings: {
    path: '/belege/gutschriften/einstellungen',
    title: kinds.CREDIT_NOTE.settings,
    access: pageAccess.creditNoteSettings,
    parent: 'creditNotes',
  },
  createCreditNote: {
    path: '/belege/gutschriften/neu',
    title: kinds.CREDIT_NOTE.create,
    access: pageAccess.createCreditNote,
    parent: 'creditNotes',
  },
  creditNoteDetails: {
    path: '/belege/gutschriften/:receiptId',
    title: kinds.CREDIT_NOTE.singular,
    access: pageAccess.creditNoteDetails,
    parent: 'creditNotes',
  },
  creditNoteEdit: {
    path: '/belege/gutschriften/:receiptId/bearbeiten',
    title: titles.edit,
    access: pageAccess.createCreditNote,
    parent: 'creditNoteDetails',
  },

  deliveryNotes: {
    path: '/belege/lieferscheine',
    title: kinds.DELIVERY_NOTE.plural,
    access: pageAccess.deliveryNotes,
    parent: 'outgoingReceiptsMenu',
  },
  deliveryNotesArchive: {
    path: '/belege/lieferscheine/archiv',
    title: kinds.DELIVERY_NOTE.archive,
    access: pageAccess.deliveryNotesArchive,
    parent: 'deliveryNotes',
  },
  deliveryNoteSettings: {
    path: '/belege/lieferscheine/einstellungen',
    title: kinds.DELIVERY_NOTE.settings,
    access: pageAccess.deliveryNoteSettings,
    parent: 'deliveryNotes',
  },
  createDeliveryNote: {
    path: '/belege/lieferscheine/neu',
    title: kinds.DELIVERY_NOTE.create,
    access: pageAccess.createDeliveryNote,
    parent: 'deliveryNotes',
  },
  deliveryNoteDetails: {
    path: '/belege/lieferscheine/:receiptId',
    title: kinds.DELIVERY_NOTE.singular,
    access: pageAccess.deliveryNoteDetails,
    parent: 'deliveryNotes',
  },
  deliveryNoteEdit: {
    path: '/belege/lieferscheine/:receiptId/bearbeiten',
    title: titles.edit,
    access: pageAccess.createDeliveryNote,
    parent: 'deliveryNoteDetails',
  },

  offers: {
    path: '/belege/angebote',
    title: kinds.OFFER.plural,
    access: pageAccess.offers,
    parent: 'outgoingReceiptsMenu',
  },
  offersArchive: {
    path: '/belege/angebote/archiv',
    title: kinds.OFFER.archive,
    access: pageAccess.offersArchive,
    parent: 'offers',
  },
  offerSettings: {
    path: '/belege/angebote/einstellungen',
    title: kinds.OFFER.settings,
    access: pageAccess.offerSettings,
    parent: 'offers',
  },
  createOffer: {
    path: '/belege/angebote/neu',
    title: kinds.OFFER.create,
    access: pageAccess.createOffer,
    parent: 'offers',
  },
  offerDetails: {
    path: '/belege/angebote/:receiptId',
    title: kinds.OFFER.singular,
    access: pageAccess.offerDetails,
    parent: 'offers',
  },
  offerEdit: {
    path: '/belege/angebote/:receiptId/bearbeiten',
    title: titles.edit,
    access: pageAccess.createOffer,
    parent: 'offerDetails',
  },
} as const satisfies Record<string, PageRoute>;
