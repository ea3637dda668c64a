import { describe, expect, it } from 'vitest';
import {
  dayFromGermanText,
  decimalFromGermanText,
  germanTextOfDay,
  germanTextOfDecimal,
  timeFromGermanText,
} from './german-input';

describe('German dates as typed', () => {
  it.each([
    ['01.08.2026', '2026-08-01'],
    ['1.8.2026', '2026-08-01'],
    ['1.8.26', '2026-08-01'],
    ['10.12.2026', '2026-12-10'],
    ['01082026', '2026-08-01'],
    ['2026-08-01', '2026-08-01'],
    [' 29.02.2028 ', '2028-02-29'],
  ])('%s is %s', (typed, day) => expect(dayFromGermanText(typed)).toBe(day));

  it.each(['31.02.2026', '29.02.2027', '32.1.2026', '1.13.2026', '2026/11/24', 'morgen', '1.8.', '1.8.0026'])(
    '%s is no day (never another date)',
    (typed) => expect(dayFromGermanText(typed)).toBeUndefined(),
  );

  it('empty is no day given', () => expect(dayFromGermanText('  ')).toBeNull());

  it('shows a day as TT.MM.JJJJ', () => {
    expect(germanTextOfDay('2026-08-01')).toBe('01.08.2026');
    expect(germanTextOfDay(null)).toBe('');
    expect(germanTextOfDay('31.02.2026')).toBe('31.02.2026');
  });
});

describe('German times as typed', () => {
  it.each([
    ['7:30', '07:30'],
    ['07:30', '07:30'],
    ['730', '07:30'],
    ['0730', '07:30'],
    ['7', '07:00'],
    ['7.30', '07:30'],
    ['23:59', '23:59'],
  ])('%s is %s', (typed, time) => expect(timeFromGermanText(typed)).toBe(time));

  it.each(['24:00', '7:60', 'sieben', '7:3'])('%s is no time', (typed) =>
    expect(timeFromGermanText(typed)).toBeUndefined(),
  );
});

describe('German numbers as typed', () => {
  it.each([
    ['1.234,56', '1234.56'],
    ['1234,56', '1234.56'],
    ['12,5', '12.5'],
    ['-3,5', '-3.5'],
    ['1.000.000', '1000000'],
    ['12.5', '12.5'],
    ['0,125', '0.125'],
    ['7', '7'],
  ])('%s is %s', (typed, decimal) => expect(decimalFromGermanText(typed)).toBe(decimal));

  it.each(['abc', '1,2,3', '12.345.6', '1.23,4.5', '--1'])('%s is no number', (typed) =>
    expect(decimalFromGermanText(typed)).toBeUndefined(),
  );

  it('reads "1.234" as one thousand two hundred thirty-four, the German way', () =>
    expect(decimalFromGermanText('1.234')).toBe('1234'));

  it('shows decimals with German separators', () => {
    expect(germanTextOfDecimal('1234.5', 2)).toBe('1.234,50');
    expect(germanTextOfDecimal(-0.5)).toBe('-0,5');
    expect(germanTextOfDecimal(null)).toBe('');
  });
});
