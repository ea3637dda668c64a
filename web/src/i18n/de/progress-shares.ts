/** Texts of the farmer's orders progress link (issue 15): the office's links and the public page. */
export const progressShareTexts = {
  progressSharesPage: {
    createTitle: 'Neuer Fortschritts-Link',
    labelHint: 'Wofür der Link ist, z. B. „Maisernte 2026 – Hof Thomsen“.',
    createdText:
      'Kopiere den Link jetzt: Aus Sicherheitsgründen wird er nur dieses eine Mal angezeigt. Wer ihn hat, sieht die aktuellen Aufträge des Kunden ohne Anmeldung bis zum Ablaufdatum.',
    created: 'Erstellt',
    empty: 'Noch keine Links. Erstelle einen, damit dein Kunde den Stand seiner Aufträge verfolgen kann.',
  },
  ordersProgressPage: {
    asOf: (moment: string) => `Stand: ${moment}`,
    validUntil: (date: string) => `gültig bis ${date}`,
    forCustomer: (customer: string) => `Aufträge für ${customer}`,
    orders: 'Aufträge',
    none: 'Zurzeit sind keine Aufträge geplant oder in Arbeit.',
    planned: 'Geplant',
    worked: 'Gearbeitet',
    service: 'Leistung',
    hours: 'Stunden',
    area: 'Fläche',
    amount: 'Betrag bisher (netto)',
    totals: 'Summe',
    fields: 'Felder',
  },
} as const;

export const progressSharePageTitles = {
  ordersProgressSharing: 'Auftragsfortschritt teilen',
  ordersProgress: 'Auftragsfortschritt',
} as const;
