import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/api-error';
import { useCustomers } from '../../api/customers';
import { type BillableOrder, useBillableOrders, useCreateBillsFromOrders } from '../../api/receipts';
import { useAuth } from '../../app/auth';
import { roleOf } from '../../app/auth-state';
import { useFlash } from '../../app/flash';
import { openablePath, pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { receiptTexts } from '../../i18n/de/receipts';
import { formatDate, formatEuro } from '../format';
import { customerOptions } from './receipt-values';

const t = receiptTexts.fromOrders;

const columns = (customerName: (id: string) => string): ResponsiveColumn<BillableOrder>[] => [
  { id: 'name', header: t.order, cell: (order) => order.name, isRowHeader: true },
  {
    id: 'customer',
    header: receiptTexts.columns.customer,
    cell: (order) => order.customerIds.map(customerName).join(', '),
  },
  { id: 'doneAt', header: t.doneAt, cell: (order) => (order.doneAt ? formatDate(order.doneAt) : '–'), phone: 'half' },
  { id: 'net', header: t.net, cell: (order) => formatEuro(order.net), phone: 'half' },
];

/**
 * Rechnung aus Aufträgen (application.md §2 create bill): the finished (DONE) orders not billed yet, per
 * customer; the picked ones become one draft bill per recipient, opened right after (several: the list).
 */
const BillFromOrdersPage = () => {
  const navigate = useNavigate();
  const flash = useFlash();
  const pathOf = openablePath(roleOf(useAuth().state));
  const [customerId, setCustomerId] = useState('');
  const [picked, setPicked] = useState<BillableOrder[]>([]);
  const customers = useCustomers();
  const orders = useBillableOrders(customerId);
  const create = useCreateBillsFromOrders();
  const options = [{ value: '', label: receiptTexts.filter.allCustomers }, ...customerOptions(customers.data ?? [])];
  const customerName = (id: string) => options.find((option) => option.value === id)?.label ?? '';
  const manualPath = pathOf('manualBill');
  const submit = () =>
    create.mutate(
      picked.map((order) => order.orderId),
      {
        onSuccess: ({ items }) => {
          flash.push({ type: 'success', content: t.created(items.length) });
          const [only] = items;
          navigate(items.length === 1 && only ? pathFor('billDetails', { receiptId: only.id }) : pathFor('bills'));
        },
      },
    );
  return (
    <ContentLayout
      header={
        <PageHeader
          description={t.intro}
          actions={
            manualPath && (
              <Button onClick={() => navigate(manualPath)} data-testid="bill-manual">
                {t.manual}
              </Button>
            )
          }
        />
      }
    >
      <SpaceBetween size="l">
        <FormField label={receiptTexts.filter.customer}>
          <Select
            selectedOption={options.find((option) => option.value === customerId) ?? null}
            options={options}
            filteringType="auto"
            onChange={({ detail }) => {
              setCustomerId(detail.selectedOption.value ?? '');
              setPicked([]);
            }}
            data-testid="bill-orders-customer"
          />
        </FormField>
        {create.error && <Alert type="error">{errorText(create.error)}</Alert>}
        <ResponsiveTable
          header={<Header variant="h2">{t.orders}</Header>}
          items={orders.data ?? []}
          loading={orders.isPending}
          loadingText={receiptTexts.loading}
          columnDefinitions={columns(customerName)}
          selectionType="multi"
          selectedItems={picked}
          onSelectionChange={({ detail }) => setPicked(detail.selectedItems)}
          trackBy="orderId"
          empty={<Box color="text-body-secondary">{t.empty}</Box>}
          ariaLabels={{
            selectionGroupLabel: t.order,
            itemSelectionLabel: (_, order) => order.name,
            allItemsSelectionLabel: () => t.all,
          }}
          data-testid="bill-orders"
        />
        <Button
          variant="primary"
          disabled={picked.length === 0}
          loading={create.isPending}
          onClick={submit}
          data-testid="bill-orders-create"
        >
          {t.create}
        </Button>
      </SpaceBetween>
    </ContentLayout>
  );
};

export default BillFromOrdersPage;
