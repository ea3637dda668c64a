import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { formatGermanTime } from '../../../../schemas/kernel/calendar';
import type { TOrderStatus } from '../../../../schemas/order-enums';
import { boardMessages, type TBoardCell, type TBoardOrder, type TBoardRow } from '../../../../schemas/planning/board';
import { de } from '../../i18n/de';
import { dispositionTexts as t } from '../../i18n/de/disposition';
import { dayHeader, hoursText } from './board-view';

/** Where a card lies: a row's cell (machine or employee) or the unplanned list. */
export type CardPlace = { kind: 'machine' | 'employee'; rowId: string; day: string } | { kind: 'unplanned' };
/** What a drag carries, and what a drop target is. */
export type DragData = { order: TBoardOrder; from: CardPlace };
export type DropData = { place: CardPlace; label: string };

const statusColours: Record<TOrderStatus, string> = {
  DRAFT: '#8d99a8',
  ASSIGNED: '#0972d3',
  IN_PROGRESS: '#f89256',
  DONE: '#037f0c',
  BILLED: '#5f6b7a',
};

const placeKey = (place: CardPlace) =>
  place.kind === 'unplanned' ? 'unplanned' : `${place.kind}:${place.rowId}:${place.day}`;

export const timeText = (order: TBoardOrder): string =>
  order.plannedEndDateTime === null
    ? formatGermanTime(order.plannedStartDateTime)
    : `${formatGermanTime(order.plannedStartDateTime)}–${formatGermanTime(order.plannedEndDateTime)}`;

/** An order on the board: name, customer, time and its status as the colour of its edge; draggable. */
export const OrderCard = ({ order, from }: { order: TBoardOrder; from: CardPlace }) => {
  const data: DragData = { order, from };
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `${order.id}@${placeKey(from)}`,
    data,
  });
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-testid={`board-card-${order.id}`}
      data-place={placeKey(from)}
      style={{
        transform: CSS.Translate.toString(transform),
        zIndex: isDragging ? 10 : undefined,
        opacity: isDragging ? 0.8 : 1,
        touchAction: 'none',
        cursor: 'grab',
        background: '#fff',
        border: '1px solid #c6c6cd',
        borderLeft: `4px solid ${statusColours[order.status]}`,
        borderRadius: 6,
        padding: '2px 6px',
        marginBottom: 4,
        fontSize: 13,
        minWidth: 0,
      }}
    >
      <div style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{order.name}</div>
      {order.customerNames.length > 0 && <div>{order.customerNames.join(', ')}</div>}
      <div>
        {timeText(order)} · {de.orders.statuses[order.status]}
      </div>
    </div>
  );
};

/** A place cards can be dropped on. */
export const DropZone = ({ drop, children, testId }: { drop: DropData; children: ReactNode; testId: string }) => {
  const { setNodeRef, isOver } = useDroppable({ id: placeKey(drop.place), data: drop });
  return (
    <div
      ref={setNodeRef}
      data-testid={testId}
      style={{ minHeight: 56, height: '100%', padding: 4, background: isOver ? '#f2f8fd' : undefined }}
    >
      {children}
    </div>
  );
};

/** A row's day: its cards, then what the dispatcher must see (double booking, absence, working-time warnings). */
export const BoardCell = ({
  row,
  cell,
  ordersById,
}: {
  row: TBoardRow;
  cell: TBoardCell;
  ordersById: ReadonlyMap<string, TBoardOrder>;
}) => {
  const place: CardPlace = { kind: row.kind, rowId: row.id, day: cell.day };
  const doubled = cell.conflicts.some((conflict) => conflict.kind === 'DOUBLE_BOOKED');
  return (
    <DropZone
      drop={{ place, label: `${row.name}, ${dayHeader(cell.day)}` }}
      testId={`board-cell-${row.id}-${cell.day}`}
    >
      {cell.absence && <Badge color="grey">{boardMessages.away(cell.absence.reason)}</Badge>}
      {doubled && <Badge color="red">{boardMessages.doubleBooked}</Badge>}
      {cell.orderIds.flatMap((id) => {
        const order = ordersById.get(id);
        return order ? [<OrderCard key={id} order={order} from={place} />] : [];
      })}
      {cell.plannedHours !== null && cell.plannedHours > 0 && (
        <Box variant="small">{t.hours(hoursText(cell.plannedHours))}</Box>
      )}
      {cell.warnings.map((warning) => (
        <StatusIndicator key={warning.kind} type="warning">
          <span data-testid="board-warning">{warning.message}</span>
        </StatusIndicator>
      ))}
    </DropZone>
  );
};
