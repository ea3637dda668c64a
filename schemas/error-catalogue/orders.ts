/**
 * Orders and the driver's day on them (area 32 of the platform's LW_ codes). The spec words none of
 * these; the wording is ours, in its voice.
 */
export const orderErrors = {
  // A driver acts only on orders assigned to the employee of the login.
  LW_403_32_0001: { status: 403, message: 'Dieser Auftrag ist dir nicht zugewiesen.' },
  // Starting an order that is a draft, done or billed, or in the trash or archive.
  LW_409_32_0001: { status: 409, message: 'Dieser Auftrag kann gerade nicht gestartet werden.' },
  // Switching, recording or stopping an order the caller is not working on right now.
  LW_409_32_0002: { status: 409, message: 'Dieser Auftrag läuft bei dir gerade nicht.' },
  // Two devices stopping the same order: the second reads this and the current state.
  LW_409_32_0003: { status: 409, message: 'Dieser Auftrag wurde inzwischen auf einem anderen Gerät gestoppt.' },
  // The order changed on another device between reading and writing (version check of the driver's calls).
  LW_409_32_0004: {
    status: 409,
    message: 'Der Auftrag wurde inzwischen auf einem anderen Gerät geändert. Bitte prüfe den aktuellen Stand.',
  },
} as const;
