import Alert from '@cloudscape-design/components/alert';
import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatGermanMonth } from '../../../../schemas/kernel/calendar';
import { orderStatusLabels } from '../../../../schemas/order-enums';
import type { TProjectSummary } from '../../../../schemas/planning/project-summary';
import { errorText } from '../../api/api-error';
import { useProjectSummary } from '../../api/projects';
import { pathFor } from '../../app/pages';
import { ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { RouterLink } from '../../components/router-link';
import { de } from '../../i18n/de';
import { projectTexts as t } from '../../i18n/de/projects';
import { formatDateTime, formatDecimal, formatEuro } from '../format';

const Totals = ({ summary }: { summary: TProjectSummary }) => (
  <Container data-testid="project-totals">
    <KeyValuePairs
      columns={4}
      items={[
        { label: t.orders, value: t.ordersCount(summary.orders.length) },
        { label: t.hours, value: formatDecimal(summary.totals.hours) },
        { label: t.net, value: formatEuro(summary.totals.net) },
        { label: t.billedNet, value: formatEuro(summary.totals.billedNet) },
      ]}
    />
  </Container>
);

/** Amounts as bars (euros as numbers: the chart only draws them; the tooltip shows German money). */
const AmountChart = ({ label, bars }: { label: string; bars: readonly { x: string; net: string }[] }) => (
  <BarChart
    series={[
      {
        title: t.net,
        type: 'bar',
        data: bars.map((bar) => ({ x: bar.x, y: Number(bar.net) })),
        valueFormatter: (value) => formatEuro(String(value)),
      },
    ]}
    ariaLabel={label}
    height={200}
    hideFilter
    hideLegend
    xScaleType="categorical"
    empty={<Box textAlign="center">{t.chartEmpty}</Box>}
  />
);

/** The amount per status and per month. */
const Charts = ({ summary }: { summary: TProjectSummary }) => (
  <Container header={<Header variant="h2">{t.chart}</Header>}>
    <AmountChart
      label={t.chart}
      bars={summary.netByStatus.map((entry) => ({ x: orderStatusLabels[entry.status], net: entry.net }))}
    />
    <Box variant="h3" padding={{ top: 'm' }}>
      {t.chartMonths}
    </Box>
    <AmountChart
      label={t.chartMonths}
      bars={summary.netByMonth.map((entry) => ({ x: formatGermanMonth(entry.month), net: entry.net }))}
    />
  </Container>
);

/** The project's orders and what they add up to: a totals strip, the charts and the orders table. */
export const ProjectSummarySection = ({ projectId }: { projectId: string }) => {
  const summary = useProjectSummary(projectId);
  if (summary.isError) return <Alert type="error">{errorText(summary.error)}</Alert>;
  if (!summary.data) return <Box>{de.common.loading}</Box>;
  const { data } = summary;
  return (
    <SpaceBetween size="l">
      <Totals summary={data} />
      <Charts summary={data} />
      <ResponsiveTable
        data-testid="project-orders"
        header={<Header counter={`(${data.orders.length})`}>{t.orders}</Header>}
        items={data.orders}
        trackBy="id"
        wrapLines
        empty={<Box textAlign="center">{t.noOrders}</Box>}
        columnDefinitions={[
          {
            id: 'name',
            header: de.orders.name,
            cell: (order) => (
              <RouterLink href={pathFor('orderDetails', { orderId: order.id })}>{order.name}</RouterLink>
            ),
            isRowHeader: true,
          },
          { id: 'status', header: t.status, cell: (order) => orderStatusLabels[order.status], phone: 'half' },
          {
            id: 'customers',
            header: t.customer,
            cell: (order) => order.customerNames.join(', ') || '–',
            phone: 'half',
          },
          {
            id: 'start',
            header: t.plannedStart,
            cell: (order) => formatDateTime(order.plannedStartDateTime),
            phone: 'half',
          },
          { id: 'hours', header: t.hours, cell: (order) => formatDecimal(order.hours), phone: 'half' },
          { id: 'net', header: t.net, cell: (order) => formatEuro(order.net), phone: 'half' },
        ]}
      />
    </SpaceBetween>
  );
};
