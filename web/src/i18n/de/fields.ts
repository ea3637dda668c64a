/** Texts of the fields pages (Stammdaten > Felder, the farmer's 'Felder'; issue 13 map structures). */
export const fieldPageTexts = {
  fieldsPage: {
    create: 'Feld zeichnen',
    importFields: 'Felder importieren',
    createTitle: 'Neues Feld',
    editTitle: (name: string) => `${name || 'Feld'} bearbeiten`,
    name: 'Name',
    customer: 'Kunde',
    noCustomer: 'Kein Kunde',
    allCustomers: 'Alle Kunden',
    customerFilter: 'Kunde',
    crop: 'Kultur',
    cropBefore: 'Vorfrucht',
    other: 'Notiz',
    shape: 'Umriss',
    area: 'Fläche',
    actions: 'Aktionen',
    edit: 'Bearbeiten',
    archive: 'Archivieren',
    archiveConfirm: (name: string) =>
      `Möchtest du ${name || 'das Feld'} wirklich archivieren? Ein archiviertes Feld kann nicht wiederhergestellt werden.`,
    archived: 'Das Feld wurde archiviert.',
    created: 'Das Feld wurde gespeichert.',
    saved: 'Die Änderungen wurden gespeichert.',
    empty: 'Noch keine Felder. Zeichne das erste auf der Karte.',
    unnamed: 'Ohne Namen',
    count: (n: number) => (n === 1 ? '1 Feld' : `${n} Felder`),
    areaNote: 'Die Fläche berechnet der Server aus dem Umriss ohne Aussparungen.',
    /** The farmer's side. */
    contractor: 'Dienstleister',
    noContractor: 'Du bist noch bei keinem Lohnunternehmen als Kunde angemeldet.',
    readOnly:
      'Du darfst die Felder bei diesem Dienstleister nur ansehen. Änderungen kann dein Dienstleister freigeben.',
    /** Kundenkarte: the customers' positions on the fields map. */
    customerPositions: 'Kunden auf der Karte',
    openCustomer: 'Kunde öffnen',
  },
} as const;
