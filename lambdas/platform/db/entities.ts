import { type EntityItem, Service } from 'electrodb';
import { liveEntityNames, type TLiveEntity } from '../../../schemas/live-entities';
import { environmentNames } from '../environment-names';
import { currentServiceScope, oncePerService } from '../service-scope';
import { createAppMetaEntity, createConnectionEntity, createUpdateInfoEntity } from './entities/app';
import { createCampaignEntity } from './entities/campaigns';
import { createCollectionChangeEntity } from './entities/changes';
import { createCollectionVersionEntity, createCompanyEntity, createOperatingUnitEntity } from './entities/company';
import { createFieldCellEntity } from './entities/geo';
import { createMailCounterEntity, createSentMailEntity } from './entities/mails';
import {
  createNotificationEntity,
  createPushRegistrationEntity,
  createPushSandboxMessageEntity,
} from './entities/notifications';
import { createNumberCounterEntity, createRecordClaimEntity } from './entities/numbering';
import { createCompanyCounterEntity, createOrderRequestEntity } from './entities/order-requests';
import { createOrderEntity, createOrderLinkEntity } from './entities/orders';
import {
  createAppUserEntity,
  createInvitationEntity,
  createMembershipEntity,
  createPasswordResetEntity,
  createRateCounterEntity,
} from './entities/people';
import { createAbsenceEntity } from './entities/planning';
import { createReceiptCounterEntity, createReceiptEntity } from './entities/receipts';
import { createRecordEntities, createRecordHistoryEntity, createSettingsEntity } from './entities/records';
import { createRentalEntity, createRentalLedgerEntity, createRentalMachineLinkEntity } from './entities/rentals';
import { createShareLinkEntity, createShareTokenEntity } from './entities/share-links';
import {
  createCustomerEntity,
  createMapFieldEntity,
  createMapMarkerEntity,
  createMapTrackEntity,
} from './entities/structures';
import { createTollImportEntity, createTollImportTripsEntity } from './entities/tolls';
import { createEmployeeLocationEntity, createTrackingChunkEntity, createTrackingEntity } from './entities/tracking';
import { createTimeTrackingEntity } from './entities/work';
import { entityOptions } from './entity-base';

export { invitationStatuses } from './entities/people';

/**
 * The single table as one ElectroDB Service (DESIGN §3), its entities in one file per area under
 * ./entities. Physical keys are generic (pk/sk, gsi1pk/gsi1sk, ...); every company-owned item's partition
 * key is the company id. One Service gives typed items (EntityItem) and typed transactions across entities.
 */
const allEntities = () => ({
  company: createCompanyEntity(),
  membership: createMembershipEntity(),
  appUser: createAppUserEntity(),
  customer: createCustomerEntity(),
  mapTrack: createMapTrackEntity(),
  mapField: createMapFieldEntity(),
  mapMarker: createMapMarkerEntity(),
  operatingUnit: createOperatingUnitEntity(),
  updateInfo: createUpdateInfoEntity(),
  collectionVersion: createCollectionVersionEntity(),
  collectionChange: createCollectionChangeEntity(),
  connection: createConnectionEntity(),
  passwordReset: createPasswordResetEntity(),
  rateCounter: createRateCounterEntity(),
  appMeta: createAppMetaEntity(),
  invitation: createInvitationEntity(),
  recordHistory: createRecordHistoryEntity(),
  settingsRecord: createSettingsEntity(),
  recordClaim: createRecordClaimEntity(),
  numberCounter: createNumberCounterEntity(),
  order: createOrderEntity(),
  orderLink: createOrderLinkEntity(),
  campaign: createCampaignEntity(),
  tollImport: createTollImportEntity(),
  tollImportTrips: createTollImportTripsEntity(),
  orderRequest: createOrderRequestEntity(),
  companyCounter: createCompanyCounterEntity(),
  timeTracking: createTimeTrackingEntity(),
  notification: createNotificationEntity(),
  pushRegistration: createPushRegistrationEntity(),
  pushSandboxMessage: createPushSandboxMessageEntity(),
  geoTracking: createTrackingEntity(),
  geoTrackingChunk: createTrackingChunkEntity(),
  employeeLocation: createEmployeeLocationEntity(),
  fieldCell: createFieldCellEntity(),
  shareLink: createShareLinkEntity(),
  shareToken: createShareTokenEntity(),
  receipt: createReceiptEntity(),
  receiptCounter: createReceiptCounterEntity(),
  rental: createRentalEntity(),
  rentalMachineLink: createRentalMachineLinkEntity(),
  rentalLedger: createRentalLedgerEntity(),
  absence: createAbsenceEntity(),
  sentMail: createSentMailEntity(),
  mailCounter: createMailCounterEntity(),
  /** Master-data records, one entity per kind, named by the kind (schemas/masterdata/kinds.ts). */
  ...createRecordEntities(),
});

type AllEntities = ReturnType<typeof allEntities>;

/**
 * The entities the service declared in lib/services.ts (owns and reads, issue 26), which its deployment
 * passes as TABLE_ENTITIES: a service touching another is refused at once, in the tests as in production.
 * A tool's process scope (the demo seed, the benchmarks) declares none and holds all of them.
 */
const declaredEntities = (all: AllEntities): AllEntities => {
  const declared = currentServiceScope().environment[environmentNames.tableEntities];
  if (declared === undefined) return all;
  const names = new Set(declared.split(','));
  const kept = Object.fromEntries(Object.entries(all).filter(([name]) => names.has(name)));
  // Typed as the whole table so that code reads `db().order`; an undeclared entity is absent at run time.
  return kept as AllEntities;
};

const create = () => new Service(declaredEntities(allEntities()), entityOptions());

export type Table = ReturnType<typeof create>;
export type Entities = Table['entities'];
/** The name of one of the table's entities (lib/services.ts declares who owns and who reads each). */
export type EntityName = keyof Entities;
/** A stored item of an entity, as ElectroDB reads it. */
export type StoredItem<N extends keyof Entities> = EntityItem<Entities[N]>;

/** The table's Service, bound to the service's table; built once per service (cold start), never shared between services. */
export const lohnwerkTable: () => Table = oncePerService(create);

/** The entities bound to the configured table. */
export const db = (): Entities => lohnwerkTable().entities;

/** Entity names whose changes are pushed to the company's open clients (schemas/api/realtime.ts). */
export const liveEntities: ReadonlySet<TLiveEntity> = new Set(liveEntityNames);
