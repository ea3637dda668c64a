import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TMyWork } from '../../schemas/api/work';
import { germanDay } from '../../schemas/kernel/calendar';
import type { TField } from '../../schemas/map-fields';
import type { TOrderCoverage } from '../../schemas/orders/coverage';
import { api } from '../support/api-client';
import { setCanEditStructures } from '../support/customer-rights';
import { newTenant } from '../support/tenants';
import { choose, fill, PHONE, pick, screenshot, useBrowser } from './browser';
import { gpsWatched, moveTo, useFakeGps } from './fake-gps';
import { hectares, tapAll } from './map-taps';

/** A company of this file's own with the demo's records (farmer, mower, driver): no other file's orders. */
const tenant = await newTenant({ demo: true });
/** The demo farmer's customer record at Hansen (Hof Thomsen GbR). */
const FARMER_CUSTOMER = 'demo-customer-10001';
/** Mähen charges by hectare (the stop asks an AREA task record); the mower has a working width of 10 m. */
const SERVICE = 'Mähen';
const MOWER = 'Mähkombination Krone EasyCut B 1000 CV';
const WIDTH_M = 10;
const DRIVER = 'Jonas Lorenzen';

type Position = { latitude: number; longitude: number };

/** Metres of a lane: under the coverage's jump (100 m between points), as a machine at work drives. */
const LANE_M = 60;
const METRE_OF_LAT = 1 / 111_320;

/**
 * The corners of two lanes in the middle of the field, WIDTH_M apart, up the one and down the other (a
 * mower's pattern), and the most land they can cover: two swaths with their round ends.
 */
const lanesInside = (field: TField) => {
  const lats = field.shape.map((vertex) => vertex.lat);
  const lngs = field.shape.map((vertex) => vertex.lng);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const [centreLat, centreLng] = [(south + north) / 2, (Math.min(...lngs) + Math.max(...lngs)) / 2];
  const laneM = Math.min(LANE_M, (north - south) / METRE_OF_LAT / 2);
  const [low, high] = [centreLat - (laneM / 2) * METRE_OF_LAT, centreLat + (laneM / 2) * METRE_OF_LAT];
  const metreOfLng = METRE_OF_LAT / Math.cos((centreLat * Math.PI) / 180);
  const [left, right] = [centreLng - (WIDTH_M / 2) * metreOfLng, centreLng + (WIDTH_M / 2) * metreOfLng];
  const corners: Position[] = [
    { latitude: low, longitude: left },
    { latitude: high, longitude: left },
    { latitude: high, longitude: right },
    { latitude: low, longitude: right },
  ];
  // A raster cell counts by its centre: half a cell (0.5 m) more on each side at most.
  return { corners, mostHa: ((2 * WIDTH_M + 1) * (laneM + WIDTH_M + 1)) / 10_000 };
};

/**
 * Holds the phone at each corner long enough for the recorder to make it one track point: it averages
 * at least 4 fixes spanning more than 5 s (web/src/tracking/recorder.ts), so time has to pass on the
 * device: the page's clock jumps on between fixes. The last corner needs only a fix (the stop sends what
 * is collected).
 */
const driveThrough = async (page: Page, corners: readonly Position[]) => {
  await gpsWatched(page);
  for (const [index, corner] of corners.entries()) {
    const fixes = index === corners.length - 1 ? 1 : 5;
    for (let fix = 0; fix < fixes; fix++) {
      // A metre's jitter: each fix is a new position.
      await moveTo(page, { ...corner, latitude: corner.latitude + fix * 1e-7, accuracy: 5 });
      if (fix < fixes - 1) await page.clock.fastForward(1_400);
    }
  }
};

/**
 * Proof of work from GPS, end to end (issue 13 point 6): the farmer draws a field on 'Meine Felder' on a
 * phone and asks for it to be mown; the planner accepts, the draft order carries the field, gets the
 * mower and Jonas Lorenzen; he works it on his phone (fixes over two lanes inside the field) and stops it
 * through the wizard; the office's order shows the covered area, more than nothing and no more than the
 * field.
 */
