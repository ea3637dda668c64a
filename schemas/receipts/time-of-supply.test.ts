import { describe, expect, it } from 'vitest';
import { needsTimeOfSupply, timeOfSupplyOf, withPresumedSupply } from './time-of-supply';

const none = { servicePeriodStart: null, servicePeriodEnd: null, deliveryDate: null, positions: [] };
const position = (serviceDate: string | null, kind = 'SERVICE') => ({ kind, serviceDate });

describe('the time of supply of a receipt', () => {
  it('is the head period first', () => {
    const receipt = {
      ...none,
      servicePeriodStart: '2026-09-01',
      servicePeriodEnd: '2026-09-30',
      positions: [position('2026-08-03')],
      deliveryDate: '2026-10-01',
    };
    expect(timeOfSupplyOf(receipt)).toEqual({ kind: 'period', start: '2026-09-01', end: '2026-09-30' });
  });

  it('takes a period with one end as that one day', () => {
    expect(timeOfSupplyOf({ ...none, servicePeriodStart: '2026-09-01' })).toEqual({
      kind: 'period',
      start: '2026-09-01',
      end: '2026-09-01',
    });
  });

  it('is the positions days from the first to the last, text lines left out', () => {
    const positions = [position('2026-09-12'), position('2026-09-03'), position(null, 'TEXT')];
    expect(timeOfSupplyOf({ ...none, positions, deliveryDate: '2026-10-01' })).toEqual({
      kind: 'positionDays',
      start: '2026-09-03',
      end: '2026-09-12',
    });
  });

  it('is not the days of some positions while another has none: that one is stated by nothing', () => {
    const positions = [position('2026-11-03'), position(null)];
    expect(timeOfSupplyOf({ ...none, positions })).toBeUndefined();
    expect(timeOfSupplyOf({ ...none, positions, deliveryDate: '2026-11-20' })).toEqual({
      kind: 'deliveryDay',
      day: '2026-11-20',
    });
  });

  it('is the delivery day where nothing else says it, and nothing without one', () => {
    expect(timeOfSupplyOf({ ...none, deliveryDate: '2026-10-01' })).toEqual({ kind: 'deliveryDay', day: '2026-10-01' });
    expect(timeOfSupplyOf({ ...none, positions: [position(null)] })).toBeUndefined();
  });

  it('is stated by invoices, not by offers, delivery notes or reminders', () => {
    expect(['BILL', 'CANCELLATION_BILL', 'CREDIT_NOTE'].every((type) => needsTimeOfSupply(type as 'BILL'))).toBe(true);
    expect(needsTimeOfSupply('OFFER') || needsTimeOfSupply('DELIVERY_NOTE') || needsTimeOfSupply('BILL_REMINDER')).toBe(
      false,
    );
  });
});

describe('a receipt finalized before the time of supply was required', () => {
  it('states its date as the day of supply in its files, and nothing changes where one is stated', () => {
    const old = { ...none, type: 'BILL' as const, date: '2026-02-10' };
    expect(withPresumedSupply(old).deliveryDate).toBe('2026-02-10');
    const stated = { ...old, servicePeriodStart: '2026-02-01', servicePeriodEnd: '2026-02-03' };
    expect(withPresumedSupply(stated)).toBe(stated);
    const offer = { ...old, type: 'OFFER' as const };
    expect(withPresumedSupply(offer)).toBe(offer);
  });
});
