import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { customerFieldEndpoints, officeFieldEndpoints } from '../../../schemas/api/map-structures';
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
