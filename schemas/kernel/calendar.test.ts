import { addMonths, endOfMonth } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  formatGermanDate,
  formatGermanDateTime,
  formatGermanDay,
  formatGermanMonth,
  formatGermanTime,
  germanDay,
  germanDayFrom,
  germanDaysSpan,
  germanWallClock,
  isWeekendDay,
  parseGermanDay,
  shiftDay,
} from './calendar';

// 2026: summer time starts Sunday 29 March (02:00 -> 03:00) and ends Sunday 25 October (03:00 -> 02:00).

describe('germanDay', () => {
  it('is the day in Germany, not in UTC', () => {
    expect(germanDay('2026-01-14T22:59:59.999Z')).toBe('2026-01-14');
    expect(germanDay('2026-01-14T23:00:00.000Z')).toBe('2026-01-15'); // winter: UTC+1
    expect(germanDay('2026-07-14T21:59:59.999Z')).toBe('2026-07-14');
    expect(germanDay('2026-07-14T22:00:00.000Z')).toBe('2026-07-15'); // summer: UTC+2
    expect(germanDay(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
  });

  it('turns the year at German midnight', () => {
    expect(germanDay('2026-12-31T22:59:59Z')).toBe('2026-12-31');
    expect(germanDay('2026-12-31T23:00:00Z')).toBe('2027-01-01');
  });

  it('refuses what is not a moment', () => {
    expect(() => germanDay('gestern')).toThrow(RangeError);
  });
});

describe('day arithmetic', () => {
  it('counts calendar days across the short and the long Sunday', () => {
    expect(shiftDay('2026-03-28', 1)).toBe('2026-03-29');
    expect(shiftDay('2026-03-28', 2)).toBe('2026-03-30');
    expect(shiftDay('2026-10-24', 2)).toBe('2026-10-26');
    expect(shiftDay('2026-10-26', -2)).toBe('2026-10-24');
  });

  it('crosses month, year and leap-day ends', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDay('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('counts from the German day of a moment, where 24 hours would skip a day', () => {
    // 23:30 on Saturday: 24 hours later it is already 00:30 on Monday (Sunday has 23 hours).
    expect(germanDayFrom('2026-03-28T22:30:00Z', 1)).toBe('2026-03-29');
    // 00:30 on Sunday 25 October: 24 hours later it is still Sunday 23:30 (the day has 25 hours).
    expect(germanDayFrom('2026-10-24T22:30:00Z', 1)).toBe('2026-10-26');
    expect(germanDayFrom('2026-12-31T23:30:00Z', -1)).toBe('2026-12-31');
  });

  it('knows the weekend in German days', () => {
    expect(isWeekendDay('2026-03-28')).toBe(true);
    expect(isWeekendDay('2026-03-29')).toBe(true);
    expect(isWeekendDay('2026-03-30')).toBe(false);
    expect(isWeekendDay('2027-01-01')).toBe(false);
  });

  it('gives date-fns a German midnight, so month arithmetic stays in German days', () => {
    expect(germanDay(endOfMonth(parseGermanDay('2026-10-01')))).toBe('2026-10-31');
    expect(germanDay(addMonths(parseGermanDay('2026-12-15'), 1))).toBe('2027-01-15');
    expect(Number.isNaN(parseGermanDay('2026-02-30').getTime())).toBe(true);
  });
});

describe('moments of German days and wall clocks', () => {
  it('spans German days from midnight to the next midnight', () => {
    expect(germanDaysSpan('2026-01-01', '2026-01-31')).toEqual({
      start: '2025-12-31T23:00:00.000Z',
      end: '2026-01-31T23:00:00.000Z',
    });
    expect(germanDaysSpan('2026-03-29', '2026-03-29')).toEqual({
      start: '2026-03-28T23:00:00.000Z',
      end: '2026-03-29T22:00:00.000Z', // 23 hours
    });
    expect(germanDaysSpan('2026-10-25', '2026-10-25')).toEqual({
      start: '2026-10-24T22:00:00.000Z',
      end: '2026-10-25T23:00:00.000Z', // 25 hours
    });
  });

  it('reads a wall clock in winter and in summer time', () => {
    expect(germanWallClock('2026-01-15', '07:30')).toBe('2026-01-15T06:30:00.000Z');
    expect(germanWallClock('2026-07-15', '07:30')).toBe('2026-07-15T05:30:00.000Z');
    expect(germanWallClock('2026-12-31', '23:59')).toBe('2026-12-31T22:59:00.000Z');
  });

  it('reads the wall clocks of the changing nights', () => {
    expect(germanWallClock('2026-03-29', '01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(germanWallClock('2026-03-29', '02:30')).toBe('2026-03-29T01:30:00.000Z'); // skipped: 03:30 CEST
    expect(germanWallClock('2026-03-29', '03:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(germanWallClock('2026-10-25', '01:59')).toBe('2026-10-24T23:59:00.000Z');
    // 02:30 happens twice: which of the two is a choice of date-fns, but it is 02:30 in Germany.
    expect(formatGermanDateTime(germanWallClock('2026-10-25', '02:30'))).toBe('25.10.2026, 02:30');
    expect(germanWallClock('2026-10-25', '03:00')).toBe('2026-10-25T02:00:00.000Z');
  });
});

describe('German texts of dates', () => {
  it('writes dates and times in German time', () => {
    expect(formatGermanDate('2026-03-01T10:00:00Z')).toBe('01.03.2026');
    expect(formatGermanDate('2026-12-31T23:30:00Z')).toBe('01.01.2027');
    expect(formatGermanDateTime('2026-03-01T10:00:00Z')).toBe('01.03.2026, 11:00');
    expect(formatGermanDateTime('2026-07-01T10:00:00Z')).toBe('01.07.2026, 12:00');
    expect(formatGermanTime('2026-03-29T00:59:00Z')).toBe('01:59');
    expect(formatGermanTime('2026-03-29T01:00:00Z')).toBe('03:00');
    expect(formatGermanTime(new Date('2026-10-25T01:30:00Z'))).toBe('02:30');
  });

  it('writes a day as it is, without a time zone shifting it', () => {
    expect(formatGermanDay('2026-01-01')).toBe('01.01.2026');
    expect(formatGermanDay('2026-12-31')).toBe('31.12.2026');
    expect(formatGermanDay('2026-03-29')).toBe('29.03.2026');
  });

  it('names months in German', () => {
    expect(formatGermanMonth('2026-03')).toBe('März 2026');
    expect(formatGermanMonth('2026-12')).toBe('Dezember 2026');
    expect(formatGermanMonth('2027-01')).toBe('Januar 2027');
  });
});
