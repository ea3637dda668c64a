import Box from '@cloudscape-design/components/box';
import { rentalTexts as texts } from '../../i18n/de/rentals';
import { formatDateTime, formatDay } from '../format';
import type { TimelineRow } from './rental-overview';

/** Day marks under the timeline: every 7th day of the window. */
const weekMarks = (days: readonly string[]) => days.filter((_, index) => index % 7 === 0);

type Props = {
  rows: readonly TimelineRow[];
  days: readonly string[];
  nameOf: (id: string) => string;
};

/**
 * Machines × the next four weeks, each rental a bar (overdue ones red): double bookings show at a glance.
 * Plain boxes in percent of the width, so it fits a phone of 390 px as well as a desk.
 */
export const RentalTimeline = ({ rows, days, nameOf }: Props) => {
  if (rows.length === 0) return <Box color="text-body-secondary">{texts.noneInTimeline}</Box>;
  return (
    <div data-testid="rental-timeline">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={texts.timeline}>
        {rows.map((row) => (
          <li key={row.machineId} style={{ marginBottom: 8 }} data-testid="rental-timeline-row">
            <Box variant="small" fontWeight="bold">
              {nameOf(row.machineId)}
            </Box>
            <div style={{ position: 'relative', height: 20, background: '#f2f3f3', borderRadius: 4 }}>
              {row.bars.map((bar) => (
                <div
                  key={bar.rental.id}
                  title={`${bar.rental.number}: ${formatDateTime(bar.rental.start)} – ${formatDateTime(bar.rental.end)}`}
                  data-testid="rental-timeline-bar"
                  style={{
                    position: 'absolute',
                    top: 2,
                    bottom: 2,
                    left: `${bar.left}%`,
                    width: `max(${bar.width}%, 3px)`,
                    borderRadius: 3,
                    background: bar.overdue ? '#d91515' : bar.rental.status === 'RESERVED' ? '#539fe5' : '#0972d3',
                  }}
                />
              ))}
            </div>
          </li>
        ))}
      </ul>
      <div style={{ position: 'relative', height: 16 }} aria-hidden>
        {weekMarks(days).map((day) => (
          <span
            key={day}
            style={{ position: 'absolute', left: `${(days.indexOf(day) / days.length) * 100}%`, fontSize: 11 }}
          >
            {formatDay(day).slice(0, 6)}
          </span>
        ))}
      </div>
    </div>
  );
};
