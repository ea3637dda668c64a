import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useParams } from 'react-router';
import {
  formatGermanMoney,
  formatGermanPercent,
  formatGermanUnitPrice,
} from '../../../../schemas/kernel/german-format';
import { filesOverdue } from '../../../../schemas/receipts/files-overdue';
import type { TReceipt, TReceiptPosition } from '../../../../schemas/receipts/receipt';
import { timeOfSupplyOf } from '../../../../schemas/receipts/time-of-supply';
import { useReceipt, useReceiptDocument, useReceiptHistory } from '../../api/receipts';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { receiptTexts } from '../../i18n/de/receipts';
import { formatDateTime, formatDay, formatDecimal } from '../format';
import { ReceiptActionButtons } from './receipt-actions';
import { PaymentBadge, StatusBadge } from './receipt-columns';
import { paymentText, totalsRows } from './receipt-details-values';
import { type ReceiptKind, receiptKinds, reminderKind } from './receipt-kinds';
import { positionNet } from './receipt-values';

const t = receiptTexts;

const positionColumns = (receipt: TReceipt): ResponsiveColumn<TReceiptPosition>[] => {
  const money = (value: string) => formatGermanMoney(value, receipt.currency);
  const amount = (position: TReceiptPosition, text: string) => (position.kind === 'TEXT' ? '' : text);
  return [
    {
      id: 'name',
      header: t.positions.name,
      isRowHeader: true,
      cell: (position) => (
        <SpaceBetween size="xxxs">
          <span>{position.name}</span>
          {position.description && <Box color="text-body-secondary">{position.description}</Box>}
        </SpaceBetween>
      ),
    },
    {
      id: 'quantity',
      header: t.positions.quantity,
      cell: (p) => amount(p, `${formatDecimal(p.quantity)} ${p.unit}`),
      phone: 'half',
    },
    {
      id: 'unitPrice',
      header: t.positions.unitPrice,
      // The price as typed (1,629 €), as the PDF and the e-invoice carry it; amounts in cents.
      cell: (p) => amount(p, formatGermanUnitPrice(p.unitPrice, receipt.currency)),
      phone: 'half',
    },
    {
      id: 'discount',
      header: t.positions.discount,
      cell: (p) => amount(p, Number(p.discountPercent) > 0 ? formatGermanPercent(p.discountPercent) : ''),
      phone: 'half',
    },
    {
      id: 'vat',
      header: t.positions.vat,
      cell: (p) => amount(p, formatGermanPercent(p.vatPercentPoints)),
      phone: 'half',
    },
    { id: 'lineTotal', header: t.positions.lineTotal, cell: (p) => amount(p, money(positionNet(p))), phone: 'half' },
  ];
};

const Totals = ({ receipt }: { receipt: TReceipt }) => (
  <Container header={<Header variant="h2">{t.details.totals}</Header>}>
    <SpaceBetween size="xs">
      {totalsRows(receipt).map((row) => (
        <Box key={row.label} fontWeight={row.strong ? 'bold' : 'normal'} data-testid="receipt-total-row">
          {row.label}: {row.value}
        </Box>
      ))}
      {paymentText(receipt) && <Box color="text-body-secondary">{paymentText(receipt)}</Box>}
    </SpaceBetween>
  </Container>
);

/** The PDF as the recipient gets it; a draft's preview carries ENTWURF (rendered by the server). */
const Preview = ({ receipt }: { receipt: TReceipt }) => {
  const document = useReceiptDocument(receipt, 'pdf');
  return (
    <Container header={<Header variant="h2">{t.details.preview}</Header>}>
      {document.data ? (
        <iframe
          src={document.data.url}
          title={t.details.previewTitle}
          style={{ width: '100%', height: '70vh', border: 0 }}
          data-testid="receipt-preview"
        />
      ) : document.isPending ? (
        <Spinner />
      ) : (
        <Box color="text-body-secondary">{t.details.noPreview}</Box>
      )}
    </Container>
  );
};

