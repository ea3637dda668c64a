import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TFieldIssue } from '../../../../schemas/errors';
import { CAMPAIGN_ORDERS_MAX, campaignRolePresets } from '../../../../schemas/planning/campaign';
import { ApiError, errorText } from '../../api/api-error';
import { useCreateCampaign } from '../../api/campaigns';
import { useFlash } from '../../app/flash';
import { pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { useNow } from '../../components/use-now';
import { campaignTexts as texts } from '../../i18n/de/campaigns';
import { todayInGermany } from '../format';
import { useOrderNames } from '../orders/order-names';
import { type CampaignDraft, campaignInputOf, draftIssues, emptyRow, issueAt } from './campaign-form';
import { CampaignOrderRow } from './campaign-order-row';
import { CustomerFieldsSelect } from './customer-fields-select';

/**
 * Auftragskette anlegen: the customer, its fields, the chain's name and its orders (role, service,
 * machines, driver, start), all created at once as drafts of one chain.
 */
const CreateCampaignPage = () => {
  const today = todayInGermany(useNow());
  const names = useOrderNames();
  const navigate = useNavigate();
  const flash = useFlash();
  const create = useCreateCampaign();
  const nextKey = useRef(2);
  const [draft, setDraft] = useState<CampaignDraft>(() => ({
    name: '',
    customerId: '',
    fieldIds: [],
    note: '',
    orders: [emptyRow('0', today, campaignRolePresets[0]), emptyRow('1', today, campaignRolePresets[1])],
  }));
  const [issues, setIssues] = useState<TFieldIssue[]>([]);
  const [failure, setFailure] = useState<string | undefined>();
  const change = (next: Partial<CampaignDraft>) => setDraft((current) => ({ ...current, ...next }));

  const addRow = () => {
    const key = String(nextKey.current++);
    change({ orders: [...draft.orders, emptyRow(key, draft.orders.at(-1)?.startDate ?? today)] });
  };
  const save = () => {
    const found = draftIssues(draft);
    setIssues(found);
    setFailure(undefined);
    if (found.length > 0) return;
    create.mutate(campaignInputOf(draft), {
      onSuccess: (campaign) => {
        flash.push({ type: 'success', content: texts.created });
        navigate(pathFor('campaignDetails', { campaignId: campaign.id }));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.issues.length > 0) setIssues(error.issues);
        else setFailure(errorText(error));
      },
    });
  };
  const customer = names.customers.find((option) => option.value === draft.customerId) ?? null;

  return (
    <ContentLayout header={<PageHeader />}>
      <SpaceBetween size="l">
        {failure && (
          <Alert type="error" data-testid="campaign-error">
            {failure}
          </Alert>
        )}
        <Container>
          <SpaceBetween size="m">
            <FormField label={texts.customer} errorText={issueAt(issues, 'customerId')}>
              <Select
                data-testid="campaign-customer"
                selectedOption={customer}
                onChange={({ detail }) => change({ customerId: detail.selectedOption.value ?? '', fieldIds: [] })}
                options={names.customers}
                placeholder={texts.chooseCustomer}
                filteringType="auto"
                statusType={names.loading ? 'loading' : 'finished'}
                ariaLabel={texts.customer}
              />
            </FormField>
            <CustomerFieldsSelect
              customerId={draft.customerId}
              value={draft.fieldIds}
              onChange={(fieldIds) => change({ fieldIds })}
              error={issues.find((issue) => issue.path.startsWith('fieldIds'))?.message}
              testId="campaign-fields"
            />
            <FormField label={texts.name} description={texts.nameHint} errorText={issueAt(issues, 'name')}>
              <Input
                data-testid="campaign-name"
                value={draft.name}
                onChange={({ detail }) => change({ name: detail.value })}
                ariaLabel={texts.name}
              />
            </FormField>
            <FormField label={texts.note} errorText={issueAt(issues, 'note')}>
              <Textarea
                data-testid="campaign-note"
                value={draft.note}
                onChange={({ detail }) => change({ note: detail.value })}
                ariaLabel={texts.note}
              />
            </FormField>
          </SpaceBetween>
        </Container>
        <FormField label={texts.orders} errorText={issueAt(issues, 'orders')} stretch>
          <SpaceBetween size="m">
            {draft.orders.map((row, index) => (
              <CampaignOrderRow
                key={row.key}
                row={row}
                index={index}
                names={names}
                issues={issues}
                onChange={(next) => change({ orders: draft.orders.map((old) => (old.key === row.key ? next : old)) })}
                onRemove={
                  draft.orders.length > 1
                    ? () => change({ orders: draft.orders.filter((old) => old.key !== row.key) })
                    : undefined
                }
              />
            ))}
          </SpaceBetween>
        </FormField>
        <SpaceBetween direction="horizontal" size="xs">
          <Button onClick={addRow} disabled={draft.orders.length >= CAMPAIGN_ORDERS_MAX} data-testid="campaign-add-row">
            {texts.addOrder}
          </Button>
          <Button variant="primary" loading={create.isPending} onClick={save} data-testid="campaign-save">
            {texts.save}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </ContentLayout>
  );
};

export default CreateCampaignPage;
