import { Entity } from 'electrodb';
import { companyIndex, companyOwned, entityOptions, key, SERVICE, versionedTimestamps } from '../entity-base';

/**
 * GPS tracking (application.md §3 'Geolocation tracking', 'Employee location record'), owned by the
 * tracking service: a tracking's header, its points in chunk records, and each employee's last position.
 */

/** The order index key of a tracking of internal work, which is not in that index. */
const NO_ORDER = '-';

/**
 * A tracking of an order run or of a running internal activity; its points are in trackingChunk records.
 * An order's trackings are one Query on gsi1, oldest first (the order details' track); the company's
 * trackings of a period are one Query on gsi2 by start ('Wer war wann hier?').
 */
export const createTrackingEntity = () =>
  new Entity(
    {
      model: { entity: 'geoTracking', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        trackingId: { type: 'string', required: true },
        employeeId: { type: 'string', required: true },
        /** The order it tracks, a plain field: the order service links the order to it. */
        orderId: { type: 'string' },
        runId: { type: 'string' },
        timeTrackingId: { type: 'string' },
        start: { type: 'string', required: true },
        /**
         * The order whose track this is, for the order index; NO_ORDER for internal work. Derived on every
         * write: ElectroDB needs every key part of a sparse index present, also on items it leaves out.
         */
        trackOf: {
          type: 'string',
          watch: ['orderId'],
          set: (_value, item) => (typeof item.orderId === 'string' ? item.orderId : NO_ORDER),
        },
        ...versionedTimestamps,
      },
      indexes: {
        byCompany: companyIndex(['trackingId'], 'geoTracking#${trackingId}'),
        trackingsOfOrder: {
          index: 'gsi1',
          // Sparse: a tracking of an internal activity belongs to no order.
          condition: (item) => item.trackOf !== NO_ORDER,
          pk: key('gsi1pk', ['companyId', 'trackOf'], '${companyId}#trackings-of#${trackOf}'),
          sk: key('gsi1sk', ['start', 'trackingId'], '${start}#${trackingId}'),
        },
        trackingsByStart: {
          index: 'gsi2',
          pk: key('gsi2pk', ['companyId'], '${companyId}#trackings-by-start'),
          sk: key('gsi2sk', ['start', 'trackingId'], '${start}#${trackingId}'),
        },
      },
    },
    entityOptions(),
  );

/**
 * At most 200 points of a tracking (§9), sorted per tracking by `chunkKey` (the record's index, zero-padded)
 * so the last record is one Query and all records read in order.
 */
export const createTrackingChunkEntity = () =>
  new Entity(
    {
      model: { entity: 'geoTrackingChunk', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        trackingId: { type: 'string', required: true },
        chunkKey: { type: 'string', required: true },
        chunkIndex: { type: 'number', required: true },
        points: {
          type: 'list',
          required: true,
          items: {
            type: 'map',
            properties: {
              lat: { type: 'number', required: true },
              lng: { type: 'number', required: true },
              time: { type: 'string', required: true },
            },
          },
        },
        /** The sequence of the last client chunk this record took: a resend is recognised by it. */
        lastSequence: { type: 'number', required: true },
        ...versionedTimestamps,
      },
      indexes: {
        byTracking: companyIndex(['trackingId', 'chunkKey'], 'geoTrackingChunk#${trackingId}#${chunkKey}'),
      },
    },
    entityOptions(),
  );

/** An employee's last saved position (the Mitarbeiterkarte), one per employee. */
export const createEmployeeLocationEntity = () =>
  new Entity(
    {
      model: { entity: 'employeeLocation', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        employeeId: { type: 'string', required: true },
        appUserId: { type: 'string', required: true },
        employeeName: { type: 'string', required: true },
        timestamp: { type: 'string', required: true },
        lat: { type: 'number', required: true },
        lng: { type: 'number', required: true },
        activity: { type: ['order', 'internal'] as const },
        ...versionedTimestamps,
      },
      indexes: { byCompany: companyIndex(['employeeId'], 'employeeLocation#${employeeId}') },
    },
    entityOptions(),
  );
