import type { TOrderRequest } from '../../../../schemas/api/order-requests';
import { de } from '../../i18n/de';
import { formatDay, formatDecimal } from '../format';

/** '01.12.2026 – 03.12.2026', one date when only one is known, '–' without dates. */
export const requestPeriod = (request: Pick<TOrderRequest, 'startDate' | 'endDate'>): string => {
  const from = request.startDate ? formatDay(request.startDate) : null;
  const to = request.endDate ? formatDay(request.endDate) : null;
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from ?? to ?? de.common.empty;
};

const colors = { DRAFT: 'grey', PENDING: 'blue', ACCEPTED: 'green', REJECTED: 'red' } as const;

/** The badge colour of a status: open blue, accepted green, rejected red, draft grey. */
export const statusColor = (status: TOrderRequest['status']) => colors[status];

/** '12,5 ha'; '–' when no amount was asked. */
export const requestAmount = (request: Pick<TOrderRequest, 'amount' | 'amountUnit'>): string =>
  request.amount === null
    ? de.common.empty
    : [formatDecimal(request.amount), request.amountUnit].filter(Boolean).join(' ');

/** 'Osterfeld, Westerfeld'; '–' without field names. */
export const requestFieldNames = (request: Pick<TOrderRequest, 'fieldNames'>): string =>
  request.fieldNames.length > 0 ? request.fieldNames.join(', ') : de.common.empty;
