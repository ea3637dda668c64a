import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normaliseLicensePlate } from '../../../../schemas/planning/toll';
import { decodeTollFile, germanDecimal, germanMoment, parseTollCsv, tollCsvMessages } from './toll-csv';

const fixture = new Uint8Array(
  readFileSync(new URL('../../../../test/fixtures/toll/toll-collect-fahrtenliste-2026-03.csv', import.meta.url)),
);
const utf8 = (text: string) => new TextEncoder().encode(text);
const withBom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);

const parsed = (bytes: Uint8Array) => {
  const result = parseTollCsv(bytes);
  if (!result.ok) throw new Error(result.reason);
  return result;
};

describe('the Toll Collect trip list', () => {
  it('reads the Windows-1252 fixture below its title lines, with umlauts, decimals and German times', () => {
    const { trips } = parsed(fixture);
    expect(trips.map((trip) => trip.tripId)).toEqual(['100000001', '100000002', '100000003', '100000004', '100000005']);
    expect(trips[0]).toEqual({
      tripId: '100000001',
      licensePlate: 'NF-LH 960',
      // 07:15 in March is winter time (UTC+1).
      start: '2026-03-10T06:15:00.000Z',
      end: '2026-03-10T06:48:00.000Z',
      amount: '4.56',
      distanceKm: '23.4',
      route: 'Münster-Nord → Greven',
      line: 7,
    });
    expect(trips[1]?.start).toBe('2026-03-10T15:02:30.000Z');
    expect(trips[2]?.route).toBe('Emsdetten, Güterweg → Münster-Süd');
  });

  it('reports the unreadable rows with their line and a German reason, and skips the sum line', () => {
    const { rowErrors } = parsed(fixture);
    expect(rowErrors).toEqual([
      { line: 12, reason: tollCsvMessages.start('31.02.2026 08:00:00') },
      { line: 13, reason: tollCsvMessages.amount('zwei Euro') },
    ]);
  });

  it('reads the same list as UTF-8 with BOM, and with one date-time column per end', () => {
    const text = [
      'Fahrtenliste',
      'Belegnummer;KFZ-Kennzeichen;Datum/Uhrzeit Beginn;Datum/Uhrzeit Ende;Anschlussstelle Einfahrt;Anschlussstelle Ausfahrt;Strecke/km;Betrag (EUR)',
      '"B-1";"MS-LU 123";"24.11.2026 07:15:00";"24.11.2026 07:40:00";"Münster-Nord";"Greven";"1.204,5";"1.234,56"',
    ].join('\n');
    const { trips } = parsed(withBom(text));
    expect(trips).toEqual([
      expect.objectContaining({
        tripId: 'B-1',
        start: '2026-11-24T06:15:00.000Z',
        end: '2026-11-24T06:40:00.000Z',
        route: 'Münster-Nord → Greven',
        distanceKm: '1204.5',
        amount: '1234.56',
      }),
    ]);
    expect(decodeTollFile(withBom('Münster'))).toBe('Münster');
  });

  it('reads times across the change to summer and back to winter time', () => {
    // 29.03.2026: 02:00 becomes 03:00; 25.10.2026: 03:00 becomes 02:00.
    expect(germanMoment('29.03.2026', '01:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(germanMoment('29.03.2026', '03:30')).toBe('2026-03-29T01:30:00.000Z');
    // The skipped hour is read as summer time, as the wall clock would have shown it.
    expect(germanMoment('29.03.2026', '02:30:15')).toBe('2026-03-29T01:30:15.000Z');
    expect(germanMoment('25.10.2026', '01:59:59')).toBe('2026-10-24T23:59:59.000Z');
    expect(germanMoment('25.10.2026', '03:00')).toBe('2026-10-25T02:00:00.000Z');
    expect(germanMoment('25.10.2026', '12:00')).toBe('2026-10-25T11:00:00.000Z');
    expect(germanMoment('26.10.26', '7:05:09')).toBe('2026-10-26T06:05:09.000Z');
    expect(germanMoment('31.02.2026', '08:00')).toBeUndefined();
    expect(germanMoment('24.11.2026', '25:00')).toBeUndefined();
  });

  it('reads German decimals with thousands, currency and plain points', () => {
    expect(germanDecimal('12,34')).toBe('12.34');
    expect(germanDecimal('1.234,50 €')).toBe('1234.5');
    expect(germanDecimal('EUR 7,00')).toBe('7');
    expect(germanDecimal('12.5')).toBe('12.5');
    expect(germanDecimal('1,2,3')).toBeUndefined();
    expect(germanDecimal('')).toBeUndefined();
  });

  it('compares plates without case, spaces and hyphens', () => {
    expect(normaliseLicensePlate('MS-LU 123')).toBe(normaliseLicensePlate('ms lu123'));
    expect(normaliseLicensePlate('MÜ-AB 1')).toBe('MÜAB1');
  });

  it('names each broken row and keeps reading', () => {
    const header = 'Fahrt-ID;Kennzeichen;Beginn;Ende;Betrag';
    const rows = [
      '1;;24.11.2026 07:00;24.11.2026 07:30;1,00',
      '2;MS-LU 1;24.11.2026 07:00;24.11.2026 06:30;1,00',
      '3;MS-LU 1;24.11.2026 07:00;gestern;1,00',
      '4;MS-LU 1;24.11.2026 07:00;;-3,10',
      '5;MS-LU 1',
      '6;MS-LU 1;24.11.2026 07:00;;2,00',
    ];
    const { trips, rowErrors } = parsed(utf8([header, ...rows].join('\r\n')));
    expect(trips.map((trip) => [trip.tripId, trip.end, trip.line])).toEqual([['6', null, 7]]);
    expect(rowErrors).toEqual([
      { line: 2, reason: tollCsvMessages.plateMissing },
      { line: 3, reason: tollCsvMessages.endBeforeStart },
      { line: 4, reason: tollCsvMessages.end('gestern') },
      { line: 5, reason: tollCsvMessages.negativeAmount('-3,10') },
      { line: 6, reason: tollCsvMessages.tooFewCells },
    ]);
  });

  it('names a trip without the operator id by plate and start, and refuses a file without header', () => {
    const { trips } = parsed(utf8('Kennzeichen;Beginn;Maut (EUR)\nMS-LU 1;24.11.2026 07:00;2,00'));
    expect(trips[0]?.tripId).toBe('MSLU1@2026-11-24T06:00:00.000Z');
    expect(parseTollCsv(utf8('Name;Wert\nA;1'))).toEqual({ ok: false, reason: tollCsvMessages.noHeader });
    expect(parseTollCsv(new Uint8Array())).toEqual({ ok: false, reason: tollCsvMessages.noHeader });
  });
});
