import * as z from 'zod';
import type { TCustomerInput } from '../../../schemas/customer';
import { demoBillingOf, demoContactMailOf } from './demo-customer-billing';
import customerTable from './demo-customers.json';

/**
 * Customers of the demo contractor: farms, biogas plants and communities in Nordfriesland,
 * Schleswig-Flensburg and Dithmarschen. Tag ids are the demo customer tags of demo-masterdata.ts.
 * The table (demo-customers.json) holds one customer a line: number, name, address, contact person,
 * position, tag ids, operating unit ids; `farm` makes the customer input of a line, with its receipt data
 * (demo-customer-billing.ts).
 */
const umlauts: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
const mailLocalPart = (name: string) =>
  name
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => umlauts[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '.');

/** One line of the table, read with its precise types (salutations, optional position). */
const ZFarmRow = z.tuple([
  z.string(),
  z.string(),
  z.tuple([z.string(), z.string(), z.string()]),
  z.tuple([z.enum(['MR', 'MRS']), z.string(), z.string(), z.string()]),
  z.tuple([z.number(), z.number()]).nullable(),
  z.array(z.string()),
  z.array(z.string()),
]);
type FarmRow = z.infer<typeof ZFarmRow>;

const farm = ([
  customerNumber,
  name,
  [street, zip, city],
  [salutation, firstName, lastName, phone],
  position,
  tagIds,
  operatingUnitIds,
]: FarmRow): TCustomerInput => ({
  customerNumber,
  name,
  addressStreet: street,
  addressZip: zip,
  addressCity: city,
  addressCountryCode: 'DE',
  phone,
  mail: `${mailLocalPart(lastName)}@example.de`,
  latLng: position ? { lat: position[0], lng: position[1] } : null,
  contactPersons: [
    {
      id: `${customerNumber}-1`,
      isPrimary: true,
      visibleInOrders: true,
      salutation,
      firstName,
      lastName,
      phone,
      mail: demoContactMailOf(customerNumber),
      receivesReceiptMailsFor: {
        bill: true,
        billReminder: true,
        cancellationBill: true,
        creditNote: true,
        deliveryNote: true,
        offer: true,
      },
    },
  ],
  tagIds,
  operatingUnitIds,
  ...demoBillingOf(customerNumber),
});

export const demoCustomers: { id: string; input: TCustomerInput }[] = z
  .array(ZFarmRow)
  .parse(customerTable)
  .map((row) => ({ id: `demo-customer-${row[0]}`, input: farm(row) }));
