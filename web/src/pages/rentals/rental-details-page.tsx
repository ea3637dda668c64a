import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useParams } from 'react-router';
import { rentalPriceBasisLabels, rentalStatusLabels, type TRental } from '../../../../schemas/planning/rental';
import { errorText } from '../../api/api-error';
import { type RentalStep, useRental, useRentalStep } from '../../api/rentals';
import { useFlash } from '../../app/flash';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Fact } from '../../components/fact';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { useNow } from '../../components/use-now';
import { rentalTexts as texts } from '../../i18n/de/rentals';
import { formatDateTime, formatDecimal, formatEuro } from '../format';
import { useOrderNames } from '../orders/order-names';
import { quantityText } from './rental-labels';
import { RentalStepDialog } from './rental-step-dialog';

/** A moment with the operating hours read then: '01.06.2026, 08:00 · 1.520,5 Bh'. */
const handOverText = (at: string | null, hours: string | null) =>
  at ? `${formatDateTime(at)}${hours ? ` · ${formatDecimal(hours)} ${texts.operatingHours}` : ''}` : '';

type Dialog = 'handOut' | 'takeBack' | 'cancel' | null;

/** The status actions a rental offers: out from a reservation, back when out, cancel a reservation. */
const actionsOf = (rental: TRental): Exclude<Dialog, null>[] =>
  rental.status === 'RESERVED' ? ['handOut', 'cancel'] : rental.status === 'OUT' ? ['takeBack'] : [];

const RentalFacts = ({ rental }: { rental: TRental }) => {
  const names = useOrderNames();
  return (
    <ColumnLayout columns={3} variant="text-grid">
      <Fact label={texts.number} testId="rental-number">
        {rental.number}
      </Fact>
      <Fact label={texts.status} testId="rental-status">
        {rentalStatusLabels[rental.status]}
      </Fact>
      <Fact label={texts.machine} testId="rental-machine-name">
        {names.nameOf(rental.machineId)}
      </Fact>
      <Fact label={texts.customer} testId="rental-customer-name">
        {names.nameOf(rental.customerId)}
      </Fact>
      <Fact label={texts.period} testId="rental-period">
        {`${formatDateTime(rental.start)} – ${formatDateTime(rental.end)}`}
      </Fact>
      <Fact label={texts.priceBasis} testId="rental-basis">
        {`${formatEuro(rental.pricePerUnit)} ${rentalPriceBasisLabels[rental.priceBasis]}`}
      </Fact>
      <Fact label={texts.quantity} testId="rental-quantity">
        {quantityText(rental.priceBasis, rental.quantity)}
      </Fact>
      <Fact label={texts.netAmount} testId="rental-net">
        {formatEuro(rental.netAmount)}
      </Fact>
      <Fact label={texts.vatPercent} testId="rental-vat-percent">
        {`${formatDecimal(rental.vatPercent)} %`}
      </Fact>
      <Fact label={texts.handedOut} testId="rental-handed-out">
        {handOverText(rental.handedOutAt, rental.handedOutOperatingHours)}
      </Fact>
      <Fact label={texts.returned} testId="rental-returned">
        {handOverText(rental.returnedAt, rental.returnedOperatingHours)}
      </Fact>
      <Fact label={texts.damageNote} testId="rental-damage">
        {rental.damageNote}
      </Fact>
      {rental.cancelledAt && (
        <Fact label={texts.cancelledAt} testId="rental-cancelled-at">
          {formatDateTime(rental.cancelledAt)}
        </Fact>
      )}
      <Fact label={texts.note} testId="rental-note-text">
        {rental.note}
      </Fact>
    </ColumnLayout>
  );
};

const RentalDetails = ({ rental }: { rental: TRental }) => {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const step = useRentalStep();
  const flash = useFlash();
  const now = useNow();
  const run = (next: RentalStep) =>
    step.mutateAsync({ rental, step: next }).then(() => {
      flash.push({ type: 'success', content: texts.stepDone[next.kind] });
      setDialog(null);
    });
  const labels = { handOut: texts.handOut, takeBack: texts.takeBack, cancel: texts.cancel };
  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header
            variant="h2"
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                {actionsOf(rental).map((action) => (
                  <Button key={action} onClick={() => setDialog(action)} data-testid={`rental-${action}`}>
                    {labels[action]}
                  </Button>
                ))}
              </SpaceBetween>
            }
          >
            {rental.number}
          </Header>
        }
      >
        <RentalFacts rental={rental} />
      </Container>
      {(dialog === 'handOut' || dialog === 'takeBack') && (
        <RentalStepDialog
          kind={dialog}
          now={now}
          busy={step.isPending}
          onConfirm={run}
          onCancel={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        visible={dialog === 'cancel'}
        title={texts.cancelTitle}
        confirmText={texts.cancel}
        cancelText={texts.keep}
        busy={step.isPending}
        confirmTestId="rental-cancel-confirm"
        onCancel={() => {
          setFailure(null);
          setDialog(null);
        }}
        onConfirm={() => void run({ kind: 'cancel' }).catch((error: unknown) => setFailure(errorText(error)))}
      >
        <SpaceBetween size="s">
          <Box>{texts.cancelText(rental.number)}</Box>
          {failure && <Box color="text-status-error">{failure}</Box>}
        </SpaceBetween>
      </ConfirmDialog>
    </SpaceBetween>
  );
};

/** Mietauftrag (application.md §2 'rental orders: details'): the data, the amount and the status actions. */
const RentalDetailsPage = () => {
  const { rentalId = '' } = useParams();
  const rental = useRental(rentalId);
  if (!rental.data) return <PageLoading error={rental.error} />;
  return (
    <ContentLayout header={<PageHeader />}>
      <RentalDetails rental={rental.data} />
    </ContentLayout>
  );
};

export default RentalDetailsPage;
