import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { ReactNode } from 'react';
import type { TMoveTarget } from '../../../../schemas/planning/board';
import { dispositionTexts as t } from '../../i18n/de/disposition';
import type { CardPlace, DragData, DropData } from './board-cards';

/** The drag's card and the drop's place as the board put them there (dnd-kit keeps data untyped). */
const isDragData = (data: unknown): data is DragData =>
  typeof data === 'object' && data !== null && 'order' in data && 'from' in data;
const isDropData = (data: unknown): data is DropData =>
  typeof data === 'object' && data !== null && 'place' in data && 'label' in data;
const dragOf = (data: unknown): DragData | undefined => (isDragData(data) ? data : undefined);
const dropOf = (data: unknown): DropData | undefined => (isDropData(data) ? data : undefined);

/** What the move endpoint is told when a card from `from` is dropped on `to`. */
export const targetOf = (from: CardPlace, to: CardPlace): TMoveTarget => {
  if (to.kind === 'unplanned') return { kind: 'unplanned' };
  if (to.kind === 'employee') return { kind: 'employee', employeeId: to.rowId };
  return { kind: 'machine', machineId: to.rowId, fromMachineId: from.kind === 'machine' ? from.rowId : null };
};

/** Arrow keys move a picked-up card by one cell (the size of the cell it is over), not by a few pixels. */
const byCell: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const over = context.over ? context.droppableRects.get(context.over.id) : undefined;
  const [width, height] = [over?.width ?? 180, over?.height ?? 60];
  switch (event.code) {
    case KeyboardCode.Right:
      return { ...currentCoordinates, x: currentCoordinates.x + width };
    case KeyboardCode.Left:
      return { ...currentCoordinates, x: currentCoordinates.x - width };
    case KeyboardCode.Down:
      return { ...currentCoordinates, y: currentCoordinates.y + height };
    case KeyboardCode.Up:
      return { ...currentCoordinates, y: currentCoordinates.y - height };
    default:
      return undefined;
  }
};

/** The cell under the pointer (mouse, touch); for the keyboard, the one the card covers most. */
const collision: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

const nameOf = (data: unknown) => dragOf(data)?.order.name ?? '';
const placeOf = (data: unknown) => dropOf(data)?.label ?? '';

/** Screen-reader announcements in German. */
const announcements: Announcements = {
  onDragStart: ({ active }) => t.announce.start(nameOf(active.data.current)),
  onDragOver: ({ active, over }) =>
    over
      ? t.announce.over(nameOf(active.data.current), placeOf(over.data.current))
      : t.announce.nowhere(nameOf(active.data.current)),
  onDragEnd: ({ active, over }) =>
    over
      ? t.announce.drop(nameOf(active.data.current), placeOf(over.data.current))
      : t.announce.cancel(nameOf(active.data.current)),
  onDragCancel: ({ active }) => t.announce.cancel(nameOf(active.data.current)),
};

export type BoardDrop = { drag: DragData; drop: DropData };

/**
 * The board's drag and drop: mouse (after a few pixels), touch (after holding a moment, so the board
 * still scrolls), keyboard (space, arrows, space). A drop on a new place is handed to `onDrop`.
 */
export const BoardDnd = ({ onDrop, children }: { onDrop: (drop: BoardDrop) => void; children: ReactNode }) => {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: byCell }),
  );
  const dropped = ({ active, over }: DragEndEvent) => {
    const drag = dragOf(active.data.current);
    const drop = dropOf(over?.data.current);
    if (!drag || !drop) return;
    const same =
      drag.from.kind === drop.place.kind &&
      (drop.place.kind === 'unplanned' ||
        (drag.from.kind !== 'unplanned' && drag.from.rowId === drop.place.rowId && drag.from.day === drop.place.day));
    if (!same) onDrop({ drag, drop });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragEnd={dropped}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.dragInstructions } }}
    >
      {children}
    </DndContext>
  );
};
