import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { countryName, countryOptions } from '../../../../../schemas/countries';
import type { TSupplier } from '../../../../../schemas/masterdata/partners';
import type { RecordTypes } from '../../../api/records';
import { masterdataTexts } from '../../../i18n/de/masterdata';
import { masterdataPageTitles } from '../../../i18n/de/masterdata-pages';
import { nameColumn, RecordName, textColumn, UnitNames, unitsColumn } from '../columns';
import { DetailsSection } from '../details';
import { OperatingUnitsField, RecordSelectField, SelectField, TextField } from '../form-fields';
import type { KindUi } from '../kind-ui';
import { RecordDetailsPage } from '../record-details-page';
import { RecordFormPage } from '../record-form-page';
import { RecordListPage } from '../record-list-page';
import { RelatedLinks } from '../related-links';
import { AddressFields, addressText } from './address-fields';

const t = masterdataTexts.fields;

const costAccountLabel = (account: RecordTypes['costAccount']) => `${account.accountNumber} ${account.name}`;

const SupplierForm = () => (
  <SpaceBetween size="m">
    <ColumnLayout columns={2}>
      <TextField name="name" label={t.name} />
      <TextField name="supplierNumber" label="Lieferantennummer" />
      <TextField name="mail" label={t.mail} kind="email" />
      <TextField name="phone" label={t.phone} kind="phone" />
    </ColumnLayout>
    <AddressFields />
    <SelectField name="addressCountryCode" label={t.country} options={countryOptions()} />
    <ColumnLayout columns={3}>
      <TextField name="vatId" label="USt-IdNr." />
      <TextField name="iban" label="IBAN" />
      <TextField name="bic" label="BIC" />
    </ColumnLayout>
    <RecordSelectField name="defaultCostAccountId" label="Standard-Kostenkonto" kind="costAccount" nullable />
    <OperatingUnitsField />
  </SpaceBetween>
);

const SupplierDetails = ({ record }: { record: TSupplier }) => (
  <SpaceBetween size="l">
    <DetailsSection
      items={[
        { label: t.name, value: record.name },
        { label: 'Lieferantennummer', value: record.supplierNumber },
        { label: t.mail, value: record.mail },
        { label: t.phone, value: record.phone },
        { label: 'Adresse', value: addressText(record) },
        { label: t.country, value: countryName(record.addressCountryCode) },
      ]}
    />
    <DetailsSection
      title="Buchhaltung"
      items={[
        { label: 'USt-IdNr.', value: record.vatId },
        { label: 'IBAN', value: record.iban },
        { label: 'BIC', value: record.bic },
        {
          label: 'Standard-Kostenkonto',
          value: <RecordName kind="costAccount" id={record.defaultCostAccountId} label={costAccountLabel} />,
        },
        { label: t.operatingUnits, value: <UnitNames ids={record.operatingUnitIds} /> },
      ]}
    />
  </SpaceBetween>
);

/** Suppliers (Lieferanten) whose incoming bills are booked. */
export const supplierUi: KindUi<'supplier'> = {
  kind: 'supplier',
  pages: { list: 'suppliers', create: 'supplierCreate', edit: 'supplierEdit', details: 'supplierDetails' },
  texts: {
    create: 'Lieferant anlegen',
    emptyTitle: 'Noch keine Lieferanten',
    emptyText: 'Lege die Lieferanten an, deren Rechnungen du als Eingangsbelege buchst.',
    fileName: 'lieferanten',
  },
  columns: [
    textColumn<TSupplier>('supplierNumber', 'Nr.', (supplier) => supplier.supplierNumber, { width: 110 }),
    nameColumn<TSupplier>('supplierDetails', (supplier) => supplier.name),
    textColumn<TSupplier>('city', t.city, (supplier) => supplier.addressCity),
    textColumn<TSupplier>('phone', t.phone, (supplier) => supplier.phone),
    textColumn<TSupplier>('mail', t.mail, (supplier) => supplier.mail),
    textColumn<TSupplier>('iban', 'IBAN', (supplier) => supplier.iban, { defaultVisible: false }),
    unitsColumn<TSupplier>(),
  ],
  emptyValues: () => ({ name: '', addressCountryCode: 'DE', defaultCostAccountId: null, operatingUnitIds: [] }),
  Form: SupplierForm,
  Details: SupplierDetails,
  title: (supplier) => supplier.name,
  byOperatingUnit: true,
  names: { units: true },
  listActions: (
    <RelatedLinks
      links={[
        { pageId: 'costAccounts', label: 'Kostenkonten' },
        { pageId: 'supplierSettings', label: masterdataPageTitles.supplierSettings },
      ]}
    />
  ),
};

export const SuppliersPage = () => <RecordListPage ui={supplierUi} />;
export const SupplierDetailsPage = () => <RecordDetailsPage ui={supplierUi} />;
export const SupplierFormPage = () => <RecordFormPage ui={supplierUi} />;
