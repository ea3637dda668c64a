/**
 * Accounting-export service codes (services.md §8 'Accounting service', §5 'Accounting export'), prefix ACC_.
 * The spec lists causes only: codes and all wording ours.
 * Areas: 01 sign-in and company access, 02 request validation, 10 connection to the tax-accounting
 * provider (DATEV), 20 accounting settings, 30 exports and transfers, 40 files.
 */
export const accountingErrors = {
  // Validation problem.
  ACC_400_02_0001: {
    status: 400,
    message: 'Die Angaben für den Export sind unvollständig. Bitte überprüfe deine Eingaben.',
  },
  // No or invalid token.
  ACC_401_01_0001: { status: 401, message: 'Bitte melde dich erneut an.' },
  ACC_401_01_0002: { status: 401, message: 'Deine Anmeldung ist abgelaufen. Bitte melde dich erneut an.' },
  // Missing companyId, company id mismatch, no role, insufficient role.
  ACC_400_01_0001: { status: 400, message: 'Es wurde keine Firma angegeben. Bitte lade die Seite neu.' },
  ACC_403_01_0001: { status: 403, message: 'Du hast keinen Zugriff auf diese Firma.' },
  ACC_403_01_0002: { status: 403, message: 'Dir ist in dieser Firma keine Rolle zugewiesen.' },
  ACC_403_01_0003: { status: 403, message: 'Deine Rolle erlaubt diese Aktion nicht.' },
  // Login request not found or expired.
  ACC_404_10_0001: {
    status: 404,
    message: 'Die Anmeldung bei DATEV ist abgelaufen. Bitte starte die Verbindung erneut.',
  },
  // OAuth flow error, login needed, cannot refresh token, access denied.
  ACC_500_10_0001: { status: 500, message: 'Die Verbindung mit DATEV ist fehlgeschlagen. Bitte versuche es erneut.' },
  ACC_401_10_0001: { status: 401, message: 'Bitte melde dich zuerst bei DATEV an.' },
  ACC_401_10_0002: {
    status: 401,
    message: 'Die Verbindung mit DATEV ist abgelaufen. Bitte melde dich erneut bei DATEV an.',
  },
  ACC_403_10_0001: { status: 403, message: 'DATEV hat den Zugriff verweigert.' },
  // Provider user lacks rights to the client; booking-data service not enabled.
  ACC_403_10_0002: { status: 403, message: 'Dein DATEV-Benutzer hat keine Rechte für diesen Mandanten.' },
  ACC_403_10_0003: {
    status: 403,
    message: 'Der Buchungsdatenservice ist für diesen Mandanten bei DATEV nicht freigeschaltet.',
  },
  // Provider instance already connected to another account.
  ACC_409_10_0001: { status: 409, message: 'Dieser DATEV-Zugang ist bereits mit einem anderen Konto verbunden.' },
  // Client or consultant number mismatch.
  ACC_409_10_0002: { status: 409, message: 'Die Mandantennummer stimmt nicht mit der bei DATEV überein.' },
  ACC_409_10_0003: { status: 409, message: 'Die Beraternummer stimmt nicht mit der bei DATEV überein.' },
  // Missing default accounts, client number, consultant number, skr or fiscal years.
  ACC_400_20_0001: {
    status: 400,
    message: 'Bitte hinterlege zuerst die Standardkonten in den Buchhaltungseinstellungen.',
  },
  ACC_400_20_0002: {
    status: 400,
    message: 'Bitte hinterlege zuerst die Mandantennummer in den Buchhaltungseinstellungen.',
  },
  ACC_400_20_0003: {
    status: 400,
    message: 'Bitte hinterlege zuerst die Beraternummer in den Buchhaltungseinstellungen.',
  },
  ACC_400_20_0004: {
    status: 400,
    message: 'Bitte wähle zuerst einen Kontenrahmen (SKR) in den Buchhaltungseinstellungen aus.',
  },
  ACC_400_20_0005: {
    status: 400,
    message: 'Bitte hinterlege zuerst die Wirtschaftsjahre in den Buchhaltungseinstellungen.',
  },
  // CSV and export rules (services.md §5): one year per CSV, dateTo after dateFrom, number and date, cost account.
  ACC_400_30_0001: { status: 400, message: 'Ein CSV-Export darf nur Belege aus einem Jahr enthalten.' },
  ACC_400_30_0002: { status: 400, message: 'Das Enddatum muss nach dem Startdatum liegen.' },
  ACC_400_30_0003: { status: 400, message: 'Der Beleg hat keine Belegnummer.' },
  ACC_400_30_0004: { status: 400, message: 'Der Beleg hat kein Belegdatum.' },
  ACC_400_30_0005: { status: 400, message: 'Bitte ordne dem Eingangsbeleg ein Kostenkonto zu.' },
  ACC_400_30_0006: { status: 400, message: 'Der Beleg erfüllt nicht die Regeln für den Export. Bitte überprüfe ihn.' },
  // Cannot create or process an empty batch.
  ACC_400_30_0007: { status: 400, message: 'Für den gewählten Zeitraum gibt es keine Belege zum Übertragen.' },
  ACC_400_30_0008: { status: 400, message: 'Die Übertragung enthält keine Belege.' },
  // Receipt already transferred; two batch transfers cannot run at once.
  ACC_409_30_0001: { status: 409, message: 'Dieser Beleg wurde bereits übertragen.' },
  ACC_409_30_0002: {
    status: 409,
    message: 'Es läuft bereits eine Übertragung. Bitte warte, bis sie abgeschlossen ist.',
  },
  // Mime type not detectable or not supported; PDF too large (max 10 MB).
  ACC_415_40_0001: { status: 415, message: 'Der Dateityp konnte nicht erkannt werden.' },
  ACC_415_40_0002: { status: 415, message: 'Dieser Dateityp wird nicht unterstützt.' },
  ACC_413_40_0001: { status: 413, message: 'Die PDF-Datei ist zu groß. Erlaubt sind höchstens 10 MB.' },
} as const;
