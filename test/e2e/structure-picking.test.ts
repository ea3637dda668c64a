import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newTenant } from '../support/tenants';
import { fill, PHONE, screenshot, useBrowser } from './browser';

/**
 * A company of this file's own with the demo's farmer, his fields and tracks: the tap below finds his
 * Deichkoppel alone there (no other file draws over it), and the office finds his request by its subject.
 */
const tenant = await newTenant({ demo: true, roles: ['CUSTOMER', 'PLANNER'] });

const SUBJECT = 'Deichkoppel walzen, Deichweg abziehen';
const FIELD = 'Deichkoppel';
const TRACK = 'Deichweg zur Deichkoppel';

/** A picked structure's name tag on a map (its accessible name starts with the number or the name). */
const label = (page: Page, map: string, name: string) =>
  page.getByTestId(map).locator(`.lohnwerk-structure-label[aria-label^="${name}"]`);

/**
 * Orders and requests pick fields and tracks on the map (issue 13 point 4): the farmer picks his
 * Deichkoppel and the Deichweg at the contractor on a phone (in the list and with a tap on the map), puts
 * them in sequence and sends the request; the planner sees them on the request's map, accepts, finds them
 * on the order's map and takes the track out in the order's form.
 */
describe('picking fields and tracks (e2e)', () => {
  const browser = useBrowser();

  it('goes from the farmer’s pick on a phone to the request’s and the order’s map', async () => {
    const farmer = await browser.signedIn(tenant.login('CUSTOMER'), {
      path: '/meine-anfragen/neu',
      viewport: PHONE,
    });
    await fill(farmer, 'request-subject', SUBJECT);
    const mapId = 'request-structures-map';
    const map = farmer.locator(`[data-testid="${mapId}"][data-map-ready="true"]`);
    await map.waitFor({ timeout: 20_000 });
    // His marker shows for orientation (not to pick).
    await farmer.getByTestId(mapId).locator('.lohnwerk-structure-marker[aria-label="Hoftor Thomsen"]').waitFor();
    const offered = farmer.getByTestId('request-structures-offered');
    const picked = farmer.getByTestId('request-structures-picked');

    // Picked in the list (the keyboard way): listed with its area, named on the map.
    await offered.getByText(FIELD, { exact: true }).click();
    await picked.getByText(FIELD).waitFor();
    await expect
      .poll(() => farmer.getByTestId('request-structures-total').textContent())
      .toMatch(/^Zusammen \d+,\d\d ha$/);
    const tag = label(farmer, mapId, FIELD);
    await tag.waitFor();

    // A tap on the field (just below its name tag, inside it) takes it out of the pick; another puts it back.
    await map.scrollIntoViewIfNeeded();
    const tagBox = await tag.boundingBox();
    if (!tagBox) throw new Error('the field’s name tag has no box');
    const inside = { x: tagBox.x + tagBox.width / 2, y: tagBox.y + tagBox.height / 2 + 24 };
    await farmer.mouse.click(inside.x, inside.y);
    await expect.poll(() => picked.count()).toBe(0);
    await expect.poll(() => tag.count()).toBe(0);
    await farmer.mouse.click(inside.x, inside.y);
    await picked.getByText(FIELD).waitFor();

    // The road too, worked first: in sequence the pick is numbered and the road moved up.
    await offered.getByText(TRACK, { exact: true }).click();
    await farmer.getByTestId('request-structures-sequence').getByText('In dieser Reihenfolge abarbeiten').click();
    await label(farmer, mapId, `2. ${TRACK}`).waitFor();
    await farmer.getByRole('button', { name: `${TRACK} nach oben` }).click();
    await label(farmer, mapId, `1. ${TRACK}`).waitFor();
    await label(farmer, mapId, `2. ${FIELD}`).waitFor();
    await expect
      .poll(() => farmer.getByTestId('request-structures-total').textContent())
      .toMatch(/^Zusammen \d+,\d\d ha und [\d.,]+ (m|km) Strecke$/);
    await screenshot(farmer, 'structure-picker-phone');
    await farmer.getByTestId('request-send').click();
    await farmer.getByTestId('my-order-requests').getByText(SUBJECT).waitFor();

    // The planner sees the pick on the request's map, in its order.
    const office = await browser.signedIn(tenant.login('PLANNER'), { path: '/auftraege/anfragen' });
    await office.getByTestId('order-requests').getByText(SUBJECT).click();
    await office.locator('[data-testid="order-request-structures-map"][data-map-ready="true"]').waitFor({
      timeout: 20_000,
    });
    await label(office, 'order-request-structures-map', `1. ${TRACK}`).waitFor();
    await label(office, 'order-request-structures-map', `2. ${FIELD}`).waitFor();
    await expect
      .poll(() => office.getByTestId('order-request-structures-list').textContent())
      .toMatch(new RegExp(`^1\\. ${TRACK}.*2\\. ${FIELD}`));

    // Accepted, the draft order carries them: drawn on its map, and its form takes the road out again.
    await screenshot(office, 'order-request-structures', { fullPage: false });
    await office.getByTestId('order-request-accept').click();
    await office.getByTestId('order-request-open-order').click({ timeout: 30_000 });
    await office.locator('[data-testid="order-track-map"][data-map-ready="true"]').waitFor({ timeout: 20_000 });
    await label(office, 'order-track-map', `2. ${FIELD}`).waitFor();
    await office.getByTestId('order-edit').click();
    await office.getByTestId('order-structures-picked').getByText(TRACK).waitFor();
    await office.getByRole('button', { name: `${TRACK} entfernen` }).click();
    await office.getByTestId('order-edit-save').click();
    await label(office, 'order-track-map', `1. ${FIELD}`).waitFor();
    expect(await label(office, 'order-track-map', TRACK).count()).toBe(0);
    expect(await label(office, 'order-track-map', `1. ${TRACK}`).count()).toBe(0);
  });
});
