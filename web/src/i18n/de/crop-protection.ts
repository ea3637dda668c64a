/** Texts of the crop-protection import (issue 15 point 7): a farm program's export into orders' article amounts. */
export const cropProtectionTexts = {
  title: 'Pflanzenschutz-Import',
  intro:
    'Übernimm die Pflanzenschutz-Maßnahmen aus dem Export eines Ackerschlag-Programms (CSV) als Artikelmengen in die Aufträge des Kunden.',
  customer: 'Kunde',
  customerHint: 'Für diesen Kunden werden Schläge und Aufträge gesucht.',
  customerPlaceholder: 'Kunden wählen',
  file: 'Datei',
  fileHint: 'CSV-Export der Pflanzenschutz-Maßnahmen (Trennzeichen ; oder ,).',
  chooseFile: 'Datei wählen',
  dropFile: 'Datei hierher ziehen',
  removeFile: (name: string) => `${name} entfernen`,
  fileSize: (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`,
  reading: 'Die Datei wird gelesen …',
  customerFirst: 'Bitte wähle zuerst einen Kunden aus.',
  rows: (count: number) => (count === 1 ? '1 Zeile' : `${count} Zeilen`),
  takeable: (count: number, total: number) => `${count} von ${total} zugeordnet`,
  line: 'Zeile',
  date: 'Datum',
  field: 'Schlag',
  product: 'Mittel',
  amount: 'Menge',
  order: 'Auftrag',
  article: 'Artikel',
  status: 'Status',
  chooseOrder: 'Auftrag wählen',
  chooseArticle: 'Artikel wählen',
  matched: 'Zugeordnet',
  unmatched: (reason: string) => `Nicht zugeordnet (${reason})`,
  duplicate: 'Doppelt',
  noRows: 'Die Datei enthält keine Maßnahmen.',
  take: (count: number) => `Übernehmen (${count})`,
  confirmTitle: 'Mengen übernehmen?',
  confirmText: (count: number) =>
    count === 1
      ? 'Die zugeordnete Zeile wird als Artikelmenge in ihren Auftrag übernommen.'
      : `Die ${count} zugeordneten Zeilen werden als Artikelmengen in ihre Aufträge übernommen.`,
  confirm: 'Übernehmen',
  saved: (added: number, orders: number, duplicates: number) =>
    `${added === 1 ? '1 Menge' : `${added} Mengen`} in ${orders === 1 ? '1 Auftrag' : `${orders} Aufträge`} übernommen${
      duplicates > 0 ? `, ${duplicates} schon vorhanden` : ''
    }.`,
  chooseOrderFirst: 'Bitte wähle einen Auftrag aus.',
  chooseArticleFirst: 'Bitte wähle einen Artikel aus.',
} as const;
