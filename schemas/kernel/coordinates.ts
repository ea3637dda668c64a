/**
 * A position as people in Germany write it (issue 13 point 3, services.md §3 Marker.preferredRepresentation):
 * decimal degrees ('54,481230° N, 9,052110° O') or degrees, minutes and seconds
 * ('54° 28′ 52,428″ N, 9° 3′ 7,596″ O'), with comma decimals and O for east (Ost). Both forms are precise
 * to centimetres, so a position shown and typed back in (or copied to a colleague) lands within 0.1 m of
 * where it was: 6 decimal places of a degree are 0.11 m, 3 of a second 0.03 m.
 *
 * Parsing is lenient about what people paste: decimal points or commas, ° ′ ″ or ' ", N/S and O/E/W before
 * or after the number, a minus sign instead of S/W, and the order of latitude and longitude when the
 * letters say which is which. Without letters the first number is the latitude (as map apps copy it).
 */

export type Position = { lat: number; lng: number };
export type CoordinateRepresentation = 'decimal' | 'degrees-minutes-seconds';

const DECIMAL_PLACES = 6;
const SECONDS_PLACES = 3;
/** Milliarcseconds: whole numbers, so 59,9996″ rounds up into the next minute instead of showing 60,000″. */
const MAS_PER_DEGREE = 3_600_000;
const MAS_PER_MINUTE = 60_000;

type Axis = 'lat' | 'lng';
const hemisphereOf = (axis: Axis, value: number) => (axis === 'lat' ? (value < 0 ? 'S' : 'N') : value < 0 ? 'W' : 'O');

const germanNumber = (value: number, places: number) => value.toFixed(places).replace('.', ',');

/** One axis in decimal degrees: '54,481230° N'. A value that rounds to 0 is north or east (no '-0'). */
const decimalAxis = (axis: Axis, value: number) => {
  const scale = 10 ** DECIMAL_PLACES;
  const rounded = Math.round(Math.abs(value) * scale) / scale;
  return `${germanNumber(rounded, DECIMAL_PLACES)}° ${hemisphereOf(axis, rounded === 0 ? 0 : value)}`;
};

/** One axis in degrees, minutes and seconds: '54° 28′ 52,428″ N'. */
const dmsAxis = (axis: Axis, value: number) => {
  const total = Math.round(Math.abs(value) * MAS_PER_DEGREE);
  const degrees = Math.floor(total / MAS_PER_DEGREE);
  const minutes = Math.floor((total % MAS_PER_DEGREE) / MAS_PER_MINUTE);
  const seconds = (total % MAS_PER_MINUTE) / 1000;
  const hemisphere = hemisphereOf(axis, total === 0 ? 0 : value);
  return `${degrees}° ${minutes}′ ${germanNumber(seconds, SECONDS_PLACES)}″ ${hemisphere}`;
};

export const formatDecimal = ({ lat, lng }: Position) => `${decimalAxis('lat', lat)}, ${decimalAxis('lng', lng)}`;

export const formatDegreesMinutesSeconds = ({ lat, lng }: Position) => `${dmsAxis('lat', lat)}, ${dmsAxis('lng', lng)}`;

/** The position in the representation a marker prefers. */
export const formatPosition = (position: Position, representation: CoordinateRepresentation) =>
  representation === 'decimal' ? formatDecimal(position) : formatDegreesMinutesSeconds(position);

export type ParsedPosition = { ok: true; position: Position; representation: CoordinateRepresentation } | { ok: false };

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
/** Degrees, then optional minutes (′ or ') and seconds (″, " or two primes); a sign in front. */
const ANGLE = String.raw`([+-]?)\s*(${NUMBER})\s*°?(?:\s*(${NUMBER})\s*[′'])?(?:\s*(${NUMBER})\s*(?:″|"|′′|''))?`;
const LETTER = '([NSOEW])';
/** A comma, semicolon or slash, or at least a space: '549' is no pair of angles. */
const SEPARATOR = String.raw`(?:\s*[,;/]\s*|\s+)`;
/** Letters after the numbers ('54° N, 9° O') or before them ('N 54°, O 9°'), the same for both. */
const SUFFIXED = new RegExp(String.raw`^${ANGLE}\s*${LETTER}?${SEPARATOR}${ANGLE}\s*${LETTER}?$`, 'i');
const PREFIXED = new RegExp(String.raw`^${LETTER}\s*${ANGLE}${SEPARATOR}${LETTER}\s*${ANGLE}$`, 'i');

