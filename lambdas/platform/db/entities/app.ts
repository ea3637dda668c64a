/** App-wide entities: app meta, update infos, open WebSocket connections. */
import { Entity } from 'electrodb';
import { staffRoles } from '../../../../schemas/roles';
import { companyIndex, companyOwned, entityOptions, fixedKey, key, SERVICE } from '../entity-base';

/** The one app-wide item (application.md §3 'App meta'): versions per platform and feature flags. */
export const createAppMetaEntity = () =>
  new Entity(
    {
      model: { entity: 'appMeta', version: '1', service: SERVICE },
      attributes: {
        /** Maps shaped by schemas/api/identity.ts ZAppMeta, checked there on every read. */
        currentVersion: { type: 'any', required: true },
        minimumSupportedVersion: { type: 'any', required: true },
        featureFlags: { type: 'any', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byKey: {
          pk: fixedKey('pk', 'app'),
          sk: fixedKey('sk', 'meta'),
        },
      },
    },
    entityOptions(),
  );

/**
 * A product news item for every user (application.md §3 'Update info'). All in one partition, sorted
 * by publication time, so the newest are one Query; found by id through gsi1.
 */
export const createUpdateInfoEntity = () =>
  new Entity(
    {
      model: { entity: 'updateInfo', version: '1', service: SERVICE },
      attributes: {
        updateInfoId: { type: 'string', required: true },
        title: { type: 'string', required: true },
        teaser: { type: 'string', required: true },
        body: { type: 'string', required: true },
        publishedAt: { type: 'string', required: true },
      },
      indexes: {
        byPublished: {
          pk: fixedKey('pk', 'updates'),
          sk: key('sk', ['publishedAt', 'updateInfoId'], 'update#${publishedAt}#${updateInfoId}'),
        },
        byId: {
          index: 'gsi1',
          pk: key('gsi1pk', ['updateInfoId'], 'update#${updateInfoId}'),
          sk: fixedKey('gsi1sk', 'update'),
        },
      },
    },
    entityOptions(),
  );

/** An open WebSocket of a signed-in user; found by company (fan-out) and by connection (disconnect). */
export const createConnectionEntity = () =>
  new Entity(
    {
      model: { entity: 'wsConnection', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        connectionId: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        /** Management API endpoint of the WebSocket stage that holds the connection. */
        callbackUrl: { type: 'string', required: true },
        /** The member's stored role when the socket opened; the fan-out closes it once that role changes. */
        role: { type: staffRoles },
        ttl: { type: 'number', required: true },
      },
      indexes: {
        byCompany: companyIndex(['connectionId'], 'ws#${connectionId}'),
        byConnection: {
          index: 'gsi1',
          pk: key('gsi1pk', ['connectionId'], 'ws#${connectionId}'),
          sk: fixedKey('gsi1sk', 'ws'),
        },
      },
    },
    entityOptions(),
  );
