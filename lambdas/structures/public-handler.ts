import { ZMapShareSubject } from '../../schemas/map-shares';
import { systemClock } from '../platform/clock';
import { dynamoCompanyStore } from '../platform/company-store';
import { requireAtColdStart } from '../platform/config';
import { createHttpHandler } from '../platform/http';
import { dynamoShareLinkStore } from '../platform/share-links/share-link-store';
import { dynamoCustomerStore } from './customer-store';
import { dynamoFieldStore } from './field-store';
import { companyStructuresOf, publicMapShareRoute } from './map-share-routes';
import { dynamoMarkerStore } from './marker-store';
import { dynamoTrackStore } from './track-store';

requireAtColdStart({ table: true });

const fields = dynamoFieldStore();
const tracks = dynamoTrackStore();
const markers = dynamoMarkerStore();

/**
 * The map links' public read (issue 26): the one unauthenticated route of the structures service, in a
 * function of its own that may only read the table (lib/services.ts 'structures-public').
 */
export const handler = createHttpHandler('structures-public', [
  publicMapShareRoute({
    shares: dynamoShareLinkStore('mapStructures', ZMapShareSubject),
    structures: companyStructuresOf({ fields, tracks, markers }),
    companies: dynamoCompanyStore(),
    customers: dynamoCustomerStore(),
    clock: systemClock,
  }),
]);
