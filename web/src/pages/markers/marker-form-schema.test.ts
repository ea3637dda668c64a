import { describe, expect, it } from 'vitest';
import type { TMapMarker } from '../../../../schemas/map-markers';
import { validateWith } from '../../forms/validate';
import { markerChangeOf, markerFormSchema, markerValuesOf, newMarkerValues } from './marker-form-schema';

const gate: TMapMarker = {
  id: 'demo-marker-hoftor-thomsen',
  companyId: 'demo-lohnunternehmen-hansen',
  customerId: null,
  fieldId: null,
  // More places than the text shows: read back from the text it must stay exactly this.
  lat: 54.4812345678,
  lng: 9.0521098765,
  preferredRepresentation: 'degrees-minutes-seconds',
  label: 'Hoftor Thomsen',
  color: '#455a64',
  type: 'other',
  archived: false,
  version: 4,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};
const known = { lat: gate.lat, lng: gate.lng };

describe('the marker form (issue 13 point 3)', () => {
  it('turns a typed position in either representation into the marker input', () => {
    const checked = validateWith(markerFormSchema(null), {
      ...newMarkerValues(),
      type: 'loading-point',
      label: 'Silo Nord',
      position: '54° 28′ 52,4″ N, 9° 3′ 7,6″ O',
    });
    expect(checked.ok && checked.data).toMatchObject({
      type: 'loading-point',
      label: 'Silo Nord',
      lat: expect.closeTo(54.481222, 6),
      lng: expect.closeTo(9.052111, 6),
    });
  });

  it('says in German what is missing or not a position', () => {
    expect(validateWith(markerFormSchema(null), newMarkerValues())).toEqual({
      ok: false,
      errors: { position: 'Bitte tippe auf die Karte oder gib die Position ein.' },
    });
    const wrong = validateWith(markerFormSchema(null), { ...newMarkerValues(), position: 'am Hoftor' });
    expect(wrong.ok || wrong.errors.position).toMatch(/^Bitte gib die Position als Dezimalgrad/);
  });

  it('changes nothing but the name when only the name changed, so no geometry permission is asked', () => {
    const checked = validateWith(markerFormSchema(known), { ...markerValuesOf(gate), label: 'Hoftor' });
    if (!checked.ok) throw new Error('refused');
    expect(markerChangeOf(gate, checked.data)).toEqual({ version: 4, label: 'Hoftor' });
  });

  it('sends the new position, on the version it was loaded in, when the marker moved', () => {
    const checked = validateWith(markerFormSchema(known), {
      ...markerValuesOf(gate),
      position: '54,5° N, 9,1° O',
      preferredRepresentation: 'decimal',
    });
    if (!checked.ok) throw new Error('refused');
    expect(markerChangeOf(gate, checked.data)).toEqual({
      version: 4,
      lat: 54.5,
      lng: 9.1,
      preferredRepresentation: 'decimal',
    });
  });

  it('keeps the exact position when the text is the one shown in the other representation', () => {
    const decimal = markerValuesOf({ ...gate, preferredRepresentation: 'decimal' });
    const checked = validateWith(markerFormSchema(known), { ...decimal, preferredRepresentation: 'decimal' });
    if (!checked.ok) throw new Error('refused');
    expect(markerChangeOf(gate, checked.data)).toEqual({ version: 4, preferredRepresentation: 'decimal' });
  });
});
