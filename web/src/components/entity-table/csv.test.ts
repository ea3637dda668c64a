import { describe, expect, it } from 'vitest';
import { csvTable, datedFileName, toCsv } from './csv';
import type { EntityColumn } from './types';

const BOM = '\uFEFF';

describe('toCsv', () => {
  it('starts with a UTF-8 BOM, separates with ";" and ends every record with CRLF', () => {
    expect(toCsv(['Name', 'Ort'], [['Müller', 'Köln']])).toBe(`${BOM}Name;Ort\r\nMüller;Köln\r\n`);
  });

  it('quotes fields with separator, quote or line break and doubles quotes (RFC 4180)', () => {
    const csv = toCsv(['A'], [['a;b'], ['sagt "hallo"'], ['Zeile 1\nZeile 2'], ['CR\r'], ['schlicht']]);
    expect(csv).toBe(`${BOM}A\r\n"a;b"\r\n"sagt ""hallo"""\r\n"Zeile 1\nZeile 2"\r\n"CR\r"\r\nschlicht\r\n`);
  });

  it('writes null, undefined and non-finite numbers as empty fields and numbers as given', () => {
    expect(toCsv(['a', 'b', 'c', 'd', 'e'], [[null, undefined, Number.NaN, 3.5, '1.234,50']])).toBe(
      `${BOM}a;b;c;d;e\r\n;;;3.5;1.234,50\r\n`,
    );
  });

  it('defuses text a spreadsheet would run as a formula, but keeps negative numbers', () => {
    const csv = toCsv(['a'], [['=HYPERLINK("x")'], ['+1+1'], ['@SUM(A1)'], ['-Rabatt'], ['-5,5'], [-3]]);
    expect(csv.split('\r\n').slice(1, -1)).toEqual([
      `"'=HYPERLINK(""x"")"`,
      "'+1+1",
      "'@SUM(A1)",
      "'-Rabatt",
      '-5,5',
      '-3',
    ]);
  });

  it('quotes headers like any other field', () => {
    expect(toCsv(['Preis; netto'], [])).toBe(`${BOM}"Preis; netto"\r\n`);
  });
});

type Row = { id: string; name: string; price: number };
const columns: EntityColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name },
  { id: 'price', header: 'Preis', cell: (r) => `${r.price} €`, csv: (r) => r.price.toLocaleString('de-DE') },
  { id: 'badge', header: 'Status', cell: () => ({ type: 'span', props: {}, key: null }) as never },
];

describe('csvTable', () => {
  it('takes csv() when given, else the cell when it is text or a number, else empty', () => {
    expect(csvTable(columns, [{ id: '1', name: 'Egge', price: 1234.5 }])).toEqual({
      headers: ['Name', 'Preis', 'Status'],
      rows: [['Egge', '1.234,5', null]],
    });
  });
});

describe('datedFileName', () => {
  it('appends the local date', () => {
    expect(datedFileName('artikel', new Date(2025, 2, 7, 23, 30))).toBe('artikel-2025-03-07.csv');
  });
});
