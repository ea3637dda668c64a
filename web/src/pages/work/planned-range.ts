import type { TOwnOrder } from '../../../../schemas/api/work';
import { formatDate, formatDateTime, formatTime } from '../format';

/** '21.11.2026, 07:00 – 12:00' (the end's date only when it is another day): an order's planned time. */
export const plannedRange = (order: TOwnOrder): string => {
  const start = formatDateTime(order.plannedStartDateTime);
  if (!order.plannedEndDateTime) return start;
  const sameDay =
    order.plannedStartDateTime !== null &&
    formatDate(order.plannedEndDateTime) === formatDate(order.plannedStartDateTime);
  return `${start} – ${sameDay ? formatTime(order.plannedEndDateTime) : formatDateTime(order.plannedEndDateTime)}`;
};
