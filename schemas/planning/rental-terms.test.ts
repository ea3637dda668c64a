import { describe, expect, it } from 'vitest';
import { germanWallClock } from '../kernel/calendar';
import {
  overlappingRental,
  periodsOverlap,
  rentalCharge,
  rentalDays,
  rentalHours,
  rentalNetAmount,
} from './rental-terms';

const at = (day: string, time: string) => germanWallClock(day, time);

describe('rental days: every started German calendar day', () => {
  it('counts the days the period touches, an end at midnight starting no new day', () => {
    expect(rentalDays(at('2026-06-01', '08:00'), at('2026-06-01', '17:00'))).toBe(1);
    expect(rentalDays(at('2026-06-01', '08:00'), at('2026-06-02', '00:00'))).toBe(1);
    expect(rentalDays(at('2026-06-01', '08:00'), at('2026-06-02', '00:01'))).toBe(2);
    expect(rentalDays(at('2026-06-01', '08:00'), at('2026-06-02', '08:00'))).toBe(2);
    expect(rentalDays(at('2026-06-01', '23:30'), at('2026-06-02', '00:30'))).toBe(2);
  });

  it('counts German days, not UTC days: 00:30 in Germany is still the day before in UTC', () => {
    // 2026-06-02 00:30 German time is 2026-06-01 22:30 UTC.
    expect(rentalDays(at('2026-06-02', '00:30'), at('2026-06-02', '10:00'))).toBe(1);
  });

  it('counts a day of 23 or 25 hours once (summer time starts 29 March, ends 25 October 2026)', () => {
    expect(rentalDays(at('2026-03-28', '00:00'), at('2026-03-31', '00:00'))).toBe(3);
    expect(rentalDays(at('2026-10-24', '00:00'), at('2026-10-27', '00:00'))).toBe(3);
    expect(rentalDays(at('2026-03-29', '00:00'), at('2026-03-30', '00:00'))).toBe(1);
  });
});

describe('rental hours: started quarter hours, rounded up to 0.25 h', () => {
  it('rounds every started quarter hour up', () => {
    expect(rentalHours(at('2026-06-01', '08:00'), at('2026-06-01', '10:00'))).toBe('2');
    expect(rentalHours(at('2026-06-01', '08:00'), at('2026-06-01', '10:01'))).toBe('2.25');
    expect(rentalHours(at('2026-06-01', '08:00'), at('2026-06-01', '08:44'))).toBe('0.75');
    expect(rentalHours(at('2026-06-01', '08:00'), at('2026-06-01', '08:46'))).toBe('1');
  });

  it('charges the time that really passed over the change of summer time', () => {
    // The night into 29 March has an hour less, the night into 25 October one more.
    expect(rentalHours(at('2026-03-28', '22:00'), at('2026-03-29', '06:00'))).toBe('7');
    expect(rentalHours(at('2026-10-24', '22:00'), at('2026-10-25', '06:00'))).toBe('9');
  });
});

describe('rental amounts: decimal, rounded commercially to the cent', () => {
  it('multiplies without binary floats', () => {
    // 0.1 * 3 is 0.30000000000000004 in floats.
    expect(rentalNetAmount('3', '0.1')).toBe('0.3');
    expect(rentalNetAmount('2.25', '85.5')).toBe('192.38');
    expect(rentalNetAmount('0.25', '0.02')).toBe('0.01');
    expect(rentalNetAmount('5', '450')).toBe('2250');
  });

  it('derives quantity and amount from the terms by price basis', () => {
    const period = { start: at('2026-06-01', '08:00'), end: at('2026-06-03', '12:00') };
    expect(rentalCharge({ ...period, priceBasis: 'DAY', pricePerUnit: '450' })).toEqual({
      quantity: '3',
      netAmount: '1350',
    });
    expect(rentalCharge({ ...period, priceBasis: 'HOUR', pricePerUnit: '10.5' })).toEqual({
      quantity: '52',
      netAmount: '546',
    });
  });
});

describe('overlap of rentals', () => {
  const monday = { start: at('2026-06-01', '08:00'), end: at('2026-06-02', '08:00') };

  it('periods sharing a moment overlap; one ending when the other starts does not', () => {
    expect(periodsOverlap(monday, { start: at('2026-06-02', '07:59'), end: at('2026-06-03', '08:00') })).toBe(true);
    expect(periodsOverlap(monday, { start: at('2026-06-02', '08:00'), end: at('2026-06-03', '08:00') })).toBe(false);
    expect(periodsOverlap(monday, { start: at('2026-05-31', '08:00'), end: at('2026-06-01', '08:00') })).toBe(false);
    expect(periodsOverlap(monday, { start: at('2026-05-31', '08:00'), end: at('2026-06-05', '08:00') })).toBe(true);
    expect(periodsOverlap(monday, monday)).toBe(true);
  });

  it('finds another rental holding the period, but not the rental itself nor a cancelled one', () => {
    const others = [
      { rentalId: 'a', status: 'CANCELLED', ...monday },
      { rentalId: 'self', status: 'RESERVED', ...monday },
      { rentalId: 'b', status: 'RETURNED', start: at('2026-06-01', '12:00'), end: at('2026-06-01', '13:00') },
    ];
    expect(overlappingRental({ rentalId: 'self', ...monday }, others)?.rentalId).toBe('b');
    expect(overlappingRental({ rentalId: 'self', ...monday }, others.slice(0, 2))).toBeUndefined();
  });
});
