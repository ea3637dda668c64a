import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import {
  type TOrderRequest,
  type TOrderRequestInput,
  ZOrderRequestInput,
} from '../../../../schemas/api/order-requests';
import { ApiError, errorText } from '../../api/api-error';
import { useDeleteMyOrderRequest, useMyOrderRequest, useSaveMyOrderRequest } from '../../api/order-requests';
import { useFlash } from '../../app/flash';
import { pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { TextAreaField, TextField } from '../../forms/fields';
import { FormAlert } from '../../forms/form-alert';
import { showServerIssues, submitAs, submitWith, useSchemaForm } from '../../forms/schema-form';
import { DateField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';
import { OrderRequestFacts } from './order-request-details-page';
import { RequestStructures } from './request-structures';
import { inputOf, type RequestValues, valuesOf } from './request-values';
import { RequestWhatFields } from './request-what-fields';
import { useContractorChoice } from './use-contractor-choice';
import { WithdrawRequest } from './withdraw-request';

const texts = de.myOrderRequests;
const shared = de.orderRequests;
const halves = [{ colspan: { default: 12, xs: 6 } }, { colspan: { default: 12, xs: 6 } }];

/**
 * The farmer's request form (application.md §2 create and details of contractor order requests): new
 * requests and drafts are written here, saved as a draft, sent or deleted. Sent ones are read-only until
 * taken back (WithdrawRequest); answered ones stay read-only (services.md §4). Both ways out check the
 * same schema: 'Senden' submits the form, 'Entwurf speichern' submits it as a draft.
 */
const RequestForm = ({ companyId, request }: { companyId: string; request?: TOrderRequest }) => {
  const navigate = useNavigate();
  const flash = useFlash();
  const save = useSaveMyOrderRequest(companyId);
  const remove = useDeleteMyOrderRequest(companyId);
  const formRef = useRef<HTMLFormElement>(null);
  // The status is the button's, not the form's: the checks are the same for both.
  const form = useSchemaForm<RequestValues, typeof ZOrderRequestInput>({
    schema: ZOrderRequestInput,
    defaultValues: valuesOf(request),
    prepare: (values) => inputOf(values, 'DRAFT', request),
  });
  const listPath = `${pathFor('contractorOrderRequests')}?companyId=${encodeURIComponent(companyId)}`;

  const saveAs = (status: 'DRAFT' | 'PENDING') => (checked: TOrderRequestInput) =>
    save.mutate(
      { id: request?.id, version: request?.version, data: { ...checked, status } },
      {
        onSuccess: () => {
          flash.push({ type: 'success', content: status === 'PENDING' ? texts.sent : texts.savedDraft });
          navigate(listPath);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.issues.length > 0)
            showServerIssues(form, error.issues, formRef.current);
          else form.setError('root.server', { type: 'server', message: errorText(error) });
        },
      },
    );

  const failure = form.formState.errors.root?.server?.message ?? (remove.error ? errorText(remove.error) : null);
  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={submitWith(form, saveAs('PENDING'))}>
        <SpaceBetween size="l">
          <FormAlert message={failure} testId="request-error" />
          <Container>
            <SpaceBetween size="m">
              <TextField<RequestValues> name="subject" label={shared.subject} required testId="request-subject" />
              <RequestWhatFields companyId={companyId} />
              <TextAreaField<RequestValues>
                name="description"
                label={shared.descriptionLabel}
                constraint={de.common.optional}
                testId="request-description"
              />
              <Grid gridDefinition={halves}>
                <DateField<RequestValues> name="startDate" label={texts.startDate} testId="request-start-date" />
                <DateField<RequestValues> name="endDate" label={texts.endDate} testId="request-end-date" />
              </Grid>
            </SpaceBetween>
          </Container>
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="primary" formAction="submit" loading={save.isPending} data-testid="request-send">
              {texts.send}
            </Button>
            <Button
              formAction="none"
              onClick={submitAs(form, saveAs('DRAFT'), () => formRef.current)}
              disabled={save.isPending}
              data-testid="request-save-draft"
            >
              {texts.saveDraft}
            </Button>
            {request && (
              <Button
                formAction="none"
                onClick={() =>
                  remove.mutate(request.id, {
                    onSuccess: () => {
                      flash.push({ type: 'success', content: texts.deleted });
                      navigate(listPath);
                    },
                  })
                }
                loading={remove.isPending}
                data-testid="request-delete"
              >
                {texts.delete}
              </Button>
            )}
          </SpaceBetween>
        </SpaceBetween>
      </form>
    </FormProvider>
  );
};

/** New request: to the contractor chosen on the list (?companyId=). */
export const CreateMyOrderRequestPage = () => {
  const { contractors, chosen } = useContractorChoice();
  if (!contractors.data) return <PageLoading error={contractors.error} />;
  return (
    <ContentLayout header={<PageHeader description={chosen?.name} />}>
      {chosen ? <RequestForm companyId={chosen.id} /> : <Alert type="info">{texts.noContractor}</Alert>}
    </ContentLayout>
  );
};

/** What the customer may do with a request of this status (services.md §4). */
const RequestActions = ({ companyId, request }: { companyId: string; request: TOrderRequest }) => {
  if (request.status === 'DRAFT') return <RequestForm key={request.version} companyId={companyId} request={request} />;
  if (request.status === 'PENDING') return <WithdrawRequest companyId={companyId} request={request} />;
  return <Alert type="info">{texts.readOnly}</Alert>;
};

/** One request: the facts, and the draft's form, the sent one's 'Zurückziehen' or the answer. */
export const MyOrderRequestPage = () => {
  const { companyId = '', orderRequestId = '' } = useParams();
  const request = useMyOrderRequest(companyId, orderRequestId);
  if (!request.data) return <PageLoading error={request.error} />;
  const current = request.data;
  return (
    <ContentLayout header={<PageHeader title={current.subject} />}>
      <SpaceBetween size="l">
        <Container>
          <OrderRequestFacts request={current} answerLabel={texts.answer} />
        </Container>
        {/* A draft's form shows its pick in the picker. */}
        {current.status !== 'DRAFT' && <RequestStructures side={{ kind: 'customer', companyId }} request={current} />}
        <RequestActions companyId={companyId} request={current} />
      </SpaceBetween>
    </ContentLayout>
  );
};
