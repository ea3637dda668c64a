/** Texts of picking fields and tracks for an order or a request on the map (issue 13 point 4). */
export const structurePickingTexts = {
  structurePicker: {
    label: 'Felder und Strecken',
    hint: 'Tippe auf der Karte auf ein Feld oder eine Strecke oder hake sie in der Liste an.',
    offered: 'Felder und Strecken zur Auswahl',
    picked: 'Ausgewählt',
    nothingOffered: 'Hier sind noch keine Felder oder Strecken eingezeichnet.',
    nothingPicked: 'Noch nichts ausgewählt.',
    field: 'Feld',
    track: 'Strecke',
    unnamed: 'Ohne Namen',
    marker: 'Markierung',
    remove: (name: string) => `${name} entfernen`,
    moveUp: (name: string) => `${name} nach oben`,
    moveDown: (name: string) => `${name} nach unten`,
    sequence: 'In dieser Reihenfolge abarbeiten',
    sequenceHint: 'Die Fahrerin oder der Fahrer arbeitet die Felder und Strecken der Reihe nach ab.',
    total: (area: string, length: string) => `Zusammen ${area} und ${length} Strecke`,
    totalArea: (area: string) => `Zusammen ${area}`,
    mapTitle: 'Felder und Strecken auf der Karte',
    loading: 'Felder und Strecken werden geladen …',
  },
} as const;
