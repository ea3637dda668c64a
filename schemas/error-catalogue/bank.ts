/**
 * Bank-connection service codes (services.md §8 'Bank service'), prefix BANK_.
 * The spec lists causes only: codes and all wording ours.
 * Areas: 01 sign-in, 10 redirect after the bank consent, 20 connections and transaction matches,
 * 30 open-banking provider errors by status, 40 account access.
 */
export const bankErrors = {
  // Invalid or missing token.
  BANK_401_01_0001: { status: 401, message: 'Bitte melde dich erneut an.' },
  BANK_401_01_0002: { status: 401, message: 'Deine Anmeldung ist abgelaufen. Bitte melde dich erneut an.' },
  // Redirect failures: no bank connection, requisition not ready or without accounts, link used, user cancelled.
  BANK_404_10_0001: { status: 404, message: 'Zu dieser Freigabe wurde keine Bankverbindung gefunden.' },
  BANK_409_10_0001: {
    status: 409,
    message: 'Die Freigabe bei der Bank ist noch nicht abgeschlossen. Bitte versuche es in ein paar Minuten erneut.',
  },
  BANK_409_10_0002: {
    status: 409,
    message: 'Bei der Freigabe wurde kein Konto ausgewählt. Bitte verbinde die Bank erneut.',
  },
  BANK_409_10_0003: {
    status: 409,
    message: 'Dieser Freigabe-Link wurde bereits verwendet. Bitte verbinde die Bank erneut.',
  },
  BANK_400_10_0001: { status: 400, message: 'Die Verbindung mit der Bank wurde abgebrochen.' },
  // Bank connection or transaction match not found.
  BANK_404_20_0001: { status: 404, message: 'Die Bankverbindung wurde nicht gefunden.' },
  BANK_404_20_0002: { status: 404, message: 'Die Zuordnung der Zahlung wurde nicht gefunden.' },
  // Provider errors per status.
  BANK_400_30_0001: { status: 400, message: 'Die Bank hat die Anfrage abgelehnt.' },
  BANK_401_30_0001: {
    status: 401,
    message: 'Der Zugang zur Bank ist nicht mehr gültig. Bitte verbinde die Bank erneut.',
  },
  BANK_403_30_0001: { status: 403, message: 'Die Bank verweigert den Zugriff.' },
  BANK_404_30_0001: { status: 404, message: 'Die Bank hat die angefragten Daten nicht gefunden.' },
  BANK_409_30_0001: { status: 409, message: 'Die Bank meldet einen Konflikt. Bitte versuche es später erneut.' },
  BANK_429_30_0001: {
    status: 429,
    message: 'Das Abruflimit der Bank ist erreicht. Bitte versuche es später erneut.',
  },
  BANK_500_30_0001: {
    status: 500,
    message: 'Der Bankdienst hat einen Fehler gemeldet. Bitte versuche es später erneut.',
  },
  BANK_503_30_0001: {
    status: 503,
    message: 'Der Bankdienst ist derzeit nicht erreichbar. Bitte versuche es später erneut.',
  },
  // Account access: end user agreement invalid (401), account suspended (409).
  BANK_401_40_0001: {
    status: 401,
    message: 'Die Freigabe für dieses Konto ist abgelaufen. Bitte verbinde die Bank erneut.',
  },
  BANK_409_40_0001: { status: 409, message: 'Dieses Konto ist bei der Bank gesperrt.' },
} as const;
