/**
 * Tolls and refuels (area 37 of the platform's LW_ codes): imports of the toll operator's trip list and the
 * trips assigned from them. The spec words none of these; the wording is ours.
 */
export const tollErrors = {
  // The file has no row naming plate, start and amount: no trip list (or another export of the portal).
  LW_400_37_0001: {
    status: 400,
    message:
      'Die Datei enthält keine Kopfzeile mit Kennzeichen, Beginn und Betrag. Bitte lade die Fahrtenliste als CSV hoch.',
  },
  // The upload key names another company's folder.
  LW_403_37_0001: { status: 403, message: 'Diese Datei gehört nicht zu deiner Firma.' },
  LW_404_37_0001: { status: 404, message: 'Dieser Maut-Import wurde nicht gefunden.' },
  // The presigned upload was not done (or has expired and was removed).
  LW_404_37_0002: {
    status: 404,
    message: 'Die hochgeladene Datei wurde nicht gefunden. Bitte lade sie noch einmal hoch.',
  },
  LW_404_37_0003: { status: 404, message: 'Diese Fahrt ist nicht mehr offen. Bitte lade die Seite neu.' },
  // An order holds at most ORDER_PART_LIST_MAX toll records.
  LW_409_37_0001: { status: 409, message: 'Dieser Auftrag kann keine weiteren Mautfahrten aufnehmen.' },
  LW_409_37_0002: { status: 409, message: 'Dieser Auftrag kann keine weiteren Tankvorgänge aufnehmen.' },
} as const;
