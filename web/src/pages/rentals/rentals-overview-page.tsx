import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { shiftDay } from '../../../../schemas/kernel/calendar';
import type { TRental } from '../../../../schemas/planning/rental';
import { useRentals } from '../../api/rentals';
import { useAuth } from '../../app/auth';
import { roleOf } from '../../app/auth-state';
import { openablePath, pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { RouterLink } from '../../components/router-link';
import { useNow } from '../../components/use-now';
import type { Option } from '../../forms/fields';
import { rentalTexts as texts } from '../../i18n/de/rentals';
import { formatDateTime, todayInGermany } from '../format';
import { useOrderNames } from '../orders/order-names';
import { overviewSections, RECENT_DAYS, TIMELINE_DAYS, timelineRows } from './rental-overview';
import { RentalTimeline } from './rental-timeline';

type Filter = { machineId: string; customerId: string };

/** One rental as a line of a section: number (a link for the office), machine, customer, the moments. */
const RentalLine = ({
  rental,
  nameOf,
  linked,
  moments,
  overdue,
}: {
  rental: TRental;
  nameOf: (id: string) => string;
  linked: boolean;
  moments: string;
  overdue?: boolean;
}) => (
  <div data-testid="rental-line" style={{ padding: '6px 0', borderBottom: '1px solid #e9ebed' }}>
    <SpaceBetween size="xxxs">
      <Box fontWeight="bold">
        {linked ? (
          <RouterLink href={pathFor('rentalOrderDetails', { rentalId: rental.id })}>{rental.number}</RouterLink>
        ) : (
          rental.number
        )}{' '}
        · {nameOf(rental.machineId)}
      </Box>
      <Box variant="small">{nameOf(rental.customerId)}</Box>
      <Box variant="small" color={overdue ? 'text-status-error' : 'inherit'}>
        {moments}
        {overdue ? ` · ${texts.overdue}` : ''}
      </Box>
    </SpaceBetween>
  </div>
);

const Section = ({
  title,
  empty,
  testId,
  children,
}: {
  title: string;
  empty: string;
  testId: string;
  children: React.ReactNode[];
}) => (
  <Container
    header={
      <Header variant="h2" counter={`(${children.length})`}>
        {title}
      </Header>
    }
    data-testid={testId}
  >
    {children.length === 0 ? <Box color="text-body-secondary">{empty}</Box> : children}
  </Container>
);

const FilterSelect = ({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) => {
  const all = [{ value: '', label: texts.all }, ...options];
  return (
    <FormField label={label} data-testid={testId}>
      <Select
        selectedOption={all.find((option) => option.value === value) ?? null}
        options={all}
        filteringType={all.length > 8 ? 'auto' : 'none'}
        onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
      />
    </FormField>
  );
};

/**
 * Vermietungen (application.md §2 'rentals overview'; §6 office and employees, read-only for employees):
 * machines out now with customer, since and due back (overdue in red), upcoming reservations, what came
 * back in the last two weeks, and the next four weeks as a timeline per machine.
 */
const RentalsOverviewPage = () => {
  const now = useNow();
  const today = todayInGermany(now);
  const navigate = useNavigate();
  const pathOf = openablePath(roleOf(useAuth().state));
  const createPath = pathOf('createRentalOrder');
  const mayOpenDetails = pathOf('rentalOrderDetails') !== undefined;
  const [filter, setFilter] = useState<Filter>({ machineId: '', customerId: '' });
  const query = {
    ...(filter.machineId ? { machineId: filter.machineId } : {}),
    ...(filter.customerId ? { customerId: filter.customerId } : {}),
  };
  // The window of the lists; machines still out after it ended come with the second read.
  const recent = useRentals({ ...query, from: shiftDay(today, -RECENT_DAYS) });
  const stillOut = useRentals({ ...query, status: 'OUT' });
  const names = useOrderNames();
  const rentals = useMemo(() => {
    const byId = new Map([...(recent.data ?? []), ...(stillOut.data ?? [])].map((rental) => [rental.id, rental]));
    return [...byId.values()];
  }, [recent.data, stillOut.data]);
  if (!recent.data || !stillOut.data) return <PageLoading error={recent.error ?? stillOut.error} />;
  const { out, upcoming, returned } = overviewSections(rentals, now);
  const days = Array.from({ length: TIMELINE_DAYS }, (_, index) => shiftDay(today, index));
  const line = (rental: TRental, moments: string, overdue?: boolean) => (
    <RentalLine
      key={rental.id}
      rental={rental}
      nameOf={names.nameOf}
      linked={mayOpenDetails}
      moments={moments}
      overdue={overdue}
    />
  );
  return (
    <ContentLayout
      header={
        <PageHeader
          actions={
            createPath && (
              <Button variant="primary" onClick={() => navigate(createPath)} data-testid="rentals-create">
                {texts.create}
              </Button>
            )
          }
        />
      }
    >
      <SpaceBetween size="l">
        <Grid gridDefinition={[{ colspan: { default: 12, xs: 6 } }, { colspan: { default: 12, xs: 6 } }]}>
          <FilterSelect
            label={texts.filterMachine}
            options={names.machines}
            value={filter.machineId}
            onChange={(machineId) => setFilter({ ...filter, machineId })}
            testId="rentals-filter-machine"
          />
          <FilterSelect
            label={texts.filterCustomer}
            options={names.customers}
            value={filter.customerId}
            onChange={(customerId) => setFilter({ ...filter, customerId })}
            testId="rentals-filter-customer"
          />
        </Grid>
        <Section title={texts.outNow} empty={texts.noneOut} testId="rentals-out">
          {out.map(({ rental, overdue }) =>
            line(
              rental,
              `${texts.since} ${formatDateTime(rental.handedOutAt ?? rental.start)} · ${texts.dueBack} ${formatDateTime(rental.end)}`,
              overdue,
            ),
          )}
        </Section>
        <Section title={texts.upcoming} empty={texts.noneUpcoming} testId="rentals-upcoming">
          {upcoming.map((rental) =>
            line(
              rental,
              `${texts.from} ${formatDateTime(rental.start)} · ${texts.until} ${formatDateTime(rental.end)}`,
            ),
          )}
        </Section>
        <Section title={texts.returnedRecently} empty={texts.noneReturned} testId="rentals-returned">
          {returned.map((rental) =>
            line(rental, `${texts.returnedAt} ${formatDateTime(rental.returnedAt ?? rental.end)}`),
          )}
        </Section>
        <Container header={<Header variant="h2">{texts.timeline}</Header>}>
          <RentalTimeline rows={timelineRows(rentals, today, now)} days={days} nameOf={names.nameOf} />
        </Container>
      </SpaceBetween>
    </ContentLayout>
  );
};

export default RentalsOverviewPage;