type Angle = { sign: string; degrees: string; minutes?: string; seconds?: string; letter?: string };

const toNumber = (text: string) => Number(text.replace(',', '.'));
const isWhole = (text: string | undefined) => text === undefined || /^\d+$/.test(text);

/** An angle's value in degrees, or null when its parts are not a valid angle (61 minutes, 12,5° 30′). */
const degreesOf = ({ sign, degrees, minutes, seconds, letter }: Angle): number | null => {
  // Only the last part given may have decimals: '12,5° 30′' says two different things.
  if (minutes !== undefined && !isWhole(degrees)) return null;
  if (seconds !== undefined && (minutes === undefined || !isWhole(minutes))) return null;
  const minuteValue = minutes === undefined ? 0 : toNumber(minutes);
  const secondValue = seconds === undefined ? 0 : toNumber(seconds);
  if (minuteValue >= 60 || secondValue >= 60) return null;
  // A minus sign and a letter would say the hemisphere twice.
  if (sign && letter) return null;
  const magnitude = toNumber(degrees) + minuteValue / 60 + secondValue / 3600;
  const negative = sign === '-' || letter === 'S' || letter === 'W';
  return negative ? -magnitude : magnitude;
};

const axisOfLetter = (letter: string | undefined): Axis | undefined =>
  letter === undefined ? undefined : letter === 'N' || letter === 'S' ? 'lat' : 'lng';

const anglesOf = (text: string): [Angle, Angle] | null => {
  const suffixed = SUFFIXED.exec(text);
  if (suffixed) {
    const [, s1 = '', d1 = '', m1, sec1, l1, s2 = '', d2 = '', m2, sec2, l2] = suffixed;
    return [
      { sign: s1, degrees: d1, minutes: m1, seconds: sec1, letter: l1 },
      { sign: s2, degrees: d2, minutes: m2, seconds: sec2, letter: l2 },
    ];
  }
  const prefixed = PREFIXED.exec(text);
  if (!prefixed) return null;
  const [, l1, s1 = '', d1 = '', m1, sec1, l2, s2 = '', d2 = '', m2, sec2] = prefixed;
  return [
    { sign: s1, degrees: d1, minutes: m1, seconds: sec1, letter: l1 },
    { sign: s2, degrees: d2, minutes: m2, seconds: sec2, letter: l2 },
  ];
};

/** Typographic variants people paste (º for °, ’ and ” for ′ and ″), unified before parsing. */
const normalise = (text: string) =>
  text.trim().toUpperCase().replace(/º/g, '°').replace(/[’´`]/g, "'").replace(/[“”]/g, '"');

/**
 * A position typed or pasted in either German form (or a map app's '54.48123, 9.05211'); which form it was
 * comes back too, so a marker can keep showing it the way it was entered.
 */
export const parsePosition = (input: string): ParsedPosition => {
  const angles = anglesOf(normalise(input));
  if (!angles) return { ok: false };
  const [first, second] = angles;
  const firstAxis = axisOfLetter(first.letter) ?? (axisOfLetter(second.letter) === 'lat' ? 'lng' : 'lat');
  const secondAxis = axisOfLetter(second.letter) ?? (firstAxis === 'lat' ? 'lng' : 'lat');
  if (firstAxis === secondAxis) return { ok: false };
  const firstValue = degreesOf(first);
  const secondValue = degreesOf(second);
  if (firstValue === null || secondValue === null) return { ok: false };
  const lat = firstAxis === 'lat' ? firstValue : secondValue;
  const lng = firstAxis === 'lat' ? secondValue : firstValue;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return { ok: false };
  const withMinutes = first.minutes !== undefined || second.minutes !== undefined;
  return { ok: true, position: { lat, lng }, representation: withMinutes ? 'degrees-minutes-seconds' : 'decimal' };
};
