import { shiftDay } from '../../../schemas/kernel/calendar';
import { ABSENCE_MAX_DAYS, type TAbsence, ZAbsence } from '../../../schemas/planning/board';
import { db, type StoredItem } from '../../platform/db/entities';
import { parseStored } from '../../platform/db/read';
import { withoutNulls } from '../../platform/db/write';

/** Access patterns of absences (no Scan); the only place that knows how they are stored. */
export type AbsenceStore = {
  /** The absences overlapping the German days `from` to `to`, earliest first. */
  list: (companyId: string, from: string, to: string) => Promise<TAbsence[]>;
  get: (companyId: string, absenceId: string) => Promise<TAbsence | undefined>;
  create: (absence: TAbsence) => Promise<void>;
  remove: (companyId: string, absenceId: string) => Promise<void>;
};

const fromItem = ({ absenceId, ...item }: StoredItem<'absence'>): TAbsence =>
  parseStored(ZAbsence, { ...item, id: absenceId });

/** The stored item of an absence (the demo seed writes them too). */
export const absenceToItem = ({ id, ...absence }: TAbsence) => withoutNulls({ ...absence, absenceId: id });

export const dynamoAbsenceStore = (): AbsenceStore => ({
  list: async (companyId, from, to) => {
    // No absence is longer than ABSENCE_MAX_DAYS: one starting earlier has ended before the period.
    const { data } = await db()
      .absence.query.byFirstDay({ companyId })
      .between({ firstDay: shiftDay(from, -ABSENCE_MAX_DAYS) }, { firstDay: `${to}~` })
      .go({ pages: 'all' });
    return data.map(fromItem).filter((absence) => absence.lastDay >= from);
  },
  get: async (companyId, absenceId) => {
    const { data } = await db().absence.get({ companyId, absenceId }).go({ consistent: true });
    return data ? fromItem(data) : undefined;
  },
  create: async (absence) => {
    await db().absence.create(absenceToItem(absence)).go();
  },
  remove: async (companyId, absenceId) => {
    await db().absence.delete({ companyId, absenceId }).go();
  },
});
