import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { type TOrderRequest, ZOrderRequestInput } from '../../../../schemas/api/order-requests';
import { ApiError, errorText } from '../../api/api-error';
import { useDeleteMyOrderRequest, useMyOrderRequest, useSaveMyOrderRequest } from '../../api/order-requests';
import { useFlash } from '../../app/flash';
import { pathFor } from '../../app/pages';
import { type FieldErrors, fieldErrorsFromIssues, validateWith, withoutError } from '../../components/field-errors';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { de } from '../../i18n/de';
import { masterdataTexts } from '../../i18n/de/masterdata';
import { OrderRequestFacts } from './order-request-details-page';
import { inputOf, type RequestValues, valuesOf } from './request-values';
import { RequestWhatFields } from './request-what-fields';
import { useContractorChoice } from './use-contractor-choice';
import { WithdrawRequest } from './withdraw-request';

const texts = de.myOrderRequests;
const shared = de.orderRequests;
const dates = masterdataTexts.fields;

/**
 * The farmer's request form (application.md §2 create and details of contractor order requests): new
 * requests and drafts are written here, saved as a draft, sent or deleted. Sent ones are read-only until
 * taken back (WithdrawRequest); answered ones stay read-only (services.md §4).
 */
const RequestForm = ({ companyId, request }: { companyId: string; request?: TOrderRequest }) => {
  const navigate = useNavigate();
  const flash = useFlash();
  const save = useSaveMyOrderRequest(companyId);
  const remove = useDeleteMyOrderRequest(companyId);
  const [values, setValues] = useState<RequestValues>(() => valuesOf(request));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof RequestValues>(key: K, value: RequestValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutError(current, key));
  };
  const listPath = `${pathFor('contractorOrderRequests')}?companyId=${encodeURIComponent(companyId)}`;

  const submit = (status: 'DRAFT' | 'PENDING') => {
    const checked = validateWith(ZOrderRequestInput, inputOf(values, status, request));
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(
      { id: request?.id, version: request?.version, data: checked.data },
      {
        onSuccess: () => {
          flash.push({ type: 'success', content: status === 'PENDING' ? texts.sent : texts.savedDraft });
          navigate(listPath);
        },
        onError: (error) => error instanceof ApiError && setErrors(fieldErrorsFromIssues(error.issues)),
      },
    );
  };

  const failure = save.error ?? remove.error;
  return (
    <SpaceBetween size="l">
      {failure && <Alert type="error">{errorText(failure)}</Alert>}
      <Container>
        <SpaceBetween size="m">
          <FormField label={shared.subject} errorText={errors.subject}>
            <Input
              value={values.subject}
              onChange={(e) => set('subject', e.detail.value)}
              data-testid="request-subject"
            />
          </FormField>
          <RequestWhatFields companyId={companyId} values={values} errors={errors} set={set} />
          <FormField label={shared.descriptionLabel} errorText={errors.description} constraintText={de.common.optional}>
            <Textarea
              value={values.description}
              onChange={(e) => set('description', e.detail.value)}
              data-testid="request-description"
            />
          </FormField>
          <SpaceBetween direction="horizontal" size="l">
            {(['startDate', 'endDate'] as const).map((key) => (
              <FormField
                key={key}
                label={key === 'startDate' ? texts.startDate : texts.endDate}
                errorText={errors[key]}
                constraintText={dates.dateFormat}
              >
                <DatePicker
                  value={values[key]}
                  onChange={({ detail }) => set(key, detail.value)}
                  locale="de-DE"
                  startOfWeek={1}
                  placeholder="JJJJ/MM/TT"
                  openCalendarAriaLabel={(selected) =>
                    selected ? `${dates.chooseDate}, ${selected}` : dates.chooseDate
                  }
                />
              </FormField>
            ))}
          </SpaceBetween>
        </SpaceBetween>
      </Container>
      <SpaceBetween direction="horizontal" size="xs">
        <Button variant="primary" onClick={() => submit('PENDING')} loading={save.isPending} data-testid="request-send">
          {texts.send}
        </Button>
        <Button onClick={() => submit('DRAFT')} disabled={save.isPending} data-testid="request-save-draft">
          {texts.saveDraft}
        </Button>
        {request && (
          <Button
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
        <RequestActions companyId={companyId} request={current} />
      </SpaceBetween>
    </ContentLayout>
  );
};
