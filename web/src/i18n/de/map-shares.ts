/** Texts of map structures sharing (issue 13 point 3): the office's links and the page a link opens. */
export const mapShareTexts = {
  mapSharesPage: {
    create: 'Link erstellen',
    createTitle: 'Neuer Link zu Kartenstrukturen',
    customer: 'Kunde',
    label: 'Bezeichnung',
    labelHint: 'Wofür der Link ist, z. B. „Maisernte 2026 – Lohnunternehmen Petersen“.',
    validUntil: 'Gültig bis',
    validUntilHint: 'Frühestens morgen, höchstens in einem Jahr. Ohne Angabe 30 Tage.',
    everything: 'Alle aktiven Felder, Strecken und Markierungen des Kunden',
    fields: 'Felder',
    tracks: 'Strecken',
    markers: 'Markierungen',
    createdTitle: 'Der Link wurde erstellt.',
    createdText:
      'Kopiere den Link jetzt: Aus Sicherheitsgründen wird er nur dieses eine Mal angezeigt. Wer ihn hat, sieht die Karte ohne Anmeldung bis zum Ablaufdatum.',
    copy: 'Link kopieren',
    copied: 'Link kopiert',
    copyFailed: 'Der Link konnte nicht kopiert werden. Bitte markiere und kopiere ihn selbst.',
    createdBy: 'Erstellt von',
    expires: 'Gültig bis',
    status: 'Status',
    link: 'Link',
    linkHidden: 'Nur bei der Erstellung sichtbar',
    actions: 'Aktionen',
    revoke: 'Zurückziehen',
    revokeTitle: 'Link zurückziehen?',
    revokeText: (label: string) =>
      `Der Link „${label}“ funktioniert danach nicht mehr. Das kann nicht rückgängig gemacht werden.`,
    revoked: 'Der Link wurde zurückgezogen.',
    empty: 'Noch keine Links. Erstelle einen, um einem Kunden oder Partner seine Felder zu zeigen.',
    count: (n: number) => (n === 1 ? '1 Link' : `${n} Links`),
    statuses: { active: 'Aktiv', expired: 'Abgelaufen', revoked: 'Zurückgezogen' },
  },
  sharedMapPage: {
    validUntil: (date: string) => `gültig bis ${date}`,
    sharedBy: (company: string, customer: string) => `Geteilt von ${company} für ${customer}`,
    legend: 'Legende',
    fields: (n: number) => (n === 1 ? '1 Feld' : `${n} Felder`),
    tracks: (n: number) => (n === 1 ? '1 Strecke' : `${n} Strecken`),
    markers: (n: number) => (n === 1 ? '1 Markierung' : `${n} Markierungen`),
    fieldList: 'Felder',
    unnamed: 'Ohne Namen',
    loading: 'Karte wird geladen …',
  },
} as const;

/** Titles of the two pages (application.md §2 'map structures sharing'; the page a link opens). */
export const mapSharePageTitles = {
  mapStructuresSharing: 'Kartenstrukturen teilen',
  sharedMap: 'Geteilte Karte',
} as const;
