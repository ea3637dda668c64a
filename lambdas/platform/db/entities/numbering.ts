/** Entities of the numbering (schemas/numbering.ts): counters and the uniqueness items of values. */
import { Entity } from 'electrodb';
import { companyIndex, companyOwned, entityOptions, SERVICE } from '../entity-base';

/**
 * The counter of a numbering in the company, in its own item: counted up atomically (UpdateItem ADD), never
 * part of another item's version, so editing settings and numbering never collide. `last` is the number
 * given out last; `existingClaimed` marks the company's older values as claimed (numbering/claims-backfill.ts).
 */
export const createNumberCounterEntity = () =>
  new Entity(
    {
      model: { entity: 'numberCounter', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        sequence: { type: 'string', required: true },
        last: { type: 'number' },
        /** True once the values the sequence's records held before claims existed are claimed. */
        existingClaimed: { type: 'boolean' },
      },
      indexes: {
        byName: companyIndex(['sequence'], 'numberCounter#${sequence}'),
      },
    },
    entityOptions(),
  );

/**
 * The claim of a unique value (a customer or supplier number, an employee's login): created on condition
 * that it does not exist, in the same transaction as the record that holds the value, so of two writes with
 * the same value only one succeeds. The entity keeps its first name, so claims stored before stay valid.
 */
export const createRecordClaimEntity = () =>
  new Entity(
    {
      model: { entity: 'recordClaim', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        kind: { type: 'string', required: true },
        field: { type: 'string', required: true },
        value: { type: 'string', required: true },
        recordId: { type: 'string', required: true },
      },
      indexes: {
        byValue: companyIndex(['kind', 'field', 'value'], 'claim#${kind}#${field}#${value}'),
      },
    },
    entityOptions(),
  );
