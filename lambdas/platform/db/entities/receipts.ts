import { Entity } from 'electrodb';
import { receiptStatuses, receiptTypes } from '../../../../schemas/stored-enums';
import { companyIndex, companyOwned, entityOptions, SERVICE, versionedTimestamps } from '../entity-base';

/**
 * An outgoing receipt (schemas/receipts/receipt.ts), owned by the receipts service; the e-invoice service
 * reads it (and records its rendered files), the mail service names it. In the company partition, sorted by
 * type: a type's list is one Query (`receipt#BILL#...`). The head fields the writes condition on (status,
 * number, version) are attributes; the rest of the record is `content`, parsed with ZReceipt on read.
 */
export const createReceiptEntity = () =>
  new Entity(
    {
      model: { entity: 'receipt', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        type: { type: receiptTypes, required: true },
        receiptId: { type: 'string', required: true },
        status: { type: receiptStatuses, required: true },
        number: { type: 'string' },
        archived: { type: 'boolean', required: true, default: false },
        /** Everything else of ZReceipt (positions, recipient, totals, payment, documents ...). */
        content: { type: 'any', required: true },
        ...versionedTimestamps,
      },
      indexes: {
        byCompany: companyIndex(['type', 'receiptId'], 'receipt#${type}#${receiptId}'),
      },
    },
    entityOptions(),
  );

/**
 * The gapless counter of one number range: per operating unit, receipt type and year (GoBD). Moved only
 * inside the finalizing transaction, on condition that it still stands where it was read, so a number is
 * given exactly when its receipt is finalized, and never twice or skipped.
 */
export const createReceiptCounterEntity = () =>
  new Entity(
    {
      model: { entity: 'receiptCounter', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        operatingUnitId: { type: 'string', required: true },
        type: { type: receiptTypes, required: true },
        year: { type: 'number', required: true },
        last: { type: 'number', required: true },
      },
      indexes: {
        byRange: companyIndex(['operatingUnitId', 'type', 'year'], 'receiptCounter#${operatingUnitId}#${type}#${year}'),
      },
    },
    entityOptions(),
  );
