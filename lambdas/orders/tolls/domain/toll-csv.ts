import Papa from 'papaparse';
import { germanWallClock } from '../../../../schemas/kernel/calendar';
import { normaliseDecimal } from '../../../../schemas/kernel/money';
import { normaliseLicensePlate, type TTollRowError, type TTollTrip } from '../../../../schemas/planning/toll';
import { type MomentColumns, recogniseColumns, type TollColumns } from './toll-columns';

/**
 * Reads the toll operator's trip list (Toll Collect 'Einzelfahrtennachweis' as CSV): Windows-1252 or UTF-8,
 * ';'-separated, title lines above the header, German decimals and dates in German time. A line that cannot
 * be read is reported with its number and a German reason; the others are read.
 */
export type TollCsv = { ok: true; trips: TTollTrip[]; rowErrors: TTollRowError[] } | { ok: false; reason: string };

export const tollCsvMessages = {
  noHeader:
    'Die Datei enthält keine Kopfzeile mit Kennzeichen, Beginn und Betrag. Bitte lade die Fahrtenliste als CSV hoch.',
  tooFewCells: 'Die Zeile hat zu wenige Spalten.',
  plateMissing: 'Das Kennzeichen fehlt.',
  start: (value: string) => `Der Beginn „${value}“ ist kein gültiges Datum mit Uhrzeit.`,
  end: (value: string) => `Das Ende „${value}“ ist kein gültiges Datum mit Uhrzeit.`,
  endBeforeStart: 'Das Ende liegt vor dem Beginn.',
  amount: (value: string) => `Der Betrag „${value}“ ist kein gültiger Eurobetrag.`,
  negativeAmount: (value: string) => `Der Betrag „${value}“ ist negativ (Erstattung) und wird nicht übernommen.`,
  distance: (value: string) => `Die Strecke „${value}“ ist keine gültige Zahl.`,
  tooLong: 'Ein Feld der Zeile ist zu lang.',
} as const;

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * The file's text: UTF-8 when it has the BOM or is valid UTF-8, else Windows-1252 (the operator's export).
 * A Windows-1252 file with umlauts is never valid UTF-8 ('ü' is one byte 0xFC), so the check is safe.
 */
export const decodeTollFile = (bytes: Uint8Array): string => {
  if (UTF8_BOM.every((byte, index) => bytes[index] === byte)) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
};

/** '1.234,56', '12,34 €', 'EUR 12,34' → '1234.56'; undefined when it is no number. */
export const germanDecimal = (cell: string): string | undefined => {
  const compact = cell.replace(/€|eur|\s/gi, '');
  if (!/^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$|^-?\d+\.\d+$/.test(compact)) return undefined;
  // A dot with a comma, or dots every three digits, are thousands; a lone dot before 1-2 or 4+ digits a decimal point.
  const german = compact.includes(',') || /^-?\d{1,3}(\.\d{3})+$/.test(compact);
  const plain = german ? compact.replace(/\./g, '').replace(',', '.') : compact;
  return normaliseDecimal(plain);
};

const DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The UTC moment of a full hour on a German wall clock, remembered: a season's list has a few thousand
 * distinct hours but 100,000 rows, and the time-zone arithmetic is the parser's dearest step. Germany changes
 * its offset only at full hours, so minutes and seconds are added to the hour's moment. Bounded, so a
 * warm Lambda does not grow it without end.
 */
const hourMoments = new Map<string, number>();
const HOURS_REMEMBERED = 20_000;
const germanHour = (isoDay: string, hour: string): number => {
  const name = `${isoDay}T${hour}`;
  const known = hourMoments.get(name);
  if (known !== undefined) return known;
  const moment = Date.parse(germanWallClock(isoDay, `${hour}:00`));
  if (hourMoments.size >= HOURS_REMEMBERED) hourMoments.clear();
  hourMoments.set(name, moment);
  return moment;
};

/** '24.11.2026' + '07:15' (or '07:15:00') in German time → UTC ISO; undefined when it is no moment. */
export const germanMoment = (date: string, time: string): string | undefined => {
  const day = DATE.exec(date.trim());
  const clock = TIME.exec(time.trim());
  if (!day || !clock) return undefined;
  const year = day[3]?.length === 2 ? `20${day[3]}` : day[3];
  const isoDay = `${year}-${day[2]?.padStart(2, '0')}-${day[1]?.padStart(2, '0')}`;
  const [minutes, seconds] = [Number(clock[2]), Number(clock[3] ?? '0')];
  if (minutes > 59 || seconds > 59) return undefined;
  try {
    const hour = germanHour(isoDay, clock[1]?.padStart(2, '0') ?? '');
    return new Date(hour + minutes * 60_000 + seconds * 1000).toISOString();
  } catch {
    return undefined;
  }
};

