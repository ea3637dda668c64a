import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { TOrderRequest } from '../../../../schemas/api/order-requests';
import { errorText } from '../../api/api-error';
import { useDecideOrderRequest, useOrderRequest } from '../../api/order-requests';
import { useFlash } from '../../app/flash';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { de } from '../../i18n/de';
import { formatDateTime } from '../format';
import { requestAmount, requestFieldNames, requestPeriod, statusColor } from './order-request-format';

const texts = de.orderRequests;

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Box variant="awsui-key-label">{label}</Box>
    <div>{children}</div>
  </div>
);

/** What was asked, by whom and when; also shown to the customer on their side, with the answer named for them. */
export const OrderRequestFacts = ({
  request,
  answerLabel = texts.decisionNote,
}: {
  request: TOrderRequest;
  answerLabel?: string;
}) => (
  <SpaceBetween size="l">
    <ColumnLayout columns={3} variant="text-grid">
      <Field label={texts.customer}>{request.customerName}</Field>
      <Field label={texts.period}>{requestPeriod(request)}</Field>
      <Field label={texts.status}>
        <Badge color={statusColor(request.status)}>{texts.statuses[request.status]}</Badge>
      </Field>
      <Field label={texts.service}>
        <span data-testid="order-request-service">{request.serviceName ?? de.common.empty}</span>
      </Field>
      <Field label={texts.fieldNames}>
        <span data-testid="order-request-fields">{requestFieldNames(request)}</span>
      </Field>
      <Field label={texts.amount}>
        <span data-testid="order-request-amount">{requestAmount(request)}</span>
      </Field>
      <Field label={texts.createdBy}>{request.createdByName}</Field>
      <Field label={texts.sentAt}>{formatDateTime(request.sentAt)}</Field>
      {request.decidedAt && (
        <Field label={texts.decidedAt}>
          {formatDateTime(request.decidedAt)} ({request.decidedByName})
        </Field>
      )}
    </ColumnLayout>
    <Field label={texts.descriptionLabel}>
      <Box variant="p" data-testid="order-request-description">
        {request.description || de.common.empty}
      </Box>
    </Field>
    {request.decidedAt && (
      <Field label={answerLabel}>
        <span data-testid="order-request-decision-note">{request.decisionNote || de.common.empty}</span>
      </Field>
    )}
  </SpaceBetween>
);

/** One request for the office: the facts, and for open ones the answer (accept or reject, with a note). */
const OrderRequestDetailsPage = () => {
  const { orderRequestId = '' } = useParams();
  const request = useOrderRequest(orderRequestId);
  const decide = useDecideOrderRequest();
  const flash = useFlash();
  const [note, setNote] = useState('');
  if (!request.data) return <PageLoading error={request.error} />;
  const current = request.data;

  const answer = (accept: boolean) =>
    decide.mutate(
      { id: current.id, version: current.version, accept, note },
      { onSuccess: () => flash.push({ type: 'success', content: accept ? texts.accepted : texts.rejected }) },
    );

  return (
    <ContentLayout header={<PageHeader title={current.subject} />}>
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">{texts.details}</Header>}>
          <OrderRequestFacts request={current} />
        </Container>
        {current.status === 'PENDING' && (
          <Container header={<Header variant="h2">{texts.answerTitle}</Header>}>
            <SpaceBetween size="m">
              {decide.isError && <Alert type="error">{errorText(decide.error)}</Alert>}
              <FormField label={texts.decisionNote} constraintText={de.common.optional}>
                <Textarea
                  value={note}
                  placeholder={texts.decisionNotePlaceholder}
                  onChange={(event) => setNote(event.detail.value)}
                  data-testid="order-request-note"
                />
              </FormField>
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant="primary"
                  onClick={() => answer(true)}
                  loading={decide.isPending && decide.variables?.accept === true}
                  disabled={decide.isPending}
                  data-testid="order-request-accept"
                >
                  {texts.accept}
                </Button>
                <Button
                  onClick={() => answer(false)}
                  loading={decide.isPending && decide.variables?.accept === false}
                  disabled={decide.isPending}
                  data-testid="order-request-reject"
                >
                  {texts.reject}
                </Button>
              </SpaceBetween>
            </SpaceBetween>
          </Container>
        )}
      </SpaceBetween>
    </ContentLayout>
  );
};

export default OrderRequestDetailsPage;
