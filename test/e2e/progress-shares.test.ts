import { describe, expect, it } from 'vitest';
import { germanDayFrom } from '../../schemas/kernel/calendar';
import { orderStatusLabels } from '../../schemas/order-enums';
import type { TOrder } from '../../schemas/orders/order';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';
import { choose, fill, PHONE, useBrowser } from './browser';

/** A company of this file's own with the demo's records: what the file changes, no other file sees. */
const tenant = await newTenant({ demo: true });

const THOMSEN = 'demo-customer-10001';
const HAUKE = 'demo-employee-hauke-feddersen';

/** An order of the farmer Thomsen planned tomorrow (a draft until assigned). */
const draftOrder = async (token: string, name: string) => {
  const day = germanDayFrom(new Date(), 1);
  const created = await api<TOrder>('POST', '/orders/orders', {
    token,
    body: {
      name,
      plannedStartDateTime: `${day}T06:00:00Z`,
      customerIds: [THOMSEN],
      fieldIds: ['demo-field-deichkoppel'],
      serviceId: 'demo-service-grubbern',
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
};

const assign = async (token: string, order: TOrder) => {
  const assigned = await api<TOrder>('POST', `/orders/orders/${order.id}/assignment`, {
    token,
    body: { version: order.version, employeeId: HAUKE },
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
};

/**
 * Auftragsfortschritt teilen (issue 15): the office creates a progress link for a farmer and copies it
 * once; a new browser without any session opens it on a phone and sees the farmer's current order on the
 * map and in the list. An order assigned meanwhile shows with its status after the page's 20 s refresh,
 * without reloading.
 */
describe('orders progress link (e2e)', () => {
  const browser = useBrowser();

  it('the office creates a link; the farmer follows his orders signed out, live', async () => {
    const planner = await tenant.token('PLANNER');
    const run = Math.random().toString(36).slice(2, 8);
    const first = await draftOrder(planner, `Grubbern Deichkoppel ${run}`);
    await assign(planner, first);
    const later = await draftOrder(planner, `Walzen Deichkoppel ${run}`);

    const office = await browser.signedIn(tenant.login('OWNER'), { path: '/auftraege/fortschritt-links' });
    await office.getByTestId('progress-shares-table').waitFor();
    await office.getByTestId('progress-share-create').click();
    await office.getByTestId('progress-share-form').waitFor();
    await choose(office, 'field-customerId', 'Hof Thomsen GbR');
    await fill(office, 'field-label', `Fortschritt ${run}`);
    await office.getByTestId('progress-share-save').click();
    const shown = office.getByTestId('progress-share-link');
    await shown.waitFor();
    const link = new URL((await shown.textContent()) ?? '');
    expect(link.pathname).toMatch(/^\/fortschritt\/[\w-]{43}$/);

    const farmer = await browser.page(PHONE);
    await farmer.clock.install();
    await farmer.goto(link.pathname);
    const card = farmer.getByTestId(`progress-order-${first.id}`);
    await card.waitFor({ timeout: 20_000 });
    expect(await farmer.getByTestId(`progress-status-${first.id}`).textContent()).toContain(orderStatusLabels.ASSIGNED);
    expect(await card.textContent()).toContain('Deichkoppel');
    expect(await farmer.getByTestId('progress-as-of').textContent()).toMatch(/^Stand: \d\d\.\d\d\.\d{4}, \d\d:\d\d/);
    await farmer.locator('[data-testid="progress-map"][data-map-ready="true"]').waitFor({ timeout: 20_000 });
    // A draft is not the farmer's business yet.
    expect(await farmer.getByTestId(`progress-order-${later.id}`).count()).toBe(0);

    await assign(planner, later);
    await farmer.clock.fastForward(20_000);
    const appeared = farmer.getByTestId(`progress-status-${later.id}`);
    await expect
      .poll(async () => (await appeared.count()) > 0 && (await appeared.textContent()), { timeout: 10_000 })
      .toContain(orderStatusLabels.ASSIGNED);
  });
});
