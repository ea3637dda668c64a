import { Entity } from 'electrodb';
import { rentalPriceBases, rentalStatuses } from '../../../../schemas/stored-enums';
import { companyIndex, companyOwned, entityOptions, key, SERVICE, versionedTimestamps } from '../entity-base';

const text = { type: 'string' } as const;
const requiredText = { type: 'string', required: true } as const;

/**
 * A rental order (schemas/planning/rental.ts), owned by the orders service. Access patterns (DESIGN §3, no
 * Scan): by id in the company partition; the company's rentals by the end of their period (gsi1: 'the
 * rentals of this period' reads those ending after its start and keeps those starting before its end).
 * Per machine, link items and a ledger (below) keep two rentals of one machine from overlapping.
 */
export const createRentalEntity = () =>
  new Entity(
    {
      model: { entity: 'rental', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        rentalId: requiredText,
        number: requiredText,
        machineId: requiredText,
        customerId: requiredText,
        start: requiredText,
        end: requiredText,
        priceBasis: { type: rentalPriceBases, required: true },
        pricePerUnit: requiredText,
        quantity: requiredText,
        netAmount: requiredText,
        vatPercent: requiredText,
        status: { type: rentalStatuses, required: true },
        handedOutAt: text,
        handedOutOperatingHours: text,
        returnedAt: text,
        returnedOperatingHours: text,
        damageNote: text,
        cancelledAt: text,
        note: text,
        ...versionedTimestamps,
      },
      indexes: {
        byCompany: companyIndex(['rentalId'], 'rental#${rentalId}'),
        byEnd: {
          index: 'gsi1',
          pk: key('gsi1pk', ['companyId'], '${companyId}#rentals'),
          sk: key('gsi1sk', ['end', 'rentalId'], '${end}#${rentalId}'),
        },
      },
    },
    entityOptions(),
  );

/**
 * A machine's rental in the company partition, sorted by the rental's end, with what the overlap check
 * needs: 'the rentals of this machine that end after this moment' is one consistent Query, so a check
 * sees every rental written before the ledger version it read.
 */
export const createRentalMachineLinkEntity = () =>
  new Entity(
    {
      model: { entity: 'rentalMachineLink', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        machineId: requiredText,
        end: requiredText,
        rentalId: requiredText,
        number: requiredText,
        customerId: requiredText,
        start: requiredText,
        status: { type: rentalStatuses, required: true },
      },
      indexes: {
        byMachine: companyIndex(['machineId', 'end', 'rentalId'], 'rental-of-machine#${machineId}#${end}#${rentalId}'),
      },
    },
    entityOptions(),
  );

/**
 * The rental ledger of a machine: a version every write of the machine's rentals raises in its own
 * transaction, on condition that it is still the version read before the overlap check. Two writes that
 * checked at the same time cannot both go through; the second checks again and sees the first.
 */
export const createRentalLedgerEntity = () =>
  new Entity(
    {
      model: { entity: 'rentalLedger', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        machineId: requiredText,
        version: { type: 'number', required: true },
      },
      indexes: { byMachine: companyIndex(['machineId'], 'rental-ledger#${machineId}') },
    },
    entityOptions(),
  );