const cellAt = (row: readonly string[], index: number | undefined): string =>
  index === undefined ? '' : (row[index] ?? '').trim();

/** The moment of one end of the trip from its column(s); undefined when it cannot be read. */
const momentOf = (row: readonly string[], columns: MomentColumns): { text: string; moment: string | undefined } => {
  if ('dateTime' in columns) {
    const text = cellAt(row, columns.dateTime);
    const [date = '', time = ''] = text.split(/\s+/);
    return { text, moment: germanMoment(date, time) };
  }
  const date = cellAt(row, columns.date);
  const time = cellAt(row, columns.time);
  // A date column that holds the time as well ('Datum Beginn: 24.11.2026 07:15') when no time column exists.
  const [onlyDate = '', ownTime = ''] = date.split(/\s+/);
  const text = [date, time].filter((part) => part.length > 0).join(' ');
  return { text, moment: germanMoment(onlyDate, time || ownTime) };
};

/** The route as the office reads it: 'Münster-Nord → Greven'. */
const routeOf = (row: readonly string[], columns: TollColumns): string =>
  [cellAt(row, columns.entry), cellAt(row, columns.exit)].filter((part) => part.length > 0).join(' → ');

const FIELD_MAX = 200;

/** One data row as a trip, or the reason it cannot be read. */
const tripOf = (row: readonly string[], columns: TollColumns, line: number): TTollTrip | string => {
  const maxIndex = Math.max(columns.plate, columns.amount);
  if (row.length <= maxIndex) return tollCsvMessages.tooFewCells;
  if (row.some((cell) => cell.length > FIELD_MAX)) return tollCsvMessages.tooLong;
  const licensePlate = cellAt(row, columns.plate);
  if (normaliseLicensePlate(licensePlate).length === 0 || licensePlate.length > 20) return tollCsvMessages.plateMissing;
  const start = momentOf(row, columns.start);
  if (!start.moment) return tollCsvMessages.start(start.text);
  const end = columns.end ? momentOf(row, columns.end) : undefined;
  if (end && end.text.length > 0 && !end.moment) return tollCsvMessages.end(end.text);
  if (end?.moment && end.moment < start.moment) return tollCsvMessages.endBeforeStart;
  const amountText = cellAt(row, columns.amount);
  const amount = germanDecimal(amountText);
  if (amount === undefined) return tollCsvMessages.amount(amountText);
  if (amount.startsWith('-')) return tollCsvMessages.negativeAmount(amountText);
  const distanceText = cellAt(row, columns.distance);
  const distanceKm = distanceText.length > 0 ? germanDecimal(distanceText) : null;
  if (distanceKm === undefined || distanceKm?.startsWith('-')) return tollCsvMessages.distance(distanceText);
  // Without the operator's id the trip is named by its plate and start: the same file still adds nothing twice.
  const tripId = cellAt(row, columns.tripId) || `${normaliseLicensePlate(licensePlate)}@${start.moment}`;
  return {
    tripId,
    licensePlate,
    start: start.moment,
    end: end?.moment ?? null,
    amount,
    distanceKm,
    route: routeOf(row, columns),
    line,
  };
};

/** An empty line, or a sum line under the trips ('Summe;;;;1.234,56'): neither plate nor start. */
const isBlankOrFooter = (row: readonly string[], columns: TollColumns): boolean =>
  cellAt(row, columns.plate).length === 0 &&
  cellAt(row, 'dateTime' in columns.start ? columns.start.dateTime : columns.start.date).length === 0;

/**
 * The trips of a trip list. Line numbers count the file's lines: the operator quotes no line breaks, and a
 * quoted one would only shift the numbers shown (each row is still read whole).
 */
export const parseTollCsv = (bytes: Uint8Array): TollCsv => {
  const { data } = Papa.parse<string[]>(decodeTollFile(bytes), { delimiter: ';', skipEmptyLines: false });
  const headerIndex = data.findIndex((row) => recogniseColumns(row) !== undefined);
  const header = data[headerIndex];
  const columns = header ? recogniseColumns(header) : undefined;
  if (!columns) return { ok: false, reason: tollCsvMessages.noHeader };
  const trips: TTollTrip[] = [];
  const rowErrors: TTollRowError[] = [];
  for (let index = headerIndex + 1; index < data.length; index++) {
    const row = data[index] ?? [];
    if (isBlankOrFooter(row, columns)) continue;
    const trip = tripOf(row, columns, index + 1);
    if (typeof trip === 'string') rowErrors.push({ line: index + 1, reason: trip });
    else trips.push(trip);
  }
  return { ok: true, trips, rowErrors };
};
