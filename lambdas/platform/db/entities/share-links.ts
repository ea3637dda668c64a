/** Entities of read-only links (map structures, later order progress): the link and its token's lookup. */
import { Entity } from 'electrodb';
import { companyIndex, companyOwned, entityOptions, fixedKey, key, SERVICE, versionedTimestamps } from '../entity-base';

/**
 * A link the company handed out, in its partition so the office lists its links with one Query. What it
 * points at (`subject`) is a map whose shape the kind's schema owns and checks on every read.
 */
export const createShareLinkEntity = () =>
  new Entity(
    {
      model: { entity: 'shareLink', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        shareId: { type: 'string', required: true },
        kind: { type: 'string', required: true },
        label: { type: 'string', required: true },
        subject: { type: 'any', required: true },
        createdBy: { type: 'string', required: true },
        createdByName: { type: 'string' },
        expiresAt: { type: 'string', required: true },
        revokedAt: { type: 'string' },
        ...versionedTimestamps,
      },
      indexes: {
        byCompany: companyIndex(['shareId'], 'shareLink#${shareId}'),
      },
    },
    entityOptions(),
  );

/**
 * Where a token's hash leads: the link's company and id. An item of its own rather than an index, so
 * opening a link reads consistently (a revocation counts at once); TTL removes it after the expiry.
 */
export const createShareTokenEntity = () =>
  new Entity(
    {
      model: { entity: 'shareToken', version: '1', service: SERVICE },
      attributes: {
        tokenHash: { type: 'string', required: true },
        companyId: { type: 'string', required: true },
        shareId: { type: 'string', required: true },
        ttl: { type: 'number', required: true },
      },
      indexes: {
        byToken: {
          pk: key('pk', ['tokenHash'], 'shareToken#${tokenHash}'),
          sk: fixedKey('sk', 'shareToken'),
        },
      },
    },
    entityOptions(),
  );
