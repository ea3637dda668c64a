/** Texts of the tracks page (Stammdaten > Strecken; issue 13 map structures). */
export const trackPageTexts = {
  tracksPage: {
    create: 'Strecke zeichnen',
    createTitle: 'Neue Strecke',
    shapeTitle: (name: string) => `Verlauf von ${name || 'Strecke'} bearbeiten`,
    name: 'Name',
    customer: 'Kunde',
    noCustomer: 'Kein Kunde',
    shape: 'Verlauf',
    direction: 'Fahrtrichtung vorgeben',
    length: 'Länge',
    actions: 'Aktionen',
    editShape: 'Verlauf bearbeiten',
    archive: 'Archivieren',
    archived: 'Die Strecke wurde archiviert.',
    created: 'Die Strecke wurde gespeichert.',
    empty: 'Noch keine Strecken. Zeichne die erste auf der Karte.',
    unnamed: 'Ohne Namen',
    count: (n: number) => (n === 1 ? '1 Strecke' : `${n} Strecken`),
  },
} as const;
