import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { TCampaignDetails } from '../../../../schemas/planning/campaign';
import { useArchiveCampaign, useCampaign } from '../../api/campaigns';
import { pathFor } from '../../app/pages';
import { Fact } from '../../components/fact';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { RouterLink } from '../../components/router-link';
import { campaignTexts as texts } from '../../i18n/de/campaigns';
import { formatDateTime } from '../format';
import { type OrderNames, useOrderNames } from '../orders/order-names';
import { TaskStatus } from '../tasks/task-status';
import { ReplaceCustomerModal } from './replace-customer-modal';

const plannedTime = (order: TCampaignDetails['orders'][number]) =>
  order.plannedEndDateTime
    ? `${formatDateTime(order.plannedStartDateTime)} – ${formatDateTime(order.plannedEndDateTime)}`
    : formatDateTime(order.plannedStartDateTime);

/** The chain in its order: role, status, driver, machines, planned time and a link to each order. */
const ChainTable = ({ campaign, names }: { campaign: TCampaignDetails; names: OrderNames }) => (
  <ResponsiveTable
    data-testid="campaign-orders"
    items={campaign.orders}
    trackBy="id"
    wrapLines
    header={<Box variant="h2">{texts.orders}</Box>}
    columnDefinitions={[
      {
        id: 'role',
        header: texts.role,
        isRowHeader: true,
        cell: (order) => `${campaign.orders.indexOf(order) + 1}. ${order.role}`,
      },
      { id: 'status', header: texts.status, cell: (order) => <TaskStatus status={order.status} />, phone: 'half' },
      {
        id: 'driver',
        header: texts.driver,
        cell: (order) => names.nameOf(order.employeeId) || texts.nobody,
        phone: 'half',
      },
      { id: 'machines', header: texts.machines, cell: (order) => order.machineNames.join(', ') || texts.none },
      { id: 'planned', header: texts.plannedTime, cell: plannedTime },
      {
        id: 'order',
        header: texts.order,
        cell: (order) => <RouterLink href={pathFor('orderDetails', { orderId: order.id })}>{order.name}</RouterLink>,
      },
    ]}
  />
);

const CampaignDetails = ({ campaign }: { campaign: TCampaignDetails }) => {
  const names = useOrderNames();
  const [replacing, setReplacing] = useState(false);
  const archive = useArchiveCampaign(campaign.id);
  return (
    <ContentLayout
      header={
        <PageHeader
          title={campaign.name}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => setReplacing(true)} data-testid="campaign-replace-customer">
                {texts.replaceCustomer}
              </Button>
              <Button
                loading={archive.isPending}
                onClick={() => archive.mutate({ version: campaign.version, archived: !campaign.archived })}
                data-testid="campaign-archive"
              >
                {campaign.archived ? texts.restoreAction : texts.archiveAction}
              </Button>
            </SpaceBetween>
          }
        />
      }
    >
      <SpaceBetween size="l">
        <Container>
          <ColumnLayout columns={2} variant="text-grid">
            <Fact label={texts.customer} testId="campaign-customer">
              {names.nameOf(campaign.customerId)}
            </Fact>
            <Fact label={texts.note}>{campaign.note ?? texts.none}</Fact>
          </ColumnLayout>
        </Container>
        <ChainTable campaign={campaign} names={names} />
      </SpaceBetween>
      {replacing && <ReplaceCustomerModal campaign={campaign} names={names} onClose={() => setReplacing(false)} />}
    </ContentLayout>
  );
};

/** Auftragskette (application.md §2 campaign details, §6 office roles). */
const CampaignDetailsPage = () => {
  const { campaignId = '' } = useParams();
  const campaign = useCampaign(campaignId);
  if (!campaign.data) return <PageLoading error={campaign.error} />;
  return <CampaignDetails campaign={campaign.data} />;
};

export default CampaignDetailsPage;
