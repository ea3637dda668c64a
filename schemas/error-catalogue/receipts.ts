import { receiptMessages } from '../receipts/receipt-messages';

/**
 * Receipt gateway codes (services.md §8 'Receipt gateway', §5 'Uploads' and 'Company access'), prefix RCPT_.
 * The spec gives causes and statuses: codes and all wording ours.
 * Areas: 01 company access, 02 upload validation, 10 upstream services, 20 not found, 30 outgoing receipts
 * (the receipts service of issue 14: bills, credit notes, offers ...), 40 an outgoing receipt's stored files
 * and their sending, 50 bills from orders, reminders and offers.
 */
export const receiptErrors = {
  // 401: company suspended; company lacks the bookkeeping add-on.
  RCPT_401_01_0001: { status: 401, message: 'Der Zugang deiner Firma ist gesperrt.' },
  RCPT_401_01_0002: { status: 401, message: 'Für deine Firma ist das Zusatzmodul Buchhaltung nicht gebucht.' },
  // Exactly one file of type pdf, xml, png or jpeg, at most 10 MB.
  RCPT_400_02_0001: { status: 400, message: 'Bitte lade genau eine Datei hoch.' },
  RCPT_415_02_0001: {
    status: 415,
    message: 'Dieser Dateityp wird nicht unterstützt. Erlaubt sind PDF, XML, PNG und JPEG.',
  },
  RCPT_413_02_0001: { status: 413, message: 'Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.' },
  // 502: cannot reach an external service, the e-invoice service or the ocr service.
  RCPT_502_10_0001: {
    status: 502,
    message: 'Ein externer Dienst ist gerade nicht erreichbar. Bitte versuche es später erneut.',
  },
  RCPT_502_10_0002: {
    status: 502,
    message: 'Der E-Rechnungs-Dienst ist gerade nicht erreichbar. Bitte versuche es später erneut.',
  },
  RCPT_502_10_0003: {
    status: 502,
    message: 'Die Texterkennung ist gerade nicht erreichbar. Bitte versuche es später erneut.',
  },
  // 404: company, operating unit or company meta not found.
  RCPT_404_20_0001: { status: 404, message: 'Die Firma wurde nicht gefunden.' },
  RCPT_404_20_0002: { status: 404, message: 'Der Betrieb wurde nicht gefunden.' },
  RCPT_404_20_0003: { status: 404, message: 'Die Firmendaten wurden nicht gefunden.' },
  // Outgoing receipts (issue 14): a receipt of another type, another company or deleted.
  RCPT_404_30_0001: { status: 404, message: 'Der Beleg wurde nicht gefunden.' },
  // A finalized receipt is frozen for good (GoBD): corrections are a cancellation bill or a credit note.
  RCPT_409_30_0001: { status: 409, message: receiptMessages.finalized },
  // Two operating units with the same number format met on one number; the field issue says what to do.
  RCPT_409_30_0002: { status: 409, message: 'Diese Belegnummer ist bereits vergeben.' },
  // Cancelling a bill that is a draft or cancelled already.
  RCPT_409_30_0003: {
    status: 409,
    message: 'Nur eine festgeschriebene Rechnung, die noch nicht storniert ist, kann storniert werden.',
  },
  // A payment of a draft or of a cancelled bill.
  RCPT_409_30_0004: {
    status: 409,
    message: 'Zahlungen kannst du nur zu einer festgeschriebenen, nicht stornierten Rechnung erfassen.',
  },
  // Finalizing kept meeting other finalizations of the same number range (far more than 50 at once).
  RCPT_409_30_0005: {
    status: 409,
    message: 'Gerade werden sehr viele Belege festgeschrieben. Bitte versuche es gleich noch einmal.',
  },
  // A cancellation bill made by hand: it only ever reverses a finalized bill, referencing it (GoBD).
  RCPT_409_30_0006: {
    status: 409,
    message: 'Eine Stornorechnung entsteht nur beim Stornieren einer festgeschriebenen Rechnung.',
  },
  // An outgoing receipt's files: unknown receipt, files not rendered yet, no XML (PDF or ZUGFeRD), a draft sent.
  RCPT_409_40_0001: {
    status: 409,
    message: 'Die Dateien dieses Belegs werden gerade erstellt. Bitte versuche es gleich noch einmal.',
  },
  RCPT_404_40_0002: { status: 404, message: 'Zu diesem Beleg gibt es keine XML-Datei.' },
  RCPT_409_40_0002: {
    status: 409,
    message: 'Ein Entwurf kann nicht versendet werden. Bitte schreibe den Beleg zuerst fest.',
  },
  // Finalizing (issue 24): what a receipt needs before it takes a number; the issues name the fields.
  RCPT_400_30_0001: { status: 400, message: receiptMessages.timeOfSupply },
  RCPT_400_30_0002: { status: 400, message: receiptMessages.referencedBill },
  RCPT_400_30_0003: { status: 400, message: receiptMessages.exchangeRate },
  // The dry run of the files refused the receipt for a reason no rule of ours names (issue 24 point 1).
  RCPT_400_40_0001: {
    status: 400,
    message: 'Die Dateien dieses Belegs lassen sich so nicht erstellen. Bitte prüfe die Positionen und Angaben.',
  },
  // Bills from orders, reminders, offers (issue 14): wording ours.
  RCPT_409_50_0001: { status: 409, message: 'Der Auftrag wurde bereits abgerechnet.' },
  RCPT_409_50_0002: { status: 409, message: 'Diese Rechnung ist nicht überfällig oder schon bezahlt.' },
  RCPT_409_50_0003: {
    status: 409,
    message: 'Für diese Rechnung gibt es schon eine Mahnung dieser oder einer höheren Stufe.',
  },
  RCPT_409_50_0004: { status: 409, message: 'Dieses Angebot wurde bereits angenommen.' },
  RCPT_409_50_0005: { status: 409, message: 'Nur ein festgeschriebenes Angebot kann angenommen werden.' },
} as const;
