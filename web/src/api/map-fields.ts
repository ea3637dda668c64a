import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  customerFieldEndpoints,
  customerFieldPartEndpoints,
  officeFieldEndpoints,
  officeFieldPartEndpoints,
} from '../../../schemas/api/map-structures';
import { callEndpoint } from './client';
import { type MapStructureSide, mapStructureKeys } from './map-structures';

/**
 * Changing fields of one side (the office's company, or a farmer's own at a contractor with edit rights):
 * create, change on the version seen (attributes, shape, holes), archive. Every success refreshes every
 * map of map structures (`mapStructureKeys.all`); the reads are in map-structures.ts.
 */
export type CreateFieldBody = z.input<NonNullable<typeof officeFieldEndpoints.create.body>>;
export type ChangeFieldBody = z.input<NonNullable<typeof officeFieldEndpoints.update.body>>;

export const useCreateField = (side: MapStructureSide) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFieldBody) =>
      side.kind === 'office'
        ? callEndpoint(officeFieldEndpoints.create, { body })
        : callEndpoint(customerFieldEndpoints.create, { query: { companyId: side.companyId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mapStructureKeys.all }),
  });
};

/** A change made on the version the user saw: the server refuses it when someone changed the field since. */
export const useChangeField = (side: MapStructureSide) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fieldId, body }: { fieldId: string; body: ChangeFieldBody }) =>
      side.kind === 'office'
        ? callEndpoint(officeFieldEndpoints.update, { params: { fieldId }, body })
        : callEndpoint(customerFieldEndpoints.update, {
            params: { fieldId },
            query: { companyId: side.companyId },
            body,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mapStructureKeys.all }),
  });
};

/**
 * A field's own tracks (the lines a driver follows on it), one at a time through the field's part routes:
 * each answers the whole field, and refreshing the maps shows its new tracks and tracksLength.
 */
export type CreateFieldTrackBody = z.input<NonNullable<typeof officeFieldPartEndpoints.tracks.create.body>>;

export const useAddFieldTrack = (side: MapStructureSide) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fieldId, body }: { fieldId: string; body: CreateFieldTrackBody }) =>
      side.kind === 'office'
        ? callEndpoint(officeFieldPartEndpoints.tracks.create, { params: { fieldId }, body })
        : callEndpoint(customerFieldPartEndpoints.tracks.create, {
            params: { fieldId },
            query: { companyId: side.companyId },
            body,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mapStructureKeys.all }),
  });
};

export const useRemoveFieldTrack = (side: MapStructureSide) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: { fieldId: string; trackId: string }) =>
      side.kind === 'office'
        ? callEndpoint(officeFieldPartEndpoints.tracks.remove, { params })
        : callEndpoint(customerFieldPartEndpoints.tracks.remove, { params, query: { companyId: side.companyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mapStructureKeys.all }),
  });
};

export type ChangeFieldTrackBody = z.input<NonNullable<typeof officeFieldPartEndpoints.tracks.update.body>>;

export const useChangeFieldTrack = (side: MapStructureSide) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ params, body }: { params: { fieldId: string; trackId: string }; body: ChangeFieldTrackBody }) =>
      side.kind === 'office'
        ? callEndpoint(officeFieldPartEndpoints.tracks.update, { params, body })
        : callEndpoint(customerFieldPartEndpoints.tracks.update, {
            params,
            query: { companyId: side.companyId },
            body,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mapStructureKeys.all }),
  });
};
