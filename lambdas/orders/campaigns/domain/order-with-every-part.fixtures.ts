import { type TOrder, ZOrder } from '../../../../schemas/orders/order';

/**
 * An order with every part that names a customer filled (two of each: for `first` and for `second`), as
 * a multi-customer order of a chain would hold them after some days of work. For the tests of the
 * customer replacement.
 */
export const orderWithEveryPart = (first: string | null, second: string | null, id = 'o1'): TOrder => {
  const customers = [first, second];
  const each = <T>(make: (customerId: string | null, index: number) => T): T[] => customers.map(make);
  const at = '2026-09-01T07:00:00.000Z';
  return ZOrder.parse({
    id,
    companyId: 'c1',
    name: 'Maisernte: Häckseln – Thomsen',
    status: 'IN_PROGRESS',
    shelf: 'ACTIVE',
    employeeId: 'e1',
    customerIds: customers.filter((customer) => customer !== null),
    subCustomerIds: [first ?? 'k-sub'],
    projectId: 'p1',
    receiptReceiverId: 'k-receiver',
    machineIds: ['m1', 'm2'],
    plannedStartDateTime: at,
    fieldIds: ['f-old-1', 'f-old-2'],
    fieldOverrides: [{ fieldId: 'f-old-1', areaHa: '3.2' }],
    campaignId: 'camp1',
    activeTime: each((customerId, index) => ({ id: `run${index}`, start: at, customerId })),
    resourceUsages: each((customerId, index) => ({
      id: `ru${index}`,
      resourceId: 'r1',
      resourceName: 'Diesel',
      resourceUnit: 'l',
      vatPercentPoints: 19,
      amount: '12',
      source: 'DRIVER',
      customerId,
      timestamp: at,
    })),
    taskRecords: each((customerId, index) => ({
      id: `tr${index}`,
      record: 4.5,
      timeStamp: at,
      unit: 'ha',
      type: 'AREA',
      customerId,
      orderRunId: `run${index}`,
    })),
    counterTrackings: each((customerId, index) => ({
      id: `ct${index}`,
      source: { type: 'MACHINE', machineId: 'm1' },
      type: 'OPERATING_HOURS',
      startValue: '100',
      endValue: '104',
      customerId,
      orderRunId: `run${index}`,
    })),
    driverQueryAnswers: each((customerId, index) => ({
      id: `qa${index}`,
      queryId: 'q1',
      kind: 'YesNo',
      trigger: 'START',
      info: 'Alles geprüft?',
      value: 'true',
      customerId,
      answeredAt: at,
    })),
    protocol: each((customerId, index) => ({ id: `pr${index}`, timestamp: at, kind: 'STARTED', customerId })),
    weighings: each((customerId, index) => ({ id: `w${index}`, timestamp: at, grossKg: '31000', customerId })),
    refuels: each((customerId, index) => ({
      id: `rf${index}`,
      timestamp: at,
      machineId: 'm1',
      liters: '210',
      customerId,
    })),
    tollRecords: each((customerId, index) => ({
      id: `toll${index}`,
      tripId: `trip${index}`,
      timestamp: at,
      machineId: 'm1',
      licensePlate: 'NF-LW 1',
      amount: '4.20',
      customerId,
    })),
    timeTrackings: each((customerId, index) => ({
      id: `tt${index}`,
      employeeId: 'e1',
      start: at,
      customerId,
    })),
    version: 4,
    createdAt: at,
    updatedAt: at,
  });
};

/** The parts of an order that name a customer, each its own list (application.md §4's list). */
export const customerParts = [
  'activeTime',
  'resourceUsages',
  'taskRecords',
  'driverQueryAnswers',
  'protocol',
  'weighings',
  'timeTrackings',
  'counterTrackings',
  'refuels',
  'tollRecords',
] as const satisfies readonly (keyof TOrder)[];
