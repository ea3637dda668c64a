/** The receipts' texts; a leaf, so the error catalogue quotes them without loading the receipt's schemas. */
export const receiptMessages = {
  positionName: 'Bitte gib eine Bezeichnung für die Position ein.',
  quantity: 'Bitte gib eine gültige Menge ein.',
  unitPrice: 'Bitte gib einen gültigen Einzelpreis ein.',
  unitPriceDecimals: 'Ein Einzelpreis hat höchstens 5 Nachkommastellen.',
  discount: 'Ein Rabatt liegt zwischen 0 und 100 %.',
  exchangeRatePositive: 'Der Umrechnungskurs muss größer als 0 sein.',
  customer: 'Bitte wähle einen Kunden aus.',
  operatingUnit: 'Bitte wähle einen Betrieb aus.',
  date: 'Bitte gib ein gültiges Datum ein.',
  dateRange: 'Bitte gib ein Belegdatum zwischen 01.01.2000 und 31.12.2099 ein.',
  noPositions: 'Ein Beleg braucht mindestens eine Position.',
  finalized: 'Dieser Beleg ist festgeschrieben und kann nicht mehr geändert werden.',
  servicePeriod: 'Das Ende des Leistungszeitraums darf nicht vor seinem Beginn liegen.',
  timeOfSupply:
    'Bitte gib den Leistungszeitraum oder ein Leistungsdatum an oder bestätige, dass das Belegdatum das Leistungsdatum ist.',
  referencedBill: 'Bitte wähle eine festgeschriebene Rechnung dieses Kunden aus.',
  exchangeRate:
    'Bitte gib für einen Beleg in CHF den Umrechnungskurs zum Euro an (Umsatzsteuer in EUR, § 16 Abs. 6 UStG).',
  /** Two operating units share a number format without their own {BETRIEB} prefix. */
  numberTaken:
    'Diese Belegnummer hat schon ein Beleg eines anderen Betriebs. Bitte lege in den Belegeinstellungen für jeden Betrieb ein eigenes Kürzel fest und nimm {BETRIEB} ins Nummernformat auf.',
} as const;
