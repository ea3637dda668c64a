import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createAbsence, getBoard, moveOnBoard } from '../../../schemas/api/board';
import type { TAbsenceInput, TBoardMove } from '../../../schemas/planning/board';
import { callEndpoint } from './client';
import { orderKeys } from './orders';

/**
 * The disposition board's data. Its key lives under the orders' keys: an order or absence changed by
 * anyone (the live 'order' and 'absence' events, web/src/app/realtime-keys.ts) refreshes an open board.
 */
export const boardKeys = {
  period: (from: string, to: string) => [...orderKeys.all, 'board', from, to] as const,
};

export const useBoard = (from: string, to: string) =>
  useQuery({
    queryKey: boardKeys.period(from, to),
    queryFn: ({ signal }) => callEndpoint(getBoard, { query: { from, to }, signal }),
    // Paging to the next week keeps the old board until the new one arrives.
    placeholderData: (previous) => previous,
  });

/** A card dropped on a cell: every order view is read again (the card's lists and details changed). */
export const useMoveOnBoard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: TBoardMove) => callEndpoint(moveOnBoard, { body: move }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
};

export const useCreateAbsence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (absence: TAbsenceInput) => callEndpoint(createAbsence, { body: absence }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
};
