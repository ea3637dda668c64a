/**
 * The check digit algorithms of VAT ids (USt-IdNr.), one per state, each over the id WITHOUT its prefix
 * and already in its state's format (vat-id.ts checks that first). Sources: the states' descriptions as
 * collected by the EU Commission (VIES 'VAT number validation' algorithms), cross-checked against the
 * open-source python-stdnum/stdnum-js implementations on random ids.
 */

const digitsOf = (text: string): number[] => [...text].map(Number);

/** Σ digit × weight over the first `weights.length` digits. */
const weightedSum = (text: string, weights: readonly number[]): number =>
  weights.reduce((sum, weight, index) => sum + weight * Number(text[index] ?? 0), 0);

const last = (text: string, count = 1): number => Number(text.slice(-count));

/** The remainder of a long digit string divided by `modulus` (beyond safe integers, in chunks). */
const remainderOf = (digits: string, modulus: number): number => {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % modulus;
  return remainder;
};

/** Luhn (ISO/IEC 7812): every second digit from the right doubled, the sum a multiple of 10. */
export const passesLuhn = (digits: string): boolean => {
  const sum = digitsOf(digits)
    .reverse()
    .reduce((total, digit, index) => {
      if (index % 2 === 0) return total + digit;
      const doubled = digit * 2;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
  return sum % 10 === 0;
};

/** ISO 7064 MOD 11,10 (Germany, Croatia): the last digit checks all before it. */
export const passesMod11_10 = (digits: string): boolean => {
  let product = 10;
  for (const digit of digitsOf(digits.slice(0, -1))) {
    const sum = (digit + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === last(digits);
};

/** 'U' and 7 digits with a Luhn-like sum, offset by 4, then the check digit. */
export const austrian = (body: string): boolean => {
  const digits = digitsOf(body.slice(1, 8));
  const sum = digits.reduce((total, digit, index) => {
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  return (10 - ((sum + 4) % 10)) % 10 === last(body);
};

/** The last two digits are 97 minus the first eight modulo 97. */
export const belgian = (body: string): boolean => 97 - (Number(body.slice(0, 8)) % 97) === last(body, 2);

/** Legal entities (9 digits); 10-digit personal numbers have three schemes of their own: format only. */
export const bulgarian = (body: string): boolean => {
  if (body.length === 10) return true;
  let sum = weightedSum(body, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
  if (sum === 10) sum = weightedSum(body, [3, 4, 5, 6, 7, 8, 9, 10]) % 11;
  return sum % 10 === last(body);
};

const CYPRIOT_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
/** Eight digits and a check letter: odd places through a table, even places as they are, mod 26. */
export const cypriot = (body: string): boolean => {
  const sum = digitsOf(body.slice(0, 8)).reduce(
    (total, digit, index) => total + (index % 2 === 0 ? (CYPRIOT_ODD[digit] ?? 0) : digit),
    0,
  );
  return String.fromCharCode(65 + (sum % 26)) === body[8];
};

/** A birth number's month (plus 50 for women, plus 20 for numbers since 2004) and day. */
const isBirthDay = (digits: string): boolean => {
  const month = Number(digits.slice(2, 4)) % 50;
  const day = Number(digits.slice(4, 6));
  return ((month >= 1 && month <= 12) || (month >= 21 && month <= 32)) && day >= 1 && day <= 31;
};

/**
 * Legal entities (8 digits): weights 8..2, (11 − sum mod 11) mod 10. Persons use their birth number: 10
 * digits divisible by 11 that begin with a birth day; the 9-digit ids (births before 1954, special cases)
 * have no check digit.
 */
export const czech = (body: string): boolean => {
  if (body.length === 8) {
    return body[0] !== '9' && (11 - (weightedSum(body, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === last(body);
  }
  if (body.length === 10) {
    const divisible = remainderOf(body, 11) === 0 || (remainderOf(body.slice(0, 9), 11) === 10 && body[9] === '0');
    return divisible && isBirthDay(body);
  }
  return true;
};

export const danish = (body: string): boolean => weightedSum(body, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;

export const estonian = (body: string): boolean =>
  (10 - (weightedSum(body, [3, 7, 1, 3, 7, 1, 3, 7]) % 10)) % 10 === last(body);

export const greek = (body: string): boolean =>
  (weightedSum(body, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === last(body);

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_LETTERS = 'JABCDEFGHI';
/**
 * NIF: a person's DNI (8 digits and a letter), a foreigner's NIE (X/Y/Z for 0/1/2) or K/L/M ids (the
 * letter of their 7 digits), or a company's CIF (a letter, 7 digits and a control digit or letter).
 */
export const spanish = (body: string): boolean => {
  const [first = '', check = ''] = [body[0], body[8]];
  if (/^\d{8}[A-Z]$/.test(body)) return DNI_LETTERS[Number(body.slice(0, 8)) % 23] === check;
  if (/^[XYZ]\d{7}[A-Z]$/.test(body)) {
    return DNI_LETTERS[Number(`${'XYZ'.indexOf(first)}${body.slice(1, 8)}`) % 23] === check;
  }
  if (/^[KLM]\d{7}[A-Z]$/.test(body)) return DNI_LETTERS[Number(body.slice(1, 8)) % 23] === check;
  if (!/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(body)) return false;
  const sum = digitsOf(body.slice(1, 8)).reduce((total, digit, index) => {
    if (index % 2 === 1) return total + digit;
    const doubled = digit * 2;
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  const control = (10 - (sum % 10)) % 10;
  return check === String(control) || check === CIF_LETTERS[control];
};

export const finnish = (body: string): boolean => {
  const remainder = weightedSum(body, [7, 9, 10, 5, 8, 4, 2]) % 11;
  if (remainder === 1) return false;
  return (remainder === 0 ? 0 : 11 - remainder) === last(body);
};

/** La Poste's SIREN, the one published exception to the Luhn check. */
const LA_POSTE_SIREN = '356000000';
/**
 * The SIREN (9 digits) passes Luhn; a numeric key is (12 + 3 × (SIREN mod 97)) mod 97. Newer keys with
 * letters are checked by the SIREN only.
 */
export const french = (body: string): boolean => {
  const [key, siren] = [body.slice(0, 2), body.slice(2)];
  // Monaco's ids (SIREN beginning 000) are no SIREN.
  if (siren !== LA_POSTE_SIREN && !siren.startsWith('000') && !passesLuhn(siren)) return false;
  return !/^\d{2}$/.test(key) || (12 + 3 * remainderOf(siren, 97)) % 97 === Number(key);
};

export const hungarian = (body: string): boolean => weightedSum(body, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0;

const IRISH_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';
/** Seven digits weighted 8..2 (plus 9 × a second letter), mod 23 as a letter; old ids reordered first. */
export const irish = (body: string): boolean => {
  const modern = /^\d{7}[A-W][A-IW]?$/.test(body);
  const digits = modern ? body.slice(0, 7) : `0${body.slice(2, 7)}${body[0]}`;
  const second = modern && body.length === 9 ? IRISH_LETTERS.indexOf(body[8] ?? 'W') : 0;
  const sum = weightedSum(digits, [8, 7, 6, 5, 4, 3, 2]) + 9 * second;
  return IRISH_LETTERS[sum % 23] === body[7];
};

/** A provincial office code (001-100, 120, 121, 888, 999) in digits 8-10, and Luhn over all 11. */
export const italian = (body: string): boolean => {
  const office = Number(body.slice(7, 10));
  return (office >= 1 && office <= 100) || [120, 121, 888, 999].includes(office) ? passesLuhn(body) : false;
};

/** Weights 1..9,1,2 (then 3..9,1..4 when the sum is 10), mod 11 mod 10; the 8th/11th digit is 1. */
export const lithuanian = (body: string): boolean => {
  if (body[body.length - 2] !== '1') return false;
  const front = body.slice(0, -1);
  let sum = weightedSum(front, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2]) % 11;
  if (sum === 10) sum = weightedSum(front, [3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4]) % 11;
  return sum % 10 === last(body);
};

export const luxembourgish = (body: string): boolean => Number(body.slice(0, 6)) % 89 === last(body, 2);

/** Legal entities (first digit above 3); persons' ids hold their birth date or are random: format only. */
export const latvian = (body: string): boolean =>
  Number(body[0]) <= 3 || weightedSum(body, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3;

export const maltese = (body: string): boolean =>
  body[0] !== '0' && weightedSum(body, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 === 0;

/** ISO 7064 MOD 97-10 over 'NL' + id, letters counted A = 10 ... Z = 35. */
const dutchMod97 = (body: string): boolean =>
  remainderOf(
    `NL${body}`.replaceAll(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55)),
    97,
  ) === 1;

/** The older ids: weights 9..2 and −1 over the 9 digits, mod 11 = 0; since 2020 sole traders' mod 97. */
export const dutch = (body: string): boolean =>
  (weightedSum(body, [9, 8, 7, 6, 5, 4, 3, 2, -1]) % 11 === 0 && body.slice(0, 9) !== '000000000') || dutchMod97(body);

export const polish = (body: string): boolean => weightedSum(body, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === last(body);

export const portuguese = (body: string): boolean => {
  const check = 11 - (weightedSum(body, [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
  return (check > 9 ? 0 : check) === last(body);
};

/** Up to 10 digits, right-aligned under weights 7,5,3,2,1,7,5,3,2: (10 × sum mod 11) mod 10. */
export const romanian = (body: string): boolean => {
  const padded = body.padStart(10, '0');
  return ((10 * weightedSum(padded, [7, 5, 3, 2, 1, 7, 5, 3, 2])) % 11) % 10 === last(padded);
};

/** The organisation number (10 digits, Luhn) and '01'. */
export const swedish = (body: string): boolean => passesLuhn(body.slice(0, 10));

export const slovenian = (body: string): boolean =>
  (11 - (weightedSum(body, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === last(body);

/** The 10-digit number is divisible by 11, its third digit one of 2, 3, 4, 7, 8, 9. */
export const slovak = (body: string): boolean => '234789'.includes(body[2] ?? '') && remainderOf(body, 11) === 0;

/**
 * UK and Northern Ireland: weights 8..2 over 7 digits plus the last two as a number, mod 97 = 0; ids from
 * 100 0000 00 on may also leave 42 or 55 (the newer series). Government (GD) and health (HA) ids have none.
 */
export const british = (body: string): boolean => {
  if (/^(GD|HA)/.test(body)) return true;
  const remainder = (weightedSum(body, [8, 7, 6, 5, 4, 3, 2]) + Number(body.slice(7, 9))) % 97;
  return remainder === 0 || (Number(body.slice(0, 3)) >= 100 && (remainder === 42 || remainder === 55));
};

/** 11 − weighted sum mod 11 (11 counts as 0, 10 is never issued): Swiss UID and Norwegian org. number. */
const mod11 = (body: string, weights: readonly number[]): boolean => {
  const check = 11 - (weightedSum(body, weights) % 11);
  return check !== 10 && check % 11 === Number(body[weights.length]);
};

export const swiss = (body: string): boolean => mod11(body, [5, 4, 3, 2, 7, 6, 5, 4]);

export const norwegian = (body: string): boolean => mod11(body, [3, 2, 7, 6, 5, 4, 3, 2]);
