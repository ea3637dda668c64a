/** App-wide entities: app meta, update infos, open WebSocket connections. */
import { Entity } from 'electrodb';
import { companyPk, entityOptions, SERVICE } from '../entity-base';

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
          pk: { field: 'pk', composite: [], template: 'app', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'meta', casing: 'none' },
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
          pk: { field: 'pk', composite: [], template: 'updates', casing: 'none' },
          sk: {
            field: 'sk',
            composite: ['publishedAt', 'updateInfoId'],
            template: 'update#${publishedAt}#${updateInfoId}',
            casing: 'none',
          },
        },
        byId: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['updateInfoId'], template: 'update#${updateInfoId}', casing: 'none' },
          sk: { field: 'gsi1sk', composite: [], template: 'update', casing: 'none' },
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
        companyId: { type: 'string', required: true },
        connectionId: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        /** Management API endpoint of the WebSocket stage that holds the connection. */
        callbackUrl: { type: 'string', required: true },
        ttl: { type: 'number', required: true },
      },
      indexes: {
        byCompany: {
          pk: companyPk,
          sk: { field: 'sk', composite: ['connectionId'], template: 'ws#${connectionId}', casing: 'none' },
        },
        byConnection: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['connectionId'], template: 'ws#${connectionId}', casing: 'none' },
          sk: { field: 'gsi1sk', composite: [], template: 'ws', casing: 'none' },
        },
      },
    },
    entityOptions(),
  );
