/** Entities of the mails a company sends (issue 25): its sent log and the counters of its rate limits. */
import { Entity } from 'electrodb';
import { companyIndex, companyOwned, entityOptions, SERVICE } from '../entity-base';

const requiredString = { type: 'string', required: true } as const;
const addressList = { type: 'list', items: { type: 'string' }, required: true } as const;

/**
 * One mail of the company's sent log: who sent it when, to whom, its subject, its files' names and the
 * receipt it sent. Newest last in the partition (sorted by time), read newest first. No text is kept.
 */
export const createSentMailEntity = () =>
  new Entity(
    {
      model: { entity: 'sentMail', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        mailId: requiredString,
        sentAt: requiredString,
        userId: requiredString,
        userName: requiredString,
        to: addressList,
        ccs: addressList,
        bccs: addressList,
        subject: requiredString,
        attachmentNames: addressList,
        receiptType: { type: 'string' },
        receiptId: { type: 'string' },
        customerId: { type: 'string' },
      },
      indexes: {
        byCompany: companyIndex(['sentAt', 'mailId'], 'sentMail#${sentAt}#${mailId}'),
      },
    },
    entityOptions(),
  );

/**
 * How many mails a scope (the company, or one of its users) sent in one window (a minute, an hour). Raised
 * only on condition that it is below the limit, in the transaction that logs the mail; TTL removes it.
 */
export const createMailCounterEntity = () =>
  new Entity(
    {
      model: { entity: 'mailCounter', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        scope: requiredString,
        window: requiredString,
        count: { type: 'number', default: 0 },
        ttl: { type: 'number', required: true },
      },
      indexes: {
        byCompany: companyIndex(['scope', 'window'], 'mailCounter#${scope}#${window}'),
      },
    },
    entityOptions(),
  );
