import { useMemo } from 'react';
import { hasPermission } from '../../../schemas/permissions';
import type { TRole } from '../../../schemas/roles';
import { noteRequiredToStop } from '../../../schemas/work/internal-work';
import { useCompany } from '../api/company';
import { useMyWork, useStopActivity } from '../api/work';
import { de } from '../i18n/de';
import { formatTime } from '../pages/format';

/**
 * The activity (order or internal work) the signed-in employee is running, for the 'Arbeitstag beenden'
 * logout dialog (application.md §4 'Logout dialogs'); null while nothing runs.
 */
export type RunningActivity = {
  /** What runs, e.g. 'Werkstatt seit 07:12'. */
  label: string;
  /** Ending it needs a note (the company asks for one and it is not a pause, §4 'Internal work'). */
  needsNote: boolean;
  /**
   * Ends the activity; 'Beenden und Abmelden' signs out only after it resolved. Undefined for a running
   * order: that ends through the order's stop wizard (§4), not from the logout dialog.
   */
  stop?: (note: string) => Promise<void>;
};

export const useRunningActivity = (role: TRole): RunningActivity | null => {
  const enabled = hasPermission(role, 'work:current');
  const work = useMyWork(enabled);
  const company = useCompany(enabled);
  const { mutateAsync } = useStopActivity();
  const activity = work.data?.activity ?? null;
  const settings = company.data?.settings;
  return useMemo(() => {
    if (!activity) return null;
    const preset = settings?.internalActivityPresets.find((p) => p.id === activity.internalActivityPresetId);
    const what = activity.type === 'order' ? de.work.runningOrder : (preset?.name ?? de.work.internalWork);
    return {
      label: activity.startedAt ? de.work.since(what, formatTime(activity.startedAt)) : what,
      needsNote: activity.type === 'internal' && settings !== undefined && noteRequiredToStop(preset, settings),
      ...(activity.type === 'internal'
        ? {
            stop: async (note: string) => {
              await mutateAsync(note);
            },
          }
        : {}),
    };
  }, [activity, settings, mutateAsync]);
};
