import { tableName } from '../config';
import { dynamoClient } from '../sdk-clients/dynamo';

/**
 * What every entity of the single table shares (DESIGN §3). Physical keys are generic (pk/sk,
 * gsi1pk/gsi1sk); every company-owned item's partition key is the company id itself, so one Query reads
 * a company's list. Keys keep their case (ids are case-sensitive) and carry a readable label after the id.
 * The builders below only spell these conventions once: each entity file states its own attributes and
 * key templates, and the builders keep the literal types ElectroDB infers its items and queries from.
 */
export const SERVICE = 'lohnwerk';

export const entityOptions = () => {
  return { client: dynamoClient(), table: tableName() };
};

/** The physical key fields of the table and its secondary indexes. */
type KeyField = 'pk' | 'sk' | `${SecondaryIndex}pk` | `${SecondaryIndex}sk`;
type SecondaryIndex = 'gsi1' | 'gsi2';

/** One key of an index: the attributes it is composed of, laid out by the template, in their own case. */
export const key = <const C extends readonly string[]>(field: KeyField, composite: C, template: string) =>
  ({ field, composite, template, casing: 'none' }) as const;

/** A key without attributes: a fixed label, e.g. the sort key of a one-per-partition item. */
export const fixedKey = (field: KeyField, label: string) => key(field, [], label);

/** The partition key of company-owned items: the company id. */
const companyPk = key('pk', ['companyId'], '${companyId}');

/** The main index of a company-owned item: in the company's partition, sorted by the given key. */
export const companyIndex = <const C extends readonly string[]>(composite: C, template: string) =>
  ({ pk: companyPk, sk: key('sk', composite, template) }) as const;

const requiredString = { type: 'string', required: true } as const;

/** The owner of a company-owned item; its partition key. */
export const companyOwned = { companyId: requiredString } as const;

/**
 * Optimistic locking (DESIGN §3) and the times of the first and the last write, as most items keep them.
 * Spread last into an entity's attributes so the item reads as its own fields first.
 */
export const versionedTimestamps = {
  version: { type: 'number', required: true },
  createdAt: requiredString,
  updatedAt: requiredString,
} as const;
