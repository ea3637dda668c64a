import Select from '@cloudscape-design/components/select';
import { formatGermanTime, germanDay, shiftDay } from '../../../../schemas/kernel/calendar';
import type { TUnassignedTrip } from '../../../../schemas/planning/toll';
import { useOrders } from '../../api/orders';
import { de } from '../../i18n/de';

const t = de.tollPage;
/** An order planned up to a week before the trip may still have run then (a long harvest order). */
const PLANNED_BEFORE_DAYS = 7;

/** The 'Auftrag zuordnen' select of one open trip: the orders planned around the trip's day. */
export const TripOrderSelect = ({
  trip,
  disabled,
  onChoose,
}: {
  trip: TUnassignedTrip;
  disabled: boolean;
  onChoose: (orderId: string) => void;
}) => {
  const day = germanDay(trip.start);
  const orders = useOrders({ shelf: 'ACTIVE', from: shiftDay(day, -PLANNED_BEFORE_DAYS), to: day });
  const options = (orders.data ?? []).map((order) => ({
    value: order.id,
    label: order.name,
    description: `${formatGermanTime(order.plannedStartDateTime)} · ${order.machineSnapshots.map((machine) => machine.name).join(', ')}`,
  }));
  return (
    <Select
      selectedOption={null}
      options={options}
      placeholder={t.chooseOrder}
      empty={t.noOrders}
      statusType={orders.isLoading ? 'loading' : 'finished'}
      loadingText={de.common.loading}
      disabled={disabled}
      filteringType="auto"
      expandToViewport
      ariaLabel={`${t.assign}: ${trip.licensePlate}`}
      onChange={({ detail }) => {
        if (detail.selectedOption.value) onChoose(detail.selectedOption.value);
      }}
      data-testid="toll-trip-order"
    />
  );
};
