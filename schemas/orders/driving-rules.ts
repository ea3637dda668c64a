import { formatGermanDate } from '../kernel/calendar';
import type { TDriverQuery } from '../masterdata/service';
import { stopWizardMessages } from '../messages';
import type { TTaskRecordType } from '../order-enums';
import { priceBlockBasisUnits, type TPriceBlockBasis } from '../price-blocks';
import type { TUnit } from '../units';
import {
  counterKeyOf,
  type TCounterNeed,
  type TCounterReading,
  type TDrivingOrder,
  type TQueryAnswerInput,
  type TStopWizardStep,
} from './driving';
import type { TOrder } from './order';
import type { TMachineSnapshot, TServiceSnapshot } from './order-parts';

/**
 * The rules of the driver's day (application.md §4 'Stopping an order (wizard)', §5 'Stop wizard'), pure
 * and shared: the server refuses by them and the web's wizard checks each view by them, so the two
 * cannot drift apart.
 */

export type QueryTrigger = 'START' | 'STOP';

/** The service's queries asked at a trigger. */
export const queriesAt = (queries: readonly TDriverQuery[], trigger: QueryTrigger): TDriverQuery[] =>
  queries.filter((query) => (trigger === 'START' ? query.askOnStart : query.askOnStop));

const isMandatory = (query: TDriverQuery, trigger: QueryTrigger) =>
  trigger === 'START' ? query.mandatoryOnStart : query.mandatoryOnStop;

const filled = (value: string | null) => value !== null && value.trim() !== '';

/** Whether an answer holds what its query's kind asks for. */
export const isAnswered = (query: TDriverQuery, answer: TQueryAnswerInput | undefined): boolean => {
  if (!answer) return false;
  switch (query.kind) {
    case 'YesNo':
      return answer.value === 'true' || answer.value === 'false';
    case 'SingleValue':
      return filled(answer.value);
    case 'BeforeAfter':
      return filled(answer.value) && filled(answer.afterValue);
    case 'ResourceWithAmount':
      return answer.resourceId !== null && filled(answer.value);
    case 'ResourceOnly':
      return answer.resourceId !== null;
  }
};

/** The mandatory queries of a trigger that the answers leave open. */
export const unansweredQueries = (
  queries: readonly TDriverQuery[],
  answers: readonly TQueryAnswerInput[],
  trigger: QueryTrigger,
): TDriverQuery[] =>
  queriesAt(queries, trigger).filter(
    (query) =>
      isMandatory(query, trigger) &&
      !isAnswered(
        query,
        answers.find((answer) => answer.queryId === query.id),
      ),
  );

/** Price-block bases read from a counter at start and end of a run (ours: an odometer for kilometres). */
const counterBases: Partial<Record<TPriceBlockBasis, 'KILOMETERS'>> = { KILOMETER: 'KILOMETERS' };

/** Price-block bases the task-record summary asks a value for (application.md §3 'Task record' types). */
export const taskRecordTypeOfBasis: Partial<Record<TPriceBlockBasis, TTaskRecordType>> = {
  HECTARE: 'AREA',
  SQUARE_METER: 'AREA',
  METER: 'TRACKS',
  TONS: 'TONS',
  CUBIC_METERS: 'CUBIC_METERS',
  SOLID_CUBIC_METERS: 'SOLID_CUBIC_METERS',
  LITER: 'LITER',
  LOADS: 'LOADS',
};

/** A counter a run of the order reads, before anything is known of its values. */
export type CounterSpec = Pick<TCounterNeed, 'key' | 'label' | 'type' | 'unit'> & {
  source: { type: 'MACHINE'; machineId: string } | { type: 'PRICE_BLOCK'; priceBlockId: string };
};

/** The counters a run reads: the hour meter of every machine that has one, and every counted price block. */
export const countersOf = (
  service: Pick<TServiceSnapshot, 'priceBlocks'> | null,
  machines: readonly TMachineSnapshot[],
): CounterSpec[] => [
  ...machines
    .filter((machine) => machine.hasOperatingHours)
    .map((machine): CounterSpec => {
      const source = { type: 'MACHINE' as const, machineId: machine.id };
      return {
        key: counterKeyOf(source, 'OPERATING_HOURS'),
        label: `${machine.name}: Betriebsstunden`,
        type: 'OPERATING_HOURS',
        unit: 'h',
        source,
      };
    }),
  ...(service?.priceBlocks ?? []).flatMap((block): CounterSpec[] => {
    const type = counterBases[block.basis];
    if (!type || block.id === '') return [];
    const source = { type: 'PRICE_BLOCK' as const, priceBlockId: block.id };
    return [
      { key: counterKeyOf(source, type), label: block.name, type, unit: priceBlockBasisUnits[block.basis], source },
    ];
  }),
];

/** The task records the summary asks for: one per type the price blocks charge by, per customer worked for. */
export const taskRecordNeedsOf = (
  service: Pick<TServiceSnapshot, 'priceBlocks'> | null,
  customerIds: readonly (string | null)[],
): { type: TTaskRecordType; unit: TUnit; customerId: string | null }[] => {
  const byType = new Map<TTaskRecordType, TUnit>();
  for (const block of service?.priceBlocks ?? []) {
    const type = taskRecordTypeOfBasis[block.basis];
    if (type && !byType.has(type)) byType.set(type, priceBlockBasisUnits[block.basis]);
  }
  const customers = customerIds.length > 0 ? customerIds : [null];
  return [...byType].flatMap(([type, unit]) => customers.map((customerId) => ({ type, unit, customerId })));
};

