import type { TCustomerSummary } from '../../../../schemas/customer';

/** Everything the list's text filter searches in, lower-cased. */
export const customerSearchText = (customer: TCustomerSummary): string =>
  [
    customer.customerNumber,
    customer.name,
    customer.displayName,
    customer.addressCity,
    customer.addressZip,
    customer.addressStreet,
    customer.phone,
    customer.mobilePhoneNumber,
    customer.mail,
    customer.primaryContact,
  ]
    .filter(Boolean)
    .join(' ')
    .toLocaleLowerCase('de');
