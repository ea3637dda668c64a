import { dynamoClient } from '../aws-clients';
import { config } from '../config';

/**
 * What every entity of the single table shares (DESIGN §3). Physical keys are generic (pk/sk,
 * gsi1pk/gsi1sk); every company-owned item's partition key is the company id itself, so one Query reads
 * a company's list. Keys keep their case (ids are case-sensitive) and carry a readable label after the id.
 */
export const SERVICE = 'lohnwerk';

export const entityOptions = () => {
  const table = config().TABLE_NAME;
  if (!table) throw new Error('TABLE_NAME is not configured: this service has no table access');
  return { client: dynamoClient(), table };
};

/** The partition key of company-owned items: the company id. */
export const companyPk = { field: 'pk', composite: ['companyId'], template: '${companyId}', casing: 'none' } as const;
