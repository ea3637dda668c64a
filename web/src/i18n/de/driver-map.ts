/** Texts of the driver's map of an order on the phone (Meine Aufträge 'Karte'; issue 13 point 4). */
export const driverMapTexts = {
  driverMap: {
    open: 'Karte',
    title: (orderName: string) => `Karte: ${orderName}`,
    close: 'Schließen',
    centerOnMe: 'Auf mich zentrieren',
    ownPosition: 'Mein Standort',
    waiting: 'Dein Standort wird ermittelt …',
    denied:
      'Die App darf deinen Standort nicht verwenden. Erlaube den Standortzugriff in den Einstellungen, damit du dich auf der Karte siehst.',
    unavailable: 'Dein Standort ist gerade nicht verfügbar.',
    fields: 'Felder',
    noStructures: 'Für diesen Auftrag sind keine Felder, Strecken oder Markierungen hinterlegt.',
    marker: 'Markierung',
    loadingPoint: 'Be-/Entladestelle',
    legend: 'Grün: Felder, Blau: Strecken (Pfeile zeigen die Fahrtrichtung), Rot: deine bisherige Spur.',
    fieldRow: (name: string, area: string) => `${name || 'Feld ohne Namen'}: ${area} ha`,
  },
} as const;
