import { describe, expect, it } from 'vitest';
import { formatGermanDateTime } from '../../schemas/kernel/calendar';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';
import { PHONE, screenshot, useBrowser } from './browser';
import { accessibilityProblems } from './every-page-axe';
import { layoutProblems } from './every-page-layout';

/** The demo's people with their last positions, in a company of this file's own (a position is sent below). */
const tenant = await newTenant({ demo: true });
/** An empty company: nobody has sent a position there. */
const emptyTenant = await newTenant();

/**
 * The Mitarbeiterkarte (issue 12 point 7; application.md §2 menu, §6 employees map) on a phone: the
 * seeded last positions as markers with name, German time and activity, the same in a list below the map,
 * the empty state, and the 30 s refresh.
 */
describe('employees map (e2e)', () => {
  const browser = useBrowser();

  it('on a phone shows every located employee as a marker and in a list below the map', async () => {
    const page = await browser.signedIn(tenant.login('PLANNER'), { path: '/', viewport: PHONE });
    await page.goto('/mitarbeiterkarte');
    const map = page.getByTestId('employees-map');
    await page.locator('[data-testid="employees-map"][data-map-ready="true"]').waitFor({ timeout: 20_000 });
    const names = ['Jens Hansen', 'Jonas Lorenzen', 'Lars Jensen'];
    for (const name of names) await map.locator(`.employee-marker[aria-label="${name}"]`).waitFor();

    const rows = page.getByTestId('employee-locations').getByTestId('employee-location');
    const texts = await rows.allTextContents();
    for (const name of names) expect(texts.some((text) => text.startsWith(name))).toBe(true);
    expect(texts.every((text) => /Stand: \d\d\.\d\d\.\d{4}, \d\d:\d\d/.test(text))).toBe(true);
    const owner = texts.find((text) => text.startsWith('Jens Hansen'));
    expect(owner).toContain('Interne Arbeit läuft');
    // On a phone the list sits below the map.
    const mapBox = await map.boundingBox();
    const listBox = await page.getByTestId('employee-locations').boundingBox();
    expect(listBox?.y ?? 0).toBeGreaterThanOrEqual((mapBox?.y ?? 0) + (mapBox?.height ?? 0));
    expect([...(await layoutProblems(page)), ...(await accessibilityProblems(page))]).toEqual([]);
    await screenshot(page, 'employees-map-phone');

    // Keyboard: Enter on a marker opens its popup with name, time of the fix and activity.
    await map.locator('.employee-marker[aria-label="Jens Hansen"]').focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.maplibregl-popup');
    await popup.waitFor();
    expect(await popup.textContent()).toMatch(/Jens Hansen.*Stand: .*Interne Arbeit läuft/);
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('asks again every 30 s: a new position shows without reloading', async () => {
    const page = await browser.signedIn(tenant.login('ADMIN'), { path: null, viewport: PHONE });
    await page.clock.install();
    await page.goto('/mitarbeiterkarte');
    const row = page.getByTestId('employee-location').filter({ hasText: 'Jonas Lorenzen' });
    await row.waitFor({ timeout: 20_000 });

    const timestamp = new Date().toISOString();
    const token = await tenant.token('TEMPORARY_WORKER');
    const moved = await api<{ saved: boolean }>('PUT', '/tracking/location', {
      token,
      body: { lat: 54.5 + Math.random() / 100, lng: 9.1, timestamp },
    });
    expect(moved.body.saved).toBe(true);
    const shown = `Stand: ${formatGermanDateTime(timestamp)}`;
    await page.clock.fastForward(30_000);
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain(shown);
  });

  it('says so when nobody has a position yet', async () => {
    const page = await browser.signedIn(emptyTenant.login('OWNER'), { path: '/mitarbeiterkarte' });
    const empty = page.getByTestId('employees-map-empty');
    await empty.waitFor({ timeout: 20_000 });
    expect(await empty.textContent()).toContain('Noch hat kein Mitarbeiter eine Position gesendet.');
    expect(await page.getByTestId('employees-map').count()).toBe(0);
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});
