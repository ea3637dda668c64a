import { describe, expect, it } from 'vitest';
import type { TEmployeeLocation, TTracking } from '../../schemas/api/tracking';
import type { TMyWork, TTimeTracking } from '../../schemas/api/work';
import { germanDay } from '../../schemas/kernel/calendar';
import { CURRENT_TRACKING_KEY, ZRememberedTracking } from '../../web/src/tracking/activity-tracker';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';
import { choose, menuLink, PHONE, screenshot, signInWithForm, useBrowser } from './browser';

/** A company of this file's own with the demo's records: what the file changes, no other file sees. */
const tenant = await newTenant({ demo: true });

/**
 * The Fahrerbereich as a driver uses it (application.md §2 menu and badge, §4 'Internal work' and
 * 'Logout dialogs'): the overdue badge of Meine Aufträge, starting internal work, and 'Arbeitstag beenden'
 * stopping it before signing out.
 */
describe('Fahrerbereich (e2e)', () => {
  const browser = useBrowser();

  it('shows the overdue badge and own orders, and ends the running work when signing out', async () => {
    const driver = tenant.login('EMPLOYEE');
    const page = await browser.signedIn(driver);

    // §2: 'Meine Aufträge (badge counts orders whose planned start is already past)': two demo orders.
    await expect.poll(() => page.getByTestId('menu-badge-/meine-auftraege').textContent()).toBe('2');
    await menuLink(page, 'Meine Aufträge').click();
    await page.getByTestId('my-order-demo-order-mais-petersen').waitFor();
    expect(await page.locator('[data-testid^="my-order-overdue-"]').count()).toBe(2);
    await page.getByTestId('my-order-overdue-demo-order-guelle-thomsen').waitFor();
    await screenshot(page, 'my-orders', { fullPage: false });

    // Internal work: start Werkstatt (one operating unit: no question).
    await menuLink(page, 'Interne Arbeiten').click();
    await page.getByTestId('internal-work-start-preset-werkstatt').click();
    await expect.poll(() => page.getByTestId('internal-work-running-name').textContent()).toBe('Werkstatt');
    await screenshot(page, 'internal-work-running', { fullPage: false });

    // §4: with a running activity, Abmelden opens 'Arbeitstag beenden'.
    await menuLink(page, 'Abmelden').click();
    const dialog = page.getByTestId('logout-dialog');
    await dialog.getByText('Arbeitstag beenden', { exact: true }).waitFor();
    expect(await dialog.getByTestId('logout-running-activity').textContent()).toMatch(/^Werkstatt seit \d\d:\d\d Uhr$/);
    // The demo company asks for a note when internal work ends (§5 'Trage bitte eine Notiz ein.').
    await dialog.getByRole('button', { name: 'Beenden und Abmelden' }).click();
    await dialog.getByText('Trage bitte eine Notiz ein.').waitFor();
    // The message stands at the note field, and the cursor is in it.
    const note = dialog.getByTestId('logout-note');
    await note.getByText('Trage bitte eine Notiz ein.').waitFor();
    await expect.poll(() => note.locator('textarea').evaluate((area) => area === document.activeElement)).toBe(true);
    await screenshot(page, 'logout-end-workday');
    await note.locator('textarea').fill('Hydraulikschlauch getauscht');
    await dialog.getByRole('button', { name: 'Beenden und Abmelden' }).click();
    await page.waitForURL('**/anmelden');

    // The work was ended before signing out, with the note, and shows in Meine Arbeitszeiten.
    const token = await tenant.token('EMPLOYEE');
    const work = await api<TMyWork>('GET', '/work/current', { token });
    expect(work.body.activity).toBeNull();
    const today = germanDay(new Date());
    const times = await api<{ items: TTimeTracking[] }>('GET', `/work/time-trackings?from=${today}&to=${today}`, {
      token,
    });
    expect(times.body.items.find((item) => item.note === 'Hydraulikschlauch getauscht')?.end).not.toBeNull();

    // Signed out by the dialog: back in through the login form.
    await signInWithForm(page, driver.email, driver.password);
    await menuLink(page, 'Meine Arbeitszeiten').click();
    await page.getByText('Hydraulikschlauch getauscht').waitFor();
    await screenshot(page, 'my-work-times');
  });

  it('asks a person of two operating units which one the work counts for, on the phone', async () => {
    const page = await browser.signedIn(tenant.login('PLANNER'), { viewport: PHONE, path: '/interne-arbeiten' });
    await page.getByTestId('internal-work-start-preset-werkstatt').click();
    const unitDialog = page.getByTestId('internal-work-unit-dialog');
    await unitDialog.getByText('Für welchen Betrieb arbeitest du?').first().waitFor();
    await unitDialog.getByTestId('internal-work-unit-start').click();
    await unitDialog.getByText('Bitte wähle einen Betrieb aus.').waitFor();
    await choose(page, 'internal-work-unit', 'Niederlassung Schleswig');
    await unitDialog.getByTestId('internal-work-unit-start').click();
    await page.getByTestId('internal-work-running').getByText('Niederlassung Schleswig').waitFor();
    await screenshot(page, 'internal-work-phone');

    // Ending on the page: the note is asked for, then the start tiles come back.
    await page.getByTestId('internal-work-stop').click();
    await page.getByText('Trage bitte eine Notiz ein.').waitFor();
    await page.getByTestId('internal-work-note').locator('textarea').fill('Werkstatt aufgeräumt');
    await page.getByTestId('internal-work-stop').click();
    await page.getByTestId('internal-work-start-preset-pause').waitFor();
  });

  it("shows the owner the demo drivers' internal work with day and week sums (application.md §2 time trackings)", async () => {
    const page = await browser.signedIn(tenant.login('OWNER'), { path: '/mitarbeiter' });
    await page.getByTestId('link-employeeTimeTrackings').click();
    await page.waitForURL('**/mitarbeiter/zeiterfassung');
    const table = page.getByTestId('employee-times-table');
    // Both demo drivers' workshop time of the last two weeks is there before any filter.
    await table.getByText('Jonas Lorenzen').first().waitFor();
    await choose(page, 'employee-times-employee', 'Tim Brandt');
    await page.getByTestId('employee-times-show').click();
    await expect.poll(() => table.getByText('Jonas Lorenzen').count()).toBe(0);
    // Every demo weekday: workshop 06:30-09:00 (internal work, 2 Std. 30 Min.) and a pause of 30 Min.
    const timsRows = table.locator('tbody tr', { hasText: 'Tim Brandt' });
    expect(await timsRows.count()).toBeGreaterThanOrEqual(10);
    expect(await timsRows.filter({ hasText: '2 Std. 30 Min.' }).count()).toBeGreaterThanOrEqual(5);
    const weeks = page.getByTestId('employee-times-weeks');
    expect(await weeks.locator('tbody tr', { hasText: 'Tim Brandt' }).count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'employee-times', { fullPage: false });
  });

  it("records the driver's track while internal work runs and shows the office the points (issue 12 point 6)", async () => {
    // In this file, not beside it: the same demo driver starts internal work above, never at the same time.
    const page = await browser.signedIn(tenant.login('EMPLOYEE'), { viewport: PHONE, path: '/interne-arbeiten' });
    await page.context().grantPermissions(['geolocation']);
    const route = [54.4711, 54.4712, 54.4713, 54.4714];
    await page.context().setGeolocation({ latitude: route[0] ?? 0, longitude: 9.0511, accuracy: 8 });
    await page.getByTestId('internal-work-start-preset-werkstatt').click();
    const driverToken = await tenant.token('EMPLOYEE');
    const current = () => api<TMyWork>('GET', '/work/current', { token: driverToken });
    // The click starts the work in the background: wait until the server has it.
    await expect.poll(async () => (await current()).body.activity?.timeTrackingId).toBeTruthy();
    const work = await current();
    // The tracking the app created for this work (kept on the device so a reload continues it).
    const storedTracking = () => page.evaluate((key) => window.localStorage.getItem(key), CURRENT_TRACKING_KEY);
    await expect.poll(storedTracking).not.toBeNull();
    const { trackingId } = ZRememberedTracking.parse(JSON.parse((await storedTracking()) ?? ''));
    for (const latitude of route.slice(1))
      await page.context().setGeolocation({ latitude, longitude: 9.0511, accuracy: 8 });

    // The office sees the driver on the Mitarbeiterkarte's data: the first fix, doing internal work.
    const office = await tenant.token('OWNER');
    const driverAt = async () => {
      const locations = await api<{ items: TEmployeeLocation[] }>('GET', '/tracking/locations', { token: office });
      return locations.body.items.find((item) => item.employeeId === work.body.employee?.id);
    };
    await expect.poll(async () => (await driverAt())?.lat).toBe(route[0]);
    expect((await driverAt())?.activity).toBe('internal');

    // Ending the work sends what is left: the tracking of this time tracking holds the route's points.
    await page.getByTestId('internal-work-stop').click();
    await page.getByTestId('internal-work-note').locator('textarea').fill('Spur aufgezeichnet');
    await page.getByTestId('internal-work-stop').click();
    await page.getByTestId('internal-work-start-preset-pause').waitFor();
    const tracking = () =>
      api<TTracking & { points: { lat: number }[] }>('GET', `/tracking/trackings/${trackingId}`, {
        token: office,
      });
    await expect.poll(async () => (await tracking()).body.points.length).toBeGreaterThan(0);
    const { body } = await tracking();
    expect(body.timeTrackingId).toBe(work.body.activity?.timeTrackingId);
    for (const point of body.points) {
      expect(point.lat).toBeGreaterThanOrEqual(54.4711);
      expect(point.lat).toBeLessThanOrEqual(54.4714);
    }
  });
});
