import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native shell for drivers (DESIGN §1): Android and iOS load the same web build as the browser.
 * `npm run mobile:sync` builds the web app and copies it into both platforms.
 */
const config: CapacitorConfig = {
  appId: 'de.lohnwerk.app',
  appName: 'Lohnwerk',
  webDir: '../web/dist',
};

export default config;
