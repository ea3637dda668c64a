import * as z from 'zod';
import { boundedArray, INPUT_LIMITS, idField, optionalIdText } from '../input-bounds';
import { optionalEmail, optionalText } from '../validation';
import { nameField, nonNegativeDecimal, recordMeta, ZAddressFields, ZIdList } from './common';

/**
 * Employees and machines (application.md §3). An employee may be linked to an app user (the login of
 * that person); the current activity is written by order and internal work, never by the form.
 */
const employeeFields = z.object({
  firstName: nameField('Bitte gib einen Vornamen ein.', 100),
  lastName: nameField('Bitte gib einen Nachnamen ein.', 100),
  personnelNumber: optionalText(30),
  mail: optionalEmail(),
  phone: optionalText(50),
  appUserId: idField().nullable().default(null),
  tagIds: ZIdList,
  operatingUnitIds: ZIdList,
});
export const ZEmployeeInput = employeeFields;
export type TEmployeeInput = z.input<typeof ZEmployeeInput>;

/**
 * What the employee is doing right now (application.md §3 'Employee'): an order or internal work, plus a
 * note. Besides the spec's fields it keeps when it started, the time tracking it writes into and, for
 * internal work of purpose USE, the operating unit the time counts for.
 */
export const ZCurrentActivity = z
  .object({
    type: z.enum(['order', 'internal']),
    orderId: z.string().optional(),
    orderRunId: z.string().optional(),
    orderActivityPresetId: z.string().optional(),
    internalActivityPresetId: z.string().optional(),
    note: z.string().optional(),
    startedAt: z.string().optional(),
    timeTrackingId: z.string().optional(),
    operatingUnitId: z.string().nullable().optional(),
  })
  .nullable();
export type TCurrentActivity = z.infer<typeof ZCurrentActivity>;

export const ZEmployee = employeeFields.extend({ ...recordMeta, currentActivity: ZCurrentActivity.default(null) });
export type TEmployee = z.infer<typeof ZEmployee>;

/** A machine variant, e.g. 'mit Mähwerk' / 'ohne Mähwerk' (application.md §3 'Machine'). */
export const ZMachineVariant = z.object({
  id: optionalIdText().default(''),
  name: nameField('Bitte gib einen Namen für die Variante ein.', 100),
});

const workingWidthMessage = 'Bitte gib eine Arbeitsbreite von 0,5 bis 60 m ein.';

/** A working width as a decimal of metres ("6,5" in the form), from a hand mower's 0.5 m to a 60 m sprayer. */
export const ZWorkingWidth = nonNegativeDecimal(workingWidthMessage).refine(
  (value) => Number(value) >= 0.5 && Number(value) <= 60,
  workingWidthMessage,
);

const machineFields = z.object({
  name: nameField('Bitte gib einen Namen für die Maschine ein.'),
  licensePlate: optionalText(20),
  manufacturer: optionalText(100),
  model: optionalText(100),
  yearOfManufacture: z
    .number({ error: 'Bitte gib ein gültiges Baujahr ein.' })
    .int('Bitte gib ein gültiges Baujahr ein.')
    .min(1900, 'Bitte gib ein gültiges Baujahr ein.')
    .max(2100, 'Bitte gib ein gültiges Baujahr ein.')
    .nullable()
    .default(null),
  variants: boundedArray(ZMachineVariant, INPUT_LIMITS.partListLength).default([]),
  operatingUnitIds: ZIdList,
  /** Operating hours as read on the machine; stopping an order with an hours counter raises it. */
  currentOperatingHours: nonNegativeDecimal('Bitte gib gültige Betriebsstunden ein.').nullable().default(null),
  /** The working width (Arbeitsbreite) in metres: the swath the GPS coverage of an order paints (issue 13). */
  workingWidthM: ZWorkingWidth.nullable().default(null),
  machineRingId: idField().nullable().default(null),
  note: optionalText(1000),
});
export const ZMachineInput = machineFields;
export type TMachineInput = z.input<typeof ZMachineInput>;
export const ZMachine = machineFields.extend(recordMeta);
export type TMachine = z.infer<typeof ZMachine>;

/** A machine ring (Maschinenring): the cooperative machines are borrowed from and billed through. */
const machineRingFields = z.object({
  name: nameField('Bitte gib einen Namen für den Maschinenring ein.'),
  memberNumber: optionalText(30),
  contactName: optionalText(100),
  mail: optionalEmail(),
  phone: optionalText(50),
  ...ZAddressFields,
});
export const ZMachineRingInput = machineRingFields;
export const ZMachineRing = machineRingFields.extend(recordMeta);
export type TMachineRing = z.infer<typeof ZMachineRing>;
