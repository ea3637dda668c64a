import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { TReceiptSummary } from '../../../../schemas/receipts/receipt';
import { errorText } from '../../api/api-error';
import {
  type OverdueBill,
  useBillReminders,
  useCreateReminder,
  useOverdueBills,
  useReceiptSettings,
} from '../../api/receipts';
import { pathFor } from '../../app/pages';
import { type EntityColumn, EntityTable } from '../../components/entity-table/entity-table';
import { receiptTexts } from '../../i18n/de/receipts';
import { formatEuro } from '../format';
import { receiptColumns } from './receipt-columns';
import { reminderLevelName } from './receipt-values';

const t = receiptTexts;
const c = receiptTexts.columns;

/** 'Mahnung erstellen': a draft reminder of the bill's next level, opened right away. */
const useCreateReminderAndOpen = () => {
  const navigate = useNavigate();
  const create = useCreateReminder();
  return {
    create,
    run: (billId: string) =>
      create.mutate(
        { billId },
        { onSuccess: (reminder) => navigate(pathFor('billReminderDetails', { receiptId: reminder.id })) },
      ),
  };
};

const overdueColumns = (
  levelName: (level: number | null) => string,
  createFor: (bill: OverdueBill) => ReactNode,
): EntityColumn<OverdueBill>[] => [
  // The bill's own columns first: its number (to its details), the customer and the due day.
  ...receiptColumns('billDetails', true)
    .filter((column) => ['number', 'customer', 'dueDate'].includes(column.id))
    .map((column) => ({ ...column, defaultVisible: true })),
  {
    id: 'daysOverdue',
    header: c.daysOverdue,
    cell: (bill) => String(bill.daysOverdue),
    sortValue: (bill) => bill.daysOverdue,
    phone: 'half',
  },
  {
    id: 'openAmount',
    header: c.openAmount,
    cell: (bill) => formatEuro(bill.openAmount),
    sortValue: (bill) => Number(bill.openAmount),
    phone: 'half',
  },
  { id: 'nextLevel', header: c.nextLevel, cell: (bill) => levelName(bill.nextReminderLevel), phone: 'half' },
  { id: 'action', header: t.actions.createReminder, cell: createFor, csv: () => '' },
];

/** Mahnwesen (application.md §2 bill reminders overview): the overdue bills and the level due next. */
export const RemindersOverviewPage = () => {
  const overdue = useOverdueBills();
  const settings = useReceiptSettings();
  const { create, run } = useCreateReminderAndOpen();
  const levelName = (level: number | null) => reminderLevelName(settings.data?.reminderLevels ?? [], level);
  const columns = overdueColumns(levelName, (bill) =>
    bill.nextReminderLevel === null ? null : (
      <Button
        onClick={() => run(bill.id)}
        loading={create.isPending && create.variables?.billId === bill.id}
        data-testid="reminder-create"
      >
        {t.actions.createReminder}
      </Button>
    ),
  );
  return (
    <SpaceBetween size="l">
      {create.error && <Alert type="error">{errorText(create.error)}</Alert>}
      <EntityTable
        items={overdue.data}
        loading={overdue.isPending}
        error={overdue.error}
        columns={columns}
        storageKey="receipts-overdue"
        csvFileName="ueberfaellige-rechnungen"
        testId="overdue-bills"
        empty={{ title: t.pages.remindersOverview, text: t.reminders.noneOverdue }}
        defaultSorting={{ columnId: 'daysOverdue', descending: true }}
      />
    </SpaceBetween>
  );
};

const reminderColumns: EntityColumn<TReceiptSummary>[] = receiptColumns('billReminderDetails', false);

/** The reminders of one bill (application.md §2 bill reminders), and 'Mahnung erstellen' for it. */
export const BillRemindersPage = () => {
  const { receiptId = '' } = useParams();
  const reminders = useBillReminders(receiptId);
  const { create, run } = useCreateReminderAndOpen();
  return (
    <SpaceBetween size="l">
      {create.error && <Alert type="error">{errorText(create.error)}</Alert>}
      <EntityTable
        items={reminders.data}
        loading={reminders.isPending}
        error={reminders.error}
        columns={reminderColumns}
        storageKey="receipts-bill-reminders"
        csvFileName="mahnungen"
        testId="bill-reminders"
        actions={
          <Button onClick={() => run(receiptId)} loading={create.isPending} data-testid="reminder-create">
            {t.actions.createReminder}
          </Button>
        }
        empty={{ title: t.pages.billReminders, text: t.reminders.none }}
      />
    </SpaceBetween>
  );
};
