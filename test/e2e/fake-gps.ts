import type { Page } from 'playwright-core';

export type GpsFix = { latitude: number; longitude: number; accuracy: number };

/**
 * navigator.geolocation as the test moves it: every watcher gets a fix when the test sends one, stamped with
 * the page's clock. Chromium's own emulation stamps its positions with the real time, which page.clock
 * does not reach, so the recorder (web/src/tracking/recorder.ts: 4 fixes over more than 5 s make a track
 * point) would need real seconds to pass. `<html data-e2e-gps-watchers>` counts the open watches. A string,
 * not a function (see COUNT_OPEN_SOCKETS in browser.ts).
 */
const fakeGps = (start: GpsFix) => `(() => {
  let last = ${JSON.stringify(start)};
  let next = 1;
  const watchers = new Map();
  const position = () => ({
    coords: { ...last, altitude: null, altitudeAccuracy: null, heading: null, speed: null },
    timestamp: Date.now(),
  });
  const count = () => { document.documentElement.dataset.e2eGpsWatchers = String(watchers.size); };
  const geolocation = {
    getCurrentPosition: (success) => setTimeout(() => success(position())),
    watchPosition: (success) => {
      const id = next++;
      watchers.set(id, success);
      count();
      setTimeout(() => watchers.get(id)?.(position()));
      return id;
    },
    clearWatch: (id) => { watchers.delete(id); count(); },
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, get: () => geolocation });
  window.addEventListener('e2e-gps', (event) => {
    last = event.detail;
    for (const success of watchers.values()) success(position());
  });
})();`;

/**
 * Gives a page that has not loaded the app yet (`signedIn` with `path: null`) a phone's GPS at `start` and a
 * clock the test moves on (page.clock: time still flows, `fastForward` jumps): a test drives a track in
 * no time instead of sleeping through it.
 */
export const useFakeGps = async (page: Page, start: GpsFix): Promise<void> => {
  await page.clock.install();
  await page.addInitScript({ content: fakeGps(start) });
};

/** Moves the phone: each watch gets the fix at once. */
export const moveTo = (page: Page, fix: GpsFix): Promise<void> =>
  page.evaluate((detail) => {
    window.dispatchEvent(new CustomEvent('e2e-gps', { detail }));
  }, fix);

/** Waits until the app watches the position: a fix sent before would be lost for the track. */
export const gpsWatched = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => Number(document.documentElement.dataset.e2eGpsWatchers ?? 0) > 0);
