import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TCropProtectionPreview } from '../../../../schemas/api/crop-protection';
import { formatGermanDay } from '../../../../schemas/kernel/calendar';
import { formatGermanDecimal } from '../../../../schemas/kernel/german-format';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { cropProtectionTexts as t } from '../../i18n/de/crop-protection';
import { formatDate } from '../format';
import type { LineState, RowChoice } from './import-rows';

type Props = {
  preview: TCropProtectionPreview;
  states: readonly LineState[];
  /** A refusal of the save at a line (by line number). */
  refusals: ReadonlyMap<number, string>;
  onChoose: (line: number, choice: RowChoice) => void;
};

const amountText = (amount: string | null, unit: string | null) =>
  amount === null ? '–' : `${formatGermanDecimal(amount)} ${unit ?? ''}`.trim();

const statusOf = (state: LineState, refusal: string | undefined) => {
  if (refusal) return <StatusIndicator type="error">{refusal}</StatusIndicator>;
  if (state.status === 'DUPLICATE') return <StatusIndicator type="info">{t.duplicate}</StatusIndicator>;
  if (state.status === 'MATCHED') return <StatusIndicator type="success">{t.matched}</StatusIndicator>;
  return <StatusIndicator type="warning">{t.unmatched(state.reason ?? '')}</StatusIndicator>;
};

type Option = { value: string; label: string; description?: string };

const selects = {
  order: { label: t.order, placeholder: t.chooseOrder, chosenOf: (state: LineState) => state.orderId, key: 'orderId' },
  article: {
    label: t.article,
    placeholder: t.chooseArticle,
    chosenOf: (state: LineState) => state.resourceId,
    key: 'resourceId',
  },
} as const;

/** The column of a line's order or article, to change by hand; a duplicate or unreadable line has none to change. */
const selectColumn = (
  what: keyof typeof selects,
  options: Option[],
  onChoose: Props['onChoose'],
): ResponsiveColumn<LineState> => {
  const { label, placeholder, chosenOf, key } = selects[what];
  return {
    id: what,
    header: label,
    minWidth: 200,
    cell: (state) => (
      <Select
        data-testid={`crop-protection-${what}-${state.row.line}`}
        selectedOption={options.find((option) => option.value === chosenOf(state)) ?? null}
        options={options}
        placeholder={placeholder}
        ariaLabel={`${label} ${t.line} ${state.row.line}`}
        filteringType="auto"
        disabled={state.status === 'DUPLICATE' || state.row.read.amount === null}
        onChange={(event) => onChoose(state.row.line, { [key]: event.detail.selectedOption.value })}
      />
    ),
  };
};

/**
 * The lines of the file with what was read, the order and article each is matched to (the user may pick
 * others) and its status; on a phone the table becomes cards.
 */
export const CropProtectionPreview = ({ preview, states, refusals, onChoose }: Props) => {
  const orderOptions = preview.orders.map((order) => ({
    value: order.id,
    label: order.name,
    description: formatDate(order.plannedStartDateTime),
  }));
  const articleOptions = preview.resources.map((resource) => ({ value: resource.id, label: resource.name }));
  const matched = states.filter((state) => state.status === 'MATCHED').length;
  return (
    <ResponsiveTable
      data-testid="crop-protection-table"
      items={[...states]}
      trackBy={(state) => String(state.row.line)}
      wrapLines
      cardHeader={(state) => `${t.line} ${state.row.line}`}
      header={<Header description={t.takeable(matched, states.length)}>{t.rows(states.length)}</Header>}
      empty={<Box textAlign="center">{t.noRows}</Box>}
      columnDefinitions={[
        { id: 'line', header: t.line, phone: 'half', cell: (state) => state.row.line },
        {
          id: 'date',
          header: t.date,
          phone: 'half',
          cell: (state) => (state.row.read.day ? formatGermanDay(state.row.read.day) : '–'),
        },
        { id: 'field', header: t.field, phone: 'half', cell: (state) => state.row.read.fieldName ?? '–' },
        { id: 'product', header: t.product, phone: 'half', cell: (state) => state.row.read.product ?? '–' },
        {
          id: 'amount',
          header: t.amount,
          phone: 'half',
          cell: (state) => amountText(state.row.read.amount, state.row.read.unit),
        },
        selectColumn('order', orderOptions, onChoose),
        selectColumn('article', articleOptions, onChoose),
        {
          id: 'taken',
          header: `${t.amount} (${t.article})`,
          phone: 'half',
          cell: (state) => amountText(state.amount, state.unit),
        },
        {
          id: 'status',
          header: t.status,
          cell: (state) => (
            <span data-testid={`crop-protection-status-${state.row.line}`}>
              {statusOf(state, refusals.get(state.row.line))}
            </span>
          ),
        },
      ]}
    />
  );
};
