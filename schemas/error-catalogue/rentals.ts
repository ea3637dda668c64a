/**
 * Rental orders (area 38 of the platform's LW_ codes, issue 15): the spec words none of these; the
 * texts are ours, in its voice.
 */
export const rentalErrors = {
  LW_404_38_0001: { status: 404, message: 'Diese Vermietung wurde nicht gefunden.' },
  // The field issue at `start` names the other rental's number and period.
  LW_409_38_0001: { status: 409, message: 'Die Maschine ist in diesem Zeitraum schon vermietet.' },
  LW_409_38_0002: {
    status: 409,
    message: 'Maschine, Kunde, Zeitraum und Preis lassen sich nur bei reservierten Vermietungen ändern.',
  },
  LW_409_38_0003: { status: 409, message: 'Nur eine reservierte Vermietung kann ausgegeben werden.' },
  LW_409_38_0004: { status: 409, message: 'Nur eine ausgegebene Maschine kann zurückgenommen werden.' },
  LW_409_38_0005: { status: 409, message: 'Nur eine reservierte Vermietung kann storniert werden.' },
} as const;
