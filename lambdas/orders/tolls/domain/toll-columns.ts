/**
 * Which column of a toll trip list holds what, recognised by the header's wording. The operator's exports
 * differ between versions and portals ('Datum Beginn' + 'Uhrzeit Beginn', or 'Beginn' with both,
 * 'Einfahrt' as a moment or as the junction's name, 'Betrag (EUR)' or 'Mautbetrag'): a header is reduced to
 * its words and read by them. Columns not named here (Achsklasse, Schadstoffklasse ...) are ignored.
 */
export type TollColumns = {
  plate: number;
  /** Either one column with date and time, or a date and a time column. */
  start: MomentColumns;
  end: MomentColumns | undefined;
  amount: number;
  tripId: number | undefined;
  distance: number | undefined;
  entry: number | undefined;
  exit: number | undefined;
};

export type MomentColumns = { dateTime: number } | { date: number; time: number | undefined };

/** A header cell as words: lower case, letters and digits only ('Datum/Uhrzeit Beginn' → 'datum uhrzeit beginn'). */
const wordsOf = (cell: string): string[] =>
  cell
    .toLowerCase()
    .split(/[^a-z0-9äöüß]+/)
    .filter((word) => word.length > 0);

const START_WORDS = ['beginn', 'einfahrt', 'start', 'fahrtbeginn'];
const END_WORDS = ['ende', 'ausfahrt', 'fahrtende'];
const PLATE_WORDS = ['kennzeichen', 'kfzkennzeichen', 'fahrzeugkennzeichen', 'amtlkennzeichen'];
const TRIP_ID_WORDS = ['fahrtid', 'belegnummer', 'buchungsnummer', 'fahrtnummer', 'belegnr'];

type Column = { index: number; words: string[]; joined: string };

const has = (column: Column, candidates: readonly string[]) =>
  candidates.some((word) => column.words.includes(word) || column.joined === word);
const isDate = (column: Column) => column.words.some((word) => word === 'datum' || word.endsWith('datum'));
const isTime = (column: Column) => column.words.some((word) => word === 'uhrzeit' || word === 'zeit');
const isMoment = (column: Column) => isDate(column) || isTime(column);

/**
 * The moment columns of one end of the trip: a column naming date and time, else a date and a time column;
 * a bare 'Beginn' (no date or time word) is read as date and time too.
 */
const momentColumns = (columns: Column[], words: readonly string[]): MomentColumns | undefined => {
  const ofEnd = columns.filter((column) => has(column, words));
  const both = ofEnd.find((column) => isDate(column) && isTime(column));
  if (both) return { dateTime: both.index };
  const date = ofEnd.find(isDate);
  if (date) return { date: date.index, time: ofEnd.find(isTime)?.index };
  // 'Beginn' alone is the moment; 'Einfahrt' alone is the junction (read as the route below).
  const bare = ofEnd.find((column) => !column.words.some((word) => word === 'einfahrt' || word === 'ausfahrt'));
  return bare ? { dateTime: bare.index } : undefined;
};

const isAmount = (column: Column) =>
  column.words.some((word) => word.includes('betrag')) || (column.words[0] === 'maut' && column.words.length <= 2);
const isDistance = (column: Column) =>
  column.words.some((word) => word === 'km' || word === 'kilometer' || word === 'entfernung' || word === 'strecke');
/** 'Einfahrt', 'Anschlussstelle Einfahrt', 'Einfahrt (Anschlussstelle)': the junction, not a moment. */
const isJunction = (column: Column, word: string) => column.words.includes(word) && !isMoment(column);

/** The columns of a header row, or undefined when it is not the header (no plate, start or amount). */
export const recogniseColumns = (cells: readonly string[]): TollColumns | undefined => {
  const columns = cells.map((cell, index) => {
    const words = wordsOf(cell);
    return { index, words, joined: words.join('') };
  });
  const plate = columns.find((column) => has(column, PLATE_WORDS));
  const start = momentColumns(columns, START_WORDS);
  const amount = columns.find(isAmount);
  if (!plate || !start || !amount) return undefined;
  return {
    plate: plate.index,
    start,
    end: momentColumns(columns, END_WORDS),
    amount: amount.index,
    // A bare 'ID' only when no column names the trip's number ('Fahrzeug-ID' is not the trip's).
    tripId: (columns.find((column) => has(column, TRIP_ID_WORDS)) ?? columns.find((column) => column.joined === 'id'))
      ?.index,
    // A 'km' column first: 'Strecke' alone may also name the route's text.
    distance: (columns.find((column) => column.words.includes('km')) ?? columns.find(isDistance))?.index,
    entry: columns.find((column) => isJunction(column, 'einfahrt'))?.index,
    exit: columns.find((column) => isJunction(column, 'ausfahrt'))?.index,
  };
};
