/**
 * Machine-connectivity gateway codes (services.md §8 'Gateway', §5 'Gateway'), prefix GW_.
 * The spec gives causes and most statuses: codes and all wording ours.
 * Areas: 00 health, 01 sign-in, 02 request validation, 10 database and ingest, 20 OAuth with the maker,
 * 30 file storage, 40 CLAAS, 50 John Deere.
 */
export const gatewayErrors = {
  // GET /health answered 503.
  GW_503_00_0001: {
    status: 503,
    message: 'Die Maschinenanbindung ist derzeit nicht erreichbar. Bitte versuche es später erneut.',
  },
  // 401: invalid token, no token, cannot decode token.
  GW_401_01_0001: { status: 401, message: 'Deine Anmeldung ist ungültig. Bitte melde dich erneut an.' },
  GW_401_01_0002: { status: 401, message: 'Bitte melde dich erneut an.' },
  GW_401_01_0003: {
    status: 401,
    message: 'Deine Anmeldung konnte nicht gelesen werden. Bitte melde dich erneut an.',
  },
  // 400: unsupported connectorType; downsamplePoints 10..2500; from required with to; connectorType required.
  GW_400_02_0001: { status: 400, message: 'Dieser Maschinenhersteller wird nicht unterstützt.' },
  GW_400_02_0002: { status: 400, message: 'Die Anzahl der Punkte muss zwischen 10 und 2500 liegen.' },
  GW_400_02_0003: { status: 400, message: 'Bitte gib zum Endzeitpunkt auch einen Startzeitpunkt an.' },
  GW_400_02_0004: { status: 400, message: 'Bitte gib den Maschinenhersteller an.' },
  // 500: duplicate-key database error; ingester upsert failure.
  GW_500_10_0001: {
    status: 500,
    message: 'Die Daten konnten nicht gespeichert werden, weil sie bereits vorhanden sind.',
  },
  GW_500_10_0002: {
    status: 500,
    message: 'Die Maschinendaten konnten nicht gespeichert werden. Bitte versuche es später erneut.',
  },
  // 401: refresh token expired. 404: oauth client or oauth request not found.
  GW_401_20_0001: {
    status: 401,
    message: 'Die Verbindung zum Herstellerkonto ist abgelaufen. Bitte verbinde es erneut.',
  },
  GW_404_20_0001: { status: 404, message: 'Die Anmeldung beim Hersteller ist nicht eingerichtet.' },
  GW_404_20_0002: {
    status: 404,
    message: 'Die Anmeldung beim Hersteller ist abgelaufen. Bitte starte die Verbindung erneut.',
  },
  // 500 OAuth failures, in the spec's order.
  GW_500_20_0001: {
    status: 500,
    message: 'Die Verbindung zum Herstellerkonto konnte nicht erneuert werden. Bitte verbinde es erneut.',
  },
  GW_500_20_0002: {
    status: 500,
    message: 'Die Anmeldung beim Hersteller ist falsch eingerichtet. Bitte wende dich an unseren Support.',
  },
  GW_500_20_0003: {
    status: 500,
    message: 'Die Verbindung zum Herstellerkonto konnte nicht getrennt werden. Bitte versuche es erneut.',
  },
  GW_500_20_0004: {
    status: 500,
    message: 'Die Verbindung zum Herstellerkonto konnte nicht getrennt werden. Bitte versuche es erneut.',
  },
  GW_500_20_0005: {
    status: 500,
    message: 'Die Verbindung zum Herstellerkonto konnte nicht getrennt werden. Bitte versuche es erneut.',
  },
  // Redirect handling with missing access, refresh or id token.
  GW_500_20_0006: {
    status: 500,
    message: 'Der Hersteller hat die Anmeldung nicht vollständig bestätigt. Bitte versuche es erneut.',
  },
  GW_500_20_0007: {
    status: 500,
    message: 'Der Hersteller hat die Anmeldung nicht vollständig bestätigt. Bitte versuche es erneut.',
  },
  GW_500_20_0008: {
    status: 500,
    message: 'Der Hersteller hat die Anmeldung nicht vollständig bestätigt. Bitte versuche es erneut.',
  },
  GW_500_20_0009: {
    status: 500,
    message: 'Die Anmeldung beim Hersteller konnte nicht gelesen werden. Bitte versuche es erneut.',
  },
  GW_500_20_0010: { status: 500, message: 'Die Benutzerdaten des Herstellerkontos konnten nicht abgerufen werden.' },
  GW_500_20_0011: { status: 500, message: 'Die Organisation des Herstellerkontos konnte nicht ermittelt werden.' },
  GW_500_20_0012: {
    status: 500,
    message: 'Die Rückmeldung des Herstellers ist unvollständig. Bitte versuche es erneut.',
  },
  GW_500_20_0013: {
    status: 500,
    message: 'Die Gültigkeit der Verbindung zum Herstellerkonto konnte nicht ermittelt werden.',
  },
  // 500: storage upload or download failure.
  GW_500_30_0001: { status: 500, message: 'Die Maschinendaten konnten nicht abgelegt werden.' },
  GW_500_30_0002: { status: 500, message: 'Die Maschinendaten konnten nicht geladen werden.' },
  // CLAAS: archive not found; interval > 60 min; archive <= 30 days; sync preconditions; incomplete job.
  GW_404_40_0001: { status: 404, message: 'Das CLAAS-Datenarchiv wurde nicht gefunden.' },
  GW_400_40_0001: { status: 400, message: 'Das Abrufintervall für CLAAS muss länger als 60 Minuten sein.' },
  GW_400_40_0002: { status: 400, message: 'Ein CLAAS-Datenarchiv darf höchstens 30 Tage umfassen.' },
  GW_409_40_0001: {
    status: 409,
    message: 'Der Abgleich ist nicht möglich. Bitte aktiviere den automatischen Abgleich und gib ein Startdatum an.',
  },
  GW_500_40_0001: {
    status: 500,
    message: 'Der CLAAS-Abruf hat keine vollständigen Daten geliefert. Bitte versuche es später erneut.',
  },
  // John Deere: missing externalId, not CONNECTED, missing connectorId, wrong meta type, 403 organization, 403 machine.
  GW_400_50_0001: { status: 400, message: 'Die John-Deere-Verbindung ist unvollständig (externe Kennung fehlt).' },
  GW_409_50_0001: {
    status: 409,
    message: 'Die John-Deere-Verbindung ist nicht aktiv. Bitte verbinde dein Konto erneut.',
  },
  GW_400_50_0002: {
    status: 400,
    message: 'Für diese Verbindung können keine Maschinen geladen werden, weil sie noch nicht fertig eingerichtet ist.',
  },
  GW_400_50_0003: {
    status: 400,
    message: 'Nur eine Verbindung zum John Deere Operations Center kann abgeglichen werden.',
  },
  GW_403_50_0001: {
    status: 403,
    message: 'John Deere verweigert den Zugriff auf die Organisation. Vielleicht wurde die Freigabe widerrufen.',
  },
  GW_403_50_0002: { status: 403, message: 'John Deere verweigert den Zugriff auf diese Maschine.' },
} as const;
