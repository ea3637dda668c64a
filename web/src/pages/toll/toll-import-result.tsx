import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { TTollImportDetails } from '../../../../schemas/api/tolls';
import { formatGermanDateTime } from '../../../../schemas/kernel/calendar';
import { formatGermanMoney } from '../../../../schemas/kernel/german-format';
import { errorText } from '../../api/api-error';
import { useAssignTollTrip } from '../../api/tolls';
import { ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { de } from '../../i18n/de';
import { TripOrderSelect } from './trip-order-select';

const t = de.tollPage;

const Figure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <div>
    <Box variant="awsui-key-label">{label}</Box>
    <Box variant="h3" tagOverride="p" data-testid={testId}>
      {value}
    </Box>
  </div>
);

/** What an import did: its counts and sum, the open trips to assign by hand, the lines it could not read. */
export const TollImportResult = ({ details }: { details: TTollImportDetails }) => {
  const assign = useAssignTollTrip();
  const [notice, setNotice] = useState<string | null>(null);
  const { import: tollImport, unassignedTrips, rowErrors } = details;
  const { counts } = tollImport;

  const choose = (tripId: string, orderId: string) =>
    assign.mutate({ importId: tollImport.id, tripId, orderId }, { onSuccess: () => setNotice(t.assignedNotice) });

  return (
    <SpaceBetween size="m">
      <Container header={<Header variant="h2">{t.result(tollImport.fileName)}</Header>} data-testid="toll-result">
        <ColumnLayout columns={3} variant="text-grid" minColumnWidth={120}>
          <Figure label={t.assigned} value={String(counts.assigned)} testId="toll-assigned" />
          <Figure label={t.unassigned} value={String(counts.unassigned)} testId="toll-unassigned" />
          <Figure label={t.duplicates} value={String(counts.duplicates)} testId="toll-duplicates" />
          <Figure label={t.rows} value={String(counts.rows)} testId="toll-rows" />
          <Figure label={t.unreadable} value={String(counts.unreadable)} testId="toll-unreadable" />
          <Figure label={t.total} value={formatGermanMoney(counts.totalAmount, 'EUR')} testId="toll-total" />
        </ColumnLayout>
      </Container>
      {notice && (
        <Alert type="success" dismissible onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {assign.isError && <Alert type="error">{errorText(assign.error)}</Alert>}
      <ResponsiveTable
        data-testid="toll-open-trips"
        items={unassignedTrips}
        trackBy="tripId"
        header={<Header counter={`(${counts.unassigned})`}>{t.openTrips}</Header>}
        empty={<Box textAlign="center">{t.openEmpty}</Box>}
        wrapLines
        columnDefinitions={[
          { id: 'plate', header: t.plate, cell: (trip) => trip.licensePlate, phone: 'half' },
          { id: 'start', header: t.start, cell: (trip) => formatGermanDateTime(trip.start), phone: 'half' },
          { id: 'route', header: t.route, cell: (trip) => trip.route || '–', phone: 'half' },
          { id: 'amount', header: t.amount, cell: (trip) => formatGermanMoney(trip.amount, 'EUR'), phone: 'half' },
          { id: 'reason', header: t.reason, cell: (trip) => t.reasons[trip.reason] },
          {
            id: 'assign',
            header: t.assign,
            minWidth: 220,
            cell: (trip) => (
              <TripOrderSelect
                trip={trip}
                disabled={assign.isPending}
                onChoose={(orderId) => choose(trip.tripId, orderId)}
              />
            ),
          },
        ]}
      />
      {rowErrors.length > 0 && (
        <ExpandableSection headerText={`${t.rowErrors} (${counts.unreadable})`} variant="container">
          <ul data-testid="toll-row-errors">
            {rowErrors.map((error) => (
              <li key={error.line}>
                {t.line(error.line)}: {error.reason}
              </li>
            ))}
          </ul>
        </ExpandableSection>
      )}
    </SpaceBetween>
  );
};
