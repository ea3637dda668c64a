import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import type { TOrderRequest } from '../../../../schemas/api/order-requests';
import { errorText } from '../../api/api-error';
import { ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { RouterLink } from '../../components/router-link';
import { de } from '../../i18n/de';
import { formatDateTime } from '../format';
import { requestPeriod, statusColor } from './order-request-format';

const texts = de.orderRequests;

type Props = {
  testId: string;
  requests: { data?: TOrderRequest[]; isPending: boolean; isError: boolean; error: unknown };
  emptyText: string;
  /** Where a request's subject links to (office details or the farmer's own page). */
  hrefOf: (request: TOrderRequest) => string;
  /** The office sees who asked; the farmer knows. */
  showCustomer: boolean;
};

/** A list of order requests: subject, (customer), period, when sent, status; for the office and the farmer. */
export const OrderRequestTable = ({ testId, requests, emptyText, hrefOf, showCustomer }: Props) => (
  <ResponsiveTable
    data-testid={testId}
    items={requests.data ?? []}
    trackBy="id"
    loading={requests.isPending}
    loadingText={de.common.loading}
    wrapLines
    empty={
      <Box textAlign="center" color="text-body-secondary">
        {requests.isError ? errorText(requests.error) : emptyText}
      </Box>
    }
    columnDefinitions={[
      {
        id: 'subject',
        header: texts.subject,
        isRowHeader: true,
        cell: (item) => <RouterLink href={hrefOf(item)}>{item.subject}</RouterLink>,
      },
      ...(showCustomer
        ? [{ id: 'customer', header: texts.customer, cell: (item: TOrderRequest) => item.customerName }]
        : []),
      { id: 'period', header: texts.period, cell: (item) => requestPeriod(item) },
      { id: 'sentAt', header: texts.sentAt, cell: (item) => formatDateTime(item.sentAt), phone: 'half' },
      {
        id: 'status',
        header: texts.status,
        cell: (item) => (
          <Badge color={statusColor(item.status)} data-testid={`order-request-status-${item.id}`}>
            {texts.statuses[item.status]}
          </Badge>
        ),
        phone: 'half',
      },
    ]}
  />
);
