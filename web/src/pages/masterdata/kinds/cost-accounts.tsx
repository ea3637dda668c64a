import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TCostAccount } from '../../../../../schemas/masterdata/partners';
import { nameColumn, textColumn } from '../columns';
import { TextField } from '../form-fields';
import type { KindUi } from '../kind-ui';
import { RecordFormPage } from '../record-form-page';
import { RecordListPage } from '../record-list-page';

const CostAccountForm = () => (
  <SpaceBetween size="m">
    <TextField name="accountNumber" label="Kontonummer" kind="digits" constraint="z. B. 4530 (SKR 03)" />
    <TextField name="name" label="Bezeichnung" />
  </SpaceBetween>
);

/** Cost accounts (Kostenkonten) that incoming receipts are booked to. */
const ui: KindUi<'costAccount'> = {
  kind: 'costAccount',
  pages: { list: 'costAccounts', create: 'costAccountsCreate', edit: 'costAccountsEdit' },
  texts: {
    create: 'Konto anlegen',
    emptyTitle: 'Noch keine Kostenkonten',
    emptyText: 'Lege die Konten deines Kontenrahmens an, auf die Eingangsbelege gebucht werden.',
    fileName: 'kostenkonten',
  },
  columns: [
    textColumn<TCostAccount>('accountNumber', 'Kontonummer', (account) => account.accountNumber, { width: 160 }),
    nameColumn<TCostAccount>('costAccountsEdit', (account) => account.name, 'Bezeichnung'),
  ],
  emptyValues: () => ({ accountNumber: '', name: '' }),
  Form: CostAccountForm,
  title: (account) => `${account.accountNumber} ${account.name}`,
};

export const CostAccountsPage = () => <RecordListPage ui={ui} />;
export const CostAccountFormPage = () => <RecordFormPage ui={ui} />;
