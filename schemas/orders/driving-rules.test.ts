import { describe, expect, it } from 'vitest';
import { type TDriverQuery, ZDriverQuery, ZPriceBlock } from '../masterdata/service';
import { ZQueryAnswerInput } from './driving';
import {
  answerArticleIssues,
  articleNotForQueryMessage,
  confirmationReason,
  countersOf,
  isAnswered,
  queriesAt,
  type StopEntries,
  type StopSituation,
  stopIssues,
  stopStepIssues,
  stopStepsOf,
  taskRecordNeedsOf,
  unansweredQueries,
} from './driving-rules';
import { ZMachineSnapshot } from './order-parts';

const query = (id: string, fields: Partial<TDriverQuery> = {}): TDriverQuery =>
  ZDriverQuery.parse({ id, kind: 'SingleValue', info: `Frage ${id}`, ...fields });
const answer = (queryId: string, fields: Partial<ReturnType<typeof ZQueryAnswerInput.parse>> = {}) =>
  ZQueryAnswerInput.parse({ queryId, ...fields });
const block = (id: string, basis: string, name = basis) => ZPriceBlock.parse({ id, name, basis, price: '10' });

const now = new Date('2026-03-02T12:00:00.000Z');
const situation = (overrides: Partial<StopSituation> = {}): StopSituation => ({
  customersWithoutRun: [],
  plannedEndDateTime: null,
  now,
  noteRequired: false,
  stopQueries: [],
  openCounters: [],
  taskRecordCount: 0,
  ...overrides,
});
const entries = (overrides: Partial<StopEntries> = {}): StopEntries => ({
  note: '',
  answers: [],
  counterStarts: [],
  counterEnds: [],
  taskRecords: [],
  ...overrides,
});
const hours = {
  key: 'machine:m1:OPERATING_HOURS',
  label: 'Fendt: Betriebsstunden',
  type: 'OPERATING_HOURS' as const,
  unit: 'h' as const,
  startValue: '100',
  suggestedValue: '100',
};

describe('driver queries (application.md §3 Driver query, five kinds)', () => {
  it('asks each query at its triggers', () => {
    const both = query('a', { askOnStart: true, askOnStop: true });
    const start = query('b', { askOnStart: true, askOnStop: false });
    const stop = query('c');
    expect(queriesAt([both, start, stop], 'START').map((q) => q.id)).toEqual(['a', 'b']);
    expect(queriesAt([both, start, stop], 'STOP').map((q) => q.id)).toEqual(['a', 'c']);
  });

  it('counts an answer as given only when it holds what its kind asks for', () => {
    const yesNo = query('y', { kind: 'YesNo' });
    expect(isAnswered(yesNo, answer('y', { value: 'false' }))).toBe(true);
    expect(isAnswered(yesNo, answer('y', { value: 'ja' }))).toBe(false);
    expect(isAnswered(query('s'), answer('s', { value: '  ' }))).toBe(false);
    expect(isAnswered(query('s'), answer('s', { value: '12,5' }))).toBe(true);
    const beforeAfter = query('b', { kind: 'BeforeAfter' });
    expect(isAnswered(beforeAfter, answer('b', { value: '1' }))).toBe(false);
    expect(isAnswered(beforeAfter, answer('b', { value: '1', afterValue: '2' }))).toBe(true);
    const withAmount = query('r', { kind: 'ResourceWithAmount' });
    expect(isAnswered(withAmount, answer('r', { value: '3' }))).toBe(false);
    expect(isAnswered(withAmount, answer('r', { value: '3', resourceId: 'diesel' }))).toBe(true);
    expect(isAnswered(query('o', { kind: 'ResourceOnly' }), answer('o', { resourceId: 'diesel' }))).toBe(true);
    expect(isAnswered(query('o', { kind: 'ResourceOnly' }), undefined)).toBe(false);
  });

  it('leaves open only the mandatory queries of the trigger without an answer', () => {
    const mandatory = query('m', { mandatoryOnStop: true });
    const optional = query('o');
    const atStart = query('s', { askOnStart: true, askOnStop: false, mandatoryOnStart: true });
    const queries = [mandatory, optional, atStart];
    expect(unansweredQueries(queries, [], 'STOP').map((q) => q.id)).toEqual(['m']);
    expect(unansweredQueries(queries, [answer('m', { value: '1' })], 'STOP')).toEqual([]);
    expect(unansweredQueries(queries, [], 'START').map((q) => q.id)).toEqual(['s']);
  });
});

