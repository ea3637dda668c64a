import Box from '@cloudscape-design/components/box';
import type { TBoard, TBoardOrder, TBoardRow } from '../../../../schemas/planning/board';
import { dispositionTexts as t } from '../../i18n/de/disposition';
import { BoardCell } from './board-cards';
import { dayHeader } from './board-view';

const FIRST_COLUMN = 140;
const DAY_COLUMN = 180;

const headStyle = { position: 'sticky', top: 0, background: '#fafafa', zIndex: 2 } as const;
const firstStyle = { position: 'sticky', left: 0, background: '#fafafa', zIndex: 1, fontWeight: 600 } as const;

/**
 * Rows × days: a sticky first column with the row names and one column per day; scrolls sideways on a
 * tablet or phone. Each cell is a drop target holding the row's cards of that day.
 */
export const BoardGrid = ({ board, rows }: { board: TBoard; rows: readonly TBoardRow[] }) => {
  const ordersById = new Map<string, TBoardOrder>(board.orders.map((order) => [order.id, order]));
  if (rows.length === 0) return <Box color="text-status-inactive">{t.noRows}</Box>;
  return (
    <div style={{ overflowX: 'auto', maxWidth: '100%' }} data-testid="board-grid">
      <table
        style={{
          borderCollapse: 'separate',
          borderSpacing: 0,
          tableLayout: 'fixed',
          width: FIRST_COLUMN + board.days.length * DAY_COLUMN,
        }}
      >
        <colgroup>
          <col style={{ width: FIRST_COLUMN }} />
          {board.days.map((day) => (
            <col key={day} style={{ width: DAY_COLUMN }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" style={{ ...headStyle, left: 0, zIndex: 3, textAlign: 'left' }} />
            {board.days.map((day) => (
              <th key={day} scope="col" style={{ ...headStyle, textAlign: 'left', padding: 4 }}>
                {/* Box: the Cloudscape font (a bare table cell falls back to the browser's). */}
                <Box variant="span" fontWeight="bold">
                  {dayHeader(day)}
                </Box>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`board-row-${row.id}`}>
              <th scope="row" style={{ ...firstStyle, textAlign: 'left', padding: 4, borderTop: '1px solid #e9ebed' }}>
                <Box variant="span" fontWeight="bold">
                  {row.name}
                </Box>
              </th>
              {row.cells.map((cell) => (
                <td
                  key={cell.day}
                  style={{ verticalAlign: 'top', borderTop: '1px solid #e9ebed', borderLeft: '1px solid #e9ebed' }}
                >
                  <BoardCell row={row} cell={cell} ordersById={ordersById} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
