import type {
  BackgroundGeolocationPlugin,
  CallbackError,
  Location,
  WatcherOptions,
} from '@capacitor-community/background-geolocation';
import { TRACKING } from '../../../schemas/tracking';
import type { GeolocationPort } from './track-session';

/** The part of the background-location plugin the recording uses; a test passes a fake. */
export type BackgroundGeolocationPort = Pick<BackgroundGeolocationPlugin, 'addWatcher' | 'removeWatcher'>;

/** The text of the notification Android shows while the track is recorded in the background. */
export type BackgroundNotice = { title: string; message: string };

/**
 * A watcher that goes on in the background (a backgroundMessage makes it so on both platforms), asks for
 * the permission itself, takes only fresh fixes and moves only after 5 m (§9 'background distance filter 5').
 */
export const backgroundWatcherOptions = (notice: BackgroundNotice): WatcherOptions => ({
  backgroundTitle: notice.title,
  backgroundMessage: notice.message,
  requestPermissions: true,
  stale: false,
  distanceFilter: TRACKING.backgroundDistanceFilter,
});

/** The plugin's fix as the Geolocation API's position, which the recorder reads; no time means now. */
export const positionOf = (location: Location, receivedAt: number): GeolocationPosition => {
  const coords = {
    latitude: location.latitude,
    longitude: location.longitude,
    accuracy: location.accuracy,
    altitude: location.altitude,
    altitudeAccuracy: location.altitudeAccuracy,
    heading: location.bearing,
    speed: location.speed,
  };
  const timestamp = location.time ?? receivedAt;
  return { coords: { ...coords, toJSON: () => coords }, timestamp, toJSON: () => ({ coords, timestamp }) };
};

/** A plugin failure as the Geolocation API's error, for the session's log (§8 'Other geolocation errors are logged'). */
const positionError = (message: string): GeolocationPositionError => ({
  code: 2,
  message,
  PERMISSION_DENIED: 1,
  POSITION_UNAVAILABLE: 2,
  TIMEOUT: 3,
});

export type BackgroundGeolocationDeps = {
  /** Loads the plugin (lazily, on native only). */
  plugin: () => Promise<BackgroundGeolocationPort>;
  notice: BackgroundNotice;
  /** The plugin's 'NOT_AUTHORIZED': location (in the background) is not allowed for the app (§8 'Location'). */
  onNotAuthorized: () => void;
  now: () => number;
};

/**
 * The background-location plugin behind the same port as navigator.geolocation, so a native phone feeds
 * the same recorder and session as the web. Its watchers are asynchronous: a watch stopped before the
 * plugin answered its id is removed as soon as it does, and hands on nothing meanwhile.
 */
export const backgroundGeolocation = ({
  plugin,
  notice,
  onNotAuthorized,
  now,
}: BackgroundGeolocationDeps): GeolocationPort => {
  let lastId = 0;
  const watchers = new Map<number, Promise<string | undefined>>();
  return {
    watchPosition: (success, error) => {
      const id = ++lastId;
      const onUpdate = (location?: Location, failure?: CallbackError) => {
        if (!watchers.has(id)) return;
        if (failure?.code === 'NOT_AUTHORIZED') onNotAuthorized();
        else if (failure) error?.(positionError(`${failure.code ?? failure.name}: ${failure.message}`));
        else if (location) success(positionOf(location, now()));
      };
      const watcherId = plugin()
        .then((loaded) => loaded.addWatcher(backgroundWatcherOptions(notice), onUpdate))
        .catch((failure: unknown) => {
          error?.(positionError(String(failure)));
          return undefined;
        });
      watchers.set(id, watcherId);
      return id;
    },
    clearWatch: (id) => {
      const watcherId = watchers.get(id);
      watchers.delete(id);
      void watcherId
        ?.then(async (pluginId) => {
          if (pluginId !== undefined) await (await plugin()).removeWatcher({ id: pluginId });
        })
        // The watch is gone for the recording either way; the plugin ends its watchers with the app.
        .catch(() => undefined);
    },
  };
};
