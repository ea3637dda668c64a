import type { TFieldIssue } from '../../../../schemas/errors';
import type { TTaskRecordType } from '../../../../schemas/order-enums';
import {
  type TQueryAnswerInput,
  type TStopOrder,
  type TStopPreparation,
  type TStopWizardStep,
  ZCounterReading,
  ZTaskRecordInput,
} from '../../../../schemas/orders/driving';
import {
  type StopEntries,
  type StopIssue,
  type StopSituation,
  stopIssues,
  stopStepIssues,
} from '../../../../schemas/orders/driving-rules';

/**
 * The stop wizard (application.md §4 'Stopping an order (wizard)', §5 'Stop wizard') as a pure state
 * machine: INACTIVE until opened, INITIALIZING while the preparation loads, ERROR when it cannot, READY
 * with the current step. The checks are the shared rules the server applies (driving-rules.ts); what the
 * wizard adds is only which view shows and where each message stands.
 */

/** What the wizard's form holds, aligned with the preparation's lists (one entry per query, counter, record). */
export type WizardValues = {
  note: string;
  answers: TQueryAnswerInput[];
  /** Per counter: its start value when the start did not record one; null while empty. */
  counterStarts: { key: string; value: string | null }[];
  counterEnds: { key: string; value: string | null }[];
  /** A number, null while empty, or the text as typed when it is no number (refused at its field). */
  taskRecords: { type: TTaskRecordType; customerId: string | null; record: number | string | null }[];
};

/** A message at a field of the wizard: 'answers', 'note', 'counterEnds', 'taskRecords' or one entry's path. */
export type WizardIssue = { path: string; message: string };

export type WizardState =
  | { status: 'INACTIVE' }
  | { status: 'INITIALIZING'; orderId: string; spinner: boolean }
  | { status: 'ERROR'; orderId: string; message: string }
  | {
      status: 'READY';
      orderId: string;
      preparation: TStopPreparation;
      /** Index into preparation.steps; 0 when there are none (the single button 'Auftrag stoppen'). */
      step: number;
      issues: WizardIssue[];
      submitting: boolean;
      /** A refusal that names no field of the wizard. */
      failure: string | null;
    };

export type WizardEvent =
  | { type: 'OPEN'; orderId: string }
  /** The spinner threshold (application.md §9: 2000 ms) passed while still initializing. */
  | { type: 'SPINNER_DUE' }
  | { type: 'LOADED'; preparation: TStopPreparation }
  | { type: 'LOAD_FAILED'; message: string }
  | { type: 'BACK' }
  | { type: 'NEXT'; values: WizardValues; now: Date }
  | { type: 'CONFIRM'; values: WizardValues; now: Date }
  | { type: 'STOP_FAILED'; message: string; issues: readonly TFieldIssue[] }
  /** The order cannot be stopped from here any more (stopped on another device): its message, nothing to retry. */
  | { type: 'STOP_REFUSED'; message: string }
  | { type: 'STOPPED' }
  | { type: 'CLOSE' };

export const INACTIVE: WizardState = { status: 'INACTIVE' };

/** The situation the shared rules check, as far as the preparation tells it. */
export const situationOf = (preparation: TStopPreparation, now: Date): StopSituation => ({
  customersWithoutRun: [],
  plannedEndDateTime: null,
  now,
  noteRequired: preparation.noteRequired,
  stopQueries: preparation.queries,
  openCounters: preparation.counters,
  taskRecordCount: preparation.taskRecords.length,
});

/** The form's first values: counters and task records prefilled with what the server proposes. */
export const initialValues = (preparation: TStopPreparation): WizardValues => ({
  note: '',
  answers: preparation.queries.map((query) => ({
    queryId: query.id,
    value: null,
    afterValue: null,
    resourceId: query.restriction?.type === 'RESOURCE' ? query.restriction.resourceId : null,
    resourceVariantId: query.restriction?.type === 'RESOURCE' ? query.restriction.resourceVariantId : null,
  })),
  counterStarts: preparation.counters.map((counter) => ({ key: counter.key, value: null })),
  counterEnds: preparation.counters.map((counter) => ({ key: counter.key, value: counter.suggestedValue })),
  taskRecords: preparation.taskRecords.map((need) => ({
    type: need.type,
    customerId: need.customerId,
    record: need.suggestedRecord,
  })),
});

const filledReadings = (readings: WizardValues['counterEnds']) =>
  readings.flatMap(({ key, value }) => (value === null || value.trim() === '' ? [] : [{ key, value }]));

/** What the shared rules check, from the form's values. */
export const entriesOf = (values: WizardValues): StopEntries => ({
  note: values.note,
  answers: values.answers,
  counterStarts: filledReadings(values.counterStarts),
  counterEnds: filledReadings(values.counterEnds),
  taskRecords: values.taskRecords.map(({ record }) => ({ record: typeof record === 'number' ? record : null })),
});

