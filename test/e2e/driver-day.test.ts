import { describe, expect, it } from 'vitest';
import type { TCompany } from '../../schemas/api/company';
import type { TMyWork } from '../../schemas/api/work';
import type { TOrder } from '../../schemas/orders/order';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';
import { choose, fill, input, PHONE, screenshot, useBrowser } from './browser';
import { gpsWatched, moveTo, useFakeGps } from './fake-gps';

/** The demo service whose orders ask the hour meter at start and stop and charge by hectare (task record AREA). */
const SERVICE = 'demo-service-mais-haeckseln';
const HOURS_QUERY = 'query-demo-dq-mais-haeckseln-stunden';
const HUSUM = 'demo-unit-husum';
const CUSTOMER = 'demo-customer-10001';

/** A company of this file's own with the demo's records: its driver works no other file's orders. */
const tenant = await newTenant({ demo: true });

/** The company's order activity presets (the demo company has work, travel and a pause). */
const orderPresets = async (owner: string) =>
  (await api<TCompany>('GET', '/structures/company', { token: owner })).body.settings.orderActivityPresets;

/**
 * The whole driver day on a phone (issue 12 points 4, 5 and 11; application.md §4 'Stopping an order
 * (wizard)'): the office plans and assigns an order of its own; the demo driver starts it answering the
 * start query and the counter, records an amount, pauses, stops through the wizard (queries, counters,
 * task records); the order leaves Meine Aufträge and the planner sees it done.
 */
