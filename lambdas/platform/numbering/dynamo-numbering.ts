import { dynamoRecordStore } from '../records/record-store';
import { claimHolder } from './claims';
import { dynamoNumberCounter } from './counter';
import { createNumbering } from './numbering';

/** The numbering over the table: starts from the settings record, counters and claims in their own items. */
export const dynamoNumbering = (records = dynamoRecordStore()) =>
  createNumbering({
    startOf: async (companyId, { startsAt }) => {
      const start = (await records.getSettings(companyId, startsAt.settings))?.data[startsAt.field];
      return typeof start === 'number' ? start : undefined;
    },
    issue: dynamoNumberCounter.issue,
    holder: claimHolder,
  });
