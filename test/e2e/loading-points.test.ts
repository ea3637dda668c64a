import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../../schemas/kernel/coordinates';
import { newTenant } from '../support/tenants';
import { fill, input, PHONE, useBrowser } from './browser';
import { tapAll } from './map-taps';

/** A company of this file's own with the demo's records: what the file changes, no other file sees. */
const tenant = await newTenant({ demo: true });

const GERMAN_DEGREES = /^-?\d+,\d+$/;

/**
 * Stammdaten > Be- und Entladestellen on a phone (issue 13 point 3): a loading point placed by a tap on
 * the form's map (terra-draw on MapLibre, software WebGL, no tile server) fills latitude and longitude in
 * German decimals; saved, its details show that position and the point on a small map. Edited, the map
 * starts at the point, and typed numbers move it there (a drag from the map's middle then starts at them).
 */
describe('loading points on the map (e2e)', () => {
  const browser = useBrowser();
  const run = Date.now().toString(36).slice(-5).toUpperCase();

  it('places a loading point by a tap, shows it on its details, moves it by typed numbers', async () => {
    const page = await browser.signedIn(tenant.login('OWNER'), { path: '/be-entladestellen/neu', viewport: PHONE });
    await page.getByTestId('loadingPoint-form').waitFor();
    const name = `Silo Karte ${run}`;
    await fill(page, 'field-name', name);
    const lat = input(page, 'field-lat');
    const lng = input(page, 'field-lng');
    expect(await lat.inputValue()).toBe('');

    await tapAll(page, 'loading-point-editor', [[0.5, 0.5]]);
    await expect.poll(() => lat.inputValue()).toMatch(GERMAN_DEGREES);
    await expect.poll(() => lng.inputValue()).toMatch(GERMAN_DEGREES);
    const germanNumber = (text: string) => Number(text.replace(',', '.'));
    const tapped = { lat: germanNumber(await lat.inputValue()), lng: germanNumber(await lng.inputValue()) };
    // In Germany, where a new point's map starts.
    expect(tapped.lat).toBeGreaterThan(47);
    expect(tapped.lat).toBeLessThan(56);
    expect(tapped.lng).toBeGreaterThan(5);
    expect(tapped.lng).toBeLessThan(16);

    await page.getByTestId('loadingPoint-save').click();
    await page.waitForURL(/\/be-entladestellen\/(?!neu)[^/]+$/);
    await page.getByText(formatDecimal(tapped)).waitFor();
    await page
      .locator('[data-testid="loading-point-map"][data-map-ready="true"] .loading-point-marker')
      .waitFor({ state: 'attached' });

    // Edited: the fields and the map start at the point; typed numbers move the point on the map.
    await page.getByTestId('record-edit').click();
    await page.getByTestId('loadingPoint-form').waitFor();
    expect(germanNumber(await lat.inputValue())).toBe(tapped.lat);
    const typed = { lat: 54.5, lng: 9.1 };
    await fill(page, 'field-lat', '54,5');
    await fill(page, 'field-lng', '9,1');
    await lng.press('Tab');
    // The moved point sits in the middle of the map drawn anew around it: dragged from there, it moves
    // from the typed position a little (not from the tapped one far away).
    const editor = page.locator('[data-testid="loading-point-editor"][data-map-ready="true"]');
    await editor.waitFor({ timeout: 20_000 });
    await editor.scrollIntoViewIfNeeded();
    const box = await editor.boundingBox();
    if (!box) throw new Error('the editor map has no box');
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let step = 1; step <= 5; step++) await page.mouse.move(from.x + step * 8, from.y + step * 6);
    await page.mouse.up();
    await expect.poll(() => lat.inputValue()).not.toBe('54,5');
    const dragged = { lat: germanNumber(await lat.inputValue()), lng: germanNumber(await lng.inputValue()) };
    expect(Math.abs(dragged.lat - typed.lat)).toBeLessThan(0.01);
    expect(Math.abs(dragged.lng - typed.lng)).toBeLessThan(0.01);
    expect(dragged.lng).toBeGreaterThan(typed.lng);
    expect(dragged.lat).toBeLessThan(typed.lat);

    await page.getByTestId('loadingPoint-save').click();
    await page.getByText(formatDecimal(dragged)).waitFor();
  });
});
