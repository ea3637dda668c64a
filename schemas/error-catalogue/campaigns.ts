/**
 * Campaigns (Auftragsketten) and their customer replacement (area 35 of the platform's LW_ codes, issue 15).
 * The spec words none of these; the wording is ours, in its voice.
 */
export const campaignErrors = {
  LW_404_35_0001: { status: 404, message: 'Diese Auftragskette wurde nicht gefunden.' },
  // A billed order keeps the customer it was billed to: the bill was made from it.
  LW_409_35_0001: {
    status: 409,
    message:
      'Der Kunde kann nicht ersetzt werden: Mindestens ein Auftrag der Kette ist schon abgerechnet. Die Rechnung wurde für den bisherigen Kunden erstellt.',
  },
  // The chain or one of its orders changed between reading and writing: nothing was written.
  LW_409_35_0002: {
    status: 409,
    message:
      'Die Auftragskette oder einer ihrer Aufträge wurde inzwischen geändert. Es wurde nichts geändert, bitte lade die Seite neu und versuche es noch einmal.',
  },
} as const;
