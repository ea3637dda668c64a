import { describe, expect, it } from 'vitest';
import { ZCompanySettings } from '../../../schemas/api/company';
import { AppError } from '../../../schemas/errors';
import { startInternalWork, stopInternalWork } from './internal-work';

const settings = (overrides: Record<string, unknown> = {}) =>
  ZCompanySettings.parse({
    internalActivityPresets: [
      { id: 'werkstatt', name: 'Werkstatt', purpose: 'USE' },
      { id: 'pause', name: 'Pause', purpose: 'PAUSE' },
      { id: 'alt', name: 'Alte Tätigkeit', purpose: 'OTHER', archived: true },
    ],
    ...overrides,
  });

const now = new Date('2026-11-21T07:00:00.000Z');
const employee = (operatingUnitIds: string[] = ['husum']) => ({ id: 'e1', operatingUnitIds, currentActivity: null });
const start = (overrides: Partial<Parameters<typeof startInternalWork>[0]> = {}) =>
  startInternalWork({
    employee: employee(),
    settings: settings(),
    presetId: 'werkstatt',
    requestedUnitId: null,
    companyDefaultUnitId: 'husum',
    now,
    timeTrackingId: 't1',
    ...overrides,
  });

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { code: error.code, issues: error.issues } : error;
  }
  return 'no error';
};

describe('starting internal work (application.md §4)', () => {
  it('starts the preset and opens a time tracking at now', () => {
    const { activity, tracking } = start();
    expect(activity).toEqual({
      type: 'internal',
      internalActivityPresetId: 'werkstatt',
      startedAt: '2026-11-21T07:00:00.000Z',
      timeTrackingId: 't1',
      operatingUnitId: 'husum',
    });
    expect(tracking).toMatchObject({ id: 't1', employeeId: 'e1', presetName: 'Werkstatt', purpose: 'USE', end: null });
  });

  it('refuses to start while something runs, and refuses archived or unknown presets', () => {
    const running = { ...employee(), currentActivity: start().activity };
    expect(codeOf(() => start({ employee: running }))).toMatchObject({ code: 'LW_409_30_0001' });
    expect(codeOf(() => start({ presetId: 'alt' }))).toMatchObject({ code: 'LW_404_30_0003' });
    expect(codeOf(() => start({ presetId: 'gibt-es-nicht' }))).toMatchObject({ code: 'LW_404_30_0003' });
  });

  it('asks for the unit when the setting is on and the employee has several, and checks the answer', () => {
    const asking = settings({ employeeSettings: { queryOperatingUnitForInternalWork: true } });
    const twoUnits = employee(['husum', 'schleswig']);
    expect(codeOf(() => start({ settings: asking, employee: twoUnits }))).toEqual({
      code: 'LW_400_01_0001',
      issues: [{ path: 'operatingUnitId', message: 'Bitte wähle einen Betrieb aus.' }],
    });
    expect(codeOf(() => start({ settings: asking, employee: twoUnits, requestedUnitId: 'fremd' }))).toMatchObject({
      code: 'LW_404_30_0002',
    });
    const chosen = start({ settings: asking, employee: twoUnits, requestedUnitId: 'schleswig' });
    expect(chosen.activity?.operatingUnitId).toBe('schleswig');
  });

  it('uses the single unit directly, and the default without the setting', () => {
    const asking = settings({ employeeSettings: { queryOperatingUnitForInternalWork: true } });
    expect(start({ settings: asking, employee: employee(['schleswig']) }).activity?.operatingUnitId).toBe('schleswig');
    // Setting off: no question even with two units; the person's first unit.
    expect(start({ employee: employee(['schleswig', 'husum']) }).activity?.operatingUnitId).toBe('schleswig');
    // No units of their own: the company's default.
    expect(start({ employee: employee([]) }).activity?.operatingUnitId).toBe('husum');
  });

  it('counts pauses for no unit', () => {
    expect(start({ presetId: 'pause' }).tracking.operatingUnitId).toBeNull();
  });
});

describe('ending internal work (application.md §4, §5)', () => {
  const running = start();
  const stop = (overrides: Partial<Parameters<typeof stopInternalWork>[0]> = {}) =>
    stopInternalWork({
      employeeId: 'e1',
      activity: running.activity,
      storedTracking: running.tracking,
      settings: settings({ showNoteQueryForInternalWork: true }),
      note: 'Mähwerk geschliffen',
      now: new Date('2026-11-21T09:30:00.000Z'),
      ...overrides,
    });

  it('closes the tracking with the end and the note', () => {
    expect(stop()).toMatchObject({ id: 't1', start: '2026-11-21T07:00:00.000Z', end: '2026-11-21T09:30:00.000Z' });
    expect(stop().note).toBe('Mähwerk geschliffen');
  });

  it("needs a note when the company asks for one: 'Trage bitte eine Notiz ein.'", () => {
    expect(codeOf(() => stop({ note: '   ' }))).toEqual({
      code: 'LW_400_01_0001',
      issues: [{ path: 'note', message: 'Trage bitte eine Notiz ein.' }],
    });
    // Without the setting no note is needed.
    expect(stop({ note: '', settings: settings() }).end).toBe('2026-11-21T09:30:00.000Z');
  });

  it('needs no note after a pause, even when the company asks for notes', () => {
    const pause = start({ presetId: 'pause' });
    expect(stop({ activity: pause.activity, storedTracking: pause.tracking, note: '' }).note).toBe('');
  });

  it('leaves a running order to its stop wizard', () => {
    expect(codeOf(() => stop({ activity: { type: 'order', orderId: 'o1' } }))).toMatchObject({
      code: 'LW_409_30_0002',
    });
  });

  it('rebuilds a lost tracking from the activity, and never ends before the start', () => {
    const ended = stop({ storedTracking: undefined, now: new Date('2026-11-21T06:59:00.000Z') });
    expect(ended).toMatchObject({ id: 't1', presetName: 'Werkstatt', start: running.activity.startedAt });
    expect(ended.end).toBe(running.activity.startedAt);
  });
});
