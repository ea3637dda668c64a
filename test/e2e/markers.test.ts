import { describe, expect, it } from 'vitest';
import { newTenant } from '../support/tenants';
import { choose, fill, input, PHONE, useBrowser } from './browser';

/** A company of this file's own with the demo's records: what the file changes, no other file sees. */
const tenant = await newTenant({ demo: true });

const DMS = /^\d+° \d+′ \d+,\d{3}″ N, \d+° \d+′ \d+,\d{3}″ O$/;
const DECIMAL = /^\d+,\d{6}° N, \d+,\d{6}° O$/;

/**
 * Stammdaten > Markierungen on a phone (390 px, touch-sized taps): a marker set with a tap on the map
 * (terra-draw on MapLibre, software WebGL, no tile server), of the type 'Beladestelle', listed with its
 * position in degrees-minutes-seconds and switched to decimal degrees; moved by typed coordinates; archived
 * after a question. The master data's loading points are on the same page with links to their details.
 */
describe('markers (e2e)', () => {
  const browser = useBrowser();

  it('sets a marker by a tap, lists it in DMS, switches to decimal, moves it by drag and by typed coordinates, archives it', async () => {
    const page = await browser.signedIn(tenant.login('OWNER'), { path: '/markierungen', viewport: PHONE });
    await page.getByTestId('markers-table').waitFor();
    // The loading points of the master data, with a link to their details.
    const loadingPoint = page
      .getByTestId('markers-loading-points')
      .getByRole('link', { name: 'Hafen Husum (Außenhafen)' });
    expect(await loadingPoint.getAttribute('href')).toBe('/be-entladestellen/demo-point-hafen-husum');
    await page
      .locator('[data-testid="markers-map"][data-map-ready="true"] .loading-point-marker')
      .first()
      .waitFor({ state: 'attached' });

    await page.getByTestId('marker-create').click();
    const editor = page.locator('[data-testid="marker-editor"][data-map-ready="true"]');
    await editor.waitFor({ timeout: 20_000 });
    await editor.scrollIntoViewIfNeeded();
    const box = await editor.boundingBox();
    if (!box) throw new Error('the editor map has no box');
    const tap = { x: box.x + box.width * 0.5, y: box.y + box.height * 0.5 };
    await page.mouse.move(tap.x, tap.y);
    await page.mouse.click(tap.x, tap.y);
    // The tap fills the position, shown in the representation chosen (decimal degrees first).
    const position = input(page, 'field-position');
    await expect.poll(() => position.inputValue()).toMatch(DECIMAL);
    await choose(page, 'field-preferredRepresentation', 'Grad, Minuten, Sekunden');
    await expect.poll(() => position.inputValue()).toMatch(DMS);
    await choose(page, 'field-type', 'Beladestelle');
    await fill(page, 'field-label', 'Silo am Deich');
    await page.getByTestId('marker-save').click();

    const row = page.getByTestId('markers-table').locator(':is(tr, li)', { hasText: 'Silo am Deich' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Beladestelle');
    const shown = row.getByTestId('marker-position');
    expect(await shown.textContent()).toMatch(DMS);
    // On the map with the symbol of its type and a name that says the type.
    await page
      .locator('.marker-point--loading-point[aria-label="Silo am Deich (Beladestelle)"]')
      .waitFor({ state: 'attached' });

    await row.getByRole('button', { name: 'In Dezimalgrad zeigen' }).click();
    await expect.poll(() => shown.textContent()).toMatch(DECIMAL);

    // Moved by coordinates typed in degrees, minutes and seconds: shown so from then on.
    await row.getByRole('button', { name: 'Bearbeiten' }).click();
    const editEditor = page.locator('[data-testid="marker-editor"][data-map-ready="true"]');
    await editEditor.waitFor({ timeout: 20_000 });
    // Dragged on the map (the point is in the middle of the map that shows it), it has a new position.
    await editEditor.scrollIntoViewIfNeeded();
    const editBox = await editEditor.boundingBox();
    if (!editBox) throw new Error('the edit map has no box');
    const before = await position.inputValue();
    const from = { x: editBox.x + editBox.width / 2, y: editBox.y + editBox.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let step = 1; step <= 5; step++) await page.mouse.move(from.x + step * 8, from.y + step * 6);
    await page.mouse.up();
    await expect.poll(() => position.inputValue()).not.toBe(before);
    expect(await position.inputValue()).toMatch(DECIMAL);
    await fill(page, 'field-position', '54° 28′ 52,4″ N, 9° 3′ 7,6″ O');
    await page.getByTestId('marker-position-show').click();
    await page.getByTestId('marker-save').click();
    await expect.poll(() => shown.textContent()).toBe('54° 28′ 52,400″ N, 9° 3′ 7,600″ O');

    await row.getByRole('button', { name: 'Archivieren' }).click();
    await page.getByTestId('marker-archive-confirm').click();
    await expect.poll(() => row.count()).toBe(0);
  });
});
