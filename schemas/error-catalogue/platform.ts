/**
 * The platform's own codes (prefix LW_) for cases the spec does not word: all wording ours.
 * Areas: 00 general, 01 sign-in and company access, 02 entities, 03 files (uploads through presigned URLs),
 * 10 permissions, 20 identity, 30 the Fahrerbereich (its codes are in work.ts), 31 GPS tracking (tracking.ts),
 * 33 read-only links (shared map structures; 32 is the driver's day of the orders service).
 *
 * Decision: the shared HTTP chain (token, tenancy, role guard, validation) answers with these codes
 * for every service, the customer endpoints included, because their texts tell the user what to do
 * ('Bitte melde dich erneut an.' rather than the spec's FCPA_401_01 permissions text). The FCPA codes
 * stay in the catalogue with the spec's texts, so the web app words them right wherever they arrive.
 */
export const platformErrors = {
  // A client of another API version than the service's (services.md §7 client-version header): an open
  // page of an older deploy, which a reload brings up to date.
  LW_400_00_0001: {
    status: 400,
    message: 'Diese App-Version wird nicht mehr unterstützt. Bitte lade die Seite neu.',
  },
  LW_400_01_0001: { status: 400, message: 'Bitte überprüfe deine Eingaben.' },
  LW_400_01_0002: { status: 400, message: 'Die Anfrage konnte nicht gelesen werden.' },
  // The local gateway's /cognito proxy: an admin action (AdminSetUserPassword, ListUsers, ...) from the
  // browser side, which the public Cognito endpoint refuses without IAM credentials.
  LW_400_01_0004: { status: 400, message: 'Diese Anmeldeaktion ist nur für das Backend erlaubt.' },
  // The database refused what was sent (an item over 400 KB, a key over its limit): input, not our fault.
  LW_400_01_0003: {
    status: 400,
    message: 'Deine Eingaben sind zu umfangreich, um sie zu speichern. Bitte kürze sie und versuche es erneut.',
  },
  // Identity: a password-reset link that is unknown, expired or belongs to a disabled account.
  LW_400_20_0001: {
    status: 400,
    message: 'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
  },
  // Identity: a role change that makes no sense (customer logins come only from customer invitations).
  LW_400_20_0002: {
    status: 400,
    message: 'Ein Kundenzugang kann nicht in einen Mitarbeiterzugang umgewandelt werden und umgekehrt.',
  },
  // Master data: structures (loading points) are archived for good (services.md §4).
  LW_400_02_0001: { status: 400, message: 'Archivierte Strukturen können nicht wiederhergestellt werden.' },
  // Map structures: the tracks and markers of an archived field stay as they were archived.
  LW_400_02_0002: { status: 400, message: 'Archivierte Strukturen können nicht mehr geändert werden.' },
  // Files: the company logo (schemas/company.ts logoFileProblem), checked in the browser and on the server.
  LW_400_03_0001: { status: 400, message: 'Bitte wähle ein Bild im Format PNG oder JPEG.' },
  LW_400_03_0002: { status: 400, message: 'Das Bild darf höchstens 1 MB groß sein.' },
  LW_400_03_0003: { status: 400, message: 'Die Datei ist leer. Bitte wähle ein anderes Bild.' },
  LW_401_01_0001: { status: 401, message: 'Bitte melde dich erneut an.' },
  LW_403_01_0001: { status: 403, message: 'Du hast keinen Zugriff auf diese Firma.' },
  LW_403_01_0002: { status: 403, message: 'Dieser Betrieb ist deaktiviert.' },
  // Files: an upload key of another company (or not an upload key at all).
  LW_403_03_0001: { status: 403, message: 'Diese Datei gehört nicht zu deiner Firma.' },
  LW_403_10_0001: { status: 403, message: 'Du hast keine Berechtigung für diese Aktion.' },
  // Identity: rules for changing people of the company (members) that the role guard cannot express.
  LW_403_20_0001: { status: 403, message: 'Du kannst deine eigene Rolle nicht ändern.' },
  LW_403_20_0002: { status: 403, message: 'Du kannst deinen eigenen Zugang nicht deaktivieren.' },
  LW_403_20_0003: {
    status: 403,
    message: 'Nur ein Inhaber kann die Rolle eines Inhabers ändern oder seinen Zugang deaktivieren.',
  },
  LW_403_20_0004: { status: 403, message: 'Nur ein Inhaber kann jemanden zum Inhaber machen.' },
  // The local gateway's own refusals (lib/local/gateway/refusals.ts), in the error model like every other
  // answer: a call of the AWS-API imitations without an SDK signature, a path the web app has no file for,
  // a method the web app does not serve, a Host other than localhost (DNS rebinding), a request whose
  // header did not arrive in time or is over Node's 16 KB (URL included), cognito-local not reachable.
  LW_403_00_0001: { status: 403, message: 'Dieser Zugang ist nur für signierte Aufrufe der lokalen Dienste.' },
  LW_404_00_0001: { status: 404, message: 'Diese Funktion gibt es nicht.' },
  LW_404_00_0002: { status: 404, message: 'Diese Seite oder Datei gibt es nicht.' },
  LW_405_00_0001: { status: 405, message: 'Diese Anfrageart ist hier nicht möglich.' },
  LW_408_00_0001: { status: 408, message: 'Die Anfrage kam nicht rechtzeitig an. Bitte versuche es erneut.' },
  LW_421_00_0001: { status: 421, message: 'Lohnwerk ist lokal nur über localhost erreichbar.' },
  LW_431_00_0001: {
    status: 431,
    message: 'Die Anfrage ist zu groß: Adresse und Kopfzeilen dürfen zusammen höchstens 16 KB haben.',
  },
  LW_502_00_0001: {
    status: 502,
    message: 'Die Anmeldung ist gerade nicht erreichbar. Bitte versuche es später erneut.',
  },
  LW_404_02_0001: { status: 404, message: 'Der Kunde wurde nicht gefunden.' },
  LW_404_02_0002: { status: 404, message: 'Der Betrieb wurde nicht gefunden.' },
  LW_404_02_0003: { status: 404, message: 'Die Firma wurde nicht gefunden.' },
  LW_404_02_0004: { status: 404, message: 'Der Eintrag wurde nicht gefunden.' },
  // Files: confirmed before the upload arrived, or after its URL expired.
  LW_404_03_0001: { status: 404, message: 'Die hochgeladene Datei wurde nicht gefunden. Bitte lade sie erneut hoch.' },
  LW_404_20_0001: { status: 404, message: 'Die Einladung wurde nicht gefunden.' },
  LW_404_20_0002: { status: 404, message: 'Diese Person gehört nicht zu deiner Firma.' },
  LW_404_20_0003: { status: 404, message: 'Diese Neuigkeit wurde nicht gefunden.' },
  // A shared link that is unknown, expired or revoked: one answer for all three (wording of issue 13).
  LW_404_33_0001: { status: 404, message: 'Dieser Link ist abgelaufen oder wurde zurückgezogen.' },
  LW_409_00_0001: {
    status: 409,
    message: 'Der Eintrag wurde inzwischen von jemand anderem geändert. Bitte lade ihn neu.',
  },
  // Entities: a unique value another record of the company holds (schemas/numbering.ts); the answer's
  // field issue names which value (customer number, supplier number, login).
  LW_409_02_0001: { status: 409, message: 'Diese Nummer ist bereits vergeben.' },
  LW_409_02_0002: { status: 409, message: 'Dieser Zugang ist bereits mit einem anderen Mitarbeiter verknüpft.' },
  // wording ours: a numbering found no free number (over a thousand in a row typed in by hand, or many
  // creates at once); the counter stands past the numbers looked at, so trying again goes on from there.
  LW_409_02_0003: {
    status: 409,
    message: 'Gerade ist keine freie Nummer zu finden. Bitte versuche es erneut oder gib die Nummer von Hand ein.',
  },
  LW_409_20_0001: { status: 409, message: 'Diese Person hat bereits einen Zugang zu deiner Firma.' },
  // A body over API Gateway's 10 MB payload limit (the local gateway answers the same).
  LW_413_00_0001: { status: 413, message: 'Die Anfrage ist zu groß: Es sind höchstens 10 MB möglich.' },
  LW_429_00_0001: { status: 429, message: 'Zu viele Anfragen. Bitte warte einen Moment.' },
  LW_500_00_0001: { status: 500, message: 'Da ist etwas schiefgelaufen. Bitte versuche es später erneut.' },
} as const;
