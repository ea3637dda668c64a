import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useFormContext, useFormState } from 'react-hook-form';
import type { TDriverQuery } from '../../../../schemas/masterdata/service';
import type { TDrivingOrder, TQueryAnswerInput } from '../../../../schemas/orders/driving';
import { allowsArticle, type QueryTrigger } from '../../../../schemas/orders/driving-rules';
import { SelectField } from '../../forms/fields';
import { DecimalField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';

const texts = de.driving;

/** The part of a form the query fields fill: one answer per query, at the query's index. */
type AnswerValues = { answers: TQueryAnswerInput[] };

/**
 * The message of a whole section ('answers', 'counterEnds', 'taskRecords'): the rules name the section,
 * not one field of it. Marked with its path, so a failed submit scrolls to it like to a field.
 */
export const SectionError = ({ name, testId }: { name: string; testId?: string }) => {
  const { control, getFieldState } = useFormContext();
  const state = useFormState({ control, name });
  // A list whose items are fields keeps its own message under 'root' (react-hook-form's resolver does so).
  const message = getFieldState(name, state).error?.message ?? getFieldState(`${name}.root`, state).error?.message;
  return (
    <div data-field-path={name} data-testid={testId}>
      {message && <StatusIndicator type="error">{message}</StatusIndicator>}
    </div>
  );
};

const labelOf = (query: TDriverQuery) => (query.unit ? `${query.info} (${query.unit})` : query.info);

/** The articles a query lets the driver choose: the one it is bound to, those of its tags, else all of the order's. */
const articleOptions = (query: TDriverQuery, articles: TDrivingOrder['articles']) =>
  articles
    .filter((article) => allowsArticle(query, article))
    .map((article) => ({ value: article.id, label: article.name }));

/** One driver query as its kind asks (application.md §3 'Driver query': the five kinds), German numbers. */
const QueryField = ({
  query,
  index,
  articles,
  required,
}: {
  query: TDriverQuery;
  index: number;
  articles: TDrivingOrder['articles'];
  required: boolean;
}) => {
  const at = `answers.${index}` as const;
  const testId = `query-${query.id}`;
  const article = (
    <SelectField<AnswerValues>
      name={`${at}.resourceId`}
      label={`${labelOf(query)}: ${texts.article}`}
      required={required}
      options={articleOptions(query, articles)}
      testId={`${testId}-resource`}
    />
  );
  switch (query.kind) {
    case 'YesNo':
      return (
        <SelectField<AnswerValues>
          name={`${at}.value`}
          label={query.info}
          required={required}
          options={[
            { value: 'true', label: texts.yes },
            { value: 'false', label: texts.no },
          ]}
          testId={testId}
        />
      );
    case 'SingleValue':
      return (
        <DecimalField<AnswerValues>
          name={`${at}.value`}
          label={labelOf(query)}
          required={required}
          nullable
          testId={testId}
        />
      );
    case 'BeforeAfter':
      return (
        <>
          <DecimalField<AnswerValues>
            name={`${at}.value`}
            label={`${labelOf(query)}: ${texts.before}`}
            required={required}
            nullable
            testId={`${testId}-before`}
          />
          <DecimalField<AnswerValues>
            name={`${at}.afterValue`}
            label={`${labelOf(query)}: ${texts.after}`}
            required={required}
            nullable
            testId={`${testId}-after`}
          />
        </>
      );
    case 'ResourceWithAmount':
      return (
        <>
          {article}
          <DecimalField<AnswerValues>
            name={`${at}.value`}
            label={`${labelOf(query)}: ${texts.amount}`}
            required={required}
            nullable
            testId={testId}
          />
        </>
      );
    case 'ResourceOnly':
      return article;
  }
};

/** The queries of a trigger, each at its answer's index, and the section's message above them. */
export const DriverQueryFields = ({
  queries,
  articles,
  trigger,
}: {
  queries: readonly TDriverQuery[];
  articles: TDrivingOrder['articles'];
  trigger: QueryTrigger;
}) => (
  <>
    <SectionError name="answers" testId="driver-queries-error" />
    {queries.map((query, index) => (
      <QueryField
        key={query.id}
        query={query}
        index={index}
        articles={articles}
        required={trigger === 'START' ? query.mandatoryOnStart : query.mandatoryOnStop}
      />
    ))}
  </>
);
