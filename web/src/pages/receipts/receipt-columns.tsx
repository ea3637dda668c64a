import Badge from '@cloudscape-design/components/badge';
import type { TReceiptSummary } from '../../../../schemas/receipts/receipt';
import { type PageId, pathFor } from '../../app/pages';
import type { EntityColumn } from '../../components/entity-table/types';
import { RouterLink } from '../../components/router-link';
import { receiptTexts } from '../../i18n/de/receipts';
import { formatDay, formatEuro } from '../format';
import { paymentBadge, statusBadge } from './receipt-values';

const c = receiptTexts.columns;

/** A receipt's number (or '(Entwurf)') linking to its details page. */
export const receiptLink = (detailsPage: PageId, item: Pick<TReceiptSummary, 'id' | 'number'>, testId: string) => (
  <RouterLink href={pathFor(detailsPage, { receiptId: item.id })} data-testid={testId}>
    {item.number ?? receiptTexts.noNumber}
  </RouterLink>
);

export const StatusBadge = ({ item }: { item: Pick<TReceiptSummary, 'status'> }) => {
  const badge = statusBadge(item.status);
  return <Badge color={badge.color === 'severity-medium' ? 'severity-medium' : badge.color}>{badge.label}</Badge>;
};

export const PaymentBadge = ({ item }: { item: Pick<TReceiptSummary, 'type' | 'status' | 'payment'> }) => {
  const badge = paymentBadge(item);
  return badge ? <Badge color={badge.color}>{badge.label}</Badge> : null;
};

/** The columns of a receipt list; the payment column only for invoices. */
export const receiptColumns = (detailsPage: PageId, isInvoice: boolean): EntityColumn<TReceiptSummary>[] => [
  {
    id: 'number',
    header: c.number,
    cell: (item) => receiptLink(detailsPage, item, 'receipt-row-link'),
    csv: (item) => item.number,
    sortValue: (item) => item.number,
    filterValue: (item) => item.number ?? '',
    isRowHeader: true,
  },
  {
    id: 'date',
    header: c.date,
    cell: (item) => formatDay(item.date),
    csv: (item) => item.date,
    sortValue: (item) => item.date,
    phone: 'half',
  },
  {
    id: 'customer',
    header: c.customer,
    cell: (item) => item.recipientName,
    sortValue: (item) => item.recipientName,
    filterValue: (item) => item.recipientName,
  },
  {
    id: 'subject',
    header: c.subject,
    cell: (item) => item.subject,
    filterValue: (item) => item.subject ?? '',
    defaultVisible: false,
  },
  {
    id: 'net',
    header: c.net,
    cell: (item) => formatEuro(item.totals.net),
    csv: (item) => item.totals.net,
    sortValue: (item) => Number(item.totals.net),
    phone: 'half',
  },
  {
    id: 'gross',
    header: c.gross,
    cell: (item) => formatEuro(item.totals.gross),
    csv: (item) => item.totals.gross,
    sortValue: (item) => Number(item.totals.gross),
    phone: 'half',
  },
  {
    id: 'status',
    header: c.status,
    cell: (item) => <StatusBadge item={item} />,
    csv: (item) => receiptTexts.status[item.status],
    sortValue: (item) => item.status,
    filterValue: (item) => receiptTexts.status[item.status],
    phone: 'half',
  },
  ...(isInvoice
    ? [
        {
          id: 'payment',
          header: c.payment,
          cell: (item: TReceiptSummary) => <PaymentBadge item={item} />,
          csv: (item: TReceiptSummary) => paymentBadge(item)?.label,
          filterValue: (item: TReceiptSummary) => paymentBadge(item)?.label ?? '',
          phone: 'half' as const,
        },
        {
          id: 'dueDate',
          header: c.dueDate,
          cell: (item: TReceiptSummary) => formatDay(item.dueDate),
          sortValue: (item: TReceiptSummary) => item.dueDate,
          defaultVisible: false,
        },
      ]
    : []),
];
