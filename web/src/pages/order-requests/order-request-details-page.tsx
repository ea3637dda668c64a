import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type * as z from 'zod';
import { type TOrderRequest, ZOrderRequestDecision } from '../../../../schemas/api/order-requests';
import { ApiError, errorText } from '../../api/api-error';
import { useDecideOrderRequest, useOrderOfRequest, useOrderRequest } from '../../api/order-requests';
import { useFlash } from '../../app/flash';
import { pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { TextAreaField } from '../../forms/fields';
import { FormAlert } from '../../forms/form-alert';
import { showServerIssues, submitWith, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';
import { formatDateTime } from '../format';
import { requestAmount, requestFieldNames, requestPeriod, statusColor } from './order-request-format';
import { RequestStructures } from './request-structures';

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

type AnswerValues = { note: string; accept: boolean };

/** The answer to an open request: a note to the customer, sent with 'Annehmen' or 'Ablehnen'. */
const AnswerForm = ({ request }: { request: TOrderRequest }) => {
  const decide = useDecideOrderRequest();
  const flash = useFlash();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm<AnswerValues, typeof ZOrderRequestDecision>({
    schema: ZOrderRequestDecision,
    defaultValues: { note: '', accept: false },
    prepare: (values) => ({ ...values, version: request.version }),
  });

  const send = (decision: z.output<typeof ZOrderRequestDecision>) =>
    decide.mutate(
      { id: request.id, ...decision },
      {
        onSuccess: () => flash.push({ type: 'success', content: decision.accept ? texts.accepted : texts.rejected }),
        onError: (error) => {
          if (error instanceof ApiError) showServerIssues(form, error.issues, formRef.current);
          form.setError('root.server', { type: 'server', message: errorText(error) });
        },
      },
    );
  // Both buttons send the same form; which one was pressed is the decision.
  const answer = (accept: boolean) => {
    form.setValue('accept', accept);
    formRef.current?.requestSubmit();
  };
  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={submitWith(form, send)}>
        <SpaceBetween size="m">
          <FormAlert message={form.formState.errors.root?.server?.message} />
          <TextAreaField<AnswerValues>
            name="note"
            label={texts.decisionNote}
            constraint={de.common.optional}
            placeholder={texts.decisionNotePlaceholder}
            testId="order-request-note"
          />
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              variant="primary"
              formAction="none"
              onClick={() => answer(true)}
              loading={decide.isPending && decide.variables?.accept === true}
              disabled={decide.isPending}
              data-testid="order-request-accept"
            >
              {texts.accept}
            </Button>
            <Button
              formAction="none"
              onClick={() => answer(false)}
              loading={decide.isPending && decide.variables?.accept === false}
              disabled={decide.isPending}
              data-testid="order-request-reject"
            >
              {texts.reject}
            </Button>
          </SpaceBetween>
        </SpaceBetween>
      </form>
    </FormProvider>
  );
};

/** 'Auftrag öffnen' once the draft order of an accepted request exists. */
const OpenOrder = ({ request }: { request: TOrderRequest }) => {
  const order = useOrderOfRequest(request);
  const navigate = useNavigate();
  if (!order.data) return null;
  const orderId = order.data.id;
  return (
    <Button onClick={() => navigate(pathFor('orderDetails', { orderId }))} data-testid="order-request-open-order">
      {texts.openOrder}
    </Button>
  );
};

/** One request for the office: the facts, and for open ones the answer (accept or reject, with a note). */
const OrderRequestDetailsPage = () => {
  const { orderRequestId = '' } = useParams();
  const request = useOrderRequest(orderRequestId);
  if (!request.data) return <PageLoading error={request.error} />;
  const current = request.data;

  return (
    <ContentLayout header={<PageHeader title={current.subject} actions={<OpenOrder request={current} />} />}>
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">{texts.details}</Header>}>
          <OrderRequestFacts request={current} />
        </Container>
        <RequestStructures side={{ kind: 'office' }} request={current} />
        {current.status === 'PENDING' && (
          <Container header={<Header variant="h2">{texts.answerTitle}</Header>}>
            <AnswerForm request={current} />
          </Container>
        )}
      </SpaceBetween>
    </ContentLayout>
  );
};

export default OrderRequestDetailsPage;