describe('counters and task records', () => {
  it('reads the hour meter of machines that have one and every kilometre price block', () => {
    const machines = [
      ZMachineSnapshot.parse({ id: 'm1', name: 'Fendt', hasOperatingHours: true }),
      ZMachineSnapshot.parse({ id: 'm2', name: 'Anhänger' }),
    ];
    const service = { priceBlocks: [block('p1', 'KILOMETER', 'Anfahrt'), block('p2', 'HOUR'), block('', 'KILOMETER')] };
    expect(countersOf(service, machines)).toEqual([
      {
        key: 'machine:m1:OPERATING_HOURS',
        label: 'Fendt: Betriebsstunden',
        type: 'OPERATING_HOURS',
        unit: 'h',
        source: { type: 'MACHINE', machineId: 'm1' },
      },
      {
        key: 'priceBlock:p1:KILOMETERS',
        label: 'Anfahrt',
        type: 'KILOMETERS',
        unit: 'km',
        source: { type: 'PRICE_BLOCK', priceBlockId: 'p1' },
      },
    ]);
    expect(countersOf(null, [])).toEqual([]);
  });

  it('asks one task record per summed basis type and customer worked for', () => {
    const service = {
      priceBlocks: [block('a', 'HECTARE'), block('b', 'SQUARE_METER'), block('c', 'TONS'), block('d', 'HOUR')],
    };
    expect(taskRecordNeedsOf(service, [])).toEqual([
      { type: 'AREA', unit: 'ha', customerId: null },
      { type: 'TONS', unit: 't', customerId: null },
    ]);
    expect(taskRecordNeedsOf(service, ['k1', 'k2']).map((need) => `${need.type}:${need.customerId}`)).toEqual([
      'AREA:k1',
      'AREA:k2',
      'TONS:k1',
      'TONS:k2',
    ]);
    expect(taskRecordNeedsOf(null, ['k1'])).toEqual([]);
  });
});

