import { describe, expect, it } from 'vitest';
import { preparation } from './stop-wizard.fixtures';
import {
  INACTIVE,
  initialValues,
  stopBodyOf,
  type WizardState,
  type WizardValues,
  wizardReducer,
} from './stop-wizard-machine';

const now = new Date('2026-08-03T10:00:00Z');

const ready = (prep = preparation()): Extract<WizardState, { status: 'READY' }> => {
  const state = wizardReducer(wizardReducer(INACTIVE, { type: 'OPEN', orderId: 'o1' }), {
    type: 'LOADED',
    preparation: prep,
  });
  if (state.status !== 'READY') throw new Error('not ready');
  return state;
};

const filled = (prep = preparation()): WizardValues => {
  const values = initialValues(prep);
  return {
    ...values,
    note: 'Alles erledigt',
    answers: values.answers.map((answer) => ({ ...answer, value: 'true' })),
    counterEnds: values.counterEnds.map((reading) => ({ ...reading, value: '3420' })),
    taskRecords: values.taskRecords.map((record) => ({ ...record, record: 12.5 })),
  };
};

describe('stop wizard machine (application.md §4 Stopping an order)', () => {
  it('goes INACTIVE -> INITIALIZING (no spinner yet) -> READY on the first step, or ERROR when loading fails', () => {
    const opening = wizardReducer(INACTIVE, { type: 'OPEN', orderId: 'o1' });
    expect(opening).toEqual({ status: 'INITIALIZING', orderId: 'o1', spinner: false });
    expect(wizardReducer(opening, { type: 'SPINNER_DUE' })).toMatchObject({ spinner: true });
    expect(ready()).toMatchObject({ status: 'READY', step: 0, issues: [], submitting: false });
    expect(wizardReducer(opening, { type: 'LOAD_FAILED', message: 'Netzwerkfehler' })).toEqual({
      status: 'ERROR',
      orderId: 'o1',
      message: 'Netzwerkfehler',
    });
  });

  it("'Weiter' validates only the current view, with the spec's texts at their fields", () => {
    const empty = initialValues(preparation());
    const refused = wizardReducer(ready(), { type: 'NEXT', values: empty, now });
    expect(refused).toMatchObject({
      step: 0,
      issues: [
        { path: 'answers', message: 'Bitte fülle alle Fahrerabfragen aus.' },
        { path: 'note', message: 'Bitte gib eine Notiz ein.' },
      ],
    });
    // The counters and records are not this view's business yet.
    const onwards = wizardReducer(ready(), {
      type: 'NEXT',
      values: { ...filled(), counterEnds: empty.counterEnds },
      now,
    });
    expect(onwards).toMatchObject({ step: 1, issues: [] });
    expect(
      wizardReducer(onwards, { type: 'NEXT', values: { ...filled(), counterEnds: empty.counterEnds }, now }),
    ).toMatchObject({
      step: 1,
      issues: [{ path: 'counterEnds', message: 'Bitte fülle alle Maschinenzähler aus.' }],
    });
  });

  it('refuses a counter value that is no number at its own field', () => {
    const atCounters = { ...ready(), step: 1 };
    const values = { ...filled(), counterEnds: [{ key: 'machine:m1:OPERATING_HOURS', value: '34x' }] };
    expect(wizardReducer(atCounters, { type: 'NEXT', values, now })).toMatchObject({
      step: 1,
      issues: [{ path: 'counterEnds.0.value', message: 'Bitte gib einen gültigen Zählerstand ein.' }],
    });
  });

  it("'Zurück' goes one step back and cancels on the first step", () => {
    expect(wizardReducer({ ...ready(), step: 2 }, { type: 'BACK' })).toMatchObject({ step: 1 });
    expect(wizardReducer(ready(), { type: 'BACK' })).toEqual(INACTIVE);
  });

  it("'Bestätigen' validates all views and shows the first step with an issue", () => {
    const last = { ...ready(), step: 2 };
    const values = { ...filled(), taskRecords: initialValues(preparation()).taskRecords };
    const refused = wizardReducer(last, { type: 'CONFIRM', values: { ...values, note: '' }, now });
    expect(refused).toMatchObject({
      step: 0,
      submitting: false,
      issues: [
        { path: 'note', message: 'Bitte gib eine Notiz ein.' },
        { path: 'taskRecords', message: 'Bitte fülle die Auftragszusammenfassung aus.' },
      ],
    });
    expect(wizardReducer(last, { type: 'CONFIRM', values: filled(), now })).toMatchObject({ submitting: true });
    // Not on an earlier step: there the button is 'Weiter'.
    expect(wizardReducer(ready(), { type: 'CONFIRM', values: filled(), now })).toMatchObject({ submitting: false });
  });

  it("with no steps the single 'Auftrag stoppen' stops at once", () => {
    const none = ready(preparation({ steps: [], noteRequired: false, queries: [], counters: [], taskRecords: [] }));
    const values = initialValues(none.preparation);
    expect(wizardReducer(none, { type: 'CONFIRM', values, now })).toMatchObject({ submitting: true, issues: [] });
  });

  it("a server refusal shows its field issues on their step, others as the wizard's failure", () => {
    const submitting = { ...ready(), step: 2, submitting: true };
    const atField = wizardReducer(submitting, {
      type: 'STOP_FAILED',
      message: 'Bitte prüfe deine Eingaben.',
      issues: [{ path: 'counterEnds', message: 'Bitte fülle alle Maschinenzähler aus.' }],
    });
    expect(atField).toMatchObject({ step: 1, submitting: false, failure: null });
    const general = wizardReducer(submitting, { type: 'STOP_FAILED', message: 'Netzwerkfehler', issues: [] });
    expect(general).toMatchObject({ step: 2, submitting: false, failure: 'Netzwerkfehler' });
    const elsewhere = wizardReducer(submitting, { type: 'STOP_REFUSED', message: 'gestoppt' });
    expect(elsewhere).toEqual({ status: 'ERROR', orderId: 'o1', message: 'gestoppt' });
    // While the stop is on its way nothing else moves the wizard.
    expect(wizardReducer(submitting, { type: 'BACK' })).toBe(submitting);
  });

  it('builds the stop body: confirmed when the confirmation step was shown, empty readings left out', () => {
    const prep = preparation({
      steps: ['CONFIRMATION', 'MACHINE_COUNTERS'],
      counters: [
        ...preparation().counters,
        {
          key: 'priceBlock:pb1:KILOMETERS',
          label: 'Anfahrt',
          type: 'KILOMETERS',
          unit: 'km',
          startValue: null,
          suggestedValue: null,
        },
      ],
    });
    const values = initialValues(prep);
    const body = stopBodyOf(prep, {
      ...values,
      counterStarts: [
        values.counterStarts[0] ?? { key: '', value: null },
        { key: 'priceBlock:pb1:KILOMETERS', value: '10' },
      ],
      counterEnds: [
        { key: 'machine:m1:OPERATING_HOURS', value: '3420' },
        { key: 'priceBlock:pb1:KILOMETERS', value: null },
      ],
      taskRecords: [{ type: 'AREA', customerId: null, record: 'abc' }],
    });
    expect(body).toMatchObject({
      version: 4,
      confirmed: true,
      counterStarts: [{ key: 'priceBlock:pb1:KILOMETERS', value: '10' }],
      counterEnds: [{ key: 'machine:m1:OPERATING_HOURS', value: '3420' }],
      taskRecords: [{ type: 'AREA', customerId: null, record: null }],
    });
  });
});
