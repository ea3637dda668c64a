import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router';
import { useMyOrderRequests } from '../../api/order-requests';
import { pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { de } from '../../i18n/de';
import { OrderRequestTable } from './order-request-table';
import { useContractorChoice } from './use-contractor-choice';

const texts = de.myOrderRequests;
const shared = de.orderRequests;

/**
 * The farmer's requests to a contractor (application.md §2 customer area 'Aufträge'): drafts, sent ones
 * waiting for an answer, and in the archive the answered ones with the contractor's note.
 */
const MyOrderRequestsList = ({ archive }: { archive: boolean }) => {
  const navigate = useNavigate();
  const { contractors, taking, chosen, choose } = useContractorChoice();
  const requests = useMyOrderRequests(chosen?.id, archive);
  if (!contractors.data) return <PageLoading error={contractors.error} />;
  const query = chosen ? `?companyId=${encodeURIComponent(chosen.id)}` : '';
  const items = requests.data ?? [];

  return (
    <ContentLayout
      header={
        <PageHeader
          description={texts.description}
          counter={requests.data ? `(${items.length})` : undefined}
          actions={
            chosen && (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  onClick={() =>
                    navigate(
                      `${pathFor(archive ? 'contractorOrderRequests' : 'contractorOrderRequestsArchive')}${query}`,
                    )
                  }
                >
                  {archive ? shared.title : shared.archive}
                </Button>
                {!archive && (
                  <Button
                    variant="primary"
                    onClick={() => navigate(`${pathFor('createContractorOrderRequest')}${query}`)}
                    data-testid="my-order-request-create"
                  >
                    {texts.create}
                  </Button>
                )}
              </SpaceBetween>
            )
          }
        />
      }
    >
      <SpaceBetween size="l">
        {taking.length > 1 && chosen && (
          <FormField label={texts.contractor}>
            <Select
              selectedOption={{ value: chosen.id, label: chosen.name }}
              options={taking.map((contractor) => ({ value: contractor.id, label: contractor.name }))}
              onChange={(event) => choose(event.detail.selectedOption.value ?? chosen.id)}
            />
          </FormField>
        )}
        {!chosen ? (
          <Box color="text-body-secondary">{texts.noContractor}</Box>
        ) : (
          <OrderRequestTable
            testId="my-order-requests"
            requests={requests}
            emptyText={archive ? texts.emptyArchive : texts.empty}
            hrefOf={(item) =>
              pathFor('contractorOrderRequestDetails', { companyId: item.companyId, orderRequestId: item.id })
            }
            showCustomer={false}
          />
        )}
      </SpaceBetween>
    </ContentLayout>
  );
};

export const MyOrderRequestsPage = () => <MyOrderRequestsList archive={false} />;
export const MyOrderRequestsArchivePage = () => <MyOrderRequestsList archive />;
