import { describe, expect, it } from 'vitest';
import type { TMyWork } from '../../schemas/api/work';
import type { TOrder } from '../../schemas/orders/order';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';
import { PHONE, screenshot, useBrowser } from './browser';

/** A company of this file's own with the demo's records: what the file changes, no other file sees. */
const tenant = await newTenant({ demo: true });

/**
 * The driver's map of an order on the phone (issue 13 point 4): the office plans an order on the demo
 * field Deichkoppel with the Deichweg (a track with a direction); its driver opens 'Karte' on Meine
 * Aufträge and sees the field, the track's arrows and themselves as a blue dot; without location
 * permission a German hint says why the dot is missing.
 */
const FIELD = 'demo-field-deichkoppel';

/** Jonas Lorenzen (aushilfe@): his orders are the ones browser tests plan (driver-day.test.ts); this one is not started. */
const planOrderForTheDriver = async () => {
  const [planner, driver] = await Promise.all([tenant.token('PLANNER'), tenant.token('TEMPORARY_WORKER')]);
  const me = await api<TMyWork>('GET', '/work/current', { token: driver });
  const created = await api<TOrder>('POST', '/orders/orders', {
    token: planner,
    body: {
      name: `Kartentest ${Date.now()}`,
      serviceId: 'demo-service-gras-haeckseln',
      customerIds: ['demo-customer-10001'],
      // Tomorrow: not overdue, so the driver's overdue badge stays as seeded.
      plannedStartDateTime: new Date(Date.now() + 86_400_000).toISOString(),
      fieldIds: [FIELD],
      trackIds: ['demo-track-deichweg'],
    },
  });
  expect(created.status).toBe(201);
  const assigned = await api<TOrder>('POST', `/orders/orders/${created.body.id}/assignment`, {
    token: planner,
    body: { version: created.body.version, employeeId: me.body.employee?.id },
  });
  expect(assigned.status).toBe(200);
  return created.body.id;
};

describe("the driver's map (e2e, phone)", () => {
  const browser = useBrowser();

  it('shows the order field, the arrows of its track and the own position, and centres on it', async () => {
    const orderId = await planOrderForTheDriver();
    const page = await browser.signedIn(tenant.login('TEMPORARY_WORKER'), {
      viewport: PHONE,
      path: '/meine-auftraege',
    });
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 54.4885, longitude: 9.06, accuracy: 8 });
    await page.getByTestId(`my-order-map-${orderId}`).click();
    const dialog = page.getByTestId('driver-map-dialog');
    await dialog.locator('[data-testid="driver-map"][data-map-ready="true"]').waitFor({ timeout: 20_000 });
    expect(await dialog.getByTestId(`driver-map-field-${FIELD}`).textContent()).toMatch(/^Deichkoppel: [\d,]+ ha$/);
    await dialog.getByRole('button', { name: 'Deichkoppel' }).waitFor();
    // The Deichweg has a direction: an arrow on each of its two segments.
    expect(await dialog.locator('[data-direction-arrows]').getAttribute('data-direction-arrows')).toBe('2');
    // The blue dot follows the device.
    const dot = dialog.getByRole('button', { name: 'Mein Standort' });
    await dot.waitFor();
    const before = await dot.boundingBox();
    await page.context().setGeolocation({ latitude: 54.4895, longitude: 9.062, accuracy: 8 });
    await expect.poll(async () => (await dot.boundingBox())?.y).not.toBe(before?.y);
    await dialog.getByTestId('driver-map-center').click();
    // Centred: the dot is in the middle of the map.
    const mapBox = await dialog.getByTestId('driver-map').boundingBox();
    await expect
      .poll(async () => {
        const box = await dot.boundingBox();
        return box && mapBox ? Math.abs(box.y + box.height / 2 - (mapBox.y + mapBox.height / 2)) : null;
      })
      .toBeLessThan(4);
    // Full width on the phone.
    expect(mapBox?.width).toBeGreaterThan(PHONE.width - 80);
    await screenshot(page, 'driver-map', { fullPage: false });
  });

  it('says in German why the own position is missing without location permission', async () => {
    const orderId = await planOrderForTheDriver();
    const page = await browser.signedIn(tenant.login('TEMPORARY_WORKER'), {
      viewport: PHONE,
      path: '/meine-auftraege',
    });
    await page.context().clearPermissions();
    await page.getByTestId(`my-order-map-${orderId}`).click();
    const hint = page.getByTestId('driver-map-position-denied');
    await hint.waitFor({ timeout: 20_000 });
    expect(await hint.textContent()).toContain('Die App darf deinen Standort nicht verwenden.');
    expect(await page.getByTestId('driver-map-center').isDisabled()).toBe(true);
  });
});
