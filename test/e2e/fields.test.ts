import { describe, expect, it } from 'vitest';
import { newTenant } from '../support/tenants';
import { PHONE, screenshot, useBrowser } from './browser';
import { pretendMayEditStructures } from './contractor-rights';
import { hectares, tapAll } from './map-taps';

/**
 * A company of this file's own with the demo's fields, customers and farmer: as in the demo, the contractor
 * does not let the farmer edit his structures (the customer's canEditStructures is off).
 */
const tenant = await newTenant({ demo: true, roles: ['OWNER', 'CUSTOMER'] });

/**
 * Stammdaten > Felder on a phone: a field drawn with taps on the map (terra-draw on MapLibre, software
 * WebGL, no tile server) shows its area while drawn, takes a hole ('Aussparung zeichnen') that makes it
 * smaller, is saved and listed with the area the server computed; its shape opens in the editor again,
 * and archived (after confirming) it leaves the list.
 */
describe('fields (e2e)', () => {
  const browser = useBrowser();

  it('draws a field with a hole by taps, sees the live area, saves it, finds it listed with its ha, archives it', async () => {
    const page = await browser.signedIn(tenant.login('OWNER'), { path: '/felder', viewport: PHONE });
    await page.getByTestId('fields-table').waitFor();
    await page.getByTestId('field-create').click();
    const measure = page.getByTestId('field-editor-measure');
    await tapAll(page, 'field-editor', [
      [0.15, 0.2],
      [0.85, 0.2],
      [0.85, 0.8],
    ]);
    // While drawing: the area so far, in German hectares.
    await expect.poll(() => measure.textContent()).toMatch(/^Gemessen: [\d.]+,\d\d ha$/);
    // The fourth corner, then the first again closes the field.
    await tapAll(page, 'field-editor', [
      [0.15, 0.8],
      [0.15, 0.2],
    ]);
    await page.getByTestId('field-editor-hole').and(page.locator(':not([disabled])')).waitFor();
    const whole = hectares(await measure.textContent());
    expect(whole).toBeGreaterThan(0);

    // A hole in the middle: the field's area is the outline's less the hole's.
    await page.getByTestId('field-editor-hole').click();
    await tapAll(page, 'field-editor', [
      [0.4, 0.4],
      [0.6, 0.4],
      [0.5, 0.6],
      [0.4, 0.4],
    ]);
    await expect.poll(async () => hectares(await measure.textContent())).toBeLessThan(whole);
    expect(await page.getByTestId('field-editor-hole-refused').count()).toBe(0);
    const drawn = (await measure.textContent())?.replace('Gemessen: ', '') ?? '';
    await screenshot(page, 'fields-editor-with-hole');

    await page.getByTestId('field-name').locator('input').fill('Neue Koppel');
    await page.getByTestId('field-crop').locator('input').fill('Mais');
    await page.getByTestId('field-save').click();
    const row = page
      .getByTestId('fields-table') // A table row on a desktop, a card on a phone.
      .locator(':is(tr, li)', { hasText: 'Neue Koppel' });
    await row.waitFor();
    await screenshot(page, 'fields-list');
    // The server's area (the outline less its hole) is the one drawn.
    expect(await row.textContent()).toContain(drawn);
    expect(await row.textContent()).toContain('Mais');

    // Opened again, the editor shows the stored shape with its hole.
    await row.getByRole('button', { name: 'Bearbeiten' }).click();
    await page.locator('[data-testid="field-editor"][data-map-ready="true"]').waitFor({ timeout: 20_000 });
    await expect.poll(() => measure.textContent()).toBe(`Gemessen: ${drawn}`);
    await page.getByRole('button', { name: 'Abbrechen' }).click();

    // Its own track: drawn as a line over the field by taps, measured while drawn, saved with its name and
    // direction, listed with the length the server computed, and deleted after confirming.
    await row.getByRole('button', { name: 'Fahrspuren' }).click();
    const tracks = page.getByTestId('field-tracks');
    await tracks.getByText('Noch keine Fahrspuren auf diesem Feld.').waitFor();
    await page.getByTestId('field-track-create').click();
    const trackMeasure = page.getByTestId('field-track-editor-measure');
    // The second tap of the last point finishes the line.
    await tapAll(page, 'field-track-editor', [
      [0.3, 0.3],
      [0.7, 0.3],
      [0.7, 0.3],
    ]);
    await expect.poll(() => trackMeasure.textContent()).toMatch(/^Gemessen: [\d.]+(,\d\d km| m)$/);
    await page.getByTestId('field-track-editor-edit').and(page.locator(':not([disabled])')).waitFor();
    const trackLength = (await trackMeasure.textContent())?.replace('Gemessen: ', '') ?? '';
    await page.getByTestId('field-track-form').getByTestId('field-name').locator('input').fill('Vorgewende Nord');
    await page.getByTestId('field-directionEnabled').locator('input').check();
    await screenshot(page, 'fields-track-editor');
    await page.getByTestId('field-track-save').click();
    const trackRow = tracks.getByTestId('field-track').filter({ hasText: 'Vorgewende Nord' });
    await trackRow.waitFor();
    await screenshot(page, 'fields-tracks');
    expect(await trackRow.textContent()).toContain(trackLength);
    // Its direction, switched on when drawn, is switched off in the list and stays off when the field comes anew.
    const direction = trackRow.locator('input[type="checkbox"]');
    expect(await direction.isChecked()).toBe(true);
    // With its direction on, the field's map shows which way to drive it; off, the arrows go.
    const arrowsOnMap = () => page.getByTestId('field-tracks-map').getAttribute('data-direction-arrows').then(Number);
    await expect.poll(arrowsOnMap).toBeGreaterThan(0);
    await direction.click();
    await expect.poll(() => direction.isChecked()).toBe(false);
    await expect.poll(arrowsOnMap).toBe(0);
    await expect.poll(() => direction.isDisabled()).toBe(false);
    await trackRow.getByRole('button', { name: 'Löschen' }).click();
    await page.getByTestId('field-track-delete-confirm').click();
    await expect.poll(() => trackRow.count()).toBe(0);
    await tracks.getByText('Noch keine Fahrspuren auf diesem Feld.').waitFor();
    await page.getByRole('button', { name: 'Zurück zu den Feldern' }).click();

    // Archived after confirming, it leaves the list.
    await row.getByRole('button', { name: 'Archivieren' }).click();
    await page.getByTestId('field-archive-confirm').click();
    await expect.poll(() => row.count()).toBe(0);
  });

  it("filters by customer: the chosen customer's fields and position, his popup links to him", async () => {
    const page = await browser.signedIn(tenant.login('OWNER'), { path: '/felder', viewport: PHONE });
    const table = page.getByTestId('fields-table');
    await table.getByText('Grasland Ost').first().waitFor();
    // At first the map shows the fields, no customer; on demand every customer's position.
    const markers = page.locator('[data-testid="fields-map"] .customer-marker');
    expect(await markers.count()).toBe(0);
    await page.getByTestId('fields-show-customers').locator('input').check();
    await expect.poll(() => markers.count()).toBeGreaterThan(1);

    await page.getByTestId('fields-customer-filter').click();
    await page.getByRole('option', { name: 'Hof Thomsen GbR' }).click();
    await expect.poll(() => table.getByText('Grasland Ost').count()).toBe(0);
    await expect.poll(() => table.getByText('Deichkoppel').count()).toBeGreaterThan(0);
    await expect.poll(() => markers.count()).toBe(1);
    await markers.first().click();
    const link = page.locator('.maplibregl-popup a');
    expect(await link.getAttribute('href')).toBe('/kunden/demo-customer-10001');
  });

  it('the farmer sees his fields at the contractor; without edit rights the page is read-only at once, and a change the server refuses turns it read-only', async () => {
    const page = await browser.signedIn(tenant.login('CUSTOMER'), { path: '/dienstleister', viewport: PHONE });
    await page.getByTestId(`contractor-fields-${tenant.companyId}`).click();
    const table = page.getByTestId('fields-table');
    const row = table.locator(':is(tr, li)', { hasText: 'Deichkoppel' });
    await row.waitFor();
    // Another customer's field is not his.
    expect(await table.getByText('Grasland Ost').count()).toBe(0);
    // The contractor list says he may not edit there: the hint shows before he tries anything.
    await page.getByTestId('fields-read-only').waitFor();
    expect(await row.getByRole('button', { name: 'Archivieren' }).count()).toBe(0);
    expect(await page.getByTestId('field-create').count()).toBe(0);

    // A page that still believes he may (the right taken away since it loaded): the server refuses.
    await pretendMayEditStructures(page);
    await page.reload();
    await row.getByRole('button', { name: 'Archivieren' }).click();
    await page.getByTestId('field-archive-confirm').click();
    await page.getByText('Dir fehlen Bearbeitungsrechte. Bitte wende dich an deinen Lohnunternehmer.').waitFor();
    await page.getByTestId('fields-read-only').waitFor();
    expect(await row.getByRole('button', { name: 'Archivieren' }).count()).toBe(0);
    expect(await page.getByTestId('field-create').count()).toBe(0);
  });
});
