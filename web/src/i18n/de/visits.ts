/** Texts of 'Wer war wann hier?' (issue 13 point 5; under the Mitarbeiterkarte). */
export const visitsTexts = {
  visits: {
    title: 'Wer war wann hier?',
    description:
      'Zeichne eine Fläche auf der Karte und wähle einen Zeitraum: Du siehst, wer mit welchem Auftrag dort war und wie lange.',
    openFromEmployeesMap: 'Wer war wann hier?',
    area: 'Fläche',
    fieldTemplate: 'Fläche eines Feldes übernehmen',
    noFieldTemplate: 'Selbst zeichnen',
    from: 'Von',
    to: 'Bis',
    search: 'Suchen',
    results: 'Ergebnisse',
    order: 'Auftrag',
    employee: 'Mitarbeiter',
    inside: 'Dauer in der Fläche',
    first: 'Zuerst',
    last: 'Zuletzt',
    internalWork: 'Interne Arbeit',
    unknownOrder: 'Unbekannter Auftrag',
    unknownEmployee: 'Unbekannter Mitarbeiter',
    none: 'In diesem Zeitraum war niemand in der Fläche.',
    notSearched: 'Noch nicht gesucht.',
    showTrack: 'Spur zeigen',
    trackTitle: (employee: string, order: string) => `Spur von ${employee}: ${order}`,
    count: (n: number) => (n === 1 ? '1 Treffer' : `${n} Treffer`),
  },
} as const;
