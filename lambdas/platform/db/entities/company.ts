/** Entities of the company itself: the company, its operating units, collection version counters. */
import { Entity } from 'electrodb';
import { companyVariants } from '../../../../schemas/company';
import { companyIndex, companyOwned, entityOptions, SERVICE, versionedTimestamps } from '../entity-base';

export const createCompanyEntity = () =>
  new Entity(
    {
      model: { entity: 'company', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        name: { type: 'string', required: true },
        variant: { type: companyVariants, default: 'AGRICULTURAL_CONTRACTOR' },
        isSuspended: { type: 'boolean', default: false },
        supportEmployeeId: { type: 'string' },
        datevEnabled: { type: 'boolean', default: false },
        /** Company page (Company meta + App company, application.md §3). */
        street: { type: 'string' },
        zip: { type: 'string' },
        city: { type: 'string' },
        email: { type: 'string' },
        phone: { type: 'string' },
        website: { type: 'string' },
        defaultUnitId: { type: 'string' },
        /** Storage key of the confirmed logo in the documents bucket; absent without a logo. */
        logoKey: { type: 'string' },
        /** Shaped by schemas/api/company.ts ZCompanySettings, parsed on every read so defaults apply. */
        settings: { type: 'any' },
        /** Server-maintained counters ({ pendingOrderRequests }); never written by a settings edit. */
        counters: { type: 'any' },
        /** Booked add-ons ({ bookkeeping }), set by the operator; never written by a company edit. */
        addOns: { type: 'any' },
        /** Optimistic locking; items written before versions existed count as version 1. */
        version: { type: 'number', default: 1 },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string' },
      },
      indexes: {
        byId: companyIndex([], 'company'),
      },
    },
    entityOptions(),
  );

/**
 * An operating unit (Betrieb) of a company (application.md §3). Never deleted, only archived: receipts
 * may reference it. The id attribute is `operatingUnitId`, which the change feed reads for live events.
 */
export const createOperatingUnitEntity = () =>
  new Entity(
    {
      model: { entity: 'operatingUnit', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        operatingUnitId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        street: { type: 'string' },
        zip: { type: 'string' },
        city: { type: 'string' },
        email: { type: 'string' },
        website: { type: 'string' },
        /** Shaped by schemas/api/company.ts ZAccountingConnection; left out when there is none. */
        accountingConnection: { type: 'any' },
        /** Receipt data (schemas/api/company.ts operatingUnitReceiptFields); IBAN, BIC, creditor id are bank data. */
        vatId: { type: 'string' },
        taxNumber: { type: 'string' },
        phone: { type: 'string' },
        countryCode: { type: 'string' },
        iban: { type: 'string' },
        bic: { type: 'string' },
        bankName: { type: 'string' },
        creditorId: { type: 'string' },
        receiptContactName: { type: 'string' },
        receiptFooter: { type: 'string' },
        /** Storage key of the unit's confirmed logo in the documents bucket; absent without one. */
        logoKey: { type: 'string' },
        archived: { type: 'boolean', default: false },
        connectedBanksNeedAttention: { type: 'number', default: 0 },
        ...versionedTimestamps,
      },
      indexes: {
        byCompany: companyIndex(['operatingUnitId'], 'unit#${operatingUnitId}'),
      },
    },
    entityOptions(),
  );

/**
 * A counter per company and collection, raised in the same transaction as every write to the
 * collection. Readers compare it with the version of what they cached (see structures/list-cache.ts).
 */
export const createCollectionVersionEntity = () =>
  new Entity(
    {
      model: { entity: 'collectionVersion', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        collection: { type: 'string', required: true },
        version: { type: 'number', default: 0 },
      },
      indexes: {
        byCollection: companyIndex(['collection'], 'version#${collection}'),
      },
    },
    entityOptions(),
  );
