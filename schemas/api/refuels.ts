import * as z from 'zod';
import { idField } from '../input-bounds';
import { nonNegativeDecimal, ZDecimal } from '../masterdata/common';
import { ZDay } from '../masterdata/price-agreement';
import { ZOrder } from '../orders/order';
import { ZMoment, ZRefuel } from '../orders/order-parts';
import type { References } from '../references';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';

/**
 * Refuels (issue 15; application.md §3/§7 'refuels are operated on'): the office records fuel put into a machine
 * of an order and removes one; the machine's refuels of a period are read from its orders.
 */
export const refuelMessages = {
  machine: 'Bitte wähle eine Maschine des Auftrags.',
  liters: 'Bitte gib die getankten Liter ein.',
  customer: 'Bitte wähle einen Kunden des Auftrags.',
  unknown: 'Dieser Tankvorgang wurde nicht gefunden.',
} as const;

const ZVersion = z.number().int().positive();

export const ZRefuelInput = z.object({
  version: ZVersion,
  machineId: idField(refuelMessages.machine),
  timestamp: ZMoment,
  liters: nonNegativeDecimal(refuelMessages.liters).refine((value) => Number(value) > 0, refuelMessages.liters),
  pricePerLiter: ZDecimal.nullable().default(null),
  gasStationId: idField().nullable().default(null),
  customerId: idField().nullable().default(null),
});
export type TRefuelInput = z.infer<typeof ZRefuelInput>;

/** The gas station is master data of the company; machine and customer are the order's (checked by its domain). */
export const refuelReferences: References = { gasStationId: 'gasStation' };

export const ZRefuelRemoval = z.object({ version: ZVersion, refuelId: idField(refuelMessages.unknown) });

/** A machine's refuel with the order it was recorded on. */
export const ZMachineRefuel = ZRefuel.extend({ orderId: idField(), orderName: z.string() });
export type TMachineRefuel = z.infer<typeof ZMachineRefuel>;

const write = { kind: 'company', permission: 'orders:write' } as const;
const ZOrderParams = z.object({ orderId: idField() });

export const addRefuel = defineEndpoint({
  method: 'POST',
  path: '/orders/orders/{orderId}/refuels',
  access: write,
  params: ZOrderParams,
  query: ZCompanyQuery,
  body: ZRefuelInput,
  response: ZOrder,
  successStatus: 201,
});

export const removeRefuel = defineEndpoint({
  method: 'POST',
  path: '/orders/orders/{orderId}/refuel-removals',
  access: write,
  params: ZOrderParams,
  query: ZCompanyQuery,
  body: ZRefuelRemoval,
  response: ZOrder,
});

/** The machine's refuels in the German days from–to (both included), earliest first. */
export const listMachineRefuels = defineEndpoint({
  method: 'GET',
  path: '/orders/machines/{machineId}/refuels',
  access: { kind: 'company', permission: 'orders:read' },
  params: z.object({ machineId: idField() }),
  query: ZCompanyQuery.extend({ from: ZDay.optional(), to: ZDay.optional() }),
  response: z.object({ items: z.array(ZMachineRefuel) }),
});

export const refuelEndpoints = { addRefuel, removeRefuel, listMachineRefuels };
