/**
 * Receipt gateway codes (services.md §8 'Receipt gateway', §5 'Uploads' and 'Company access'), prefix RCPT_.
 * The spec gives causes and statuses: codes and all wording ours.
 * Areas: 01 company access, 02 upload validation, 10 upstream services, 20 not found, 40 bills from orders,
 * reminders and offers (issue 14).
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
  // Bills from orders, reminders, offers (issue 14): wording ours.
  RCPT_404_50_0001: { status: 404, message: 'Der Beleg wurde nicht gefunden.' },
  RCPT_409_50_0001: { status: 409, message: 'Der Auftrag wurde bereits abgerechnet.' },
  RCPT_409_50_0002: { status: 409, message: 'Diese Rechnung ist nicht überfällig oder schon bezahlt.' },
  RCPT_409_50_0003: {
    status: 409,
    message: 'Für diese Rechnung gibt es schon eine Mahnung dieser oder einer höheren Stufe.',
  },
  RCPT_409_50_0004: { status: 409, message: 'Dieses Angebot wurde bereits angenommen.' },
  RCPT_409_50_0005: { status: 409, message: 'Nur ein festgeschriebenes Angebot kann angenommen werden.' },
} as const;
