import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Table from '@cloudscape-design/components/table';
import { errorText } from '../../api/api-error';
import { useOrderRequests } from '../../api/order-requests';
import { useAuth } from '../../app/auth';
import { roleOf } from '../../app/auth-state';
import { openablePath, pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { RouterLink } from '../../components/router-link';
import { de } from '../../i18n/de';
import { formatDateTime } from '../format';
import { requestPeriod, statusColor } from './order-request-format';

const texts = de.orderRequests;

/**
 * Anfragen (application.md §2 Aufträge; §6 order requests and their archive): what customers asked for.
 * Open ones wait for an answer (the menu badge counts them); the archive holds the answered ones.
 */
const OrderRequestsList = ({ archive }: { archive: boolean }) => {
  const requests = useOrderRequests(archive);
  const archivePath = openablePath(roleOf(useAuth().state))('orderRequestsArchive');
  const items = requests.data ?? [];
  return (
    <ContentLayout
      header={
        <PageHeader
          description={archive ? texts.archiveDescription : texts.description}
          counter={requests.data ? `(${items.length})` : undefined}
          actions={
            !archive && archivePath ? (
              <RouterLink href={archivePath} data-testid="order-requests-archive-link">
                {texts.archive}
              </RouterLink>
            ) : undefined
          }
        />
      }
    >
      <Table
        data-testid="order-requests"
        items={items}
        trackBy="id"
        loading={requests.isPending}
        loadingText={de.common.loading}
        wrapLines
        empty={
          <Box textAlign="center" color="text-body-secondary">
            {requests.isError ? errorText(requests.error) : archive ? texts.emptyArchive : texts.empty}
          </Box>
        }
        columnDefinitions={[
          {
            id: 'subject',
            header: texts.subject,
            isRowHeader: true,
            cell: (item) => (
              <RouterLink href={pathFor('orderRequestDetails', { orderRequestId: item.id })}>{item.subject}</RouterLink>
            ),
          },
          { id: 'customer', header: texts.customer, cell: (item) => item.customerName },
          { id: 'period', header: texts.period, cell: (item) => requestPeriod(item) },
          { id: 'sentAt', header: texts.sentAt, cell: (item) => formatDateTime(item.sentAt) },
          {
            id: 'status',
            header: texts.status,
            cell: (item) => <Badge color={statusColor(item.status)}>{texts.statuses[item.status]}</Badge>,
          },
        ]}
      />
    </ContentLayout>
  );
};

export const OrderRequestsPage = () => <OrderRequestsList archive={false} />;
export const OrderRequestsArchivePage = () => <OrderRequestsList archive />;
