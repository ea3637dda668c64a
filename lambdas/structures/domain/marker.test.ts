import { describe, expect, it } from 'vitest';
import { ZMarkerChange, ZMarkerInput } from '../../../schemas/map-markers';
import { refusalOf } from '../../../schemas/refusal-of.test-kit';
import { changeMarker, newMarker } from './marker';

const NOW = new Date('2026-11-24T08:00:00Z');
const marker = () =>
  newMarker(ZMarkerInput.parse({ lat: 54.48, lng: 9.05 }), { id: 'm1', companyId: 'hansen', now: NOW });
const edit = (mayEditGeometry: boolean) => ({ now: NOW, mayEditGeometry });

describe('markers', () => {
  it('start active at version 1 with the defaults of §3, and take back what GET answered', () => {
    expect(marker()).toMatchObject({ label: null, type: 'other', preferredRepresentation: 'decimal', version: 1 });
    expect(ZMarkerInput.safeParse(marker()).success).toBe(true);
  });

  it('move only with the permission; a label changes without it; clear the label with null', () => {
    const move = ZMarkerChange.parse({ version: 1, lat: 54.49 });
    expect(refusalOf(() => changeMarker(marker(), move, edit(false))).code).toBe('FCPA_403_01_0002');
    expect(changeMarker(marker(), move, edit(true))).toMatchObject({ lat: 54.49, lng: 9.05, version: 2 });
    const labelled = changeMarker(marker(), ZMarkerChange.parse({ version: 1, label: 'Tor' }), edit(false));
    expect(labelled.label).toBe('Tor');
    expect(changeMarker(labelled, ZMarkerChange.parse({ version: 2, label: null }), edit(false)).label).toBeNull();
  });
});
