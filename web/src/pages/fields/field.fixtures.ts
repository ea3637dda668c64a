import type { TField } from '../../../../schemas/map-fields';

/** Test data of the fields pages' unit tests: a triangle near Husum with a hole inside it. */
export const triangle = [
  { lat: 54.48, lng: 9.05 },
  { lat: 54.48, lng: 9.051 },
  { lat: 54.481, lng: 9.051 },
];
export const holeInTriangle = [
  { lat: 54.4802, lng: 9.0504 },
  { lat: 54.4802, lng: 9.0505 },
  { lat: 54.4803, lng: 9.0505 },
];

/** A stored field of the customer (or none), named by its id. */
export const storedField = (id: string, customerId: string | null, holes: TField['holes'] = []): TField => ({
  id,
  companyId: 'c',
  fid: null,
  customerId,
  name: id,
  color: '#2e7d32',
  shape: triangle,
  holes,
  areaHa: 1,
  crop: null,
  cropBefore: null,
  other: null,
  tracksLength: 0,
  tracks: [],
  markers: [],
  archived: false,
  version: 1,
  createdAt: '',
  updatedAt: '',
});
