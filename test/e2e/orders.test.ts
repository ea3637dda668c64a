import { describe, expect, it } from 'vitest';
import { newTenant } from '../support/tenants';
import { choose, fill, input, menuLink, pick, screenshot, useBrowser } from './browser';

/** A company of this file's own with the demo's records: what the file changes, no other file sees. */
const tenant = await newTenant({ demo: true });

/**
 * The office's orders (application.md §2 create order, order details, orders administration, trash):
 * the planner plans an order, hands it to a driver, finds it by the driver, trashes and restores it.
 */
describe('orders (e2e)', () => {
  const browser = useBrowser();

  it('is created, assigned, found by employee, trashed and restored', async () => {
    const planner = await browser.signedIn(tenant.login('PLANNER'));
    await menuLink(planner, 'Aufträge').first().click();
    await expect.poll(() => planner.getByTestId('page-title').textContent()).toBe('Aufträge');
    await planner.getByTestId('orders-create').click();
    await expect.poll(() => planner.getByTestId('page-title').textContent()).toBe('Auftrag anlegen');

    // An empty name is refused at its field; German day and time are read as German.
    await planner.getByTestId('order-save').click();
    await planner.getByTestId('order-name').getByText('Bitte gib einen Namen für den Auftrag ein.').waitFor();
    await fill(planner, 'order-name', 'Mist streuen Koppel 7');
    await fill(planner, 'order-start-date', '3.8.27');
    await fill(planner, 'order-start-time', '6:30');
    // An order is handed out with a service (application.md §5 order rules).
    await choose(planner, 'order-service', 'Pflügen');
    await planner.getByTestId('order-save').click();

    // Details: a draft with its service, planned as typed; handed to Hauke Feddersen it is assigned.
    await expect.poll(() => planner.getByTestId('page-title').textContent()).toBe('Mist streuen Koppel 7');
    await expect.poll(() => planner.getByTestId('order-planned-start').textContent()).toBe('03.08.2027, 06:30');
    await expect.poll(() => planner.getByTestId('order-status').textContent()).toBe('Entwurf');
    await expect.poll(() => planner.getByTestId('order-service').textContent()).toBe('Pflügen');
    await choose(planner, 'order-assign-employee', 'Hauke Feddersen');
    await planner.getByTestId('order-assign').click();
    await expect.poll(() => planner.getByTestId('order-status').textContent()).toBe('Zugewiesen');
    await expect.poll(() => planner.getByTestId('order-employee').textContent()).toBe('Hauke Feddersen');
    const orderId = planner.url().split('/').at(-1) ?? '';

    // The list filtered by the driver shows it; back on its details it goes to the trash.
    await planner.getByTestId('back-button').click();
    await choose(planner, 'orders-employee', 'Hauke Feddersen');
    await planner.getByTestId('orders-show').click();
    await planner.getByTestId(`order-link-${orderId}`).waitFor();
    await screenshot(planner, 'orders-by-employee');
    await planner.getByTestId(`order-link-${orderId}`).click();
    await planner.getByTestId('order-trash').click();
    await expect.poll(() => planner.getByTestId('order-shelf').textContent()).toBe('Im Papierkorb');

    // In the trash (not in the lists), restored from there.
    await planner.getByTestId('back-button').click();
    await expect.poll(() => planner.getByTestId(`order-link-${orderId}`).count()).toBe(0);
    await planner.getByTestId('orders-trash-link').click();
    await planner.getByTestId(`order-link-${orderId}`).click();
    await planner.getByTestId('order-restore').click();
    await expect.poll(() => planner.getByTestId('order-shelf').textContent()).toBe('Aktiv');
  });

  it('is planned with customers, machines and times, then edited on its details', async () => {
    const planner = await browser.signedIn(tenant.login('PLANNER'));
    await planner.goto('/auftraege/neu');
    await expect.poll(() => planner.getByTestId('page-title').textContent()).toBe('Auftrag anlegen');
    await fill(planner, 'order-name', 'Silo walzen Petersen');
    await choose(planner, 'order-service', 'Pflügen');
    // One customer per order (the demo company does not plan multi-customer orders), and a sub-customer.
    await choose(planner, 'order-customer', 'Hof Thomsen GbR');
    await pick(planner, 'order-sub-customers', 'Milchviehbetrieb Nissen');
    await pick(planner, 'order-machines', 'Fendt 942 Vario');
    await pick(planner, 'order-machines', 'Fendt 724 Vario');
    await fill(planner, 'order-start-date', '4.8.27');
    await fill(planner, 'order-start-time', '7:00');
    await fill(planner, 'order-end-date', '4.8.27');
    await fill(planner, 'order-end-time', '15:00');
    await planner.getByTestId('order-save').click();

    await expect.poll(() => planner.getByTestId('page-title').textContent()).toBe('Silo walzen Petersen');
    await expect.poll(() => planner.getByTestId('order-customers').textContent()).toBe('Hof Thomsen GbR');
    await expect.poll(() => planner.getByTestId('order-sub-customers').textContent()).toBe('Milchviehbetrieb Nissen');
    await expect
      .poll(() => planner.getByTestId('order-machines').textContent())
      .toBe('Fendt 942 Vario, Fendt 724 Vario');
    await expect.poll(() => planner.getByTestId('order-planned-end').textContent()).toBe('04.08.2027, 15:00');
    // Nothing recorded yet: each kind of record says so, and there is no track.
    await planner.getByTestId('order-runs-empty').waitFor();
    await planner.getByTestId('order-amounts-empty').waitFor();
    await planner.getByTestId('order-track-empty').waitFor();

    // Bearbeiten: the form shows the plan; an end before the start is refused at the end day (§5 rule 3).
    await planner.getByTestId('order-edit').click();
    await expect.poll(() => input(planner, 'order-name').inputValue()).toBe('Silo walzen Petersen');
    await fill(planner, 'order-end-date', '3.8.27');
    await planner.getByTestId('order-edit-save').click();
    await planner
      .getByTestId('order-end-date')
      .getByText('Bitte trage den Endzeitpunkt ein. Das Enddatum darf nicht vor dem Startdatum liegen.')
      .waitFor();
    await fill(planner, 'order-name', 'Silo walzen Petersen (verlegt)');
    await fill(planner, 'order-end-date', '4.8.27');
    await fill(planner, 'order-end-time', '17:30');
    await planner.getByTestId('order-edit-save').click();
    await expect.poll(() => planner.getByTestId('page-title').textContent()).toBe('Silo walzen Petersen (verlegt)');
    await expect.poll(() => planner.getByTestId('order-planned-end').textContent()).toBe('04.08.2027, 17:30');
    await expect
      .poll(() => planner.getByTestId('order-machines').textContent())
      .toBe('Fendt 942 Vario, Fendt 724 Vario');
  });

  it("shows a finished order's track on the map", async () => {
    const planner = await browser.signedIn(tenant.login('PLANNER'));
    await planner.goto('/auftraege/demo-order-gras-vorige-woche');
    await expect.poll(() => planner.getByTestId('order-status').textContent()).toBe('Erledigt');
    await planner.locator('[data-testid="order-track-map"][data-map-ready="true"]').waitFor({ timeout: 20_000 });
    await expect
      .poll(() => planner.getByTestId('order-track-summary').textContent())
      .toBe('1 Aufzeichnung mit 48 Punkten');
    // The land the Jaguar's 7,5 m pickup covered, as the coverage layer's figure (issue 13 proof of work).
    await expect
      .poll(() => planner.getByTestId('order-track-coverage').first().textContent())
      .toMatch(/^Bearbeitete Fläche laut GPS: 1,\d\d ha bei 7,5 m Arbeitsbreite$/);
    await screenshot(planner, 'order-track');
  });
});
