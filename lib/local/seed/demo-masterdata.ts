import type * as z from 'zod';
import type { ZCustomerSettings, ZSupplierSettings } from '../../../schemas/masterdata/settings';
import { employees } from './demo-masterdata/employees';
import { machines } from './demo-masterdata/machines';
import { gasStations, loadingPoints, suppliers } from './demo-masterdata/partners';
import { priceAgreements } from './demo-masterdata/price-agreements';
import { projects } from './demo-masterdata/projects';
import { cropProtection, fertilisers, seeds } from './demo-masterdata/resources-crops';
import { fuels, other, silage, spareParts } from './demo-masterdata/resources-supplies';
import { services } from './demo-masterdata/services';
import type { DemoRecord } from './demo-masterdata/shared';
import {
  costAccounts,
  customerTags,
  employeeTags,
  machineRings,
  resourceTags,
} from './demo-masterdata/tags-and-accounts';

/**
 * Master data of the demo company 'Lohnunternehmen Hansen GmbH & Co. KG' (Husum, branch in Schleswig):
 * tags, machine rings, cost accounts, machines, articles, services, employees, suppliers, gas stations,
 * loading points, price agreements and a project. Prices are 2026 net prices in EUR. Fixed ids (also of variants,
 * price blocks and driver queries) make seeding idempotent and let records reference each other.
 * The list is in dependency order: a record only references records above it (or demo customers and
 * operating units, which are seeded first). The sections live in `./demo-masterdata/`.
 */
export type { DemoRecord } from './demo-masterdata/shared';

/** All demo master data, in the order it has to be written. */
export const demoMasterdata: DemoRecord[] = [
  ...employeeTags,
  ...resourceTags,
  ...customerTags,
  ...machineRings,
  ...costAccounts,
  ...machines,
  // articles (resources)
  ...seeds,
  ...fertilisers,
  ...cropProtection,
  ...fuels,
  ...silage,
  ...spareParts,
  ...other,
  ...services,
  ...employees,
  ...suppliers,
  ...gasStations,
  ...loadingPoints,
  ...priceAgreements,
  ...projects,
];

export const demoCustomerSettings: z.input<typeof ZCustomerSettings> = {
  nextCustomerNumber: 10031,
  defaultPaymentTermDays: 14,
  defaultCountryCode: 'DE',
  receiptMailNote: 'Vielen Dank für Ihren Auftrag! Bei Fragen zur Rechnung erreichen Sie uns unter 04841 12345.',
};

export const demoSupplierSettings: z.input<typeof ZSupplierSettings> = {
  nextSupplierNumber: 70006,
  defaultCostAccountId: 'demo-account-3400',
};
