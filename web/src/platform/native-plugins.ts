import type { BackgroundGeolocationPlugin } from '@capacitor-community/background-geolocation';

/**
 * The native plugins, loaded on demand and only in the native shell (isNativePlatform): the dynamic imports
 * keep Capacitor out of the web bundle and the login route.
 */
export const loadPushNotifications = async () => (await import('@capacitor/push-notifications')).PushNotifications;

/** The community plugin ships no JavaScript: it is registered by name on Capacitor's bridge (its README). */
export const loadBackgroundGeolocation = async () =>
  (await import('@capacitor/core')).registerPlugin<BackgroundGeolocationPlugin>('BackgroundGeolocation');
