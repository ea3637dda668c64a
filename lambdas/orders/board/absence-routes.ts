import { createAbsence, listAbsences, removeAbsence } from '../../../schemas/api/board';
import { AppError } from '../../../schemas/errors';
import { absenceReferences, type TAbsence } from '../../../schemas/planning/board';
import type { Clock, IdGenerator } from '../../platform/clock';
import { type Route, route } from '../../platform/http';
import { type ExistingIds, requireKnownReferences } from '../../platform/references/references';
import type { AbsenceStore } from './absence-store';

export type AbsenceDeps = { absences: AbsenceStore; existingIds: ExistingIds; clock: Clock; ids: IdGenerator };

/** Absences of people and machines: what makes a row of the disposition board 'away'. */
export const absenceRoutes = ({ absences, existingIds, clock, ids }: AbsenceDeps): Route[] => [
  route(listAbsences, async ({ query }, { company }) => ({
    items: await absences.list(company.companyId, query.from, query.to),
  })),

  route(createAbsence, async ({ body }, { company }) => {
    const { companyId } = company;
    await requireKnownReferences(existingIds, companyId, body, absenceReferences, 'absence');
    const absence: TAbsence = {
      ...body,
      id: ids.newId(),
      companyId,
      note: body.note ?? null,
      createdAt: clock.now().toISOString(),
    };
    await absences.create(absence);
    return absence;
  }),

  route(removeAbsence, async ({ params }, { company }) => {
    const existing = await absences.get(company.companyId, params.absenceId);
    if (!existing) throw new AppError('LW_404_34_0001', { detail: `absence ${params.absenceId}` });
    await absences.remove(company.companyId, existing.id);
    return { done: true as const };
  }),
];
