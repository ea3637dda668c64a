import { orderMessages } from '../orders/order-messages';

/**
 * The disposition board (area 34 of the platform's LW_ codes): moves of orders on the board and absences.
 * Where the order service words a refusal, that text is used; the rest is ours.
 */
export const boardErrors = {
  // A started or finished order is no longer handed to another person (the assign endpoint's message).
  LW_409_34_0001: { status: 409, message: orderMessages.notAssignable },
  LW_409_34_0002: {
    status: 409,
    message: 'Dieser Auftrag ist schon begonnen und kann nicht mehr zu den ungeplanten Aufträgen.',
  },
  LW_409_34_0003: { status: 409, message: orderMessages.notChangeable },
  LW_404_34_0001: { status: 404, message: 'Diese Abwesenheit gibt es nicht mehr. Bitte lade die Seite neu.' },
} as const;
