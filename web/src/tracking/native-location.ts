import { de } from '../i18n/de';
import { loadBackgroundGeolocation } from '../platform/native-plugins';
import { isNativePlatform } from '../platform/platform';
import { backgroundGeolocation } from './background-geolocation';
import { chooseGeolocation, createLocationSettingsPrompt } from './device-geolocation';
import type { GeolocationPort } from './track-session';

/** The plugin, registered once and only when a native recording first needs it. */
let plugin: ReturnType<typeof loadBackgroundGeolocation> | undefined;
const backgroundPlugin = () => {
  plugin ??= loadBackgroundGeolocation();
  return plugin;
};

/** The app's one §8 location dialog (LocationSettingsDialog in the shell shows it). */
export const locationSettingsPrompt = createLocationSettingsPrompt(async () =>
  (await backgroundPlugin()).openSettings(),
);

/** The app's one adapter: the plugin serves one listener, so every recording goes through the same one. */
let background: GeolocationPort | undefined;
const backgroundLocation = () => {
  background ??= backgroundGeolocation({
    plugin: backgroundPlugin,
    notice: { title: de.location.backgroundTitle, message: de.location.backgroundMessage },
    onNotAuthorized: locationSettingsPrompt.ask,
    now: () => Date.now(),
  });
  return background;
};

/** The device's fixes for a recording that starts now (chooseGeolocation decides where they come from). */
export const deviceGeolocation = (backgroundAllowed: boolean): GeolocationPort =>
  chooseGeolocation({
    native: isNativePlatform(),
    backgroundAllowed,
    browser: navigator.geolocation,
    background: backgroundLocation,
  });
