import { recordKindsOf } from '../../schemas/api/masterdata';
import { randomIds, systemClock } from '../platform/clock';
import { requireAtColdStart } from '../platform/config';
import { dynamoCustomerTags } from '../platform/customer-lookups';
import { createHttpHandler } from '../platform/http';
import { dynamoNumberCounter } from '../platform/numbering/counter';
import { dynamoNumbering } from '../platform/numbering/dynamo-numbering';
import { recordRoutes } from '../platform/records/record-routes';
import { dynamoRecordStore, dynamoUserName } from '../platform/records/record-store';
import { dynamoViewerLookup } from '../platform/records/viewer';
import { dynamoExistingIds } from '../platform/references/dynamo-existing-ids';
import { priceQuoteRoute } from './price-quote-route';
import { masterdataReferenceChecks } from './reference-checks';
import { masterdataSettingsRoutes } from './settings-routes';

requireAtColdStart({ table: true, tokens: true });

const records = dynamoRecordStore();
const numbering = dynamoNumbering(records);
const deps = {
  records,
  clock: systemClock,
  ids: randomIds,
  viewer: dynamoViewerLookup(records),
  numbering,
  references: masterdataReferenceChecks(records),
  existingIds: dynamoExistingIds,
  userName: dynamoUserName,
};

/** The master-data service: every record kind of schemas/masterdata/kinds.ts it answers, settings, prices. */
export const handler = createHttpHandler('masterdata', [
  ...recordKindsOf('masterdata').flatMap(({ def, endpoints }) => recordRoutes(def, endpoints, deps)),
  ...masterdataSettingsRoutes(records, systemClock, {
    lastNumber: dynamoNumberCounter.last,
    existingIds: dynamoExistingIds,
  }),
  priceQuoteRoute(records, dynamoCustomerTags),
]);
