import { workTexts } from './spec-texts';

/** Recording the driver's location on the phone (application.md §8 'Location'). */
export const locationTexts = {
  location: {
    /** The confirm dialog when background location is not authorised; 'Ja' opens the settings. */
    allowTitle: workTexts.allowLocationTitle,
    allowText: workTexts.allowLocationText,
    /** Android's notification while the track is recorded in the background. */
    backgroundTitle: 'Lohnwerk zeichnet deine Strecke auf',
    backgroundMessage: 'Solange deine Tätigkeit läuft, wird dein Standort auch im Hintergrund aufgezeichnet.',
  },
} as const;
