import Alert from '@cloudscape-design/components/alert';
import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { TTimeTracking } from '../../../../schemas/api/work';
import { formatGermanMonth } from '../../../../schemas/kernel/calendar';
import { errorText } from '../../api/api-error';
import { useOperatingUnits } from '../../api/company';
import { useMyTimeTrackings } from '../../api/work';
import { PageHeader } from '../../components/page-header';
import { ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { useNow } from '../../components/use-now';
import { de } from '../../i18n/de';
import { formatDate, formatDay, formatDuration, formatTime, todayInGermany } from '../format';
import { minutesOf, monthRange, summariseTimes } from './work-times';

const texts = de.myWorkTimesPage;

const activityOf = (item: TTimeTracking): string =>
  item.type === 'order' ? texts.order : item.presetName || de.work.internalWork;

/**
 * Meine Arbeitszeiten (application.md §2 Fahrerbereich): one month of own time trackings, with hours per
 * day as a chart and the sums of work and pauses. The page guard lets in only the roles the company
 * allows (§6 showWorkTimesForRoles, PageDef.companyAllows).
 */
const MyWorkTimesPage = () => {
  const units = useOperatingUnits(false);
  const [offset, setOffset] = useState(0);
  const now = useNow();
  const { from, to, month } = monthRange(todayInGermany(now), offset);
  const times = useMyTimeTrackings(from, to);

  const items = times.data ?? [];
  const summary = summariseTimes(items, now);
  const unitName = (id: string | null) => units.data?.find((unit) => unit.id === id)?.name ?? de.common.empty;
  const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

  return (
    <ContentLayout header={<PageHeader description={texts.description} />}>
      <SpaceBetween size="l">
        <Container>
          <SpaceBetween direction="horizontal" size="s" alignItems="center">
            <Button
              iconName="angle-left"
              variant="icon"
              ariaLabel={texts.previous}
              onClick={() => setOffset(offset - 1)}
            />
            <Box variant="h2" tagOverride="span" data-testid="work-times-month">
              {formatGermanMonth(month)}
            </Box>
            <Button
              iconName="angle-right"
              variant="icon"
              ariaLabel={texts.next}
              onClick={() => setOffset(offset + 1)}
              disabled={offset >= 0}
            />
          </SpaceBetween>
        </Container>
        <ColumnLayout columns={2} variant="text-grid">
          <div>
            <Box variant="awsui-key-label">{texts.worked}</Box>
            <Box variant="awsui-value-large" data-testid="work-times-worked">
              {formatDuration(summary.workedMinutes)}
            </Box>
          </div>
          <div>
            <Box variant="awsui-key-label">{texts.paused}</Box>
            <Box variant="awsui-value-large">{formatDuration(summary.pausedMinutes)}</Box>
          </div>
        </ColumnLayout>
        {summary.days.length > 0 && (
          <Container>
            <BarChart
              series={[
                {
                  title: texts.worked,
                  type: 'bar',
                  data: summary.days.map((day) => ({
                    x: formatDay(day.day),
                    y: hours(day.workedMinutes),
                  })),
                },
                {
                  title: texts.paused,
                  type: 'bar',
                  data: summary.days.map((day) => ({
                    x: formatDay(day.day),
                    y: hours(day.pausedMinutes),
                  })),
                },
              ]}
              stackedBars
              xScaleType="categorical"
              yTitle="Std."
              height={220}
              hideFilter
              i18nStrings={{ yTickFormatter: (value) => String(value).replace('.', ',') }}
              ariaLabel={texts.title}
            />
          </Container>
        )}
        <ResponsiveTable
          items={items}
          loading={times.isPending}
          loadingText={de.common.loading}
          trackBy="id"
          wrapLines
          empty={<Box color="text-body-secondary">{texts.empty}</Box>}
          // Phones: one card per time, headed by day and activity, the times side by side.
          cardHeader={(item) => `${formatDate(item.start)} · ${activityOf(item)}`}
          columnDefinitions={[
            { id: 'day', header: texts.day, cell: (item) => formatDate(item.start), phone: 'hide' },
            { id: 'activity', header: texts.activity, cell: activityOf, phone: 'hide' },
            { id: 'from', header: texts.from, cell: (item) => formatTime(item.start), phone: 'half' },
            {
              id: 'to',
              header: texts.to,
              cell: (item) => (item.end ? formatTime(item.end) : texts.running),
              phone: 'half',
            },
            {
              id: 'duration',
              header: texts.duration,
              cell: (item) => formatDuration(minutesOf(item, now)),
              phone: 'half',
            },
            {
              id: 'unit',
              header: texts.operatingUnit,
              cell: (item) => unitName(item.operatingUnitId),
              phone: 'half',
            },
            { id: 'note', header: texts.note, cell: (item) => item.note || de.common.empty },
          ]}
        />
        {times.isError && <Alert type="error">{errorText(times.error)}</Alert>}
      </SpaceBetween>
    </ContentLayout>
  );
};

export default MyWorkTimesPage;
