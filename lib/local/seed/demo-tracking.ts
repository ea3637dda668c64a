import { db } from '../../../lambdas/platform/db/entities';

/** The track of last week's finished grass order (Tim Brandt): the office sees it on the order. */
export const DEMO_TRACKING_ID = 'demo-tracking-gras-vorige-woche';

/** Lanes up and down a field of about 300 m by 120 m east of Husum, one point every 10 s. */
const fieldPass = (start: Date) =>
  Array.from({ length: 48 }, (_, i) => {
    const lane = Math.floor(i / 8);
    const along = lane % 2 === 0 ? i % 8 : 7 - (i % 8);
    return {
      lat: Math.round((54.4801 + along * 0.0004) * 1e7) / 1e7,
      lng: Math.round((9.0702 + lane * 0.0003) * 1e7) / 1e7,
      time: new Date(start.getTime() + i * 10_000).toISOString(),
    };
  });

/** Writes the demo tracking once; a later start leaves it alone. */
export const seedDemoTracking = async (companyId: string, now: Date): Promise<void> => {
  const trackingId = DEMO_TRACKING_ID;
  if ((await db().geoTracking.get({ companyId, trackingId }).go()).data) return;
  const start = new Date(now.getTime() - 5 * 24 * 3600_000);
  const stamp = now.toISOString();
  const meta = { version: 1, createdAt: stamp, updatedAt: stamp };
  await db()
    .geoTrackingChunk.create({
      companyId,
      trackingId,
      chunkKey: '000000',
      chunkIndex: 0,
      points: fieldPass(start),
      lastSequence: 1,
      ...meta,
    })
    .go();
  await db()
    .geoTracking.create({
      companyId,
      trackingId,
      employeeId: 'demo-employee-tim-brandt',
      orderId: 'demo-order-gras-vorige-woche',
      start: start.toISOString(),
      ...meta,
    })
    .go();
};
