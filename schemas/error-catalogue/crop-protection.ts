/**
 * The crop-protection import of the orders service (area 39 of the platform's LW_ codes, issue 15 point 7).
 * The spec words none of these; the wording is ours, in its voice.
 */
export const cropProtectionErrors = {
  // Lines of a confirmed import that an order refuses (another customer's, billed, in the trash): the
  // issues name each line's field.
  LW_400_39_0001: {
    status: 400,
    message: 'Einige Zeilen können nicht übernommen werden. Bitte prüfe die markierten Zeilen.',
  },
  // The uploaded text has no header line of a crop-protection export: the issue is at the file.
  LW_400_39_0002: { status: 400, message: 'Die Datei konnte nicht gelesen werden.' },
} as const;
