import { newTrack } from '../../../lambdas/structures/domain/track';
import { dynamoTrackStore } from '../../../lambdas/structures/track-store';
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
