import { serviceApiVersions } from '../../schemas/api/client-version';
import { recordKindsOf } from '../../schemas/api/masterdata';
import { ZMapShareSubject } from '../../schemas/map-shares';
import { randomIds, systemClock } from '../platform/clock';
import { dynamoCompanyStore, dynamoOperatingUnitStore } from '../platform/company-store';
import { requireAtColdStart } from '../platform/config';
import { dynamoCustomerMembership } from '../platform/customer-access';
import { createHttpHandler } from '../platform/http';
import { dynamoNumbering } from '../platform/numbering/dynamo-numbering';
import { recordRoutes } from '../platform/records/record-routes';
import { dynamoRecordStore, dynamoUserName } from '../platform/records/record-store';
import { dynamoViewerLookup } from '../platform/records/viewer';
import { dynamoExistingIds } from '../platform/references/dynamo-existing-ids';
import { dynamoStructureOwners } from '../platform/references/structure-owners';
import { dynamoShareLinkStore } from '../platform/share-links/share-link-store';
import { documentsStorage } from '../platform/storage';
import { companyLogoRoutes } from './company-logo-routes';
import { companyRoutes } from './company-routes';
import { contractorRoutes, dynamoContractorStore } from './contractor-routes';
import { customerRoutes } from './customer-routes';
import { dynamoCustomerStore } from './customer-store';
import { fieldRoutes } from './field-routes';
import { dynamoFieldStore } from './field-store';
import { loadingPointRoutes } from './loading-point-routes';
import { recordLoadingPointStore } from './loading-point-store';
import { companyStructuresOf, mapShareRoutes } from './map-share-routes';
import { markerRoutes } from './marker-routes';
import { dynamoMarkerStore } from './marker-store';
import { operatingUnitLogoRoutes } from './operating-unit-logo-routes';
import { orderRequestRoutes } from './order-request-routes';
import { dynamoOrderRequestStore, recordContractorServices } from './order-request-store';
import { trackRoutes } from './track-routes';
import { dynamoTrackStore } from './track-store';

requireAtColdStart({ table: true, buckets: ['documents'], tokens: true });

const records = dynamoRecordStore();
const numbering = dynamoNumbering(records);
const recordDeps = {
  records,
  clock: systemClock,
  ids: randomIds,
  viewer: dynamoViewerLookup(records),
  numbering,
  userName: dynamoUserName,
  existingIds: dynamoExistingIds,
};

/** What the map structures (tracks, fields, markers) share: the farmer's access and the references' check. */
const structureDeps = {
  companies: dynamoCompanyStore(),
  customers: dynamoCustomerStore(),
  customerMembership: dynamoCustomerMembership,
  existingIds: dynamoExistingIds,
  clock: systemClock,
  ids: randomIds,
};

const fields = dynamoFieldStore();
const tracks = dynamoTrackStore();
const markers = dynamoMarkerStore();

export const handler = createHttpHandler(
  'structures',
  [
    // Loading and unloading points, the office's pages: kept like the master-data records (the farmer's
    // side, loadingPointRoutes below, works on the same records).
    ...recordKindsOf('structures').flatMap(({ def, endpoints }) => recordRoutes(def, endpoints, recordDeps)),
    ...customerRoutes({
      customers: dynamoCustomerStore(),
      clock: systemClock,
      ids: randomIds,
      numbering,
      existingIds: dynamoExistingIds,
    }),
    ...companyRoutes({
      companies: dynamoCompanyStore(),
      units: dynamoOperatingUnitStore(),
      clock: systemClock,
      ids: randomIds,
      existingIds: dynamoExistingIds,
    }),
    ...companyLogoRoutes({
      companies: dynamoCompanyStore(),
      storage: documentsStorage(),
      clock: systemClock,
      ids: randomIds,
    }),
    ...operatingUnitLogoRoutes({
      units: dynamoOperatingUnitStore(),
      storage: documentsStorage(),
      clock: systemClock,
      ids: randomIds,
    }),
    ...contractorRoutes(dynamoContractorStore()),
    ...orderRequestRoutes({
      requests: dynamoOrderRequestStore(),
      companies: dynamoCompanyStore(),
      customers: dynamoCustomerStore(),
      customerMembership: dynamoCustomerMembership,
      services: recordContractorServices(records),
      existingIds: dynamoExistingIds,
      structureOwners: dynamoStructureOwners,
      userName: dynamoUserName,
      clock: systemClock,
      ids: randomIds,
    }),
    ...trackRoutes({ ...structureDeps, tracks }),
    ...fieldRoutes({ ...structureDeps, fields }),
    ...markerRoutes({ ...structureDeps, markers }),
    ...loadingPointRoutes({ ...structureDeps, loadingPoints: recordLoadingPointStore(records) }),
    ...mapShareRoutes({
      ...structureDeps,
      shares: dynamoShareLinkStore('mapStructures', ZMapShareSubject),
      structures: companyStructuresOf({ fields, tracks, markers }),
      userName: dynamoUserName,
    }),
  ],
  { apiVersion: serviceApiVersions.structures.version },
);
