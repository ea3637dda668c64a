/** Entities of the structures service: customers (their numbers are claimed like every unique value), map tracks, fields and markers. */
import { Entity } from 'electrodb';
import { eInvoiceFormats, paymentMethods } from '../../../../schemas/stored-enums';
import { companyIndex, companyOwned, entityOptions, SERVICE, versionedTimestamps } from '../entity-base';

/**
 * A customer of a company (services.md §3). Nested parts (contact persons, addresses, position) are
 * stored as maps; their shape is owned by schemas/customer.ts and checked there on every write.
 */
export const createCustomerEntity = () =>
  new Entity(
    {
      model: { entity: 'customer', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        customerId: { type: 'string', required: true },
        customerNumber: { type: 'string' },
        name: { type: 'string', required: true },
        displayName: { type: 'string' },
        companyNumber: { type: 'string' },
        mail: { type: 'string' },
        phone: { type: 'string' },
        mobilePhoneNumber: { type: 'string' },
        latLng: { type: 'any' },
        contactPersons: { type: 'any' },
        addressStreet: { type: 'string' },
        addressCity: { type: 'string' },
        addressZip: { type: 'string' },
        addressCountryCode: { type: 'string' },
        deliveryAddress: { type: 'any' },
        canEditStructures: { type: 'boolean', default: false },
        tagIds: { type: 'list', items: { type: 'string' } },
        operatingUnitIds: { type: 'list', items: { type: 'string' } },
        /** Receipt data (schemas/customer-billing.ts); the mandate is bank data, concealed from most roles. */
        vatId: { type: 'string' },
        taxNumber: { type: 'string' },
        buyerReference: { type: 'string' },
        paymentMethod: { type: paymentMethods, default: 'TRANSFER' },
        sepaMandate: { type: 'any' },
        eInvoiceFormat: { type: eInvoiceFormats, default: 'ZUGFERD' },
        paymentTermDays: { type: 'number' },
        /** Derived on write for the list, which is read without the contact persons. */
        primaryContact: { type: 'string' },
        contactPersonCount: { type: 'number', default: 0 },
        ...versionedTimestamps,
      },
      indexes: {
        byCompany: companyIndex(['customerId'], 'customer#${customerId}'),
      },
    },
    entityOptions(),
  );

/**
 * A track of the map (services.md §3 'Track'); its shape (vertices) is a list of maps whose shape
 * schemas/map-tracks.ts owns and checks on every write.
 */
export const createMapTrackEntity = () =>
  new Entity(
    {
      model: { entity: 'mapTrack', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        trackId: { type: 'string', required: true },
        customerId: { type: 'string' },
        name: { type: 'string', required: true },
        color: { type: 'string', required: true },
        shape: { type: 'any', required: true },
        length: { type: 'number', required: true },
        directionEnabled: { type: 'boolean', required: true },
        archived: { type: 'boolean', required: true },
        ...versionedTimestamps,
      },
      indexes: {
        byCompany: companyIndex(['trackId'], 'mapTrack#${trackId}'),
      },
    },
    entityOptions(),
  );

/**
 * A field of the map (services.md §3 'Field'); its outline, holes, tracks and markers are lists of maps whose
 * shape schemas/map-fields.ts owns and checks on every write. Its place in the map's index (fieldCell,
 * entities/geo.ts) is written in the same transaction.
 */
export const createMapFieldEntity = () =>
  new Entity(
    {
      model: { entity: 'mapField', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        fieldId: { type: 'string', required: true },
        fid: { type: 'string' },
        customerId: { type: 'string' },
        name: { type: 'string', required: true },
        color: { type: 'string', required: true },
        shape: { type: 'any', required: true },
        holes: { type: 'any' },
        areaHa: { type: 'number', required: true },
        crop: { type: 'string' },
        cropBefore: { type: 'string' },
        other: { type: 'string' },
        tracksLength: { type: 'number', required: true },
        tracks: { type: 'any', required: true },
        markers: { type: 'any', required: true },
        archived: { type: 'boolean', required: true },
        ...versionedTimestamps,
      },
      indexes: {
        byCompany: companyIndex(['fieldId'], 'mapField#${fieldId}'),
      },
    },
    entityOptions(),
  );

/** A marker of the map (services.md §3 'Marker'), a point schemas/map-markers.ts checks on every write. */
export const createMapMarkerEntity = () =>
  new Entity(
    {
      model: { entity: 'mapMarker', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        markerId: { type: 'string', required: true },
        customerId: { type: 'string' },
        fieldId: { type: 'string' },
        lat: { type: 'number', required: true },
        lng: { type: 'number', required: true },
        preferredRepresentation: { type: 'string', required: true },
        label: { type: 'string' },
        color: { type: 'string', required: true },
        type: { type: 'string', required: true },
        archived: { type: 'boolean', required: true },
        ...versionedTimestamps,
      },
      indexes: {
        byCompany: companyIndex(['markerId'], 'mapMarker#${markerId}'),
      },
    },
    entityOptions(),
  );