describe('the driver day (e2e, phone)', () => {
  const browser = useBrowser();

  it('starts, records, pauses and stops an order through the wizard; the office sees it done', async () => {
    const [planner, owner, driver] = await Promise.all([
      tenant.token('PLANNER'),
      tenant.token('OWNER'),
      tenant.token('TEMPORARY_WORKER'),
    ]);
    const presets = await orderPresets(owner);
    const pause = presets.find((preset) => preset.purpose === 'PAUSE' && !preset.archived);
    expect(pause).toBeDefined();
    // He starts the day with nothing running.
    expect((await api<TMyWork>('GET', '/work/current', { token: driver })).body.activity).toBeNull();
    const me = await api<TMyWork>('GET', '/work/current', { token: driver });
    const employeeId = me.body.employee?.id ?? '';

    // A machine of its own with an hour meter: the counter the run reads, raised by the stop.
    const machine = await api<{ id: string }>('POST', '/masterdata/machines', {
      token: owner,
      body: { name: `Häcksler Fahrertag ${Date.now()}`, currentOperatingHours: '1200.5', operatingUnitIds: [HUSUM] },
    });
    expect(machine.status).toBe(201);
    const created = await api<TOrder>('POST', '/orders/orders', {
      token: planner,
      body: {
        name: `Fahrertag ${Date.now()}`,
        serviceId: SERVICE,
        operatingUnitId: HUSUM,
        customerIds: [CUSTOMER],
        machineIds: [machine.body.id],
        plannedStartDateTime: new Date(Date.now() - 3_600_000).toISOString(),
      },
    });
    expect(created.status).toBe(201);
    const orderId = created.body.id;
    const assigned = await api<TOrder>('POST', `/orders/orders/${orderId}/assignment`, {
      token: planner,
      body: { version: created.body.version, employeeId },
    });
    expect(assigned.status).toBe(200);

    const page = await browser.signedIn(tenant.login('TEMPORARY_WORKER'), { viewport: PHONE, path: null });
    // The phone's GPS: the run is recorded while its preset is not a pause (§4 Tracking).
    const field = { latitude: 54.4801, longitude: 9.0702 };
    await useFakeGps(page, { ...field, accuracy: 8 });
    await page.goto('/meine-auftraege');
    await page.getByTestId(`my-order-start-${orderId}`).click();
    const dialog = page.getByTestId('start-order-dialog');
    // The mandatory start query is asked for with the spec's text; the counter starts at the machine's hours.
    await expect.poll(() => input(page, 'start-order-counter-0').inputValue()).toBe('1.200,5');
    await dialog.getByTestId('start-order-submit').click();
    await dialog.getByText('Bitte fülle alle Fahrerabfragen aus.').waitFor();
    await fill(page, `${HOURS_QUERY}-before`, '1.200,5');
    await fill(page, `${HOURS_QUERY}-after`, '1.200,5');
    await screenshot(page, 'driver-day-start');
    await dialog.getByTestId('start-order-submit').click();

    const running = page.getByTestId('running-order');
    await expect.poll(() => running.getByTestId('running-order-name').textContent()).toBe(created.body.name);
    // Starting something else waits until this one is stopped (§4).
    await expect
      .poll(async () => (await api<TMyWork>('GET', '/work/current', { token: driver })).body.activity?.orderId)
      .toBe(orderId);

    // Lanes over the field, fixes a second apart on the phone's clock: the recorder averages them into track points.
    await gpsWatched(page);
    for (let lane = 1; lane <= 8; lane++) {
      await page.clock.fastForward(1_000);
      await moveTo(page, { latitude: field.latitude + lane * 0.0004, longitude: field.longitude, accuracy: 8 });
    }

    // 'Menge erfassen': an article and a German amount, listed on the card.
    await page.getByTestId('running-order-record').getByRole('button').first().click();
    await choose(page, 'record-amount-article', 'Siliermittel Mais (biologisch)');
    await fill(page, 'record-amount-amount', '1,5');
    await page.getByTestId('record-amount-submit').click();
    await running
      .getByTestId('running-order-amounts')
      .getByText('Siliermittel Mais (biologisch): 1,5 t', { exact: false })
      .waitFor();

    // Pause: the activity's preset is the pause (GPS recording stops by its purpose).
    if (pause) {
      await page.getByTestId(`running-order-preset-${pause.id}`).click();
      await expect
        .poll(
          async () =>
            (await api<TMyWork>('GET', '/work/current', { token: driver })).body.activity?.orderActivityPresetId,
        )
        .toBe(pause.id);
    }
    await screenshot(page, 'driver-day-running');

    // The stop wizard: driver queries, machine counters, task records - each view checked on 'Weiter'.
    await running.getByTestId('running-order-stop').click();
    const wizard = page.getByTestId('stop-wizard');
    await wizard.getByTestId('stop-wizard-next').click();
    await wizard.getByText('Bitte fülle alle Fahrerabfragen aus.').waitFor();
    await fill(page, `${HOURS_QUERY}-before`, '1.200,5');
    await fill(page, `${HOURS_QUERY}-after`, '1.208');
    await wizard.getByTestId('stop-wizard-next').click();
    // The hour meter's end is proposed with the machine's hours; an emptied one is refused on 'Weiter'.
    await fill(page, 'stop-counter-end-0', '');
    await wizard.getByTestId('stop-wizard-next').click();
    await wizard.getByText('Bitte fülle alle Maschinenzähler aus.').waitFor();
    await fill(page, 'stop-counter-end-0', '1.208');
    await wizard.getByTestId('stop-wizard-next').click();
    await fill(page, 'stop-task-record-0', '4,2');
    await screenshot(page, 'driver-day-stop-wizard');
    await wizard.getByTestId('stop-wizard-confirm').click();

    // Stopped: the order leaves Meine Aufträge and nothing runs any more.
    await expect.poll(() => page.getByTestId('stop-wizard').count()).toBe(0);
    await expect.poll(() => page.getByTestId(`my-order-start-${orderId}`).count()).toBe(0);
    await expect.poll(() => page.getByTestId('running-order').count()).toBe(0);
    expect((await api<TMyWork>('GET', '/work/current', { token: driver })).body.activity).toBeNull();
    const hours = await api<{ currentOperatingHours: string | null }>(
      'GET',
      `/masterdata/machines/${machine.body.id}`,
      {
        token: owner,
      },
    );
    expect(hours.body.currentOperatingHours).toBe('1208');

    // The office sees it done on its details page, with the track the phone recorded on the map.
    const office = await browser.signedIn(tenant.login('PLANNER'), { path: `/auftraege/${orderId}` });
    await expect.poll(() => office.getByTestId('order-status').textContent()).toBe('Erledigt');
    await expect
      .poll(() => office.getByTestId('order-track-summary').textContent())
      .toMatch(/1 Aufzeichnung mit \d+ Punkten/);
    await screenshot(office, 'driver-day-office-done');
  });
});
