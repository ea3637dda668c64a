import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { TOrdersProgress, TProgressOrder } from '../../../../schemas/planning/progress-share';
import { useOrdersProgress } from '../../api/progress-shares';
import { MapView } from '../../components/map/map-view';
import { PublicPage } from '../../components/share-links/public-page';
import { validUntilText } from '../../components/share-links/valid-until';
import { de } from '../../i18n/de';
import { progressShareTexts } from '../../i18n/de/progress-shares';
import { formatDateTime, formatDecimal, formatEuro } from '../format';
import { progressMapLayers, statusMapColors } from './orders-progress-view';

const t = progressShareTexts.ordersProgressPage;

const StatusBadge = ({ order }: { order: TProgressOrder }) => (
  <span data-testid={`progress-status-${order.id}`}>
    <Badge>
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: 8,
          height: 8,
          borderRadius: '50%',
          marginRight: 6,
          background: statusMapColors[order.status],
        }}
      />
      {de.orders.statuses[order.status]}
    </Badge>
  </span>
);

const workedText = (order: TProgressOrder) =>
  order.activeTimes
    .map((run) => `${formatDateTime(run.start)} – ${run.end ? formatDateTime(run.end) : '…'}`)
    .join(', ');

const OrderCard = ({ order }: { order: TProgressOrder }) => (
  <Container
    data-testid={`progress-order-${order.id}`}
    header={
      <Header variant="h3" actions={<StatusBadge order={order} />}>
        {order.name}
      </Header>
    }
  >
    <KeyValuePairs
      columns={3}
      items={[
        { label: t.service, value: order.serviceName ?? '–' },
        { label: t.planned, value: formatDateTime(order.plannedStartDateTime) },
        { label: t.worked, value: workedText(order) || '–' },
        { label: t.fields, value: order.fields.map((field) => field.name).join(', ') || '–' },
        { label: t.area, value: order.workedAreaHa ? `${formatDecimal(order.workedAreaHa)} ha` : '–' },
        { label: t.hours, value: formatDecimal(order.hours) },
        { label: t.amount, value: formatEuro(order.net) },
      ]}
    />
  </Container>
);

const OrdersProgress = ({ progress }: { progress: TOrdersProgress }) => {
  const layers = useMemo(() => progressMapLayers(progress), [progress]);
  return (
    <SpaceBetween size="m">
      <Header
        variant="h1"
        description={`${t.forCustomer(progress.customerName)} · ${t.validUntil(validUntilText(progress.expiresAt))}`}
      >
        {progress.companyName}
      </Header>
      <Box data-testid="progress-as-of">{t.asOf(formatDateTime(progress.asOf))}</Box>
      <MapView
        testId="progress-map"
        height="min(50vh, 440px)"
        areas={layers.areas}
        lines={layers.lines}
        closestZoom={15}
      />
      <Header variant="h2">{t.orders}</Header>
      {progress.orders.length === 0 && <Box>{t.none}</Box>}
      {progress.orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
      <Container header={<Header variant="h2">{t.totals}</Header>}>
        <KeyValuePairs
          columns={2}
          items={[
            { label: t.hours, value: formatDecimal(progress.totals.hours) },
            { label: t.amount, value: <span data-testid="progress-total">{formatEuro(progress.totals.net)}</span> },
          ]}
        />
      </Container>
    </SpaceBetween>
  );
};

/**
 * The page a progress link opens (/fortschritt/{token}): no sign-in, no shell; the farmer's current orders
 * on a map and in a list, asked again every 20 seconds so a started or finished order shows without
 * reload. A dead link shows the one German text for it.
 */
export const OrdersProgressPage = () => {
  const token = useParams().token ?? '';
  const progress = useOrdersProgress(token);
  return (
    <PublicPage loading={progress.isPending} error={progress.error} errorTestId="progress-error">
      {progress.data && <OrdersProgress progress={progress.data} />}
    </PublicPage>
  );
};