describe('proof of work (e2e)', () => {
  const browser = useBrowser();

  it('goes from a field the farmer draws to the area the driver covered on it', async () => {
    const run = Date.now().toString(36).slice(-5).toUpperCase();
    const fieldName = `Mähkoppel ${run}`;
    const subject = `${fieldName} mähen`;
    const [office, farmerToken, driverToken] = await Promise.all([
      tenant.token('OWNER'),
      tenant.token('CUSTOMER'),
      tenant.token('TEMPORARY_WORKER'),
    ]);

    // 1. The farmer, whom the contractor lets edit his structures, draws and saves a field.
    await setCanEditStructures(office, FARMER_CUSTOMER, true);
    const farmer = await browser.signedIn(tenant.login('CUSTOMER'), {
      path: `/meine-felder?companyId=${tenant.companyId}`,
      viewport: PHONE,
    });
    await farmer.getByTestId('fields-table').waitFor();
    await farmer.getByTestId('field-create').click();
    await tapAll(farmer, 'field-editor', [
      [0.2, 0.25],
      [0.8, 0.25],
      [0.8, 0.75],
      [0.2, 0.75],
      [0.2, 0.25],
    ]);
    await expect
      .poll(async () => hectares(await farmer.getByTestId('field-editor-measure').textContent()))
      .toBeGreaterThan(0);
    await fill(farmer, 'field-name', fieldName);
    await farmer.getByTestId('field-save').click();
    await farmer.getByTestId('fields-table').locator(':is(tr, li)', { hasText: fieldName }).waitFor();
    const fields = await api<{ items: TField[] }>('GET', `/structures/fields?companyId=${tenant.companyId}`, {
      token: farmerToken,
    });
    const field = fields.body.items.find((item) => item.name === fieldName);
    if (!field) throw new Error(`${fieldName} was not stored`);
    expect(field.customerId).toBe(FARMER_CUSTOMER);

    // 2. He asks for it to be mown, the field picked in the request's picker.
    await farmer.goto('/meine-anfragen/neu');
    await fill(farmer, 'request-subject', subject);
    await choose(farmer, 'request-service', SERVICE);
    await farmer.locator('[data-testid="request-structures-map"][data-map-ready="true"]').waitFor({ timeout: 20_000 });
    await farmer.getByTestId('request-structures-offered').getByText(fieldName, { exact: true }).click();
    await farmer.getByTestId('request-structures-picked').getByText(fieldName).waitFor();
    await farmer.getByTestId('request-send').click();
    await farmer.getByTestId('my-order-requests').getByText(subject).waitFor();

    // 3. The planner accepts; the draft order carries the field.
    const planner = await browser.signedIn(tenant.login('PLANNER'), { path: '/auftraege/anfragen' });
    await planner.getByTestId('order-requests').getByText(subject).click();
    await planner.getByTestId('order-request-accept').click();
    await planner.getByTestId('order-request-open-order').click({ timeout: 30_000 });
    await expect.poll(() => planner.getByTestId('order-status').textContent()).toBe('Entwurf');
    const orderId = planner.url().split('/').at(-1) ?? '';
    await planner.locator('[data-testid="order-track-map"][data-map-ready="true"]').waitFor({ timeout: 20_000 });
    await planner
      .getByTestId('order-track-map')
      .locator(`.lohnwerk-structure-label[aria-label^="${fieldName}"]`)
      .waitFor();

    // 4. The mower, today late (not overdue while it waits), and Jonas Lorenzen.
    await planner.getByTestId('order-edit').click();
    await planner.getByTestId('order-structures-picked').getByText(fieldName).waitFor();
    await pick(planner, 'order-machines', MOWER);
    await fill(planner, 'order-start-date', germanDay(new Date()).split('-').reverse().join('.'));
    await fill(planner, 'order-start-time', '23:30');
    await planner.getByTestId('order-edit-save').click();
    await expect.poll(() => planner.getByTestId('order-machines').textContent()).toBe(MOWER);
    // He has nothing running that would keep him from starting it.
    expect((await api<TMyWork>('GET', '/work/current', { token: driverToken })).body.activity).toBeNull();
    await choose(planner, 'order-assign-employee', DRIVER);
    await planner.getByTestId('order-assign').click();
    await expect.poll(() => planner.getByTestId('order-status').textContent()).toBe('Zugewiesen');

    // 5. He starts it on his phone, mows two lanes inside the field and stops it through the wizard.
    const driver = await browser.signedIn(tenant.login('TEMPORARY_WORKER'), { viewport: PHONE, path: null });
    const lanes = lanesInside(field);
    const [entry] = lanes.corners;
    if (!entry) throw new Error('no lane to drive');
    await useFakeGps(driver, { ...entry, accuracy: 5 });
    await driver.goto('/meine-auftraege');
    await driver.getByTestId(`my-order-start-${orderId}`).click();
    const running = driver.getByTestId('running-order');
    const submit = driver.getByTestId('start-order-submit');
    await running.or(submit).first().waitFor();
    if (await submit.isVisible()) await submit.click();
    await expect.poll(() => running.getByTestId('running-order-name').textContent()).toBe(subject);
    await driveThrough(driver, lanes.corners);

    await running.getByTestId('running-order-stop').click();
    const wizard = driver.getByTestId('stop-wizard');
    await choose(driver, 'query-demo-dq-maehen-aufbereiter', 'Ja');
    await wizard.getByTestId('stop-wizard-next').click();
    // The AREA task record: the wizard sends the points still on the phone first (the recorder flushes only
    // every 30 s), then proposes the area the server's track covers; the driver keeps it.
    const record = driver.getByTestId('stop-task-record-0').locator('input');
    await expect.poll(() => record.inputValue()).toMatch(/^\d+,\d+$/);
    const proposed = Number((await record.inputValue()).replace(',', '.'));
    expect(proposed).toBeGreaterThan(0);
    await screenshot(driver, 'proof-of-work-stop-wizard');
    await wizard.getByTestId('stop-wizard-confirm').click();
    await expect.poll(() => driver.getByTestId('running-order').count()).toBe(0);

    // 6. The office sees it done with the area covered: at least a good part of the two lanes, no more than
    // they and the field hold; the order page shows the server's figure in German.
    await planner.reload();
    await expect.poll(() => planner.getByTestId('order-status').textContent()).toBe('Erledigt');
    const coverage = await api<TOrderCoverage>('GET', `/orders/orders/${orderId}/coverage`, { token: office });
    expect(coverage.body).toMatchObject({ fieldsKnown: true, widthM: WIDTH_M });
    const covered = coverage.body.areaHa ?? 0;
    expect(covered).toBeGreaterThan(lanes.mostHa / 4);
    expect(covered).toBeLessThanOrEqual(Math.min(lanes.mostHa, field.areaHa));
    // What the wizard proposed is what the order's track covers.
    expect(Math.abs(proposed - covered)).toBeLessThanOrEqual(0.01);
    await expect
      .poll(() => planner.getByTestId('order-track-coverage').first().textContent())
      .toBe(`Bearbeitete Fläche laut GPS: ${covered.toFixed(2).replace('.', ',')} ha bei 10 m Arbeitsbreite`);
    await screenshot(planner, 'proof-of-work-office');

    // The office can archive what the farmer drew (his list stays as before the test).
    const drawn = await api<TField>('GET', `/structures/company/fields/${field.id}`, { token: office });
    const archived = await api('PATCH', '/structures/company/fields/batch', {
      token: office,
      body: { fields: [{ id: field.id, version: drawn.body.version, archived: true }] },
    });
    expect(archived.status).toBe(200);
  });
});
