import { describe, expect, it } from 'vitest';
import { newTenant } from '../support/tenants';
import { choose, fill, screenshot, useBrowser } from './browser';

/** A company of this file's own with the demo's records: what the file changes, no other file sees. */
const tenant = await newTenant({ demo: true });

/**
 * 'Wer war wann hier?' on a desktop (issue 13 point 5): the planner takes the demo field Grasland Ost as a
 * start, draws an area over it anew, searches the last four weeks and finds Tim Brandt's grass order of
 * last week (its seeded track runs lanes inside the field, lib/local/seed/demo-tracking.ts), with the time
 * he was inside in German; its track part shows on a map. A too long period is refused at the field.
 */
describe("'Wer war wann hier?' (e2e)", () => {
  const browser = useBrowser();

  it('draws an area over a demo field, searches the period and shows who was there and their track', async () => {
    const page = await browser.signedIn(tenant.login('PLANNER'), { path: '/mitarbeiterkarte' });
    await page.getByTestId('employees-map-visits').click();
    await page.getByTestId('visits-results').waitFor({ timeout: 20_000 });
    await choose(page, 'visits-field-template', 'Grasland Ost');
    const editor = page.locator('[data-testid="visits-area"][data-map-ready="true"]');
    await editor.waitFor({ timeout: 20_000 });
    // The field's outline is the start; drawn anew by hand around it (the map shows the field in its middle).
    await expect.poll(() => page.getByTestId('visits-area-measure').textContent()).toMatch(/ha$/);
    // The fields where the map is come from the spatial index (GET /geo/fields, asked as the map moves):
    // Grasland Ost and its neighbours are drawn faintly around the area.
    await expect
      .poll(async () => Number(await page.getByTestId('visits-area-around').getAttribute('data-shapes-around')))
      .toBeGreaterThan(0);
    await page.getByTestId('visits-area-clear').click();
    await editor.scrollIntoViewIfNeeded();
    const box = await editor.boundingBox();
    if (!box) throw new Error('the area editor has no box');
    const at = (x: number, y: number) => ({ x: box.x + box.width * x, y: box.y + box.height * y });
    const corners = [at(0.15, 0.15), at(0.85, 0.15), at(0.85, 0.85), at(0.15, 0.85), at(0.15, 0.15)];
    for (const corner of corners) {
      await page.mouse.move(corner.x, corner.y);
      await page.mouse.click(corner.x, corner.y);
    }
    await page.getByTestId('visits-area-edit').and(page.locator(':not([disabled])')).waitFor();

    // Longer than two months: refused at the field with the endpoint's message.
    await fill(page, 'field-from', '01.01.2020');
    await page.getByTestId('visits-search').click();
    await expect
      .poll(() => page.getByTestId('field-to').textContent())
      .toContain('Bitte wähle einen Zeitraum von höchstens 62 Tagen.');

    const today = new Date();
    const fourWeeksAgo = new Date(today.getTime() - 27 * 86_400_000);
    await fill(
      page,
      'field-from',
      fourWeeksAgo.toLocaleDateString('de-DE', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'Europe/Berlin',
      }),
    );
    await page.getByTestId('visits-search').click();
    // The demo season is laid out from today: another of Tim's orders may pass the area too, so the row is
    // the one of the grass order on this field.
    const row = page
      .getByTestId('visits-results')
      .locator('tr', { hasText: 'Gras häckseln' })
      .filter({ hasText: 'Tim Brandt' })
      .first();
    await row.waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toMatch(/\d+ Min\./);
    await row.getByRole('button', { name: /^Spur zeigen/ }).click();
    await page.locator('[data-testid="visits-track"][data-map-ready="true"]').waitFor({ timeout: 20_000 });
    await screenshot(page, 'visits');
  });
});
