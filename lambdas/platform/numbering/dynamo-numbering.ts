import { db } from '../db/entities';
import { claimHolder } from './claims';
import { dynamoNumberCounter } from './counter';
import { createNumbering } from './numbering';

/** The numbering over the table: starts from the settings record, counters and claims in their own items. */
export const dynamoNumbering = () =>
  createNumbering({
    startOf: async (companyId, { startsAt }) => {
      const { data } = await db().settingsRecord.get({ companyId, name: startsAt.settings }).go({ consistent: true });
      const settings: unknown = data?.data;
      const start =
        typeof settings === 'object' && settings !== null ? Reflect.get(settings, startsAt.field) : undefined;
      return typeof start === 'number' ? start : undefined;
    },
    issue: dynamoNumberCounter.issue,
    holder: claimHolder,
  });
