import { db } from '../../../lambdas/platform/db/entities';

/** The track of last week's finished grass order (Tim Brandt): the office sees it on the order. */
export const DEMO_TRACKING_ID = 'demo-tracking-gras-vorige-woche';

const POINTS = 48;
const trackingStart = (now: Date) => new Date(now.getTime() - 5 * 24 * 3600_000);

/** The run this tracking recorded: from its first point to ten seconds after its last. */
export const demoTrackingRun = (now: Date) => {
  const start = trackingStart(now);
  return { start: start.toISOString(), end: new Date(start.getTime() + POINTS * 10_000).toISOString() };
};

/** Lanes up and down a field of about 300 m by 120 m east of Husum, one point every 10 s. */
const fieldPass = (start: Date) =>
  Array.from({ length: POINTS }, (_, i) => {
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
  const start = trackingStart(now);
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
      runId: 'demo-order-gras-vorige-woche-run-1',
      start: start.toISOString(),
      ...meta,
    })
    .go();
};

/**
 * Last positions for the Mitarbeiterkarte, in Schleswig-Holstein: employees with a demo login (a location
 * names the login), but not the driver Tim Brandt, whose first fix the tracking tests send themselves.
 */
const demoLocations = [
  {
    employeeId: 'demo-employee-jonas-lorenzen',
    employeeName: 'Jonas Lorenzen',
    email: 'aushilfe@demo.lohnwerk.de',
    lat: 54.5203,
    lng: 9.0871,
    minutesAgo: 4,
    activity: 'order',
  },
  {
    employeeId: 'demo-employee-lars-jensen',
    employeeName: 'Lars Jensen',
    email: 'disposition@demo.lohnwerk.de',
    lat: 54.5152,
    lng: 9.5645,
    minutesAgo: 95,
    activity: null,
  },
  {
    employeeId: 'demo-employee-jens-hansen',
    employeeName: 'Jens Hansen',
    email: 'inhaber@demo.lohnwerk.de',
    lat: 54.4772,
    lng: 9.0513,
    minutesAgo: 20,
    activity: 'internal',
  },
] as const;

/** Writes the demo locations that are missing; one already there (moved by a test or a user) stays. */
export const seedDemoLocations = async (
  companyId: string,
  userIdByEmail: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> => {
  const stamp = now.toISOString();
  for (const { email, minutesAgo, activity, ...location } of demoLocations) {
    const appUserId = userIdByEmail.get(email);
    if (!appUserId) continue;
    if ((await db().employeeLocation.get({ companyId, employeeId: location.employeeId }).go()).data) continue;
    await db()
      .employeeLocation.create({
        ...location,
        companyId,
        appUserId,
        timestamp: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
        ...(activity ? { activity } : {}),
        version: 1,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .go();
  }
};
