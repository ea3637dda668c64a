import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { TDrivingOrder } from '../../../../schemas/orders/driving';
import { errorText } from '../../api/api-error';
import { useDrivingOrder, useSwitchOrderActivity } from '../../api/driving';
import { PageLoading } from '../../components/page-loading';
import { useNow } from '../../components/use-now';
import { de } from '../../i18n/de';
import { formatDecimal, formatDuration, formatTime } from '../format';
import { DriverMapModal } from './driver-map-modal';
import { InterruptOrderDialog, RecordAmountForm } from './running-order-forms';

const texts = de.driving;

/** The amounts recorded on the order so far, newest last, as the driver typed them (German numbers). */
const AmountList = ({ order }: { order: TDrivingOrder }) =>
  order.amounts.length === 0 ? (
    <Box color="text-body-secondary">{texts.noAmounts}</Box>
  ) : (
    <ul data-testid="running-order-amounts" style={{ margin: 0, paddingLeft: 20 }}>
      {order.amounts.map((amount) => (
        <li key={amount.id}>
          {amount.resourceName}: {formatDecimal(amount.amount)} {amount.unit} ({formatTime(amount.timestamp)} Uhr)
        </li>
      ))}
    </ul>
  );

/** Another customer of a multi-customer order: the run ends and a new one starts for that customer. */
const CustomerSwitch = ({ order, currentId }: { order: TDrivingOrder; currentId: string | null }) => {
  const switchActivity = useSwitchOrderActivity();
  const [chosen, setChosen] = useState<string | null>(null);
  const options = order.customers
    .filter((customer) => customer.id !== currentId)
    .map((customer) => ({ value: customer.id, label: customer.name }));
  return (
    <SpaceBetween size="xs">
      <Select
        selectedOption={options.find((option) => option.value === chosen) ?? null}
        options={options}
        placeholder={de.forms.choose}
        ariaLabel={texts.switchCustomer}
        onChange={({ detail }) => setChosen(detail.selectedOption.value ?? null)}
        data-testid="running-order-customer"
      />
      <Button
        disabled={chosen === null}
        loading={switchActivity.isPending}
        onClick={() =>
          chosen &&
          switchActivity.mutate(
            { orderId: order.id, body: { version: order.version, customerId: chosen } },
            { onSuccess: () => setChosen(null) },
          )
        }
        data-testid="running-order-switch-customer"
      >
        {texts.switchCustomer}
      </Button>
      {switchActivity.error && <Alert type="error">{errorText(switchActivity.error)}</Alert>}
    </SpaceBetween>
  );
};

/**
 * The running order (application.md §2 Fahrerbereich, §4): how long it runs, the activity preset (a pause
 * stops the GPS track by its purpose), the customer of a multi-customer order, amounts, and the ways out:
 * 'Unterbrechen' for the day, 'Auftrag stoppen' through the stop wizard (the page's: its messages outlive
 * this card, which goes once the order stops).
 */
export const RunningOrderCard = ({ orderId, onStop }: { orderId: string; onStop: (orderId: string) => void }) => {
  const order = useDrivingOrder(orderId);
  const switchActivity = useSwitchOrderActivity();
  const now = useNow(15_000);
  const [interrupting, setInterrupting] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  if (!order.data) return <PageLoading error={order.error} />;
  const data = order.data;
  const running = data.running;
  const customer = data.customers.find((entry) => entry.id === running?.customerId);

  return (
    <Container header={<Header variant="h2">{texts.running}</Header>} data-testid="running-order">
      <SpaceBetween size="l">
        <Box variant="h1" tagOverride="p" data-testid="running-order-name">
          {data.name}
        </Box>
        <ColumnLayout columns={3} variant="text-grid">
          <div>
            <Box variant="awsui-key-label">{texts.since}</Box>
            <div>{running ? `${formatTime(running.startedAt)} Uhr` : de.common.empty}</div>
          </div>
          <div>
            <Box variant="awsui-key-label">{texts.elapsed}</Box>
            <div data-testid="running-order-elapsed">
              {running
                ? formatDuration(Math.max(0, now.getTime() - new Date(running.startedAt).getTime()) / 60_000)
                : de.common.empty}
            </div>
          </div>
          {customer && (
            <div>
              <Box variant="awsui-key-label">{texts.customer}</Box>
              <div data-testid="running-order-customer-name">{customer.name}</div>
            </div>
          )}
        </ColumnLayout>
        {data.presets.length > 1 && (
          <SpaceBetween size="xs">
            <Box variant="awsui-key-label">{texts.switchActivity}</Box>
            <SpaceBetween direction="horizontal" size="xs">
              {data.presets.map((preset) => {
                const current = preset.id === running?.orderActivityPresetId;
                return (
                  <Button
                    key={preset.id}
                    variant={current ? 'primary' : 'normal'}
                    disabled={current || switchActivity.isPending}
                    ariaLabel={current ? `${preset.name} (${texts.running})` : preset.name}
                    onClick={() =>
                      switchActivity.mutate({
                        orderId: data.id,
                        body: { version: data.version, orderActivityPresetId: preset.id },
                      })
                    }
                    data-testid={`running-order-preset-${preset.id}`}
                  >
                    {preset.name}
                  </Button>
                );
              })}
            </SpaceBetween>
            {switchActivity.error && <Alert type="error">{errorText(switchActivity.error)}</Alert>}
          </SpaceBetween>
        )}
        {data.customers.length > 1 && <CustomerSwitch order={data} currentId={running?.customerId ?? null} />}
        <ExpandableSection headerText={texts.recordAmount} variant="container" data-testid="running-order-record">
          <RecordAmountForm order={data} />
        </ExpandableSection>
        <SpaceBetween size="xs">
          <Box variant="awsui-key-label">{texts.amounts}</Box>
          <AmountList order={data} />
        </SpaceBetween>
        <SpaceBetween direction="horizontal" size="xs">
          <Button iconName="map" onClick={() => setMapOpen(true)} data-testid="running-order-map">
            {de.driverMap.open}
          </Button>
          <Button onClick={() => setInterrupting(true)} data-testid="running-order-interrupt">
            {texts.interrupt}
          </Button>
          <Button variant="primary" onClick={() => onStop(data.id)} data-testid="running-order-stop">
            {de.stopWizard.stop}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
      {interrupting && <InterruptOrderDialog order={data} onClose={() => setInterrupting(false)} />}
      {mapOpen && <DriverMapModal orderId={data.id} orderName={data.name} onClose={() => setMapOpen(false)} />}
    </Container>
  );
};
