import * as z from 'zod';
import { idField } from '../input-bounds';
import { optionalText } from '../validation';
import { nameField, recordMeta, ZIdList } from './common';
import { ZDay } from './price-agreement';

/**
 * A project (issue 15, application.md §2/§3 'Projekte'): orders of one undertaking (a dyke repair, a
 * building site, a season's silage for a biogas plant) grouped so the office sees their hours and amounts
 * together. An order names its project (schemas/orders/order.ts projectId).
 */
export const projectMessages = {
  name: 'Bitte gib einen Namen für das Projekt ein.',
  lastDay: 'Das Ende darf nicht vor dem Beginn liegen.',
  // wording ours
  numberTaken: 'Diese Projektnummer ist bereits vergeben.',
} as const;

const projectFields = z.object({
  name: nameField(projectMessages.name),
  /** The company's own project number; optional, but no two projects share one. */
  number: optionalText(40),
  customerId: idField().nullable().default(null),
  description: optionalText(2000),
  /** First and last German day (YYYY-MM-DD), both optional. */
  firstDay: ZDay.nullable().default(null),
  lastDay: ZDay.nullable().default(null),
  operatingUnitIds: ZIdList,
});

const endNotBeforeStart = (project: { firstDay: string | null; lastDay: string | null }) =>
  project.firstDay === null || project.lastDay === null || project.lastDay >= project.firstDay;

export const ZProjectInput = projectFields.refine(endNotBeforeStart, {
  message: projectMessages.lastDay,
  path: ['lastDay'],
});
export const ZProject = projectFields.extend(recordMeta);
export type TProject = z.infer<typeof ZProject>;
