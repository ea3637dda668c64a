import { useMemo } from 'react';
import { hasPermission } from '../../../schemas/permissions';
import type { TRole } from '../../../schemas/roles';
import { noteRequiredToStop } from '../../../schemas/work/internal-work';
import { useCompany } from '../api/company';
import { fetchDrivingOrder, useInterruptOrderRun } from '../api/driving';
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
  /** What ending it means, when that is not plain: a running order is interrupted, not stopped. */
  hint: string | null;
  /**
   * Ends the activity; 'Beenden und Abmelden' signs out only after it resolved. A running order is
   * interrupted (its run ends, the order stays started for tomorrow): finishing it is the stop wizard's.
   */
  stop: (note: string) => Promise<void>;
};

export const useRunningActivity = (role: TRole): RunningActivity | null => {
  const enabled = hasPermission(role, 'work:current');
  const work = useMyWork(enabled);
  const company = useCompany(enabled);
  const { mutateAsync: stopInternal } = useStopActivity();
  const { mutateAsync: interrupt } = useInterruptOrderRun();
  const activity = work.data?.activity ?? null;
  const settings = company.data?.settings;
  return useMemo(() => {
    if (!activity) return null;
    const preset = settings?.internalActivityPresets.find((p) => p.id === activity.internalActivityPresetId);
    const what = activity.type === 'order' ? de.work.runningOrder : (preset?.name ?? de.work.internalWork);
    const orderId = activity.type === 'order' ? activity.orderId : undefined;
    return {
      label: activity.startedAt ? de.work.since(what, formatTime(activity.startedAt)) : what,
      needsNote: activity.type === 'internal' && settings !== undefined && noteRequiredToStop(preset, settings),
      hint: orderId ? de.work.orderInterrupted : null,
      stop: orderId
        ? async (note: string) => {
            // The interrupt names the order's version: read the current one, not a cached one.
            const order = await fetchDrivingOrder(orderId);
            await interrupt({ orderId, version: order.version, note });
          }
        : async (note: string) => {
            await stopInternal(note);
          },
    };
  }, [activity, settings, stopInternal, interrupt]);
};
