import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { SelectField, TextAreaField, TextField, type TextKind } from '../../forms/fields';
import { de } from '../../i18n/de';
import { countryOptions } from '../customers/countries';
import type { OperatingUnitValues, ReceiptFieldName } from './operating-unit-values';

const texts = de.receiptData;

const field = (name: ReceiptFieldName, label: string, kind: TextKind = 'text') => (
  <TextField<OperatingUnitValues>
    name={name}
    label={`${label} (${de.common.optional})`}
    kind={kind}
    testId={`unit-${name}`}
  />
);

/**
 * The section 'Belegdaten' of the unit dialog: what the unit's receipts and e-invoices print. Columns
 * collapse to one on a phone (Cloudscape's ColumnLayout), so it works at 390 px.
 */
export const OperatingUnitReceiptFields = ({ logo }: { logo: ReactNode }) => (
  <div data-testid="unit-receipt-data">
    <SpaceBetween size="l">
      <Header variant="h3" description={texts.sectionDescription}>
        {texts.section}
      </Header>
      <Box variant="h4">{texts.taxes}</Box>
      <ColumnLayout columns={2}>
        {field('vatId', texts.vatId)}
        {field('taxNumber', texts.taxNumber)}
        {field('phone', texts.phone, 'phone')}
        <SelectField<OperatingUnitValues>
          name="countryCode"
          label={texts.country}
          options={countryOptions()}
          testId="unit-countryCode"
        />
      </ColumnLayout>
      <Box variant="h4">{texts.bank}</Box>
      <ColumnLayout columns={3}>
        {field('iban', texts.iban)}
        {field('bic', texts.bic)}
        {field('bankName', texts.bankName)}
      </ColumnLayout>
      <Box variant="h4">{texts.directDebit}</Box>
      <ColumnLayout columns={2}>{field('creditorId', texts.creditorId)}</ColumnLayout>
      <Box variant="h4">{texts.footer}</Box>
      {field('receiptContactName', texts.receiptContactName)}
      <TextAreaField<OperatingUnitValues>
        name="receiptFooter"
        label={`${texts.receiptFooter} (${de.common.optional})`}
        testId="unit-receiptFooter"
      />
      {logo}
    </SpaceBetween>
  </div>
);
