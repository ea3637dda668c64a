/**
 * GPS tracking (area 31 of the platform's LW_ codes): tracks of orders and activities, employee
 * locations. The spec words none of these; the wording is ours.
 */
export const trackingErrors = {
  LW_404_31_0001: { status: 404, message: 'Diese Streckenaufzeichnung wurde nicht gefunden.' },
  // Drivers record only their own orders (§6: drivers write their own).
  LW_404_31_0002: { status: 404, message: 'Dieser Auftrag ist dir nicht zugewiesen.' },
  // A tracking of internal work needs that work to be running.
  LW_409_31_0001: { status: 409, message: 'Diese Tätigkeit läuft nicht mehr. Bitte lade die Seite neu.' },
} as const;