/** What the stop wizard knows before its first view (application.md §4). */
export type StopSituation = {
  /** Customers of the order without a run yet: stopping finishes the order for them too. */
  customersWithoutRun: readonly string[];
  plannedEndDateTime: string | null;
  now: Date;
  noteRequired: boolean;
  stopQueries: readonly TDriverQuery[];
  /** Counters still missing a start or end value. */
  openCounters: readonly TCounterNeed[];
  taskRecordCount: number;
};

/** Why the confirmation step is asked (ours: finishing early, or before every customer was served). */
export const confirmationReason = (situation: StopSituation): string | null => {
  if (situation.customersWithoutRun.length > 0)
    return 'Für einen oder mehrere Kunden dieses Auftrags wurde noch nicht gearbeitet. Willst du den Auftrag trotzdem abschließen?';
  if (situation.plannedEndDateTime !== null && situation.plannedEndDateTime > situation.now.toISOString()) {
    return `Der Auftrag ist bis ${formatGermanDate(situation.plannedEndDateTime)} geplant. Willst du ihn schon jetzt abschließen?`;
  }
  return null;
};

/** The wizard's steps in their order, each only when needed; none: the single button 'Auftrag stoppen'. */
export const stopStepsOf = (situation: StopSituation): TStopWizardStep[] => {
  const steps: TStopWizardStep[] = [];
  if (confirmationReason(situation) !== null) steps.push('CONFIRMATION');
  if (situation.noteRequired || situation.stopQueries.length > 0) steps.push('DRIVER_QUERIES');
  if (situation.openCounters.length > 0) steps.push('MACHINE_COUNTERS');
  if (situation.taskRecordCount > 0) steps.push('TASK_RECORDS');
  return steps;
};

/** What the driver entered in the wizard, as checked by each view and by 'Bestätigen'. */
export type StopEntries = {
  note: string;
  answers: readonly TQueryAnswerInput[];
  counterStarts: readonly TCounterReading[];
  counterEnds: readonly TCounterReading[];
  taskRecords: readonly { record: number | null }[];
};

export type StopIssue = { path: 'answers' | 'note' | 'counterEnds' | 'taskRecords'; message: string };

const countersFilled = (counters: readonly TCounterNeed[], entries: StopEntries) =>
  counters.every(
    (counter) =>
      (counter.startValue !== null || entries.counterStarts.some((reading) => reading.key === counter.key)) &&
      entries.counterEnds.some((reading) => reading.key === counter.key),
  );

/** The issues of one step's view ('Weiter'), in the order of application.md §5 'Stop wizard'. */
export const stopStepIssues = (step: TStopWizardStep, situation: StopSituation, entries: StopEntries): StopIssue[] => {
  const issues: StopIssue[] = [];
  if (step === 'DRIVER_QUERIES') {
    if (unansweredQueries(situation.stopQueries, entries.answers, 'STOP').length > 0)
      issues.push({ path: 'answers', message: stopWizardMessages.driverQueriesIncomplete });
    if (situation.noteRequired && entries.note.trim() === '')
      issues.push({ path: 'note', message: stopWizardMessages.noteRequired });
  }
  if (step === 'MACHINE_COUNTERS' && !countersFilled(situation.openCounters, entries))
    issues.push({ path: 'counterEnds', message: stopWizardMessages.machineCountersIncomplete });
  // Every asked record filled: a missing entry is as unfilled as an empty one.
  const recordsFilled =
    entries.taskRecords.length >= situation.taskRecordCount &&
    entries.taskRecords.every((record) => record.record !== null);
  if (step === 'TASK_RECORDS' && !recordsFilled)
    issues.push({ path: 'taskRecords', message: stopWizardMessages.taskRecordsIncomplete });
  return issues;
};

/** 'Bestätigen' checks all views; the server checks the same before it writes. */
export const stopIssues = (situation: StopSituation, entries: StopEntries): StopIssue[] =>
  stopStepsOf(situation).flatMap((step) => stopStepIssues(step, situation, entries));

/** What a query's restriction reads of an article: the article and its tags. */
export type ArticleTags = { id: string; tagIds: readonly string[] };

// wording ours, in the voice of §5
export const articleNotForQueryMessage = 'Dieser Artikel passt nicht zu dieser Fahrerabfrage.';

/** Whether an article may answer a query: its restriction names that article, or one of the article's tags. */
export const allowsArticle = (query: TDriverQuery, article: ArticleTags | undefined): boolean => {
  const restriction = query.restriction;
  if (!restriction) return true;
  if (!article) return false;
  return restriction.type === 'RESOURCE'
    ? restriction.resourceId === article.id
    : restriction.tagIds.some((tagId) => article.tagIds.includes(tagId));
};

/** The answers naming an article their query's restriction does not allow, at the answer's article. */
export const answerArticleIssues = (
  queries: readonly TDriverQuery[],
  answers: readonly TQueryAnswerInput[],
  articles: readonly ArticleTags[],
): { path: string; message: string }[] =>
  answers.flatMap((answer, index) => {
    const query = queries.find((candidate) => candidate.id === answer.queryId);
    if (!query || answer.resourceId === null) return [];
    const article = articles.find((candidate) => candidate.id === answer.resourceId);
    return allowsArticle(query, article)
      ? []
      : [{ path: `answers.${index}.resourceId`, message: articleNotForQueryMessage }];
  });

/** The amounts recorded on an order as drivers see them: what, how much, for whom, when; never a price. */
export const driverAmountsOf = (usages: readonly TOrder['resourceUsages'][number][]): TDrivingOrder['amounts'] =>
  usages.map((usage) => ({
    id: usage.id,
    resourceName: usage.resourceName,
    amount: usage.amount,
    unit: usage.resourceUnit,
    customerId: usage.customerId,
    timestamp: usage.timestamp,
  }));
