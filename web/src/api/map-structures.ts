import { useQuery } from '@tanstack/react-query';
import {
  customerFieldEndpoints,
  customerMarkerEndpoints,
  customerTrackEndpoints,
  officeFieldEndpoints,
  officeMarkerEndpoints,
  officeTrackEndpoints,
} from '../../../schemas/api/map-structures';
import type { TField } from '../../../schemas/map-fields';
import type { TMapMarker } from '../../../schemas/map-markers';
import type { TTrack } from '../../../schemas/map-tracks';
import { callEndpoint } from './client';

/**
 * Reading the map structures (fields, tracks, markers) of one side: the office reads its company's
 * structures, a farmer reads his own at one contractor (services.md §7, query companyId). Pages that
 * show or pick structures (maps, order and request forms) share these reads and their query keys, so a
 * change saved on one page refreshes every map with one invalidation of `mapStructureKeys.all`.
 */
export type MapStructureSide = { kind: 'office' } | { kind: 'customer'; companyId: string };

export const mapStructureKeys = {
  all: ['mapStructures'] as const,
  side: (side: MapStructureSide) =>
    ['mapStructures', side.kind === 'office' ? 'office' : `customer:${side.companyId}`] as const,
  list: (side: MapStructureSide, kind: 'fields' | 'tracks' | 'markers') =>
    [...mapStructureKeys.side(side), kind] as const,
};

const endpointsOf = (side: MapStructureSide) =>
  side.kind === 'office'
    ? { fields: officeFieldEndpoints, tracks: officeTrackEndpoints, markers: officeMarkerEndpoints }
    : { fields: customerFieldEndpoints, tracks: customerTrackEndpoints, markers: customerMarkerEndpoints };

/** The office's side needs no query; the farmer's names the contractor. */
const sideQuery = (side: MapStructureSide) => (side.kind === 'office' ? {} : { companyId: side.companyId });

/** The side's active fields (with their field tracks and markers). */
export const useMapFields = (side: MapStructureSide, enabled = true) =>
  useQuery({
    queryKey: mapStructureKeys.list(side, 'fields'),
    queryFn: ({ signal }): Promise<TField[]> =>
      callEndpoint(endpointsOf(side).fields.list, { query: sideQuery(side), signal }).then((r) => r.items),
    enabled,
  });

/** The side's active tracks. */
export const useMapTracks = (side: MapStructureSide, enabled = true) =>
  useQuery({
    queryKey: mapStructureKeys.list(side, 'tracks'),
    queryFn: ({ signal }): Promise<TTrack[]> =>
      callEndpoint(endpointsOf(side).tracks.list, { query: sideQuery(side), signal }).then((r) => r.items),
    enabled,
  });

/** The side's active markers that stand on their own (a field's markers come with the field). */
export const useMapMarkers = (side: MapStructureSide, enabled = true) =>
  useQuery({
    queryKey: mapStructureKeys.list(side, 'markers'),
    queryFn: ({ signal }): Promise<TMapMarker[]> =>
      callEndpoint(endpointsOf(side).markers.list, { query: sideQuery(side), signal }).then((r) => r.items),
    enabled,
  });
