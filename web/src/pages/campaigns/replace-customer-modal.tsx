import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { TFieldIssue } from '../../../../schemas/errors';
import { campaignMessages, type TCampaignDetails } from '../../../../schemas/planning/campaign';
import { ApiError, errorText } from '../../api/api-error';
import { useReplaceCampaignCustomer } from '../../api/campaigns';
import { useFlash } from '../../app/flash';
import { campaignTexts as texts } from '../../i18n/de/campaigns';
import type { OrderNames } from '../orders/order-names';
import { issueAt } from './campaign-form';
import { CustomerFieldsSelect } from './customer-fields-select';

type Props = { campaign: TCampaignDetails; names: OrderNames; onClose: () => void };

/**
 * 'Kunden ersetzen' (application.md §4): the new customer and its fields, and what changes, in words,
 * before all orders of the chain move at once. Refusals show at their field, or above (a billed order).
 */
export const ReplaceCustomerModal = ({ campaign, names, onClose }: Props) => {
  const [customerId, setCustomerId] = useState('');
  const [fieldIds, setFieldIds] = useState<string[]>([]);
  const [issues, setIssues] = useState<TFieldIssue[]>([]);
  const [failure, setFailure] = useState<string | undefined>();
  const replace = useReplaceCampaignCustomer(campaign.id);
  const flash = useFlash();
  const options = names.customers.filter((option) => option.value !== campaign.customerId);

  const submit = () => {
    if (customerId === '') {
      setIssues([{ path: 'customerId', message: campaignMessages.customer }]);
      return;
    }
    replace.mutate(
      { version: campaign.version, customerId, fieldIds },
      {
        onSuccess: () => {
          flash.push({ type: 'success', content: texts.replaced });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.issues.length > 0) setIssues(error.issues);
          else setFailure(errorText(error));
        },
      },
    );
  };

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={texts.replaceTitle}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button variant="primary" loading={replace.isPending} onClick={submit} data-testid="replace-confirm">
              {texts.replace}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {failure && (
          <Alert type="error" data-testid="replace-error">
            {failure}
          </Alert>
        )}
        <FormField label={texts.newCustomer} errorText={issueAt(issues, 'customerId')}>
          <Select
            data-testid="replace-customer"
            selectedOption={options.find((option) => option.value === customerId) ?? null}
            onChange={({ detail }) => {
              setCustomerId(detail.selectedOption.value ?? '');
              setFieldIds([]);
              setIssues([]);
            }}
            options={options}
            placeholder={texts.chooseCustomer}
            filteringType="auto"
            ariaLabel={texts.newCustomer}
          />
        </FormField>
        <CustomerFieldsSelect
          customerId={customerId}
          value={fieldIds}
          onChange={setFieldIds}
          error={issues.find((issue) => issue.path.startsWith('fieldIds'))?.message}
          testId="replace-fields"
        />
        {customerId !== '' && (
          <Box data-testid="replace-summary">
            {texts.replaceConfirmation(
              names.nameOf(campaign.customerId),
              names.nameOf(customerId),
              campaign.orders.length,
            )}
          </Box>
        )}
      </SpaceBetween>
    </Modal>
  );
};
