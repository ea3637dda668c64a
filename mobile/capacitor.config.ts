import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native shell for drivers (DESIGN §1): Android and iOS load the same web build as the browser.
 * `npm run mobile:sync` builds the web app and copies it into both platforms.
 */
const config: CapacitorConfig = {
  appId: 'de.lohnwerk.app',
  appName: 'Lohnwerk',
  webDir: '../web/dist',
  // The README of @capgo/background-geolocation: without the legacy bridge Android stops location updates
  // after 5 minutes in the background.
  android: { useLegacyBridge: true },
};

export default config;
