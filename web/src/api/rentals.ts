import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelRental,
  createRental,
  getRental,
  handOutRental,
  listRentals,
  type TRentalListQuery,
  takeBackRental,
} from '../../../schemas/api/rentals';
import type { TRental, TRentalInput } from '../../../schemas/planning/rental';
import { callEndpoint } from './client';

/** The rentals list's filters, without the company (the session's). */
export type RentalListFilter = Omit<TRentalListQuery, 'companyId'>;

export const rentalKeys = {
  all: ['rentals'] as const,
  list: (filter: RentalListFilter) => ['rentals', 'list', filter] as const,
  one: (rentalId: string) => ['rentals', 'one', rentalId] as const,
};

export const useRentals = (filter: RentalListFilter) =>
  useQuery({
    queryKey: rentalKeys.list(filter),
    queryFn: ({ signal }) => callEndpoint(listRentals, { query: filter, signal }).then((response) => response.items),
    placeholderData: (previous) => previous,
  });

export const useRental = (rentalId: string) =>
  useQuery({
    queryKey: rentalKeys.one(rentalId),
    queryFn: ({ signal }) => callEndpoint(getRental, { params: { rentalId }, signal }),
  });

/** After a change the rental is known at once and every list is read again. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return (rental: TRental) => {
    queryClient.setQueryData(rentalKeys.one(rental.id), rental);
    void queryClient.invalidateQueries({ queryKey: rentalKeys.all });
  };
};

export const useCreateRental = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TRentalInput) => callEndpoint(createRental, { body: input }),
    onSuccess: refresh,
  });
};

/** A status step of the details page, on the version shown: a change meanwhile is a conflict (409). */
export type RentalStep =
  | { kind: 'handOut'; at: string; operatingHours: string | null }
  | { kind: 'takeBack'; at: string; operatingHours: string | null; damageNote: string | null }
  | { kind: 'cancel' };

const stepCall = (rental: TRental, step: RentalStep) => {
  const params = { rentalId: rental.id };
  const { version } = rental;
  if (step.kind === 'cancel') return callEndpoint(cancelRental, { params, body: { version } });
  const { kind, ...fields } = step;
  return kind === 'handOut'
    ? callEndpoint(handOutRental, { params, body: { version, ...fields } })
    : callEndpoint(takeBackRental, { params, body: { version, ...fields } });
};

export const useRentalStep = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ rental, step }: { rental: TRental; step: RentalStep }) => stepCall(rental, step),
    onSuccess: refresh,
  });
};
