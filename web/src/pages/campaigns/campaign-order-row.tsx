import Autosuggest from '@cloudscape-design/components/autosuggest';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TFieldIssue } from '../../../../schemas/errors';
import { campaignRolePresets } from '../../../../schemas/planning/campaign';
import type { Option } from '../../forms/fields';
import { de } from '../../i18n/de';
import { campaignTexts as texts } from '../../i18n/de/campaigns';
import type { OrderNames } from '../orders/order-names';
import { issueAt, type OrderRowDraft } from './campaign-form';

const halves = [{ colspan: { default: 12, xs: 6 } }, { colspan: { default: 12, xs: 6 } }];

type Props = {
  row: OrderRowDraft;
  index: number;
  names: OrderNames;
  issues: readonly TFieldIssue[];
  onChange: (row: OrderRowDraft) => void;
  /** Undefined for the last row: a chain keeps one order at least. */
  onRemove: (() => void) | undefined;
};

/** A single choice with its 'none' first ('' stands for none). */
const OneOf = ({
  label,
  none,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  none: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) => {
  const all = [{ value: '', label: none }, ...options];
  return (
    <FormField label={label}>
      <Select
        data-testid={testId}
        selectedOption={all.find((option) => option.value === value) ?? null}
        onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
        options={all}
        filteringType="auto"
        ariaLabel={label}
      />
    </FormField>
  );
};

/** One order of a new chain: its role (a preset or free text), service, machines, driver and start. */
export const CampaignOrderRow = ({ row, index, names, issues, onChange, onRemove }: Props) => {
  const at = (field: string) => issueAt(issues, `orders.${index}.${field}`);
  const testId = (field: string) => `campaign-row-${index}-${field}`;
  return (
    <Container
      header={
        <Header
          variant="h3"
          actions={
            onRemove && (
              <Button onClick={onRemove} data-testid={testId('remove')}>
                {texts.removeOrder}
              </Button>
            )
          }
        >
          {texts.rowTitle(index)}
        </Header>
      }
    >
      <SpaceBetween size="s">
        <FormField label={texts.role} errorText={at('role')}>
          <Autosuggest
            data-testid={testId('role')}
            value={row.role}
            onChange={({ detail }) => onChange({ ...row, role: detail.value })}
            options={campaignRolePresets.map((value) => ({ value }))}
            placeholder={texts.rolePlaceholder}
            enteredTextLabel={(value) => value}
            ariaLabel={texts.role}
          />
        </FormField>
        <OneOf
          label={texts.service}
          none={texts.noService}
          options={names.services}
          value={row.serviceId}
          onChange={(serviceId) => onChange({ ...row, serviceId })}
          testId={testId('service')}
        />
        <FormField label={texts.machines} errorText={at('machineIds')}>
          <Multiselect
            data-testid={testId('machines')}
            selectedOptions={names.machines.filter((option) => row.machineIds.includes(option.value))}
            onChange={({ detail }) =>
              onChange({ ...row, machineIds: detail.selectedOptions.flatMap((option) => option.value ?? []) })
            }
            options={names.machines}
            filteringType="auto"
            ariaLabel={texts.machines}
          />
        </FormField>
        <OneOf
          label={texts.driver}
          none={texts.nobody}
          options={names.employees}
          value={row.employeeId}
          onChange={(employeeId) => onChange({ ...row, employeeId })}
          testId={testId('driver')}
        />
        <Grid gridDefinition={halves}>
          <FormField label={texts.startDate} errorText={at('plannedStartDateTime')}>
            <Input
              data-testid={testId('start-date')}
              inputMode="numeric"
              value={row.startDate}
              onChange={({ detail }) => onChange({ ...row, startDate: detail.value })}
              placeholder={de.forms.datePlaceholder}
              ariaLabel={texts.startDate}
            />
          </FormField>
          <FormField label={texts.startTime}>
            <Input
              data-testid={testId('start-time')}
              inputMode="numeric"
              placeholder={de.forms.timePlaceholder}
              value={row.startTime}
              onChange={({ detail }) => onChange({ ...row, startTime: detail.value })}
              ariaLabel={texts.startTime}
            />
          </FormField>
        </Grid>
      </SpaceBetween>
    </Container>
  );
};
