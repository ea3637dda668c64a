import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { officeMarkerEndpoints } from '../../../schemas/api/map-structures';
import { callEndpoint } from './client';
import { mapStructureKeys } from './map-structures';
import { useRecords } from './records';

/**
 * Changing the office's markers (Stammdaten > Markierungen); they are read with useMapMarkers
 * (map-structures.ts), whose queries a saved change refreshes on every map.
 */
export type CreateMarkerBody = z.input<NonNullable<typeof officeMarkerEndpoints.create.body>>;
export type ChangeMarkerBody = z.input<NonNullable<typeof officeMarkerEndpoints.update.body>>;

export const useCreateMarker = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMarkerBody) => callEndpoint(officeMarkerEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mapStructureKeys.all }),
  });
};

/** A change made on the version the office saw: the server refuses it when someone changed the marker since. */
export const useChangeMarker = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ markerId, body }: { markerId: string; body: ChangeMarkerBody }) =>
      callEndpoint(officeMarkerEndpoints.update, { params: { markerId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mapStructureKeys.all }),
  });
};

/**
 * The company's active loading and unloading points for the map. THE one read of them for map pages: they
 * are master-data records today and may move to the structures service (services.md §7
 * /loading-or-unloading-points); then only this hook changes.
 */
export const useMapLoadingPoints = () => useRecords('loadingPoint');
