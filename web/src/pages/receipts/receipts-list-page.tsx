import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCustomers } from '../../api/customers';
import { useReceipts } from '../../api/receipts';
import { useAuth } from '../../app/auth';
import { roleOf } from '../../app/auth-state';
import { openablePath } from '../../app/pages';
import { EntityTable } from '../../components/entity-table/entity-table';
import { RouterLink } from '../../components/router-link';
import { receiptTexts } from '../../i18n/de/receipts';
import { receiptColumns } from './receipt-columns';
import { type ReceiptKind, receiptKinds } from './receipt-kinds';
import { customerOptions, listFilterOf } from './receipt-values';

const t = receiptTexts;

type Picked = { customerId: string; fromText: string; toText: string };

/** Customer and period: the list follows as they are picked and typed (half-typed days are left out). */
const ReceiptFilters = ({ picked, onChange }: { picked: Picked; onChange: (picked: Picked) => void }) => {
  const customers = useCustomers();
  const options = [{ value: '', label: t.filter.allCustomers }, ...customerOptions(customers.data ?? [])];
  return (
    <Container>
      <ColumnLayout columns={3}>
        <FormField label={t.filter.customer}>
          <Select
            selectedOption={options.find((option) => option.value === picked.customerId) ?? null}
            options={options}
            filteringType="auto"
            statusType={customers.isPending ? 'loading' : 'finished'}
            onChange={({ detail }) => onChange({ ...picked, customerId: detail.selectedOption.value ?? '' })}
            data-testid="receipts-customer"
          />
        </FormField>
        <FormField label={t.filter.from}>
          <Input
            value={picked.fromText}
            inputMode="numeric"
            onChange={({ detail }) => onChange({ ...picked, fromText: detail.value })}
            data-testid="receipts-from"
          />
        </FormField>
        <FormField label={t.filter.to}>
          <Input
            value={picked.toText}
            inputMode="numeric"
            onChange={({ detail }) => onChange({ ...picked, toText: detail.value })}
            data-testid="receipts-to"
          />
        </FormField>
      </ColumnLayout>
    </Container>
  );
};

/**
 * The receipts of one kind (application.md §2: bills, credit notes, delivery notes, offers), or their
 * archive: filtered on the server by customer and period, with the table's search, sorting, CSV and
 * phone cards. Links to the archive, the settings and 'create' as far as the role may open them.
 */
const ReceiptsList = ({ kind, archived }: { kind: ReceiptKind; archived: boolean }) => {
  const navigate = useNavigate();
  const [picked, setPicked] = useState<Picked>({ customerId: '', fromText: '', toText: '' });
  const receipts = useReceipts(kind.type, listFilterOf({ archived, ...picked }));
  const columns = useMemo(() => receiptColumns(kind.details, kind.isInvoice), [kind]);
  const pathOf = openablePath(roleOf(useAuth().state));
  const link = (path: string | undefined, text: string, testId: string) =>
    path && (
      <RouterLink href={path} data-testid={testId}>
        {text}
      </RouterLink>
    );
  const createPath = pathOf(kind.create);
  const fromOrdersPath = kind.type === 'BILL' ? pathOf('createBill') : undefined;
  const actions = archived ? (
    link(pathOf(kind.list), kind.texts.plural, 'receipts-list-link')
  ) : (
    <SpaceBetween size="s" direction="horizontal" alignItems="center">
      {link(pathOf(kind.archive), t.archiveLink, 'receipts-archive-link')}
      {link(pathOf(kind.settings), t.settingsLink, 'receipts-settings-link')}
      {kind.type === 'BILL' &&
        link(pathOf('billRemindersOverview'), t.pages.remindersOverview, 'receipts-reminders-link')}
      {fromOrdersPath && (
        <Button onClick={() => navigate(fromOrdersPath)} data-testid="receipts-from-orders">
          {t.pages.billFromOrders}
        </Button>
      )}
      {createPath && (
        <Button variant="primary" onClick={() => navigate(createPath)} data-testid="receipts-create">
          {kind.texts.create}
        </Button>
      )}
    </SpaceBetween>
  );
  return (
    <SpaceBetween size="l">
      {archived && <Box color="text-body-secondary">{t.archiveDescription}</Box>}
      <ReceiptFilters picked={picked} onChange={setPicked} />
      <EntityTable
        items={receipts.data}
        loading={receipts.isPending}
        error={receipts.error}
        columns={columns}
        storageKey={`receipts-${kind.type}`}
        actions={actions}
        csvFileName={archived ? `${kind.texts.fileName}-archiv` : kind.texts.fileName}
        testId="receipts"
        loadingText={t.loading}
        empty={{ title: kind.texts.plural, text: kind.texts.empty }}
        defaultSorting={{ columnId: 'date', descending: true }}
      />
    </SpaceBetween>
  );
};

export const BillsPage = () => <ReceiptsList kind={receiptKinds.BILL} archived={false} />;
export const BillsArchivePage = () => <ReceiptsList kind={receiptKinds.BILL} archived />;
export const CreditNotesPage = () => <ReceiptsList kind={receiptKinds.CREDIT_NOTE} archived={false} />;
export const CreditNotesArchivePage = () => <ReceiptsList kind={receiptKinds.CREDIT_NOTE} archived />;
export const DeliveryNotesPage = () => <ReceiptsList kind={receiptKinds.DELIVERY_NOTE} archived={false} />;
export const DeliveryNotesArchivePage = () => <ReceiptsList kind={receiptKinds.DELIVERY_NOTE} archived />;
export const OffersPage = () => <ReceiptsList kind={receiptKinds.OFFER} archived={false} />;
export const OffersArchivePage = () => <ReceiptsList kind={receiptKinds.OFFER} archived />;
