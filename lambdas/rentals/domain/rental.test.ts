import { describe, expect, it } from 'vitest';
import { AppError } from '../../../schemas/errors';
import { germanWallClock } from '../../../schemas/kernel/calendar';
import { periodOfRental, type TRentalTerms, ZRentalInput } from '../../../schemas/planning/rental';
import {
  cancelRental,
  changeRental,
  handOutRental,
  newRental,
  rentalNumber,
  requireMachineFree,
  takeBackRental,
} from './rental';

const NOW = new Date('2026-05-20T10:00:00Z');
const LATER = new Date('2026-05-21T10:00:00Z');
const at = (day: string, time: string) => germanWallClock(day, time);

const terms = (changes: Partial<Record<keyof TRentalTerms, unknown>> = {}): TRentalTerms =>
  ZRentalInput.parse({
    machineId: 'machine-1',
    customerId: 'customer-1',
    start: at('2026-06-01', '08:00'),
    end: at('2026-06-02', '08:00'),
    priceBasis: 'DAY',
    pricePerUnit: '450,50',
    ...changes,
  });

const reserved = () => newRental(terms(), { id: 'r1', companyId: 'c1', number: 'MV-2026-0001', now: NOW });

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, issues: error.issues };
    throw error;
  }
  return undefined;
};

describe('a new rental', () => {
  it('is reserved, with its quantity and amount derived, 19 % VAT by default', () => {
    expect(reserved()).toMatchObject({
      status: 'RESERVED',
      number: 'MV-2026-0001',
      pricePerUnit: '450.5',
      quantity: '2',
      netAmount: '901',
      vatPercent: '19',
      version: 1,
      handedOutAt: null,
    });
  });

  it('numbers by year with four digits', () => {
    expect(rentalNumber('2026', 1)).toBe('MV-2026-0001');
    expect(rentalNumber('2026', 12345)).toBe('MV-2026-12345');
  });

  it('refuses an end before the start at the end (input schema)', () => {
    const parsed = ZRentalInput.safeParse({ ...terms(), end: at('2026-05-31', '08:00') });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['end', 'Das Ende der Vermietung muss nach dem Beginn liegen.'],
    ]);
  });
});

describe('status steps', () => {
  it('RESERVED → OUT → RETURNED, with moments, operating hours and the damage note', () => {
    const out = handOutRental(reserved(), { version: 1, at: at('2026-06-01', '08:10'), operatingHours: '1520.5' }, NOW);
    expect(out).toMatchObject({ status: 'OUT', handedOutOperatingHours: '1520.5', version: 2 });
    const back = takeBackRental(
      out,
      { version: 2, at: at('2026-06-02', '07:50'), operatingHours: '1534', damageNote: 'Spiegel gebrochen' },
      LATER,
    );
    expect(back).toMatchObject({ status: 'RETURNED', returnedOperatingHours: '1534', damageNote: 'Spiegel gebrochen' });
    expect(back.updatedAt).toBe(LATER.toISOString());
  });

  it('cancels only a reservation', () => {
    expect(cancelRental(reserved(), 1, LATER)).toMatchObject({ status: 'CANCELLED', cancelledAt: LATER.toISOString() });
    const out = handOutRental(reserved(), { version: 1, at: NOW.toISOString(), operatingHours: null }, NOW);
    expect(codeOf(() => cancelRental(out, 2, LATER))?.code).toBe('LW_409_38_0005');
  });

  it('refuses steps out of order and on a stale version', () => {
    const step = { version: 1, at: NOW.toISOString(), operatingHours: null, damageNote: null };
    expect(codeOf(() => takeBackRental(reserved(), step, NOW))?.code).toBe('LW_409_38_0004');
    const cancelled = cancelRental(reserved(), 1, NOW);
    expect(codeOf(() => handOutRental(cancelled, { ...step, version: 2 }, NOW))?.code).toBe('LW_409_38_0003');
    expect(codeOf(() => handOutRental(reserved(), { ...step, version: 7 }, NOW))?.code).toBe('LW_409_00_0001');
  });

  it('refuses a take-back before the hand-out at its field', () => {
    const out = handOutRental(reserved(), { version: 1, at: at('2026-06-01', '08:10'), operatingHours: null }, NOW);
    const early = { version: 2, at: at('2026-06-01', '08:00'), operatingHours: null, damageNote: null };
    expect(codeOf(() => takeBackRental(out, early, NOW))?.issues?.[0]?.path).toBe('at');
  });
});

describe('changes', () => {
  it('a reservation changes its period and price, and the charge follows', () => {
    const changed = changeRental(reserved(), terms({ priceBasis: 'HOUR', pricePerUnit: '40' }), 1, LATER);
    expect(changed).toMatchObject({ quantity: '24', netAmount: '960', version: 2 });
  });

  it('a rental out changes only its note', () => {
    const out = handOutRental(reserved(), { version: 1, at: NOW.toISOString(), operatingHours: null }, NOW);
    expect(changeRental(out, terms({ note: 'Mit Anhänger' }), 2, LATER).note).toBe('Mit Anhänger');
    expect(codeOf(() => changeRental(out, terms({ customerId: 'customer-2' }), 2, LATER))?.code).toBe('LW_409_38_0002');
  });
});

describe('the machine is free', () => {
  it('names the other rental and its period at start; touching periods are allowed', () => {
    const other = newRental(terms({ start: at('2026-06-02', '06:00'), end: at('2026-06-04', '18:00') }), {
      id: 'r2',
      companyId: 'c1',
      number: 'MV-2026-0002',
      now: NOW,
    });
    expect(codeOf(() => requireMachineFree(reserved(), [periodOfRental(other)], 'data.'))).toEqual({
      code: 'LW_409_38_0001',
      issues: [
        {
          path: 'data.start',
          message:
            'Die Maschine ist in diesem Zeitraum schon vermietet (MV-2026-0002, 02.06.2026, 06:00 bis 04.06.2026, 18:00).',
        },
      ],
    });
    const touching = { ...other, start: at('2026-06-02', '08:00') };
    expect(codeOf(() => requireMachineFree(reserved(), [periodOfRental(touching)]))).toBeUndefined();
  });
});
