import { dynamoClient } from '../aws-clients';
import { tableName } from '../config';

/**
 * What every entity of the single table shares (DESIGN §3). Physical keys are generic (pk/sk,
 * gsi1pk/gsi1sk); every company-owned item's partition key is the company id itself, so one Query reads
 * a company's list. Keys keep their case (ids are case-sensitive) and carry a readable label after the id.
 */
export const SERVICE = 'lohnwerk';

export const entityOptions = () => {
  return { client: dynamoClient(), table: tableName() };
};

/** The partition key of company-owned items: the company id. */
export const companyPk = { field: 'pk', composite: ['companyId'], template: '${companyId}', casing: 'none' } as const;