describe('the stop wizard (application.md §4 steps, §5 texts)', () => {
  it('asks for confirmation when a customer was not served or the planned end lies ahead', () => {
    expect(confirmationReason(situation())).toBeNull();
    expect(confirmationReason(situation({ plannedEndDateTime: '2026-03-02T11:00:00.000Z' }))).toBeNull();
    expect(confirmationReason(situation({ plannedEndDateTime: '2026-03-03T16:00:00.000Z' }))).toBe(
      'Der Auftrag ist bis 03.03.2026 geplant. Willst du ihn schon jetzt abschließen?',
    );
    expect(confirmationReason(situation({ customersWithoutRun: ['k2'] }))).toMatch(/^Für einen oder mehrere Kunden/);
  });

  it('shows the steps in their order, each only when needed; none: the single button', () => {
    expect(stopStepsOf(situation())).toEqual([]);
    expect(
      stopStepsOf(
        situation({
          customersWithoutRun: ['k2'],
          noteRequired: true,
          openCounters: [hours],
          taskRecordCount: 1,
        }),
      ),
    ).toEqual(['CONFIRMATION', 'DRIVER_QUERIES', 'MACHINE_COUNTERS', 'TASK_RECORDS']);
    expect(stopStepsOf(situation({ stopQueries: [query('q')] }))).toEqual(['DRIVER_QUERIES']);
    expect(stopStepsOf(situation({ taskRecordCount: 2 }))).toEqual(['TASK_RECORDS']);
  });

  it('names the four texts of §5 in their order when nothing is filled', () => {
    const everything = situation({
      noteRequired: true,
      stopQueries: [query('q', { mandatoryOnStop: true })],
      openCounters: [hours],
      taskRecordCount: 1,
    });
    expect(stopIssues(everything, entries({ taskRecords: [{ record: null }] }))).toEqual([
      { path: 'answers', message: 'Bitte fülle alle Fahrerabfragen aus.' },
      { path: 'note', message: 'Bitte gib eine Notiz ein.' },
      { path: 'counterEnds', message: 'Bitte fülle alle Maschinenzähler aus.' },
      { path: 'taskRecords', message: 'Bitte fülle die Auftragszusammenfassung aus.' },
    ]);
    const filled = entries({
      note: 'Fertig',
      answers: [answer('q', { value: '4' })],
      counterEnds: [{ key: hours.key, value: '104' }],
      taskRecords: [{ record: 12.5 }],
    });
    expect(stopIssues(everything, filled)).toEqual([]);
  });

  it('checks one view at a time (Weiter)', () => {
    const withNote = situation({ noteRequired: true, openCounters: [hours] });
    expect(stopStepIssues('DRIVER_QUERIES', withNote, entries()).map((issue) => issue.path)).toEqual(['note']);
    expect(stopStepIssues('DRIVER_QUERIES', withNote, entries({ note: '   ' })).map((issue) => issue.path)).toEqual([
      'note',
    ]);
    expect(stopStepIssues('CONFIRMATION', withNote, entries())).toEqual([]);
  });

  it('asks a counter without a start value for its start too', () => {
    const unstarted = situation({ openCounters: [{ ...hours, startValue: null }] });
    const endOnly = entries({ counterEnds: [{ key: hours.key, value: '104' }] });
    expect(stopIssues(unstarted, endOnly).map((issue) => issue.path)).toEqual(['counterEnds']);
    expect(stopIssues(unstarted, { ...endOnly, counterStarts: [{ key: hours.key, value: '100' }] })).toEqual([]);
  });

  it('counts a missing task record as unfilled, not only an empty one', () => {
    const two = situation({ taskRecordCount: 2 });
    expect(stopIssues(two, entries({ taskRecords: [{ record: 3 }] })).map((issue) => issue.path)).toEqual([
      'taskRecords',
    ]);
    expect(stopIssues(two, entries({ taskRecords: [{ record: 3 }, { record: 0 }] }))).toEqual([]);
  });
});

describe('the articles a query allows', () => {
  const diesel = { id: 'diesel', tagIds: ['kraftstoff'] };
  const seed = { id: 'saatgut', tagIds: ['saat'] };
  const byArticle = query('q1', {
    kind: 'ResourceOnly',
    restriction: { type: 'RESOURCE', resourceId: 'diesel', resourceVariantId: null },
  });
  const byTag = query('q2', { kind: 'ResourceWithAmount', restriction: { type: 'CATEGORY', tagIds: ['saat'] } });
  const free = query('q3', { kind: 'ResourceOnly' });

  it('takes the named article, an article with one of the tags, and any article without a restriction', () => {
    const answers = [
      answer('q1', { resourceId: 'diesel' }),
      answer('q2', { resourceId: 'saatgut', value: '3' }),
      answer('q3', { resourceId: 'diesel' }),
    ];
    expect(answerArticleIssues([byArticle, byTag, free], answers, [diesel, seed])).toEqual([]);
  });

  it('refuses another article, one without the tags, and an unknown one, at the answer', () => {
    const answers = [
      answer('q1', { resourceId: 'saatgut' }),
      answer('q2', { resourceId: 'diesel', value: '3' }),
      answer('q1', { resourceId: 'gone' }),
    ];
    expect(answerArticleIssues([byArticle, byTag], answers, [diesel, seed])).toEqual([
      { path: 'answers.0.resourceId', message: articleNotForQueryMessage },
      { path: 'answers.1.resourceId', message: articleNotForQueryMessage },
      { path: 'answers.2.resourceId', message: articleNotForQueryMessage },
    ]);
  });
});
