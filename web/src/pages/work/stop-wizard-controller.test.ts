import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMyWork } from '../../../../schemas/api/work';
import type { TStopPreparation } from '../../../../schemas/orders/driving';
import { ApiError } from '../../api/api-error';
import { preparation } from './stop-wizard.fixtures';
import { createStopWizard, SPINNER_DELAY_MS, type StopWizardPorts } from './stop-wizard-controller';
import { initialValues } from './stop-wizard-machine';

const work: TMyWork = { employee: null, activity: null };

/** A load that answers when the test says so, like a slow network. */
const deferred = <T>() => {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const wizardWith = (overrides: Partial<StopWizardPorts>) => {
  const stopped = vi.fn();
  const elsewhere = vi.fn();
  const wizard = createStopWizard({
    load: () => Promise.resolve(preparation()),
    stop: () => Promise.resolve(work),
    onStopped: stopped,
    onStoppedElsewhere: elsewhere,
    ...overrides,
  });
  return { wizard, stopped, elsewhere };
};

describe('stop wizard controller (preload, spinner, stop)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the spinner 'Auftrag stoppen wird vorbereitet' only after 2000 ms of preloading", async () => {
    const load = deferred<TStopPreparation>();
    const { wizard } = wizardWith({ load: () => load.promise });
    wizard.open('o1');
    expect(wizard.getState()).toEqual({ status: 'INITIALIZING', orderId: 'o1', spinner: false });
    vi.advanceTimersByTime(SPINNER_DELAY_MS - 1);
    expect(wizard.getState()).toMatchObject({ spinner: false });
    vi.advanceTimersByTime(1);
    expect(wizard.getState()).toMatchObject({ spinner: true });
    load.resolve(preparation());
    await vi.runAllTimersAsync();
    expect(wizard.getState()).toMatchObject({ status: 'READY', step: 0 });
  });

  it('a quick preparation never shows the spinner', async () => {
    const { wizard } = wizardWith({});
    wizard.open('o1');
    await vi.advanceTimersByTimeAsync(10);
    expect(wizard.getState().status).toBe('READY');
    await vi.advanceTimersByTimeAsync(SPINNER_DELAY_MS * 2);
    expect(wizard.getState().status).toBe('READY');
  });

  it('a failed preparation is the ERROR state with its German message', async () => {
    const { wizard } = wizardWith({ load: () => Promise.reject(new ApiError('LW_409_32_0002', 409)) });
    wizard.open('o1');
    await vi.advanceTimersByTimeAsync(0);
    expect(wizard.getState()).toEqual({
      status: 'ERROR',
      orderId: 'o1',
      message: 'Dieser Auftrag läuft bei dir gerade nicht.',
    });
  });

  it('posts the stop on Bestätigen and closes; stopped elsewhere shows the message and reloads', async () => {
    const stop = vi.fn(() => Promise.resolve(work));
    const { wizard, stopped } = wizardWith({ stop });
    wizard.open('o1');
    await vi.advanceTimersByTimeAsync(0);
    const none = preparation({ steps: [], noteRequired: false, queries: [], counters: [], taskRecords: [] });
    const other = wizardWith({
      load: () => Promise.resolve(none),
      stop: () => Promise.reject(new ApiError('LW_409_32_0003', 409)),
    });
    other.wizard.open('o1');
    await vi.advanceTimersByTimeAsync(0);
    other.wizard.confirm(initialValues(none));
    await vi.advanceTimersByTimeAsync(0);
    expect(other.wizard.getState()).toEqual({
      status: 'ERROR',
      orderId: 'o1',
      message: 'Dieser Auftrag wurde inzwischen auf einem anderen Gerät gestoppt.',
    });
    expect(other.elsewhere).toHaveBeenCalledOnce();

    // The full wizard: its last step confirms what all views hold.
    const values = initialValues(preparation());
    wizard.confirm(values);
    expect(stop).not.toHaveBeenCalled();
    const state = wizard.getState();
    expect(state).toMatchObject({ status: 'READY', step: 0 });
    const full = {
      ...values,
      note: 'fertig',
      answers: values.answers.map((answer) => ({ ...answer, value: 'false' })),
      counterEnds: values.counterEnds.map((reading) => ({ ...reading, value: '3420.5' })),
      taskRecords: values.taskRecords.map((record) => ({ ...record, record: 8 })),
    };
    wizard.next(full);
    wizard.next(full);
    wizard.confirm(full);
    expect(stop).toHaveBeenCalledWith('o1', expect.objectContaining({ version: 4, note: 'fertig' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(wizard.getState()).toEqual({ status: 'INACTIVE' });
    expect(stopped).toHaveBeenCalledWith(work);
  });

  it('ignores a preparation that arrives after the wizard was closed', async () => {
    const load = deferred<TStopPreparation>();
    const { wizard } = wizardWith({ load: () => load.promise });
    wizard.open('o1');
    wizard.close();
    load.resolve(preparation());
    await vi.advanceTimersByTimeAsync(SPINNER_DELAY_MS);
    expect(wizard.getState()).toEqual({ status: 'INACTIVE' });
  });
});
