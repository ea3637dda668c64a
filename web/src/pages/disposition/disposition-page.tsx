import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useState } from 'react';
import { germanDay } from '../../../../schemas/kernel/calendar';
import type { TBoard, TBoardMoveResult } from '../../../../schemas/planning/board';
import { errorText } from '../../api/api-error';
import { useBoard, useMoveOnBoard } from '../../api/board';
import { useIsPhone } from '../../app/nav-state';
import { PageHeader } from '../../components/page-header';
import { dispositionTexts as t } from '../../i18n/de/disposition';
import { AbsenceDialog } from './absence-dialog';
import { DropZone, OrderCard } from './board-cards';
import { BoardDnd, type BoardDrop, targetOf } from './board-dnd';
import { BoardGrid } from './board-grid';
import { type BoardRows, type BoardSpan, periodOf, shiftAnchor, todayInGermany } from './board-view';

type Notice = { type: 'error' | 'success' | 'warning'; text: string; details: string[] };

/** What the answer of a move says is now wrong on the order's rows: conflicts and working-time warnings. */
const problemsOf = (result: TBoardMoveResult): string[] => [
  ...new Set(
    result.rows.flatMap((row) =>
      row.cells.flatMap((cell) => [
        ...cell.conflicts.map((conflict) => `${row.name}: ${conflict.message}`),
        ...cell.warnings.map((warning) => `${row.name}: ${warning.message}`),
      ]),
    ),
  ),
];

/** The drafts without employee and machine; a drop here takes both off an order. */
const UnplannedList = ({ board }: { board: TBoard }) => (
  <Container header={<Header variant="h2">{t.unplanned}</Header>}>
    <DropZone drop={{ place: { kind: 'unplanned' }, label: t.unplanned }} testId="board-unplanned">
      <div style={{ maxHeight: '60vh', overflowY: 'auto' }}>
        {board.unplanned.length === 0 && <Box color="text-status-inactive">{t.unplannedEmpty}</Box>}
        {board.unplanned.map((order) => (
          <OrderCard key={order.id} order={order} from={{ kind: 'unplanned' }} />
        ))}
      </div>
      <Box variant="small" color="text-status-inactive">
        {t.unplannedDrop}
      </Box>
    </DropZone>
  </Container>
);

/**
 * Disposition (issue 15 point 1): machines or employees × days, the unplanned orders beside; a card
 * dragged to another cell is moved on the server, and a refused move shows why (the card stays where
 * the server has it). Another dispatcher's moves arrive live (the board's key is under the orders').
 */
export const DispositionPage = () => {
  const [anchor, setAnchor] = useState(todayInGermany);
  // A phone starts with one day, which fits its width; a week scrolls sideways there.
  const isPhone = useIsPhone();
  const [span, setSpan] = useState<BoardSpan>(isPhone ? 'day' : 'week');
  const [rows, setRows] = useState<BoardRows>('machines');
  const [absenceOpen, setAbsenceOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const period = periodOf(anchor, span);
  const board = useBoard(period.from, period.to);
  const move = useMoveOnBoard();

  const onDrop = ({ drag, drop }: BoardDrop) => {
    const day = drop.place.kind === 'unplanned' ? germanDay(drag.order.plannedStartDateTime) : drop.place.day;
    move.mutate(
      { orderId: drag.order.id, version: drag.order.version, day, target: targetOf(drag.from, drop.place) },
      {
        onSuccess: (result) => {
          const problems = problemsOf(result);
          setNotice(
            problems.length > 0
              ? { type: 'warning', text: t.movedWithConflicts, details: problems }
              : { type: 'success', text: t.moved, details: [] },
          );
        },
        onError: (error) => setNotice({ type: 'error', text: errorText(error), details: [] }),
      },
    );
  };

  return (
    <ContentLayout
      header={
        <PageHeader title={t.title} actions={<Button onClick={() => setAbsenceOpen(true)}>{t.addAbsence}</Button>} />
      }
    >
      <SpaceBetween size="m">
        <SpaceBetween direction="horizontal" size="s" alignItems="center">
          <SegmentedControl
            label={t.viewLabel}
            selectedId={span}
            onChange={({ detail }) =>
              setSpan(detail.selectedId === 'day' ? 'day' : detail.selectedId === 'twoWeeks' ? 'twoWeeks' : 'week')
            }
            options={[
              { id: 'day', text: t.views.day },
              { id: 'week', text: t.views.week },
              { id: 'twoWeeks', text: t.views.twoWeeks },
            ]}
          />
          <Button
            iconName="angle-left"
            ariaLabel={t.previous}
            onClick={() => setAnchor(shiftAnchor(anchor, span, -1))}
          />
          <Button onClick={() => setAnchor(todayInGermany())}>{t.today}</Button>
          <Button iconName="angle-right" ariaLabel={t.next} onClick={() => setAnchor(shiftAnchor(anchor, span, 1))} />
          <SegmentedControl
            label={t.rowsLabel}
            selectedId={rows}
            onChange={({ detail }) => setRows(detail.selectedId === 'employees' ? 'employees' : 'machines')}
            options={[
              { id: 'machines', text: t.rows.machines },
              { id: 'employees', text: t.rows.employees },
            ]}
          />
          {(board.isFetching || move.isPending) && <Spinner />}
        </SpaceBetween>
        {notice && (
          <Alert type={notice.type} dismissible onDismiss={() => setNotice(null)} data-testid="board-notice">
            {notice.text}
            {notice.details.length > 0 && (
              <ul>
                {notice.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
        {board.error && <Alert type="error">{errorText(board.error)}</Alert>}
        {board.data && (
          <BoardDnd onDrop={onDrop}>
            {/* The unplanned list beside the grid on wide screens, below it on narrow ones; it stays in view. */}
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
              <div style={{ flex: '1 1 560px', minWidth: 0 }}>
                <BoardGrid board={board.data} rows={rows === 'machines' ? board.data.machines : board.data.employees} />
              </div>
              <div style={{ flex: '0 1 280px', minWidth: 0, position: 'sticky', top: 0 }}>
                <UnplannedList board={board.data} />
              </div>
            </div>
          </BoardDnd>
        )}
      </SpaceBetween>
      <AbsenceDialog visible={absenceOpen} onClose={() => setAbsenceOpen(false)} />
    </ContentLayout>
  );
};