/** Typed values that are no value at all ('12,x'), at their field, with the contract's own messages. */
const formatIssues = (step: TStopWizardStep | 'ALL', values: WizardValues): WizardIssue[] => {
  const issues: WizardIssue[] = [];
  if (step === 'MACHINE_COUNTERS' || step === 'ALL') {
    for (const list of ['counterStarts', 'counterEnds'] as const) {
      values[list].forEach(({ key, value }, index) => {
        if (value === null || value.trim() === '') return;
        const checked = ZCounterReading.safeParse({ key, value });
        const message = checked.error?.issues[0]?.message;
        if (message) issues.push({ path: `${list}.${index}.value`, message });
      });
    }
  }
  if (step === 'TASK_RECORDS' || step === 'ALL') {
    values.taskRecords.forEach((entry, index) => {
      if (entry.record === null) return;
      const message = ZTaskRecordInput.shape.record.safeParse(entry.record).error?.issues[0]?.message;
      if (message) issues.push({ path: `taskRecords.${index}.record`, message });
    });
  }
  return issues;
};

const asWizardIssues = (issues: readonly StopIssue[]): WizardIssue[] =>
  issues.map(({ path, message }) => ({ path, message }));

/** The step whose view shows a field path (the first path segment names it). */
export const stepOfPath = (path: string): TStopWizardStep | null => {
  const head = path.split('.')[0];
  if (head === 'answers' || head === 'note') return 'DRIVER_QUERIES';
  if (head === 'counterEnds' || head === 'counterStarts') return 'MACHINE_COUNTERS';
  if (head === 'taskRecords') return 'TASK_RECORDS';
  return null;
};

/** With issues, the wizard shows the first step that has one (its messages stand at the fields there). */
type ReadyState = Extract<WizardState, { status: 'READY' }>;

const showingIssues = (state: ReadyState, issues: WizardIssue[]): ReadyState => {
  const steps = state.preparation.steps;
  const stepsWithIssues = new Set(issues.map((issue) => stepOfPath(issue.path)));
  const first = steps.findIndex((step) => stepsWithIssues.has(step));
  return { ...state, issues, submitting: false, step: first >= 0 ? first : state.step };
};

/** The body of POST stop: the form's values as the contract takes them, empty readings left out. */
export const stopBodyOf = (preparation: TStopPreparation, values: WizardValues): TStopOrder => ({
  version: preparation.version,
  confirmed: preparation.steps.includes('CONFIRMATION'),
  note: values.note,
  answers: values.answers,
  counterStarts: filledReadings(values.counterStarts),
  counterEnds: filledReadings(values.counterEnds),
  taskRecords: values.taskRecords.map(({ type, customerId, record }) => ({
    type,
    customerId,
    record: typeof record === 'number' ? record : null,
  })),
});

export const wizardReducer = (state: WizardState, event: WizardEvent): WizardState => {
  if (event.type === 'OPEN') return { status: 'INITIALIZING', orderId: event.orderId, spinner: false };
  if (event.type === 'CLOSE' || event.type === 'STOPPED') return INACTIVE;
  if (state.status === 'INITIALIZING') {
    if (event.type === 'SPINNER_DUE') return { ...state, spinner: true };
    if (event.type === 'LOADED')
      return {
        status: 'READY',
        orderId: state.orderId,
        preparation: event.preparation,
        step: 0,
        issues: [],
        submitting: false,
        failure: null,
      };
    if (event.type === 'LOAD_FAILED') return { status: 'ERROR', orderId: state.orderId, message: event.message };
    return state;
  }
  if (state.status !== 'READY') return state;
  if (state.submitting) {
    if (event.type === 'STOP_REFUSED') return { status: 'ERROR', orderId: state.orderId, message: event.message };
    if (event.type !== 'STOP_FAILED') return state;
    const shown = event.issues.filter((issue) => stepOfPath(issue.path) !== null);
    const failure = shown.length === event.issues.length && shown.length > 0 ? null : event.message;
    return {
      ...showingIssues(
        state,
        shown.map(({ path, message }) => ({ path, message })),
      ),
      failure,
    };
  }
  const { steps } = state.preparation;
  switch (event.type) {
    case 'BACK':
      // Back on the first step cancels the wizard.
      return state.step === 0 ? INACTIVE : { ...state, step: state.step - 1, issues: [], failure: null };
    case 'NEXT': {
      const step = steps[state.step];
      if (!step || state.step === steps.length - 1) return state;
      const situation = situationOf(state.preparation, event.now);
      const issues = [
        ...formatIssues(step, event.values),
        ...asWizardIssues(stopStepIssues(step, situation, entriesOf(event.values))),
      ];
      return issues.length > 0 ? { ...state, issues } : { ...state, step: state.step + 1, issues: [], failure: null };
    }
    case 'CONFIRM': {
      if (state.step < steps.length - 1) return state;
      const situation = situationOf(state.preparation, event.now);
      const issues = [
        ...formatIssues('ALL', event.values),
        ...asWizardIssues(stopIssues(situation, entriesOf(event.values))),
      ];
      if (issues.length > 0) return showingIssues(state, issues);
      return { ...state, issues: [], failure: null, submitting: true };
    }
    default:
      return state;
  }
};
