import { dynamoRecordStore } from '../records/record-store';
import { heldValues } from './claims';
import { claimsBackfill } from './claims-backfill';
import { dynamoNumberCounter } from './counter';
import { createNumbering } from './numbering';

/** The numbering over the table: starts from the settings record, counters and claims in their own items. */
export const dynamoNumbering = (records = dynamoRecordStore()) =>
  createNumbering({
    startOf: async (companyId, { startsAt }) => {
      const start = (await records.getSettings(companyId, startsAt.settings))?.data[startsAt.field];
      return typeof start === 'number' ? start : undefined;
    },
    claimExisting: claimsBackfill(records),
    issue: dynamoNumberCounter.issue,
    jumpTo: dynamoNumberCounter.raiseTo,
    held: heldValues,
  });
