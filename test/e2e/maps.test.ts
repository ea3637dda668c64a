import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TILE_URL } from '../../web/src/components/map/map-style';
import { PHONE, screenshot, useBrowser } from './browser';
import { requireDemoLogin } from './sessions';

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
 * The app's one map (MapLibre GL, web/src/components/map) on the customers map, in headless chromium with
 * software WebGL and no tile server reachable: it draws, shows the customers as markers with popups, is
 * labelled in German, works on a phone, and says so when the browser cannot draw it.
 */
describe('maps (e2e)', () => {
  const browser = useBrowser();
  const owner = () => requireDemoLogin('OWNER');

  it('on a phone the customers map draws without tiles, and a marker opens the customer', async () => {
    const page = await browser.signedIn(owner(), { path: null, viewport: PHONE });
    const problems = watchMapConsole(page);
    await page.goto('/kunden/karte');
    const map = page.getByTestId('customers-map');
    // The style (background under the tiles) loaded and WebGL drew it.
    await page.locator('[data-testid="customers-map"][data-map-ready="true"]').waitFor({ timeout: 20_000 });
    await expect.poll(() => map.locator('.customer-marker').count()).toBeGreaterThanOrEqual(20);
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
});
