import type { ConsoleMessage, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_COLOR, TILE_URL } from '../../web/src/components/map/map-style';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';
import { PHONE, screenshot, useBrowser, waitForLiveChanges } from './browser';
import { accessibilityProblems } from './every-page-axe';
import { layoutProblems } from './every-page-layout';

/** The demo's customers on the map, in a company of this file's own. */
const tenant = await newTenant({ demo: true, roles: ['OWNER'] });
/** An empty company: the map fits to the live change's two markers alone, no demo customer beside them. */
const emptyTenant = await newTenant();

/** The tile server: unreachable here, which is the case the maps must survive. */
const tileOrigin = new URL(TILE_URL.replace(/\{[xyz]\}/g, '0')).origin;

/** Console errors of the page, except failed tile loads (expected offline). */
const watchMapConsole = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !message.location().url.startsWith(tileOrigin)) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
};

/**
 * The share of the element's pixels (as the screen shows them, WebGL included) that have the colour:
 * the screenshot is decoded by the page itself, which has a PNG decoder.
 */
const shareOfColour = async (page: Page, element: Locator, hex: string): Promise<number> => {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(
    async ([data, colour]) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) return 0;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      const want = [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16));
      let matching = 0;
      for (let at = 0; at < pixels.length; at += 4) {
        if (want.every((value, channel) => Math.abs((pixels[at + channel] ?? 0) - value) <= 3)) matching++;
      }
      return matching / (pixels.length / 4);
    },
    [png, hex] as const,
  );
};

/**
 * The app's one map (MapLibre GL, web/src/components/map) on the customers map, in headless chromium with
 * software WebGL and no tile server reachable: it draws, shows the customers as markers with popups, is
 * labelled in German, works on a phone, and says so when the browser cannot draw it.
 */
describe('maps (e2e)', () => {
  const browser = useBrowser();
  const owner = () => tenant.login('OWNER');

  it('on a phone the customers map draws without tiles, and a marker opens the customer', async () => {
    const page = await browser.signedIn(owner(), { path: null, viewport: PHONE });
    const problems = watchMapConsole(page);
    await page.goto('/kunden/karte');
    const map = page.getByTestId('customers-map');
    // The style (background under the tiles) loaded and WebGL drew it.
    await page.locator('[data-testid="customers-map"][data-map-ready="true"]').waitFor({ timeout: 20_000 });
    await expect.poll(() => map.locator('.customer-marker').count()).toBeGreaterThanOrEqual(20);
    // No tile loads here: WebGL drew the plain background, which fills most of the map around the markers.
    expect(await shareOfColour(page, map, BACKGROUND_COLOR)).toBeGreaterThan(0.5);
    // German labels on MapLibre's own controls and the canvas.
    await map.getByRole('button', { name: 'Vergrößern', exact: true }).waitFor();
    await map.getByRole('button', { name: 'Verkleinern', exact: true }).waitFor();
    expect(await map.locator('canvas').getAttribute('aria-label')).toBe('Karte');
    expect(await map.locator('.maplibregl-ctrl-attrib-inner').textContent()).toContain('OpenStreetMap-Mitwirkende');
    // Fitted to the customers: every marker lies inside the map box, none off screen.
    const box = await map.boundingBox();
    const centres = await map
      .locator('.customer-marker')
      .evaluateAll((markers) =>
        markers.map((marker) => marker.getBoundingClientRect()).map((r) => [r.x + r.width / 2, r.y + r.height / 2]),
      );
    for (const [x = 0, y = 0] of centres) {
      expect(x >= (box?.x ?? 0) && x <= (box?.x ?? 0) + (box?.width ?? 0)).toBe(true);
      expect(y >= (box?.y ?? 0) && y <= (box?.y ?? 0) + (box?.height ?? 0)).toBe(true);
    }
    // The every-page checks, now with the markers drawn (that test does not wait for the map).
    expect([...(await layoutProblems(page)), ...(await accessibilityProblems(page))]).toEqual([]);
    await screenshot(page, 'maps-customers-phone');

    // Keyboard: a marker is a named button; Enter opens its popup with the customer's name as a link.
    const marker = map.locator('.customer-marker').first();
    const name = await marker.getAttribute('aria-label');
    await marker.focus();
    await page.keyboard.press('Enter');
    const link = page.getByTestId('customer-marker-link');
    await link.waitFor();
    expect(await link.textContent()).toBe(name);
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/kunden\/demo-customer-\d+$/);
    expect(await accessibilityProblems(page)).toEqual([]);
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(problems).toEqual([]);
  });

  it('without WebGL the page says the map cannot be shown and still lists the customers', async () => {
    const page = await browser.signedIn(owner(), { path: null });
    // A browser without WebGL: every WebGL context request fails, as MapLibre then sees it.
    await page.addInitScript({
      content: `(() => {
        const native = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
          return /webgl/i.test(type) ? null : native.call(this, type, ...rest);
        };
      })();`,
    });
    await page.goto('/kunden/karte');
    const notice = page.getByTestId('customers-map-unavailable');
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.textContent()).toContain('Die Karte kann in diesem Browser nicht angezeigt werden.');
    await page.getByTestId('customers-without-position').getByTestId('customer-without-position').first().waitFor();
  });

  it('a live change moves its marker in place: an open popup stays open', async () => {
    const run = Date.now().toString(36).slice(-5).toUpperCase();
    const token = await emptyTenant.token('OWNER');
    const create = (name: string, latLng: { lat: number; lng: number }) =>
      api<{ id: string; version: number }>('POST', '/structures/customers', { token, body: { name, latLng } });
    const open = await create(`Kartenhof Nord ${run}`, { lat: 54.4858, lng: 9.0524 });
    const moved = await create(`Kartenhof Süd ${run}`, { lat: 54.1961, lng: 9.0933 });
    expect([open.status, moved.status]).toEqual([201, 201]);

    const page = await browser.signedIn(emptyTenant.login('OWNER'), { path: '/kunden/karte' });
    await waitForLiveChanges(page);
    const map = page.getByTestId('customers-map');
    const marker = (name: string) => map.locator(`.customer-marker[aria-label="${name}"]`);
    await marker(`Kartenhof Süd ${run}`).waitFor();
    // Marks the element, to see afterwards that the same marker moved rather than a new one was made.
    await marker(`Kartenhof Süd ${run}`).evaluate((element) => {
      element.dataset.e2eBefore = 'yes';
    });
    await marker(`Kartenhof Nord ${run}`).click();
    const link = page.getByTestId('customer-marker-link');
    await link.waitFor();

    const changed = await api('PATCH', `/structures/customers/${moved.body.id}`, {
      token,
      body: { name: `Kartenhof Süd ${run} (neu)`, latLng: { lat: 54.3, lng: 9.2 }, version: moved.body.version },
    });
    expect(changed.status).toBe(200);
    const renamed = marker(`Kartenhof Süd ${run} (neu)`);
    await renamed.waitFor();
    expect(await renamed.getAttribute('data-e2e-before')).toBe('yes');
    expect(await page.locator('.maplibregl-popup').count()).toBe(1);
    expect(await link.textContent()).toBe(`Kartenhof Nord ${run}`);
  });
});
