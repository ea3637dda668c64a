import type { TCustomer } from '../../../../schemas/customer';
import { contactName } from './customer-form-values';

/** Everything the list's text filter searches in, lower-cased. */
export const customerSearchText = (customer: TCustomer): string =>
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
    ...customer.contactPersons.map(contactName),
  ]
    .filter(Boolean)
    .join(' ')
    .toLocaleLowerCase('de');
