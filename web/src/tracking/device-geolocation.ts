import type { GeolocationPort } from './track-session';

/**
 * Where the recording's fixes come from, chosen in this one place (issue 12 point 6): in the native shell
 * with background location switched on (app meta's feature flag backgroundGeolocation, application.md §3)
 * the background plugin, so the track goes on with the screen locked; everywhere else the browser's
 * navigator.geolocation (which the WebView has too, in the foreground).
 */
export const chooseGeolocation = (choice: {
  native: boolean;
  backgroundAllowed: boolean;
  browser: GeolocationPort;
  background: () => GeolocationPort;
}): GeolocationPort => (choice.native && choice.backgroundAllowed ? choice.background() : choice.browser);

/**
 * The §8 confirm dialog's state: asked for when the plugin reports that location is not authorised; 'Ja'
 * closes it and opens the device settings. Several reports while it is open ask once.
 */
export const createLocationSettingsPrompt = (openSettings: () => Promise<void>) => {
  let visible = false;
  const listeners = new Set<() => void>();
  const show = (next: boolean) => {
    if (visible === next) return;
    visible = next;
    for (const listener of listeners) listener();
  };
  return {
    ask: () => show(true),
    visible: () => visible,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    confirm: () => {
      show(false);
      return openSettings();
    },
    dismiss: () => show(false),
  };
};
export type LocationSettingsPrompt = ReturnType<typeof createLocationSettingsPrompt>;
