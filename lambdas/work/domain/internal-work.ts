import type { TTimeTracking } from '../../../schemas/api/work';
import { AppError } from '../../../schemas/errors';
import type { TCurrentActivity } from '../../../schemas/masterdata/people-and-machines';
import { stopWizardMessages } from '../../../schemas/messages';
import {
  type InternalWorkSettings,
  noteRequiredToStop,
  startablePresets,
  unitForInternalWork,
} from '../../../schemas/work/internal-work';

/**
 * Starting and ending internal work (application.md §4 'Internal work'). Pure: the employee, the company's
 * settings, `now` and the new id come in; the new activity and its time tracking go out.
 */
export type WorkingEmployee = {
  id: string;
  operatingUnitIds: readonly string[];
  currentActivity: TCurrentActivity;
};

export type Running = { activity: NonNullable<TCurrentActivity>; tracking: TTimeTracking };

const fieldError = (path: string, message: string) => new AppError('LW_400_01_0001', { issues: [{ path, message }] });

export const startInternalWork = (input: {
  employee: WorkingEmployee;
  settings: InternalWorkSettings;
  presetId: string;
  requestedUnitId: string | null;
  companyDefaultUnitId: string | null;
  now: Date;
  timeTrackingId: string;
}): Running => {
  const { employee, settings, now, timeTrackingId } = input;
  // §4: 'Starting something new while work is active requires stopping the active order or internal work first.'
  if (employee.currentActivity) throw new AppError('LW_409_30_0001');
  const preset = startablePresets(settings).find((candidate) => candidate.id === input.presetId);
  if (!preset) throw new AppError('LW_404_30_0003', { detail: `preset ${input.presetId}` });

  const choice = unitForInternalWork(preset, settings, employee.operatingUnitIds, input.companyDefaultUnitId);
  let operatingUnitId: string | null = null;
  if (choice.kind === 'use') operatingUnitId = choice.operatingUnitId;
  if (choice.kind === 'ask') {
    if (!input.requestedUnitId) throw fieldError('operatingUnitId', 'Bitte wähle einen Betrieb aus.');
    if (!choice.operatingUnitIds.includes(input.requestedUnitId)) throw new AppError('LW_404_30_0002');
    operatingUnitId = input.requestedUnitId;
  }

  const start = now.toISOString();
  return {
    activity: {
      type: 'internal',
      internalActivityPresetId: preset.id,
      startedAt: start,
      timeTrackingId,
      operatingUnitId,
    },
    tracking: {
      id: timeTrackingId,
      employeeId: employee.id,
      type: 'internal',
      internalActivityPresetId: preset.id,
      presetName: preset.name,
      purpose: preset.purpose,
      orderId: null,
      operatingUnitId,
      start,
      end: null,
      note: '',
    },
  };
};

/** The time tracking of an activity whose stored tracking is missing: rebuilt from the activity itself. */
const trackingOf = (
  employeeId: string,
  activity: NonNullable<TCurrentActivity>,
  settings: InternalWorkSettings,
  now: Date,
): TTimeTracking => {
  const preset = settings.internalActivityPresets.find((p) => p.id === activity.internalActivityPresetId);
  return {
    id: activity.timeTrackingId ?? `${employeeId}-${now.getTime()}`,
    employeeId,
    type: activity.type,
    internalActivityPresetId: activity.internalActivityPresetId ?? null,
    presetName: preset?.name ?? '',
    purpose: preset?.purpose ?? null,
    orderId: activity.orderId ?? null,
    operatingUnitId: activity.operatingUnitId ?? null,
    start: activity.startedAt ?? now.toISOString(),
    end: null,
    note: '',
  };
};

/**
 * Ends the running internal work: the tracking gets its end and the note. A note is required when the
 * company asks for one and the preset is not a pause ('Trage bitte eine Notiz ein.'). A running order is
 * ended by the order's stop wizard, never here.
 */
export const stopInternalWork = (input: {
  employeeId: string;
  activity: NonNullable<TCurrentActivity>;
  storedTracking: TTimeTracking | undefined;
  settings: InternalWorkSettings;
  note: string;
  now: Date;
}): TTimeTracking => {
  const { activity, settings, now } = input;
  if (activity.type === 'order') throw new AppError('LW_409_30_0002');
  const tracking = input.storedTracking ?? trackingOf(input.employeeId, activity, settings, now);
  // Archived presets still count: the work was started with them.
  const preset = settings.internalActivityPresets.find((p) => p.id === activity.internalActivityPresetId);
  const purpose = preset ?? (tracking.purpose ? { purpose: tracking.purpose } : undefined);
  const note = input.note.trim();
  if (noteRequiredToStop(purpose, settings) && note === '') {
    throw fieldError('note', stopWizardMessages.internalWorkNoteRequired);
  }
  // Never an end before the start, even if the clocks of two servers disagree by a moment.
  const end = new Date(Math.max(now.getTime(), new Date(tracking.start).getTime())).toISOString();
  return { ...tracking, end, note };
};
