import { newField } from '../../../lambdas/structures/domain/field';
import { newMarker } from '../../../lambdas/structures/domain/marker';
import { newTrack } from '../../../lambdas/structures/domain/track';
import { dynamoFieldStore } from '../../../lambdas/structures/field-store';
import { dynamoMarkerStore } from '../../../lambdas/structures/marker-store';
import { dynamoTrackStore } from '../../../lambdas/structures/track-store';
import { ZFieldInput } from '../../../schemas/map-fields';
import { ZMarkerInput } from '../../../schemas/map-markers';
import { ZTrackInput } from '../../../schemas/map-tracks';

/** The demo track the generated access tests work on: the farmer Thomsen's road to his Deichkoppel. */
export const DEMO_TRACK_ID = 'demo-track-deichweg';

/**
 * Tracks of the demo contractor near Husum: one of the farmer Heinrich Thomsen (Hof Thomsen GbR), who
 * sees it in his app, and one of the contractor's own, which no customer sees. Written through the
 * store of the API (length measured like a saved track); a later start leaves them alone.
 */
export const seedDemoMapStructures = async (companyId: string, now: Date): Promise<void> => {
  const store = dynamoTrackStore();
  const rows = [
    {
      id: DEMO_TRACK_ID,
      input: {
        customerId: 'demo-customer-10001',
        name: 'Deichweg zur Deichkoppel',
        color: '#1565c0',
        directionEnabled: true,
        shape: [
          { lat: 54.4802, lng: 9.0511 },
          { lat: 54.4841, lng: 9.0536 },
          { lat: 54.4873, lng: 9.0581 },
        ],
      },
    },
    {
      id: 'demo-track-hofzufahrt',
      input: {
        name: 'Hofzufahrt Lohnunternehmen',
        shape: [
          { lat: 54.4712, lng: 9.0623 },
          { lat: 54.4725, lng: 9.0668 },
        ],
      },
    },
  ];
  for (const row of rows) {
    if (await store.get(companyId, row.id)) continue;
    const track = newTrack(ZTrackInput.parse(row.input), { id: row.id, companyId, now });
    await store.save([{ track, expectedVersion: null }]);
  }
};

/** The demo field the generated access tests work on: the farmer Thomsen's Deichkoppel at the Deichweg's end. */
export const DEMO_FIELD_ID = 'demo-field-deichkoppel';
/** A track and a marker inside the Deichkoppel. */
export const DEMO_FIELD_PART_IDS = {
  trackId: 'demo-field-deichkoppel-fahrgasse',
  markerId: 'demo-marker-deichkoppel-tor',
} as const;
/** The field last week's grass order worked (its tracking, demo-tracking.ts, runs lanes inside it). */
export const DEMO_GRASS_FIELD_ID = 'demo-field-grasland-ost';

/** A rectangle from its south-west corner, in degrees. */
const rectangle = (south: number, west: number, north: number, east: number) => [
  { lat: south, lng: west },
  { lat: south, lng: east },
  { lat: north, lng: east },
  { lat: north, lng: west },
];

/**
 * Fields of the demo contractor near Husum, written through the store of the API (area measured and the
 * map's index written like a saved field); a later start leaves them alone.
 */
export const seedDemoFields = async (companyId: string, now: Date): Promise<void> => {
  const store = dynamoFieldStore();
  const rows = [
    {
      id: DEMO_FIELD_ID,
      input: {
        customerId: 'demo-customer-10001',
        name: 'Deichkoppel',
        color: '#2e7d32',
        crop: 'Grünland',
        shape: rectangle(54.4868, 9.0575, 54.4902, 9.0638),
        // The track and marker of a field the generated access tests work on (DEMO_FIELD_PART_IDS).
        tracks: [
          {
            id: DEMO_FIELD_PART_IDS.trackId,
            name: 'Fahrgasse',
            shape: [
              { lat: 54.4875, lng: 9.059 },
              { lat: 54.4895, lng: 9.059 },
            ],
          },
        ],
        markers: [{ id: DEMO_FIELD_PART_IDS.markerId, lat: 54.4873, lng: 9.0581, label: 'Tor', type: 'field' }],
      },
    },
    {
      id: DEMO_GRASS_FIELD_ID,
      input: {
        customerId: 'demo-customer-10006',
        name: 'Grasland Ost',
        color: '#558b2f',
        crop: 'Grünland',
        shape: rectangle(54.4798, 9.0699, 54.4832, 9.0719),
      },
    },
  ];
  let next = 0;
  for (const row of rows) {
    if (await store.get(companyId, row.id)) continue;
    const context = { id: row.id, companyId, now, newId: () => `${row.id}-part-${++next}` };
    await store.save([{ field: newField(ZFieldInput.parse(row.input), context), previous: null }]);
  }
};

/** The demo marker the generated access tests work on: the gate of the farmer Thomsen's yard. */
export const DEMO_MARKER_ID = 'demo-marker-hoftor-thomsen';

/** A marker of the farmer Thomsen near his Deichkoppel; a later start leaves it alone. */
export const seedDemoMarkers = async (companyId: string, now: Date): Promise<void> => {
  const store = dynamoMarkerStore();
  if (await store.get(companyId, DEMO_MARKER_ID)) return;
  const input = ZMarkerInput.parse({
    customerId: 'demo-customer-10001',
    lat: 54.4795,
    lng: 9.0505,
    label: 'Hoftor Thomsen',
    color: '#e65100',
    type: 'customer',
  });
  await store.save([{ item: newMarker(input, { id: DEMO_MARKER_ID, companyId, now }), previous: null }]);
};
