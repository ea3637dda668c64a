import * as z from 'zod';
import { idField } from '../input-bounds';
import {
  boardMessages,
  boardPeriodShape,
  isBoardPeriod,
  ZAbsence,
  ZAbsenceInput,
  ZBoard,
  ZBoardMove,
  ZBoardMoveResult,
} from '../planning/board';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';

/**
 * The disposition board (issue 15 point 1) in the orders service: the board of a period, moves of
 * orders on it, and the absences of people and machines. The office's roles, as for orders.
 */

/** A period of German days, both included, at most BOARD_MAX_DAYS long. */
export const ZBoardPeriodQuery = ZCompanyQuery.extend(boardPeriodShape)
  .refine((query) => query.from <= query.to, { path: ['to'], message: boardMessages.periodOrder })
  .refine(isBoardPeriod, { path: ['to'], message: boardMessages.periodTooLong });

export const getBoard = defineEndpoint({
  method: 'GET',
  path: '/orders/board',
  access: { kind: 'company', permission: 'orders:read' },
  query: ZBoardPeriodQuery,
  response: ZBoard,
});

export const moveOnBoard = defineEndpoint({
  method: 'POST',
  path: '/orders/board/moves',
  access: { kind: 'company', permission: 'orders:write' },
  query: ZCompanyQuery,
  body: ZBoardMove,
  response: ZBoardMoveResult,
});

export const listAbsences = defineEndpoint({
  method: 'GET',
  path: '/orders/absences',
  access: { kind: 'company', permission: 'orders:read' },
  query: ZBoardPeriodQuery,
  response: z.object({ items: z.array(ZAbsence) }),
});

export const createAbsence = defineEndpoint({
  method: 'POST',
  path: '/orders/absences',
  access: { kind: 'company', permission: 'orders:write' },
  query: ZCompanyQuery,
  body: ZAbsenceInput,
  response: ZAbsence,
  successStatus: 201,
});

export const removeAbsence = defineEndpoint({
  method: 'DELETE',
  path: '/orders/absences/{absenceId}',
  access: { kind: 'company', permission: 'orders:write' },
  params: z.object({ absenceId: idField() }),
  query: ZCompanyQuery,
  response: z.object({ done: z.literal(true) }),
});

export const boardEndpoints = { getBoard, moveOnBoard, listAbsences, createAbsence, removeAbsence };
