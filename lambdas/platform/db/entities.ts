import { liveRecordKinds } from '../../../schemas/masterdata/kinds';
import { oncePerService } from '../service-scope';
import { createAppMetaEntity, createConnectionEntity, createUpdateInfoEntity } from './entities/app';
import { createCollectionVersionEntity, createCompanyEntity, createOperatingUnitEntity } from './entities/company';
import { createCompanyCounterEntity, createOrderRequestEntity } from './entities/order-requests';
import {
  createAppUserEntity,
  createInvitationEntity,
  createMembershipEntity,
  createPasswordResetEntity,
  createRateCounterEntity,
} from './entities/people';
import { createRecordEntities, createRecordHistoryEntity, createSettingsEntity } from './entities/records';
import { createCustomerEntity } from './entities/structures';
import { createOrderEntity, createTimeTrackingEntity } from './entities/work';

export { invitationStatuses } from './entities/people';

/**
 * The single table's entities (DESIGN §3), one file per area under ./entities. Physical keys are
 * generic (pk/sk, gsi1pk/gsi1sk, ...); every company-owned item's partition key is the company id.
 */
const create = () => ({
  company: createCompanyEntity(),
  membership: createMembershipEntity(),
  appUser: createAppUserEntity(),
  customer: createCustomerEntity(),
  operatingUnit: createOperatingUnitEntity(),
  updateInfo: createUpdateInfoEntity(),
  collectionVersion: createCollectionVersionEntity(),
  connection: createConnectionEntity(),
  passwordReset: createPasswordResetEntity(),
  rateCounter: createRateCounterEntity(),
  appMeta: createAppMetaEntity(),
  invitation: createInvitationEntity(),
  recordHistory: createRecordHistoryEntity(),
  settingsRecord: createSettingsEntity(),
  order: createOrderEntity(),
  orderRequest: createOrderRequestEntity(),
  companyCounter: createCompanyCounterEntity(),
  timeTracking: createTimeTrackingEntity(),
  /** Master-data records, one entity per kind (schemas/masterdata/kinds.ts). */
  records: createRecordEntities(),
});

export type Entities = ReturnType<typeof create>;

/** The entities bound to the service's table; built once per service (cold start), never shared between services. */
export const db: () => Entities = oncePerService(create);

/**
 * Entity names whose changes are pushed to the company's open clients. Events carry only the entity
 * and id, so orders can be among them: each client then reloads what it may read (its own orders).
 */
export const liveEntities = new Set<string>([
  'customer',
  'operatingUnit',
  'order',
  'orderRequest',
  'companyCounter',
  ...liveRecordKinds,
]);
