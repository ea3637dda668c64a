/** Texts of the customer area: the farmer's view of their contractors. */
export const customerAreaTexts = {
  contractorsPage: {
    description: 'Die Lohnunternehmen, für die du als Kunde angemeldet bist.',
    empty: 'Du bist noch bei keinem Lohnunternehmen als Kunde angemeldet.',
    emptyHint: 'Sobald dich ein Lohnunternehmen einlädt, erscheint die Einladung hier.',
    address: 'Anschrift',
    contact: 'Kontakt',
    website: 'Webseite',
    logistics: 'Logistik',
    agricultural: 'Lohnunternehmen',
    fields: 'Meine Felder bei diesem Lohnunternehmen',
  },
  homeContractors: {
    title: 'Deine Dienstleister',
    all: 'Alle Dienstleister',
    newRequest: 'Anfrage stellen',
    requests: 'Aufträge ansehen',
  },
} as const;
