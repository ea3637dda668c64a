import { dynamoCompanyStore } from '../platform/company-store';
import { requireAtColdStart } from '../platform/config';
import { customerAccessOf, dynamoCustomerMembership } from '../platform/customer-access';
import { createHttpHandler } from '../platform/http';
import { dynamoMembershipLookup } from '../platform/membership-lookup';
import { dynamoStructureOwners } from '../platform/references/structure-owners';
import { dynamoFieldCellStore } from './field-cell-store';
import { fieldReaderOf } from './field-reader';
import { geoRoutes } from './geo-routes';

requireAtColdStart({ table: true, tokens: true });

/** The field-geometry service (services.md): fields within a map box, from the spatial index. */
export const handler = createHttpHandler(
  'geo',
  geoRoutes({
    store: dynamoFieldCellStore(),
    readerOf: fieldReaderOf({
      membership: dynamoMembershipLookup,
      customerAccess: customerAccessOf({
        customerMembership: dynamoCustomerMembership,
        companies: dynamoCompanyStore(),
      }),
    }),
    owners: dynamoStructureOwners,
  }),
);
