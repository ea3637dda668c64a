import Big from 'big.js';
import { decimalText } from '../../../../schemas/kernel/money';
import type { TOrder } from '../../../../schemas/orders/order';
import { formatDateTime, formatDecimal, formatEuro } from '../format';

/**
 * The toll trips and refuels of an order (issue 15) as the rows and sums its details page shows: German
 * dates, numbers and money, the machine by the name it had when the order was planned.
 */
export type NameOf = (id: string | null | undefined) => string;

const machineName = (order: TOrder, machineId: string): string =>
  order.machineSnapshots.find((machine) => machine.id === machineId)?.name ?? '';

const sum = (values: readonly string[]): string =>
  decimalText(values.reduce((total, value) => total.plus(value), new Big(0)));

export type TollRow = {
  id: string;
  start: string;
  machine: string;
  route: string;
  distance: string;
  amount: string;
  customer: string;
};

export const tollRows = (order: TOrder, nameOf: NameOf): TollRow[] =>
  order.tollRecords.map((record) => ({
    id: record.id,
    start: formatDateTime(record.timestamp),
    machine: [machineName(order, record.machineId), record.licensePlate].filter(Boolean).join(' · '),
    route: record.route || '–',
    distance: record.distanceKm === null ? '–' : `${formatDecimal(record.distanceKm)} km`,
    amount: formatEuro(record.amount),
    customer: nameOf(record.customerId) || '–',
  }));

export type RefuelRow = { id: string; at: string; machine: string; liters: string; customer: string };

export const refuelRows = (order: TOrder, nameOf: NameOf): RefuelRow[] =>
  order.refuels.map((refuel) => ({
    id: refuel.id,
    at: formatDateTime(refuel.timestamp),
    machine: machineName(order, refuel.machineId),
    liters: `${formatDecimal(refuel.liters)} l`,
    customer: nameOf(refuel.customerId) || '–',
  }));

/** The sums under the tables: the order's toll in euros and its fuel in litres. */
export const orderCostSums = (order: TOrder) => ({
  toll: formatEuro(sum(order.tollRecords.map((record) => record.amount))),
  liters: `${formatDecimal(sum(order.refuels.map((refuel) => refuel.liters)))} l`,
});
