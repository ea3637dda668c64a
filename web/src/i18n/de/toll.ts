import type { TUnassignedReason } from '../../../../schemas/planning/toll';
import { unassignedReasons } from '../../../../schemas/planning/toll';

/** Texts of the toll page (issue 15): importing the operator's trip list and assigning its open trips. */
export const tollTexts = {
  tollPage: {
    intro:
      'Lade die Fahrtenliste (Einzelfahrtennachweis) von Toll Collect als CSV hoch. Jede Fahrt kommt auf den Auftrag, in dessen Zeit die Maschine mit diesem Kennzeichen lief.',
    file: 'Fahrtenliste (CSV)',
    fileConstraint: 'CSV-Datei aus dem Toll-Collect-Portal, höchstens 30 MB.',
    choose: 'Datei wählen',
    drop: 'Datei hierher ziehen',
    removeFile: (name: string) => `${name} entfernen`,
    import: 'Importieren',
    uploading: 'Datei wird hochgeladen …',
    importing: 'Fahrten werden zugeordnet …',
    result: (fileName: string) => `Ergebnis: ${fileName}`,
    rows: 'Zeilen',
    assigned: 'Zugeordnet',
    unassigned: 'Offen',
    duplicates: 'Schon importiert',
    unreadable: 'Nicht lesbar',
    total: 'Maut gesamt',
    openTrips: 'Offene Fahrten',
    openEmpty: 'Alle Fahrten sind Aufträgen zugeordnet.',
    plate: 'Kennzeichen',
    start: 'Beginn',
    route: 'Strecke',
    amount: 'Betrag',
    reason: 'Grund',
    assign: 'Auftrag zuordnen',
    chooseOrder: 'Auftrag wählen',
    noOrders: 'Keine Aufträge an diesem Tag',
    assignedNotice: 'Die Fahrt wurde dem Auftrag zugeordnet.',
    rowErrors: 'Nicht lesbare Zeilen',
    line: (line: number) => `Zeile ${line}`,
    imports: 'Bisherige Importe',
    importsEmpty: 'Noch keine Fahrtenliste importiert.',
    importedAt: 'Importiert am',
    fileName: 'Datei',
    show: 'Anzeigen',
    reasons: unassignedReasons satisfies Record<TUnassignedReason, string>,
  },
} as const;

/** The order details' sections of toll trips and refuels. */
export const orderCostTexts = {
  orderCosts: {
    tolls: 'Maut',
    tollsEmpty: 'Zu diesem Auftrag sind keine Mautfahrten importiert.',
    tollSum: (amount: string) => `Summe: ${amount}`,
    refuels: 'Tankvorgänge',
    refuelsEmpty: 'Zu diesem Auftrag ist kein Tankvorgang erfasst.',
    refuelsOfMachineEmpty: 'In diesem Jahr ist für diese Maschine kein Tankvorgang erfasst.',
    month: 'Monat',
    count: 'Tankvorgänge',
    litersSum: (liters: string) => `Summe: ${liters}`,
    start: 'Beginn',
    at: 'Zeitpunkt',
    machine: 'Maschine',
    route: 'Strecke',
    distance: 'Entfernung',
    amount: 'Betrag',
    liters: 'Liter',
    customer: 'Kunde',
  },
} as const;

export const tollPageTitles = { toll: 'Maut' } as const;
