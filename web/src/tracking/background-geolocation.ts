import type { BackgroundGeolocationPlugin, CallbackError, Location, StartOptions } from '@capgo/background-geolocation';
import { TRACKING } from '../../../schemas/tracking';
import type { GeolocationPort } from './track-session';

/** The part of the background-location plugin the recording uses; a test passes a fake. */
export type BackgroundGeolocationPort = Pick<BackgroundGeolocationPlugin, 'start' | 'stop'>;

/** The text of the notification Android shows while the track is recorded in the background. */
export type BackgroundNotice = { title: string; message: string };

/**
 * Updates that go on in the background (a backgroundMessage makes it so on both platforms), the permission
 * asked by the plugin itself, only fresh fixes, and a move only after 5 m (§9 'background distance filter 5').
 */
export const backgroundStartOptions = (notice: BackgroundNotice): StartOptions => ({
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

/** What the session of a watch that a newer watch replaced logs. */
export const replacedMessage = 'replaced: a newer recording took over the background location';

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
 * the same recorder and session as the web. The plugin serves ONE listener (a second start fails with
 * 'ALREADY_STARTED'), so one adapter must serve the whole app, and:
 * - the newest watch wins: watching again stops the plugin for the older watch, which hands on nothing more
 *   and logs why (a recording that was never cleared must not keep the next one from recording);
 * - the plugin's calls run one after another in the order they were made, so a watch cleared before its
 *   start went out never starts, and one cleared while starting is stopped after the start;
 * - every start is preceded by a stop, which also ends a listener left over from before (a reloaded WebView).
 */
export const backgroundGeolocation = ({
  plugin,
  notice,
  onNotAuthorized,
  now,
}: BackgroundGeolocationDeps): GeolocationPort => {
  let lastId = 0;
  /** The watch the plugin's fixes are for; undefined when none is wanted. */
  let current: { id: number; error: PositionErrorCallback | null | undefined } | undefined;
  let calls: Promise<void> = Promise.resolve();
  const afterEarlierCalls = (
    call: (loaded: BackgroundGeolocationPort) => unknown,
    onFailure: (failure: unknown) => void,
  ) => {
    calls = calls.then(async () => void (await call(await plugin()))).catch(onFailure);
  };
  // A failed stop leaves nothing to do: the watch is gone for the recording, the plugin ends with the app.
  const stopPlugin = () =>
    afterEarlierCalls(
      (loaded) => loaded.stop(),
      () => undefined,
    );
  return {
    watchPosition: (success, error) => {
      const id = ++lastId;
      current?.error?.(positionError(replacedMessage));
      current = { id, error };
      const onUpdate = (location?: Location, failure?: CallbackError) => {
        if (current?.id !== id) return;
        if (failure?.code === 'NOT_AUTHORIZED') onNotAuthorized();
        else if (failure) error?.(positionError(`${failure.code ?? failure.name}: ${failure.message}`));
        else if (location) success(positionOf(location, now()));
      };
      stopPlugin();
      afterEarlierCalls(
        (loaded) => (current?.id === id ? loaded.start(backgroundStartOptions(notice), onUpdate) : undefined),
        (failure) => {
          if (current?.id === id) error?.(positionError(String(failure)));
        },
      );
      return id;
    },
    clearWatch: (id) => {
      if (current?.id !== id) return;
      current = undefined;
      stopPlugin();
    },
  };
};
