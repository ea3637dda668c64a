import { Entity } from 'electrodb';
import { companyIndex, companyOwned, entityOptions, SERVICE, versionedTimestamps } from '../entity-base';

/** Parts the orders service parses with its schema (schemas/planning/toll.ts). */
const parts = { type: 'any' } as const;

/**
 * An import of the toll operator's trip list (issue 15), in the company partition: the office lists its
 * imports with one Query. The unassigned trips are kept apart in chunks (createTollImportTripsEntity).
 */
export const createTollImportEntity = () =>
  new Entity(
    {
      model: { entity: 'tollImport', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        importId: { type: 'string', required: true },
        fileName: { type: 'string', required: true },
        importedAt: { type: 'string', required: true },
        importedBy: { type: 'string', required: true },
        counts: { ...parts, required: true },
        /** The lines of the file that could not be read (bounded: the first ones). */
        rowErrors: parts,
        /** How many chunks of unassigned trips the import has. */
        chunkCount: { type: 'number', required: true },
        ...versionedTimestamps,
      },
      indexes: {
        byCompany: companyIndex(['importId'], 'tollImport#${importId}'),
      },
    },
    entityOptions(),
  );

/**
 * A chunk of an import's unassigned trips: a 100,000-row file may leave thousands unassigned, far beyond one
 * item's 400 KB. Chunks sort under their import; a trip assigned by hand leaves its chunk (versioned).
 */
export const createTollImportTripsEntity = () =>
  new Entity(
    {
      model: { entity: 'tollImportTrips', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        importId: { type: 'string', required: true },
        /** Zero-padded, so chunks sort in the file's order. */
        chunk: { type: 'string', required: true },
        trips: { ...parts, required: true },
        ...versionedTimestamps,
      },
      indexes: {
        byImport: companyIndex(['importId', 'chunk'], 'tollImportTrips#${importId}#${chunk}'),
      },
    },
    entityOptions(),
  );
