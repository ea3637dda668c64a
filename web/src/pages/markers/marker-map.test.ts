import { describe, expect, it } from 'vitest';
import type { TMapMarker } from '../../../../schemas/map-markers';
import { markerTypes } from '../../../../schemas/map-structures';
import { ZLoadingPoint } from '../../../../schemas/masterdata/partners';
import { masterdataTexts } from '../../i18n/de/masterdata';
import {
  legendEntries,
  loadingPointPoint,
  loadingPointType,
  markerLooks,
  markerPoint,
  markerPositionText,
  otherRepresentation,
  positionOfText,
} from './marker-map';

const hoftor: TMapMarker = {
  id: 'demo-marker-hoftor-thomsen',
  companyId: 'demo-lohnunternehmen-hansen',
  customerId: null,
  fieldId: null,
  lat: 54.48123,
  lng: 9.05211,
  preferredRepresentation: 'degrees-minutes-seconds',
  label: 'Hoftor Thomsen',
  color: '#ef6c00',
  type: 'loading-point',
  archived: false,
  version: 3,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

describe('markers on the map (issue 13 point 3)', () => {
  it('gives every type of services.md §3 its own symbol and a named palette colour', () => {
    const symbols = markerTypes.map((type) => markerLooks[type].symbol);
    expect(new Set(symbols).size).toBe(markerTypes.length);
    const colors = markerTypes.map((type) => markerLooks[type].color);
    expect(new Set(colors).size).toBe(markerTypes.length);
    const palette = masterdataTexts.colors.map(([value]) => value);
    for (const color of colors) expect(palette).toContain(color);
  });

  it('shows a marker in its own colour with its type symbol and a name that says the type', () => {
    expect(markerPoint(hoftor)).toEqual({
      id: 'marker:demo-marker-hoftor-thomsen',
      position: { lat: 54.48123, lng: 9.05211 },
      label: 'Hoftor Thomsen (Beladestelle)',
      className: 'marker-point--loading-point',
      color: '#ef6c00',
      symbol: '↑',
    });
    expect(markerPoint({ ...hoftor, label: null, type: 'other' }).label).toBe('Ohne Bezeichnung (Sonstiges)');
  });

  it('shows the position in the representation the marker prefers, and offers the other', () => {
    expect(markerPositionText(hoftor)).toBe('54° 28′ 52,428″ N, 9° 3′ 7,596″ O');
    expect(markerPositionText({ ...hoftor, preferredRepresentation: 'decimal' })).toBe('54,481230° N, 9,052110° O');
    expect(otherRepresentation('decimal')).toBe('degrees-minutes-seconds');
    expect(otherRepresentation('degrees-minutes-seconds')).toBe('decimal');
  });

  it('reads the text shown for a known position as exactly that position, other text as typed', () => {
    const known = { lat: 54.48123456789, lng: 9.05211 };
    expect(
      positionOfText(markerPositionText({ ...known, preferredRepresentation: 'degrees-minutes-seconds' }), known),
    ).toBe(known);
    expect(positionOfText(' 54,481230° N, 9,052110° O ', null)).toEqual({ lat: 54.48123, lng: 9.05211 });
    expect(positionOfText('54,5 9,5', known)).toEqual({ lat: 54.5, lng: 9.5 });
    expect(positionOfText('Hoftor', known)).toBeNull();
  });

  it('shows loading points of the master data as squares named by what they are for', () => {
    const point = ZLoadingPoint.parse({
      id: 'demo-point-hafen-husum',
      companyId: 'demo-lohnunternehmen-hansen',
      version: 1,
      archived: false,
      createdAt: '2026-11-01T08:00:00.000Z',
      updatedAt: '2026-11-01T08:00:00.000Z',
      name: 'Hafen Husum',
      customerId: null,
      isLoadingPoint: true,
      isUnloadingPoint: true,
      lat: 54.47,
      lng: 9.03,
      color: '#1565c0',
    });
    const shown = loadingPointPoint(point, () => {
      throw new Error('the popup opens in the browser only');
    });
    expect(shown).toMatchObject({
      id: 'loading-point:demo-point-hafen-husum',
      label: 'Hafen Husum (Be- und Entladestelle)',
      className: 'loading-point-marker',
      color: '#1565c0',
      symbol: '↕',
    });
    expect(loadingPointType({ isLoadingPoint: false, isUnloadingPoint: true })).toBe('unloading-point');
    expect(loadingPointType({ isLoadingPoint: true, isUnloadingPoint: false })).toBe('loading-point');
  });

  it('has a legend entry for every type and one for the loading points', () => {
    const legend = legendEntries();
    expect(legend.map((entry) => entry.label)).toEqual([
      'Auftrag',
      'Feld',
      'Kunde',
      'Sonstiges',
      'Ortung',
      'Deaktiviert',
      'Beladestelle',
      'Entladestelle',
      'Be- und Entladestelle',
      'Be-/Entladestelle (Stammdaten)',
    ]);
    expect(legend.filter((entry) => entry.square)).toHaveLength(1);
  });
});
