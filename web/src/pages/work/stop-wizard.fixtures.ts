import type { TDriverQuery } from '../../../../schemas/masterdata/service';
import type { TStopPreparation } from '../../../../schemas/orders/driving';

/** A driver query of a service, asked at stop and mandatory there unless `overrides` say otherwise. */
export const driverQuery = (overrides: Partial<TDriverQuery> = {}): TDriverQuery => ({
  id: 'q1',
  kind: 'YesNo',
  info: 'Stroh gehäckselt?',
  unit: null,
  restriction: null,
  askOnStart: false,
  askOnStop: true,
  mandatoryOnStart: false,
  mandatoryOnStop: true,
  ...overrides,
});

/** A stop preparation with every step but the confirmation: one stop query, one hour meter, one task record. */
export const preparation = (overrides: Partial<TStopPreparation> = {}): TStopPreparation => ({
  orderId: 'o1',
  orderName: 'Mais häckseln Thomsen',
  version: 4,
  steps: ['DRIVER_QUERIES', 'MACHINE_COUNTERS', 'TASK_RECORDS'],
  confirmationReason: null,
  noteRequired: true,
  queries: [driverQuery()],
  counters: [
    {
      key: 'machine:m1:OPERATING_HOURS',
      label: 'Jaguar: Betriebsstunden',
      type: 'OPERATING_HOURS',
      unit: 'h',
      startValue: '3412.5',
      suggestedValue: null,
    },
  ],
  taskRecords: [{ type: 'AREA', unit: 'ha', customerId: null, suggestedRecord: null }],
  ...overrides,
});
