/** Texts of the field import (Stammdaten > Felder importieren; issue 13 point 3). */
export const fieldImportTexts = {
  fieldImport: {
    intro:
      'Übernimm die Felder eines Kunden aus dem Export eines Ackerschlagprogramms oder Antragsprogramms. Prüfe sie auf der Karte und wähle, welche importiert werden.',
    customer: 'Kunde',
    customerPlaceholder: 'Kunde wählen',
    customerHint: 'Die Felder werden diesem Kunden zugeordnet.',
    contractorTitle: 'Felder importieren',
    contractor: 'Dienstleister',
    contractorPlaceholder: 'Dienstleister wählen',
    contractorHint: 'Deine Felder werden bei diesem Dienstleister gespeichert, wenn er es dir erlaubt hat.',
    file: 'Datei',
    chooseFile: 'Datei wählen',
    dropFile: 'Datei hierher ziehen',
    removeFile: (name: string) => `${name} entfernen`,
    fileSize: (bytes: number) =>
      bytes < 1024 * 1024
        ? `${(bytes / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} KB`
        : `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`,
    formats: 'Shapefile als ZIP (.zip mit .shp, .dbf und .prj), GeoJSON (.geojson, .json) oder KML (.kml).',
    reading: 'Die Datei wird gelesen …',
    previewTitle: 'Vorschau',
    name: 'Name',
    area: 'Fläche',
    crop: 'Kultur',
    fid: 'Feldblock',
    status: 'Hinweis',
    importable: 'Wird übernommen',
    notTaken: (reason: string) => `Nicht übernommen: ${reason}`,
    count: (n: number) => (n === 1 ? '1 Feld in der Datei' : `${n} Felder in der Datei`),
    selected: (n: number, of: number) => `${n} von ${of} ausgewählt`,
    import: (n: number) => (n === 1 ? '1 Feld importieren' : `${n} Felder importieren`),
    importing: 'Import läuft',
    progress: (done: number, of: number) => `${done} von ${of} Feldern gespeichert`,
    imported: (n: number) => (n === 1 ? '1 Feld importiert.' : `${n} Felder importiert.`),
    failed: (n: number) =>
      n === 1
        ? '1 Feld wurde nicht gespeichert. Du kannst es noch einmal versuchen.'
        : `${n} Felder wurden nicht gespeichert. Du kannst sie noch einmal versuchen.`,
    retry: 'Noch einmal versuchen',
    toFields: 'Zu den Feldern auf der Karte',
    another: 'Weitere Datei importieren',
    unnamed: (n: number) => `Feld ${n}`,
    part: (name: string, n: number) => `${name} (Teil ${n})`,
    holesDropped: 'Aussparungen, die nicht innerhalb des Feldes liegen, wurden nicht übernommen.',
    // Why a file is refused as a whole.
    emptyFile: 'Die Datei ist leer.',
    unknownFormat: (name: string) =>
      `Das Format von „${name}“ kennen wir nicht. Bitte wähle ein Shapefile als ZIP, eine GeoJSON- oder eine KML-Datei.`,
    invalidGeoJson: 'Die Datei ist kein gültiges GeoJSON. Bitte prüfe den Export.',
    invalidKml: 'Die Datei ist keine gültige KML-Datei. Bitte prüfe den Export.',
    invalidShapefile:
      'Das ZIP enthält kein lesbares Shapefile. Bitte packe die Dateien .shp, .dbf und .prj zusammen in ein ZIP.',
    noPolygons: 'Die Datei enthält keine Flächen. Bitte exportiere die Felder als Polygone.',
    tooManyFields: (n: number, max: number) =>
      `Die Datei enthält ${n} Felder, höchstens ${max} gehen auf einmal. Bitte teile den Export auf.`,
    unknownCrs: (name: string) =>
      `Das Koordinatensystem ${name} kennen wir nicht. Bitte exportiere in WGS 84, ETRS89/UTM (EPSG:25832, 25833) oder Gauß-Krüger (EPSG:31467).`,
    // Why one field is not taken.
    tooFewVertices: 'Das Feld hat weniger als drei Punkte.',
    tooManyVertices: (max: number) => `Das Feld hat mehr als ${max.toLocaleString('de-DE')} Punkte.`,
    selfIntersecting: 'Die Umrisslinie des Felds kreuzt sich selbst.',
    notDegrees: 'Die Koordinaten sind keine Längen- und Breitengrade. Bitte exportiere mit Koordinatensystem.',
  },
} as const;
