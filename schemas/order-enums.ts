import * as z from 'zod';

/** Order statuses of application.md §3, in their life-cycle order. */
export const orderStatuses = ['DRAFT', 'ASSIGNED', 'IN_PROGRESS', 'DONE', 'BILLED'] as const;
export const ZOrderStatus = z.enum(orderStatuses);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

export const orderStatusLabels: Record<TOrderStatus, string> = {
  DRAFT: 'Entwurf',
  ASSIGNED: 'Zugewiesen',
  IN_PROGRESS: 'In Bearbeitung',
  DONE: 'Erledigt',
  BILLED: 'Abgerechnet',
};

/** Statuses on which more than one customer needs multi-customer orders enabled (application.md §5 rule 5). */
export const openOrderStatuses = ['DRAFT', 'ASSIGNED', 'IN_PROGRESS'] as const satisfies readonly TOrderStatus[];

/** Task-record types of application.md §3: what the task-record summary of a stopped order records. */
export const taskRecordTypes = [
  'AREA',
  'TRACKS',
  'TONS',
  'CUBIC_METERS',
  'SOLID_CUBIC_METERS',
  'LITER',
  'LOADS',
] as const;
export const ZTaskRecordType = z.enum(taskRecordTypes);
export type TTaskRecordType = z.infer<typeof ZTaskRecordType>;

export const taskRecordTypeLabels: Record<TTaskRecordType, string> = {
  AREA: 'Fläche',
  TRACKS: 'Strecken',
  TONS: 'Tonnen',
  CUBIC_METERS: 'Kubikmeter',
  SOLID_CUBIC_METERS: 'Festmeter',
  LITER: 'Liter',
  LOADS: 'Fuhren',
};

/** Driver-query kinds of application.md §3. */
export const driverQueryKinds = ['YesNo', 'SingleValue', 'BeforeAfter', 'ResourceWithAmount', 'ResourceOnly'] as const;
export const ZDriverQueryKind = z.enum(driverQueryKinds);
export type TDriverQueryKind = z.infer<typeof ZDriverQueryKind>;
