import { describe, expect, it } from 'vitest';
import { newTenant } from '../support/tenants';
import { PHONE, useBrowser } from './browser';

/** A company of this file's own with the demo's records: what the file changes, no other file sees. */
const tenant = await newTenant({ demo: true });

/**
 * Stammdaten > Strecken on a phone: a track drawn with taps on the map (terra-draw on MapLibre, software
 * WebGL, no tile server) shows its length while drawn, is saved, and is listed with the length the server
 * computed.
 */
describe('tracks (e2e)', () => {
  const browser = useBrowser();

  it('draws a track with clicks on the map, sees its live length, saves it, redraws its shape and archives it', async () => {
    const page = await browser.signedIn(tenant.login('OWNER'), { path: '/strecken', viewport: PHONE });
    await page.getByTestId('tracks-table').waitFor();
    await page.getByTestId('track-create').click();
    const editor = page.locator('[data-testid="track-editor"][data-map-ready="true"]');
    await editor.waitFor({ timeout: 20_000 });
    await editor.scrollIntoViewIfNeeded();
    const box = await editor.boundingBox();
    if (!box) throw new Error('the editor map has no box');
    const at = (x: number, y: number) => ({ x: box.x + box.width * x, y: box.y + box.height * y });
    const measure = page.getByTestId('track-editor-measure');
    // Before the first tap there is nothing to measure.
    expect(await measure.textContent()).toBe('');
    const taps = [at(0.3, 0.5), at(0.5, 0.4), at(0.7, 0.55)];
    for (const tap of taps) {
      await page.mouse.move(tap.x, tap.y);
      await page.mouse.click(tap.x, tap.y);
    }
    // While drawing: the length so far, in German (a few pixels at the zoom of all Germany are kilometres).
    await expect.poll(() => measure.textContent()).toMatch(/^Gemessen: [\d.]+,\d\d km$/);
    // Undo takes back the last vertex (the line gets shorter); tapped again, it is back.
    const withThree = await measure.textContent();
    await page.getByTestId('track-editor-undo').click();
    await expect.poll(() => measure.textContent()).not.toBe(withThree);
    const last = taps[2] ?? at(0.7, 0.55);
    await page.mouse.move(last.x, last.y);
    await page.mouse.click(last.x, last.y);
    // Tapping the last point again finishes the line.
    await page.mouse.click(last.x, last.y);
    await page.getByTestId('track-editor-edit').and(page.locator(':not([disabled])')).waitFor();
    const drawn = (await measure.textContent())?.replace('Gemessen: ', '') ?? '';
    expect(drawn).toMatch(/ km$/);
    await page.getByTestId('field-name').locator('input').fill('Zufahrt Nordschlag');
    await page.getByTestId('track-save').click();
    const row = page
      .getByTestId('tracks-table') // A table row on a desktop, a card on a phone.
      .locator(':is(tr, li)', { hasText: 'Zufahrt Nordschlag' });
    await row.waitFor();
    // The server's length (geodesic, like the editor's) is the one drawn.
    expect(await row.textContent()).toContain(drawn);

    // Its shape drawn anew (a shorter line) is saved on the version it was drawn on and listed with its length.
    await row.getByRole('button', { name: 'Verlauf bearbeiten' }).click();
    const shapeEditor = page.locator('[data-testid="track-shape-editor"][data-map-ready="true"]');
    await shapeEditor.waitFor({ timeout: 20_000 });
    const shapeMeasure = page.getByTestId('track-shape-editor-measure');
    await expect.poll(() => shapeMeasure.textContent()).toBe(`Gemessen: ${drawn}`);
    await page.getByTestId('track-shape-editor-clear').click();
    await shapeEditor.scrollIntoViewIfNeeded();
    const shapeBox = await shapeEditor.boundingBox();
    if (!shapeBox) throw new Error('the shape editor map has no box');
    const start = { x: shapeBox.x + shapeBox.width * 0.45, y: shapeBox.y + shapeBox.height * 0.5 };
    const end = { x: shapeBox.x + shapeBox.width * 0.55, y: shapeBox.y + shapeBox.height * 0.5 };
    for (const tap of [start, end, end]) {
      await page.mouse.move(tap.x, tap.y);
      await page.mouse.click(tap.x, tap.y);
    }
    await expect.poll(() => shapeMeasure.textContent()).toMatch(/^Gemessen: /);
    const redrawn = (await shapeMeasure.textContent())?.replace('Gemessen: ', '') ?? '';
    expect(redrawn).not.toBe(drawn);
    await page.getByTestId('track-shape-save').click();
    await expect.poll(() => row.textContent()).toContain(redrawn);

    // Archived, it leaves the list.
    await row.getByRole('button', { name: 'Archivieren' }).click();
    await expect.poll(() => row.count()).toBe(0);
  });
});
