import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import type { TCustomer } from '../../../../schemas/customer';
import { formatIban } from '../../../../schemas/receipt-identifiers';
import { germanTextOfDay } from '../../forms/german-input';
import { de } from '../../i18n/de';

const t = de.receiptData;
const empty = de.customerDetails.empty;

/** The mandate as the role reads it: null for roles that may not read bank data, shown as hidden then. */
const mandateText = (customer: TCustomer): string => {
  const mandate = customer.sepaMandate;
  if (mandate) {
    const account = [mandate.accountHolder, formatIban(mandate.iban), mandate.bic].filter(Boolean).join(', ');
    return t.mandateSummary(mandate.reference, germanTextOfDay(mandate.signedOn), account);
  }
  return customer.paymentMethod === 'DIRECT_DEBIT' ? t.hidden : empty;
};

/** The 'Rechnungsstellung' of the customer details page. */
export const CustomerBillingDetails = ({ customer }: { customer: TCustomer }) => (
  <Container header={<Header variant="h2">{t.billing}</Header>} data-testid="customer-billing-details">
    <KeyValuePairs
      columns={3}
      items={[
        { label: t.vatId, value: <span data-testid="details-vatId">{customer.vatId ?? empty}</span> },
        { label: t.taxNumber, value: customer.taxNumber ?? empty },
        { label: t.buyerReference, value: customer.buyerReference ?? empty },
        { label: t.paymentMethod, value: t.paymentMethods[customer.paymentMethod] },
        { label: t.sepaMandate, value: <span data-testid="details-sepaMandate">{mandateText(customer)}</span> },
        { label: t.eInvoiceFormat, value: t.eInvoiceFormats[customer.eInvoiceFormat] },
        {
          label: t.paymentTermDays,
          value: customer.paymentTermDays === null ? t.companyDefault : t.days(customer.paymentTermDays),
        },
      ]}
    />
  </Container>
);
