import ContentLayout from '@cloudscape-design/components/content-layout';
import { useOrderRequests } from '../../api/order-requests';
import { useAuth } from '../../app/auth';
import { roleOf } from '../../app/auth-state';
import { openablePath, pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { RouterLink } from '../../components/router-link';
import { de } from '../../i18n/de';
import { OrderRequestTable } from './order-request-table';

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
      <OrderRequestTable
        testId="order-requests"
        requests={requests}
        emptyText={archive ? texts.emptyArchive : texts.empty}
        hrefOf={(item) => pathFor('orderRequestDetails', { orderRequestId: item.id })}
        showCustomer
      />
    </ContentLayout>
  );
};

export const OrderRequestsPage = () => <OrderRequestsList archive={false} />;
export const OrderRequestsArchivePage = () => <OrderRequestsList archive />;
