/** Entities of the master-data records (schemas/masterdata/kinds.ts): one generic shape per kind. */
import { Entity } from 'electrodb';
import type { RecordKind } from '../../../../schemas/masterdata/kinds';
import { companyIndex, companyOwned, entityOptions, SERVICE, versionedTimestamps } from '../entity-base';

/**
 * A master-data record of one kind. The record's fields live in `data`, whose shape is owned by the
 * kind's schema and checked on every write; the key, the archive flag and the version are attributes
 * so lists and conditions need no knowledge of the kind. The entity name is the kind, so change events
 * say 'employee' or 'machine'.
 */
export const createRecordEntity = (kind: string) =>
  new Entity(
    {
      model: { entity: kind, version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        recordId: { type: 'string', required: true },
        data: { type: 'any', required: true },
        archived: { type: 'boolean', default: false },
        ...versionedTimestamps,
      },
      indexes: {
        byCompany: companyIndex(['recordId'], `${kind}#\${recordId}`),
      },
    },
    entityOptions(),
  );

export type RecordEntity = ReturnType<typeof createRecordEntity>;

/** One entity per kind, keyed by the kind: every kind has the same attributes, only its key label differs. */
export const createRecordEntities = (): { [K in RecordKind]: RecordEntity } => ({
  employee: createRecordEntity('employee'),
  employeeTag: createRecordEntity('employeeTag'),
  machine: createRecordEntity('machine'),
  machineRing: createRecordEntity('machineRing'),
  resource: createRecordEntity('resource'),
  resourceTag: createRecordEntity('resourceTag'),
  service: createRecordEntity('service'),
  supplier: createRecordEntity('supplier'),
  gasStation: createRecordEntity('gasStation'),
  loadingPoint: createRecordEntity('loadingPoint'),
  costAccount: createRecordEntity('costAccount'),
  customerTag: createRecordEntity('customerTag'),
  priceAgreement: createRecordEntity('priceAgreement'),
  project: createRecordEntity('project'),
});

/**
 * One change of a record (who, when, which fields), written in the same transaction as the change.
 * The sort key orders a record's history by version.
 */
export const createRecordHistoryEntity = () =>
  new Entity(
    {
      model: { entity: 'recordHistory', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        kind: { type: 'string', required: true },
        recordId: { type: 'string', required: true },
        version: { type: 'number', required: true },
        /** The version, zero-padded so the sort key orders entries by it. */
        seq: { type: 'string', required: true },
        at: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        userName: { type: 'string', required: true },
        action: { type: 'string', required: true },
        changes: { type: 'any', required: true },
      },
      indexes: {
        byRecord: companyIndex(['kind', 'recordId', 'seq'], 'history#${kind}#${recordId}#${seq}'),
      },
    },
    entityOptions(),
  );

/** A per-company settings record (customer settings, supplier settings). */
export const createSettingsEntity = () =>
  new Entity(
    {
      model: { entity: 'companySettingsRecord', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        name: { type: 'string', required: true },
        data: { type: 'any', required: true },
        version: { type: 'number', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byName: companyIndex(['name'], 'settings#${name}'),
      },
    },
    entityOptions(),
  );
