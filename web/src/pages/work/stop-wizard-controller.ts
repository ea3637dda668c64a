import type { TMyWork } from '../../../../schemas/api/work';
import type { TStopOrder, TStopPreparation } from '../../../../schemas/orders/driving';
import { ApiError, errorText } from '../../api/api-error';
import {
  INACTIVE,
  stopBodyOf,
  type WizardEvent,
  type WizardState,
  type WizardValues,
  wizardReducer,
} from './stop-wizard-machine';

/** application.md §9 'Spinner threshold 2000 ms': a quick preparation shows no spinner at all. */
export const SPINNER_DELAY_MS = 2000;

/** Two devices stopping the same order: the second reads this code (schemas/error-catalogue/orders.ts). */
export const STOPPED_ELSEWHERE = 'LW_409_32_0003';

export type StopWizardPorts = {
  load: (orderId: string) => Promise<TStopPreparation>;
  stop: (orderId: string, body: TStopOrder) => Promise<TMyWork>;
  /** The order is stopped: the activity is gone and the order leaves Meine Aufträge. */
  onStopped: (work: TMyWork) => void;
  /** The order was stopped elsewhere: read the current state again. */
  onStoppedElsewhere: () => void;
  now?: () => Date;
};

/**
 * Runs the wizard's machine with its effects: the preload, the delayed spinner and the stop call. Plain
 * (no React), so a unit test drives it with fake timers; the component subscribes to it.
 */
export const createStopWizard = (ports: StopWizardPorts) => {
  let state: WizardState = INACTIVE;
  let spinnerTimer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();
  const now = ports.now ?? (() => new Date());

  const dispatch = (event: WizardEvent) => {
    const next = wizardReducer(state, event);
    if (next === state) return;
    state = next;
    if (state.status !== 'INITIALIZING' && spinnerTimer !== null) {
      clearTimeout(spinnerTimer);
      spinnerTimer = null;
    }
    for (const listener of listeners) listener();
  };

  /** Answers belong to the opening they were asked for: a closed or reopened wizard ignores old ones. */
  let opening = 0;

  const open = (orderId: string) => {
    opening += 1;
    const mine = opening;
    dispatch({ type: 'OPEN', orderId });
    spinnerTimer = setTimeout(() => dispatch({ type: 'SPINNER_DUE' }), SPINNER_DELAY_MS);
    ports.load(orderId).then(
      (preparation) => mine === opening && dispatch({ type: 'LOADED', preparation }),
      (error: unknown) => mine === opening && dispatch({ type: 'LOAD_FAILED', message: errorText(error) }),
    );
  };

  const confirm = (values: WizardValues) => {
    dispatch({ type: 'CONFIRM', values, now: now() });
    if (state.status !== 'READY' || !state.submitting) return;
    const { orderId, preparation } = state;
    const mine = opening;
    ports.stop(orderId, stopBodyOf(preparation, values)).then(
      (work) => {
        if (mine !== opening) return;
        dispatch({ type: 'STOPPED' });
        ports.onStopped(work);
      },
      (error: unknown) => {
        if (mine !== opening) return;
        if (error instanceof ApiError && error.code === STOPPED_ELSEWHERE) {
          dispatch({ type: 'STOP_REFUSED', message: error.message });
          ports.onStoppedElsewhere();
          return;
        }
        dispatch({
          type: 'STOP_FAILED',
          message: errorText(error),
          issues: error instanceof ApiError ? error.issues : [],
        });
      },
    );
  };

  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open,
    back: () => dispatch({ type: 'BACK' }),
    next: (values: WizardValues) => dispatch({ type: 'NEXT', values, now: now() }),
    confirm,
    close: () => {
      opening += 1;
      dispatch({ type: 'CLOSE' });
    },
  };
};

export type StopWizard = ReturnType<typeof createStopWizard>;
