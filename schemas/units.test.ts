import { describe, expect, it } from 'vitest';
import {
  API_CLIENT_VERSION,
  DEVICE_TELEMETRY_CLIENT_VERSION,
  MAX_UPLOAD_BYTES,
  metersToKilometers,
  queryRetryDelay,
  squareMetersToHectares,
} from './constants';
import { orderStatuses, orderStatusLabels, taskRecordTypes } from './order-enums';
import { priceBlockBases, priceBlockBasisLabels, priceBlockBasisUnits } from './price-blocks';
import { unitLabels, unitOptionLabel, units, ZUnit } from './units';

describe('units (application.md §3)', () => {
  it('are exactly the spec list, in its order', () => {
    // Literal copy of the spec line.
    const spec =
      'km, l, kg, Stk., Ku, ml, hl, g, t, Kn, m³, Rm, SRm, Fm, h, d, m, ha, qm, dt, kWh, MWh, Gb., Einh., pauschal';
    expect(units.join(', ')).toBe(spec);
    expect(Object.keys(unitLabels).sort()).toEqual([...units].sort());
  });

  it('have German long labels, with the two the spec explains', () => {
    expect(unitLabels.Kn).toContain('Saatgut');
    expect(unitLabels['Gb.']).toBe('Gebühr');
    expect(unitOptionLabel('ha')).toBe('ha (Hektar)');
    expect(unitOptionLabel('pauschal')).toBe('Pauschal');
    expect(ZUnit.safeParse('Stück').success).toBe(false);
  });
});

describe('price blocks and orders (application.md §3)', () => {
  it('price-block bases have labels and units', () => {
    expect(priceBlockBases).toHaveLength(11);
    for (const basis of priceBlockBases) {
      expect(priceBlockBasisLabels[basis]).toBeTruthy();
      expect(units).toContain(priceBlockBasisUnits[basis]);
    }
  });

  it('order statuses and task-record types are the spec lists', () => {
    expect(orderStatuses).toEqual(['DRAFT', 'ASSIGNED', 'IN_PROGRESS', 'DONE', 'BILLED']);
    expect(Object.keys(orderStatusLabels)).toEqual([...orderStatuses]);
    expect(taskRecordTypes).toEqual(['AREA', 'TRACKS', 'TONS', 'CUBIC_METERS', 'SOLID_CUBIC_METERS', 'LITER', 'LOADS']);
  });
});

describe('constants (application.md §9, services.md §9)', () => {
  it('converts area and length', () => {
    expect(squareMetersToHectares(25_000)).toBe(2.5);
    expect(metersToKilometers(1500)).toBe(1.5);
  });

  it('retries queries with an exponential delay capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('sends the spec client versions and limits uploads to 10 MB', () => {
    expect(API_CLIENT_VERSION).toBe('0.0.1-preview');
    expect(DEVICE_TELEMETRY_CLIENT_VERSION).toBe('2.3.0');
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
  });
});
