import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/api-error';
import { useCampaigns } from '../../api/campaigns';
import { pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { RouterLink } from '../../components/router-link';
import { campaignTexts as texts } from '../../i18n/de/campaigns';
import { formatDateTime } from '../format';
import { useOrderNames } from '../orders/order-names';

/**
 * Auftragsketten (application.md §2 Aufträge, §6 campaigns): the chains of orders, each with its customer,
 * how many of its orders are done and when the next one is planned; the archive holds finished chains.
 */
const CampaignsPage = () => {
  const [archived, setArchived] = useState(false);
  const campaigns = useCampaigns(archived);
  const names = useOrderNames();
  const navigate = useNavigate();
  return (
    <ContentLayout
      header={
        <PageHeader
          description={texts.description}
          counter={campaigns.data ? `(${campaigns.data.length})` : undefined}
          actions={
            <Button variant="primary" onClick={() => navigate(pathFor('createCampaign'))} data-testid="campaign-create">
              {texts.create}
            </Button>
          }
        />
      }
    >
      <SpaceBetween size="m">
        <SegmentedControl
          label={texts.archive}
          selectedId={archived ? 'archived' : 'active'}
          onChange={({ detail }) => setArchived(detail.selectedId === 'archived')}
          options={[
            { id: 'active', text: texts.active },
            { id: 'archived', text: texts.archive },
          ]}
        />
        <ResponsiveTable
          data-testid="campaigns"
          items={campaigns.data ?? []}
          trackBy="id"
          loading={campaigns.isPending}
          loadingText={texts.orders}
          wrapLines
          empty={
            <Box textAlign="center" color="text-body-secondary">
              {campaigns.isError ? errorText(campaigns.error) : archived ? texts.emptyArchive : texts.empty}
            </Box>
          }
          columnDefinitions={[
            {
              id: 'name',
              header: texts.name,
              isRowHeader: true,
              cell: (item) => (
                <RouterLink href={pathFor('campaignDetails', { campaignId: item.id })}>{item.name}</RouterLink>
              ),
            },
            { id: 'customer', header: texts.customer, cell: (item) => names.nameOf(item.customerId) },
            {
              id: 'progress',
              header: texts.progress,
              cell: (item) => texts.progressOf(item.doneCount, item.orderCount),
              phone: 'half',
            },
            {
              id: 'next',
              header: texts.nextPlanned,
              cell: (item) => (item.nextPlannedStart ? formatDateTime(item.nextPlannedStart) : texts.none),
              phone: 'half',
            },
          ]}
        />
      </SpaceBetween>
    </ContentLayout>
  );
};

export default CampaignsPage;