const History = ({ receipt }: { receipt: TReceipt }) => {
  const history = useReceiptHistory(receipt.type, receipt.id);
  return (
    <Container header={<Header variant="h2">{t.details.history}</Header>}>
      {history.isPending ? (
        <Spinner />
      ) : (
        <ul data-testid="receipt-history">
          {(history.data ?? []).map((entry) => (
            <li key={entry.version}>
              {formatDateTime(entry.at)} · {entry.by}: {entry.change}
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
};

/** A reminder's own facts: its level, what is still open, and the fee and interest it adds. */
const reminderRows = ({ reminder, currency }: TReceipt) =>
  reminder
    ? [
        { label: t.columns.level, value: String(reminder.level) },
        { label: t.columns.daysOverdue, value: String(reminder.daysOverdue) },
        { label: t.columns.openAmount, value: formatGermanMoney(reminder.openAmount, currency) },
        { label: t.details.reminderFee, value: formatGermanMoney(reminder.fee, currency) },
        { label: t.details.reminderInterest, value: formatGermanMoney(reminder.interest, currency) },
      ]
    : [];

const Head = ({ receipt }: { receipt: TReceipt }) => {
  const recipient = receipt.recipient;
  const address = recipient
    ? [recipient.name, recipient.addition, recipient.street, [recipient.zip, recipient.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
    : '';
  const supply = timeOfSupplyOf(receipt);
  const period =
    supply === undefined
      ? '–'
      : supply.kind === 'deliveryDay'
        ? formatDay(supply.day)
        : `${formatDay(supply.start)} – ${formatDay(supply.end)}`;
  return (
    <Container header={<Header variant="h2">{t.details.head}</Header>}>
      <KeyValuePairs
        columns={3}
        items={[
          { label: t.columns.number, value: receipt.number ?? t.noNumber },
          { label: t.columns.date, value: formatDay(receipt.date) },
          {
            label: t.columns.status,
            value: (
              <SpaceBetween size="xs" direction="horizontal">
                <StatusBadge item={receipt} />
                <PaymentBadge item={receipt} />
              </SpaceBetween>
            ),
          },
          { label: t.details.recipient, value: address || '–' },
          { label: t.details.timeOfSupply, value: period },
          { label: t.columns.subject, value: receipt.subject || '–' },
          ...(receipt.dueDate ? [{ label: t.details.dueDate, value: formatDay(receipt.dueDate) }] : []),
          ...(receipt.referencedReceipt
            ? [
                {
                  label: t.details.references,
                  value: `${receipt.referencedReceipt.number} (${formatDay(receipt.referencedReceipt.date)})`,
                },
              ]
            : []),
          ...(receipt.sentTo.length > 0 ? [{ label: t.details.sentTo, value: receipt.sentTo.join(', ') }] : []),
          ...(receipt.acceptedAt ? [{ label: t.details.accepted, value: formatDateTime(receipt.acceptedAt) }] : []),
          ...(receipt.reverseCharge ? [{ label: t.details.reverseCharge, value: '✓' }] : []),
          ...(receipt.vatExchangeRate
            ? [{ label: t.form.vatExchangeRate, value: formatDecimal(receipt.vatExchangeRate) }]
            : []),
          ...reminderRows(receipt),
        ]}
      />
    </Container>
  );
};

/** The details of one receipt (application.md §2 bill/credit note/delivery note/offer/reminder details). */
const ReceiptDetails = ({ kind }: { kind: ReceiptKind }) => {
  const { receiptId = '' } = useParams();
  const receipt = useReceipt(kind.type, receiptId);
  if (!receipt.data) return <PageLoading error={receipt.error} />;
  const shown = receipt.data;
  const title = `${kind.texts.singular} ${shown.number ?? t.noNumber}`;
  return (
    <ContentLayout header={<PageHeader title={title} actions={<ReceiptActionButtons kind={kind} receipt={shown} />} />}>
      <SpaceBetween size="l">
        {filesOverdue(shown, new Date()) && (
          <Alert
            type="warning"
            data-testid="receipt-files-missing"
            action={
              <Button onClick={() => void receipt.refetch()} loading={receipt.isFetching}>
                {t.actions.filesRetry}
              </Button>
            }
          >
            {t.actions.filesMissing}
          </Alert>
        )}
        <Head receipt={shown} />
        <ResponsiveTable
          header={<Header variant="h2">{t.details.positions}</Header>}
          items={shown.positions}
          columnDefinitions={positionColumns(shown)}
          trackBy={(position) => `${position.id}-${position.name}`}
          empty={t.positions.empty}
          data-testid="receipt-positions"
        />
        <ColumnLayout columns={2}>
          <Totals receipt={shown} />
          <History receipt={shown} />
        </ColumnLayout>
        <Preview receipt={shown} />
      </SpaceBetween>
    </ContentLayout>
  );
};

export const BillDetailsPage = () => <ReceiptDetails kind={receiptKinds.BILL} />;
export const CreditNoteDetailsPage = () => <ReceiptDetails kind={receiptKinds.CREDIT_NOTE} />;
export const DeliveryNoteDetailsPage = () => <ReceiptDetails kind={receiptKinds.DELIVERY_NOTE} />;
export const OfferDetailsPage = () => <ReceiptDetails kind={receiptKinds.OFFER} />;
export const ReminderDetailsPage = () => <ReceiptDetails kind={reminderKind} />;
