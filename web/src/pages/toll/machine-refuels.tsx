import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import { formatGermanMonth } from '../../../../schemas/kernel/calendar';
import { hasPermission } from '../../../../schemas/permissions';
import { useMachineRefuels } from '../../api/tolls';
import { useAuth } from '../../app/auth';
import { roleOf } from '../../app/auth-state';
import { ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { de } from '../../i18n/de';
import { formatDecimal, todayInGermany } from '../format';
import { monthlyLiters } from './monthly-liters';

const t = de.orderCosts;

/** 'Tankvorgänge' of a machine (issue 15): its litres per month this year, from its orders' refuels. */
export const MachineRefuels = ({ machineId }: { machineId: string }) => {
  const role = roleOf(useAuth().state);
  const mayRead = role !== null && hasPermission(role, 'orders:read');
  const year = todayInGermany().slice(0, 4);
  const refuels = useMachineRefuels(machineId, { from: `${year}-01-01`, to: `${year}-12-31` }, mayRead);
  if (!mayRead) return null;
  const rows = monthlyLiters(refuels.data ?? []);
  return (
    <ResponsiveTable
      data-testid="machine-refuels"
      variant="container"
      header={<Header variant="h2">{t.refuels}</Header>}
      loading={refuels.isLoading}
      loadingText={de.common.loading}
      items={rows}
      trackBy="month"
      empty={<Box textAlign="center">{t.refuelsOfMachineEmpty}</Box>}
      columnDefinitions={[
        { id: 'month', header: t.month, cell: (row) => formatGermanMonth(row.month), phone: 'half' },
        { id: 'liters', header: t.liters, cell: (row) => `${formatDecimal(row.liters)} l`, phone: 'half' },
        { id: 'count', header: t.count, cell: (row) => String(row.count), phone: 'half' },
      ]}
    />
  );
};
