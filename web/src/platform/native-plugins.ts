import type { BackgroundGeolocationPlugin } from '@capgo/background-geolocation';
import { capacitorPushPort } from './push-registration';

/**
 * The native plugins, loaded on demand and only in the native shell (isNativePlatform): the dynamic imports
 * keep Capacitor out of the web bundle and the login route.
 *
 * A loader never resolves to a Capacitor plugin itself: the plugin is a proxy that answers every property,
 * `then` too, so awaiting it calls a native 'then' that does not exist and the await never settles. The
 * loaders hand on plain objects that call the plugin.
 */
export const loadPushPort = async () =>
  capacitorPushPort((await import('@capacitor/push-notifications')).PushNotifications);

/** What the app uses of @capgo/background-geolocation 8, the background-location plugin for Capacitor 8 (DESIGN §5). */
export type NativeBackgroundGeolocation = Pick<BackgroundGeolocationPlugin, 'start' | 'stop' | 'openSettings'>;

export const loadBackgroundGeolocation = async (): Promise<NativeBackgroundGeolocation> => {
  const { BackgroundGeolocation } = await import('@capgo/background-geolocation');
  return {
    start: (options, callback) => BackgroundGeolocation.start(options, callback),
    stop: () => BackgroundGeolocation.stop(),
    openSettings: () => BackgroundGeolocation.openSettings(),
  };
};
