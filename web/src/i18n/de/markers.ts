import type { markerTypes } from '../../../../schemas/map-structures';

type MarkerType = (typeof markerTypes)[number];

/** Texts of the markers page (Stammdaten > Markierungen; issue 13 point 3). */
export const markerPageTexts = {
  markersPage: {
    create: 'Markierung setzen',
    createTitle: 'Neue Markierung',
    editTitle: (label: string) => `${label} bearbeiten`,
    label: 'Bezeichnung',
    type: 'Art',
    customer: 'Kunde',
    noCustomer: 'Kein Kunde',
    position: 'Position',
    positionHint: 'Tippe auf die Karte oder gib die Position ein.',
    positionMissing: 'Bitte tippe auf die Karte oder gib die Position ein.',
    positionInvalid:
      'Bitte gib die Position als Dezimalgrad (54,481230° N, 9,052110° O) oder in Grad, Minuten, Sekunden (54° 28′ 52,4″ N, 9° 3′ 7,6″ O) ein.',
    showOnMap: 'Auf der Karte zeigen',
    representation: 'Darstellung',
    representations: {
      decimal: 'Dezimalgrad',
      'degrees-minutes-seconds': 'Grad, Minuten, Sekunden',
    },
    showAs: (name: string) => `In ${name} zeigen`,
    actions: 'Aktionen',
    edit: 'Bearbeiten',
    archive: 'Archivieren',
    archiveTitle: 'Markierung archivieren?',
    archiveQuestion: (label: string) => `${label} verschwindet von der Karte und aus der Liste.`,
    archived: 'Die Markierung wurde archiviert.',
    created: 'Die Markierung wurde gespeichert.',
    empty: 'Noch keine Markierungen. Setze die erste auf der Karte.',
    unnamed: 'Ohne Bezeichnung',
    count: (n: number) => (n === 1 ? '1 Markierung' : `${n} Markierungen`),
    legend: 'Legende',
    loadingPoint: 'Be-/Entladestelle (Stammdaten)',
    loadingPointsTitle: 'Be-/Entladestellen',
    loadingPointsEmpty: 'Keine Be-/Entladestellen mit Position.',
    types: {
      order: 'Auftrag',
      field: 'Feld',
      customer: 'Kunde',
      other: 'Sonstiges',
      tracking: 'Ortung',
      disabled: 'Deaktiviert',
      'loading-point': 'Beladestelle',
      'unloading-point': 'Entladestelle',
      'loading-and-unloading-point': 'Be- und Entladestelle',
    } satisfies Record<MarkerType, string>,
  },
} as const;
