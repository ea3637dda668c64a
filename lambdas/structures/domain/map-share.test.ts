import { describe, expect, it } from 'vitest';
import type { TField } from '../../../schemas/map-fields';
import type { TMapMarker } from '../../../schemas/map-markers';
import type { TMapShareSubject } from '../../../schemas/map-shares';
import type { TTrack } from '../../../schemas/map-tracks';
import { type ShareLink, shareStatus } from '../../../schemas/share-links';
import {
  type CompanyStructures,
  mapShareView,
  requireSelectionOfCustomer,
  sharedMapView,
  sharedStructures,
} from './map-share';

const stamp = {
  companyId: 'c',
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const shape = [
  { lat: 54.48, lng: 9.05 },
  { lat: 54.49, lng: 9.05 },
  { lat: 54.49, lng: 9.06 },
];
const field = (id: string, customerId: string | null, archived = false): TField => ({
  ...stamp,
  id,
  fid: null,
  customerId,
  name: `Feld ${id}`,
  color: '#2e7d32',
  shape,
  holes: [],
  areaHa: 1.5,
  crop: 'Mais',
  cropBefore: null,
  other: 'intern',
  tracksLength: 100,
  tracks: [{ id: `${id}-t`, name: 'Fahrgasse', color: '#000000', shape, length: 100, directionEnabled: true }],
  markers: [
    {
      id: `${id}-m`,
      customerId,
      fieldId: id,
      lat: 54.48,
      lng: 9.05,
      preferredRepresentation: 'decimal',
      label: undefined,
      color: '#ff0000',
      type: 'field',
    },
  ],
  archived,
});
const track = (id: string, customerId: string | null): TTrack => ({
  ...stamp,
  id,
  customerId,
  name: `Weg ${id}`,
  color: '#1565c0',
  shape,
  length: 250,
  directionEnabled: false,
  archived: false,
});
const marker = (id: string, customerId: string | null): TMapMarker => ({
  ...stamp,
  id,
  customerId,
  fieldId: null,
  lat: 54.5,
  lng: 9.1,
  preferredRepresentation: 'decimal',
  label: 'Hoftor',
  color: '#ff0000',
  type: 'customer',
  archived: false,
});

const all: CompanyStructures = {
  fields: [field('f1', 'k1'), field('f2', 'k1', true), field('f3', 'k2'), field('f4', null)],
  tracks: [track('t1', 'k1'), track('t2', 'k2')],
  markers: [marker('m1', 'k1'), marker('m2', null)],
};
const ids = (shown: CompanyStructures) => ({
  fields: shown.fields.map((item) => item.id),
  tracks: shown.tracks.map((item) => item.id),
  markers: shown.markers.map((item) => item.id),
});

describe('what a map link shows', () => {
  it('all of the customer’s active structures, nobody else’s', () => {
    expect(ids(sharedStructures({ customerId: 'k1', selection: null }, all))).toEqual({
      fields: ['f1'],
      tracks: ['t1'],
      markers: ['m1'],
    });
  });

  it('of a chosen set only those still active and still the customer’s', () => {
    const selection = { fieldIds: ['f1', 'f2', 'f3'], trackIds: [], markerIds: ['m1'] };
    expect(ids(sharedStructures({ customerId: 'k1', selection }, all))).toEqual({
      fields: ['f1'],
      tracks: [],
      markers: ['m1'],
    });
  });

  it('names and geometry only: no ids, no notes, a field’s tracks and markers on the map', () => {
    const link: ShareLink<TMapShareSubject> = {
      id: 's1',
      companyId: 'c',
      kind: 'mapStructures',
      label: 'Ernte',
      subject: { customerId: 'k1', selection: null },
      createdBy: 'u1',
      createdByName: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2026-02-01T00:00:00.000Z',
      revokedAt: null,
    };
    const view = sharedMapView(
      link,
      { companyName: 'LU Hansen', customerName: 'Hof Thomsen' },
      sharedStructures(link.subject, all),
    );
    expect(view.fields).toEqual([{ name: 'Feld f1', color: '#2e7d32', shape, holes: [], areaHa: 1.5, crop: 'Mais' }]);
    expect(view.tracks.map((line) => line.name)).toEqual(['Weg t1', 'Fahrgasse']);
    expect(view.markers).toEqual([
      { label: 'Hoftor', color: '#ff0000', type: 'customer', lat: 54.5, lng: 9.1 },
      { label: null, color: '#ff0000', type: 'field', lat: 54.48, lng: 9.05 },
    ]);
    const text = JSON.stringify(view);
    for (const hidden of ['"id"', 'f1-t', 'k1', 'intern', 'u1', 's1']) expect(text).not.toContain(hidden);
    expect(mapShareView(link, 'Hof Thomsen', new Date('2026-03-01T00:00:00.000Z'))).toMatchObject({
      status: shareStatus(link, new Date('2026-03-01T00:00:00.000Z')),
      customerName: 'Hof Thomsen',
    });
  });
});

describe('a chosen set', () => {
  it('may name only active structures of the customer, and at least one', () => {
    expect(() => requireSelectionOfCustomer('k1', null, all)).not.toThrow();
    expect(() =>
      requireSelectionOfCustomer('k1', { fieldIds: ['f1'], trackIds: ['t1'], markerIds: ['m1'] }, all),
    ).not.toThrow();
    const refusal = (selection: { fieldIds: string[]; trackIds: string[]; markerIds: string[] }) => {
      try {
        requireSelectionOfCustomer('k1', selection, all);
      } catch (error) {
        return error;
      }
      throw new Error('accepted');
    };
    expect(refusal({ fieldIds: ['f2', 'f3'], trackIds: ['t2'], markerIds: ['m2'] })).toMatchObject({
      code: 'LW_400_01_0001',
      issues: [
        { path: 'selection.fieldIds.0' },
        { path: 'selection.fieldIds.1' },
        { path: 'selection.trackIds.0' },
        { path: 'selection.markerIds.0' },
      ],
    });
    expect(refusal({ fieldIds: [], trackIds: [], markerIds: [] })).toMatchObject({ issues: [{ path: 'selection' }] });
  });
});
