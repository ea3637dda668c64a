import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newTenant } from '../support/tenants';
import {
  choose,
  e2eRuntime,
  fill,
  filterList,
  input,
  menuLink,
  PHONE,
  screenshot,
  signInWithForm,
  useBrowser,
  waitForLiveChanges,
  watchConsole,
} from './browser';

/** A company of this file's own with the demo's customers: the customers created here, no other file lists. */
const tenant = await newTenant({ demo: true, roles: ['OWNER'] });

/** As a user, in Debian chromium: login messages, creating a customer, live updates of an open list. */
describe('customers (e2e)', () => {
  const browser = useBrowser();
  const run = Date.now().toString(36).slice(-5).toUpperCase();
  const owner = () => tenant.login('OWNER');

  const createCustomer = async (page: Page, name: string, withContact: boolean) => {
    await page.goto('/kunden/neu');
    await page.getByTestId('customer-form').waitFor();
    await fill(page, 'customer-name', name);
    // Customer numbers are unique per company: each customer of this run gets its own.
    await fill(page, 'customer-customerNumber', `K-${run}-${withContact ? 1 : 2}`);
    await fill(page, 'customer-mail', `kontakt-${run.toLowerCase()}@example.org`);
    await fill(page, 'customer-addressStreet', 'Feldweg 3');
    await fill(page, 'customer-addressZip', '49377');
    await fill(page, 'customer-addressCity', 'Vechta');
    if (withContact) {
      await page.getByTestId('contact-add').click();
      await choose(page, 'customer-contactPersons.0.salutation', 'Frau');
      await fill(page, 'customer-contactPersons.0.firstName', 'Anna');
      await fill(page, 'customer-contactPersons.0.lastName', `Meyer ${run}`);
      await fill(page, 'customer-contactPersons.0.mail', `anna-${run.toLowerCase()}@example.org`);
      await page.getByTestId('customer-contactPersons.0.receivesReceiptMailsFor.bill').locator('input').check();
    }
    if (withContact) await screenshot(page, 'customer-form');
    await page.getByTestId('customer-save').click();
    await page.waitForURL(/\/kunden\/(?!neu)[^/]+$/, { timeout: 15_000 });
    await page.getByTestId('details-name').waitFor();
  };

  it('login shows the exact missing-fields and wrong-password messages', async () => {
    const page = await browser.page();
    const problems = watchConsole(page);
    await page.goto('/anmelden');
    await page.getByTestId('login-form').waitFor();
    await expect.poll(() => page.title()).toBe('Anmelden – Lohnwerk');
    // Local mode links the mail inbox (reset and invitation mails) from the app.
    expect(await page.getByTestId('mail-viewer-link').getAttribute('href')).toBe(e2eRuntime().mailViewerUrl);
    await page.getByTestId('login-submit').click();
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect((await error.textContent())?.trim()).toBe('Bitte gib deine Email-Adresse und dein Passwort ein.');
    await screenshot(page, 'login-missing-fields');

    await fill(page, 'login-email', owner().email);
    await fill(page, 'login-password', 'falsches-passwort');
    await page.getByTestId('login-submit').click();
    await page.getByText('Das Passwort ist falsch oder dieser Nutzer existiert nicht.').waitFor({ timeout: 15_000 });
    expect((await error.textContent())?.trim()).toBe('Das Passwort ist falsch oder dieser Nutzer existiert nicht.');
    await screenshot(page, 'login-wrong-password');

    // Password forgotten: the email is required, then a confirmation that does not tell whether the account exists.
    await fill(page, 'login-email', '');
    await page.getByTestId('forgot-password').click();
    await page.getByTestId('reset-submit').click();
    await page.getByText('Bitte gib deine Email-Adresse ein.', { exact: true }).waitFor();
    await fill(page, 'reset-email', owner().email);
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-sent').waitFor({ timeout: 10_000 });
    await screenshot(page, 'login-password-forgotten');
    expect(problems.filter((text) => !/400|401|Bad Request|Unauthorized/i.test(text))).toEqual([]);
  });

  it('login signs in through the form and lands on home', async () => {
    const page = await browser.page();
    await signInWithForm(page, owner().email, owner().password);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('the owner creates a customer with a contact person and finds it in details and list', async () => {
    const page = await browser.signedIn(owner());
    await screenshot(page, 'home');

    await menuLink(page, 'Kunden').click();
    await page.waitForURL('**/kunden');
    await expect.poll(() => page.title()).toBe('Kunden – Lohnwerk');

    const name = `E2E Hof ${run}`;
    await createCustomer(page, name, true);
    expect((await page.getByTestId('details-name').textContent())?.trim()).toBe(name);
    const contacts = page.getByTestId('contact-persons-table');
    await contacts.getByText(`Meyer ${run}`).waitFor();
    await expect.poll(() => contacts.getByText('Frau', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => contacts.getByText('Rechnung').count()).toBeGreaterThan(0);
    await screenshot(page, 'customer-details');

    await page.getByTestId('back-button').click();
    await page.waitForURL('**/kunden');
    await filterList(page, 'customers-filter', run);
    const row = page.getByTestId('customers-table').getByRole('link', { name, exact: true });
    await row.waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId('customers-table').getByText(`Anna Meyer ${run}`).count()).toBe(1);
    await screenshot(page, 'customers-list');
  }, 90_000);

  it('an empty save puts the cursor into the first wrong field; a taken number shows at its field', async () => {
    const page = await browser.signedIn(owner(), { viewport: PHONE });
    await page.goto('/kunden/neu');
    await page.getByTestId('customer-form').waitFor();
    // Phone fields give the phone keypad, the zip the number keypad.
    expect(await input(page, 'customer-phone').getAttribute('inputmode')).toBe('tel');
    expect(await input(page, 'customer-addressZip').getAttribute('inputmode')).toBe('numeric');

    const focusedField = () =>
      page.evaluate(() => document.activeElement?.closest('[data-field-path]')?.getAttribute('data-field-path'));
    await page.getByTestId('customer-save').click();
    await expect.poll(focusedField).toBe('name');
    await page.getByTestId('customer-name').getByText('Bitte gib einen Namen ein.').waitFor();
    await screenshot(page, 'customer-form-empty-save-phone');

    // Hof Thomsen, one of the demo's customers, has 10001.
    await fill(page, 'customer-name', `E2E Doppelt ${run}`);
    await fill(page, 'customer-customerNumber', '10001');
    await page.getByTestId('customer-save').click();
    await page.getByTestId('customer-customerNumber').getByText('Diese Kundennummer ist bereits vergeben.').waitFor();
    await expect.poll(focusedField).toBe('customerNumber');
    expect(new URL(page.url()).pathname).toBe('/kunden/neu');
  }, 90_000);

  it('a second signed-in browser sees created and renamed customers without reload', async () => {
    const writer = await browser.signedIn(owner());
    const watcher = await browser.signedIn(owner(), { viewport: PHONE });

    // On a phone the menu is an overlay drawer.
    await watcher.getByRole('button', { name: 'Menü', exact: true }).click();
    await watcher.getByTestId('nav-drawer').waitFor();
    await screenshot(watcher, 'phone-menu-drawer');
    await watcher.keyboard.press('Escape');
    await watcher.getByTestId('nav-drawer').waitFor({ state: 'detached' });

    const prefix = `Live ${run}`;
    await watcher.goto('/kunden');
    await filterList(watcher, 'customers-filter', prefix);
    await watcher.getByTestId('customers-no-match').waitFor({ timeout: 10_000 });
    // On a phone the list is cards, not a table.
    expect(await watcher.getByTestId('customers-table').count()).toBe(0);
    // The change must happen while the app listens.
    await waitForLiveChanges(watcher);
    const navigations: string[] = [];
    watcher.on('framenavigated', (frame) => {
      if (frame === watcher.mainFrame()) navigations.push(frame.url());
    });

    const created = `${prefix} Agrar`;
    await createCustomer(writer, created, false);
    await watcher.getByTestId('customers-cards').getByRole('link', { name: created, exact: true }).waitFor();
    // The card shows the customer's place (Ort) beside its number.
    expect(await watcher.getByTestId('customers-cards').getByText('Vechta', { exact: true }).count()).toBe(1);
    await screenshot(watcher, 'live-created-phone');

    await writer.getByTestId('customer-edit').click();
    await writer.getByTestId('customer-form').waitFor();
    const renamed = `${prefix} Agrar umbenannt`;
    await fill(writer, 'customer-name', renamed);
    await writer.getByTestId('customer-save').click();
    await writer.waitForURL(/\/kunden\/[^/]+$/);
    await writer.getByText(renamed, { exact: true }).first().waitFor();
    await watcher.getByTestId('customers-cards').getByRole('link', { name: renamed, exact: true }).waitFor();
    await screenshot(watcher, 'live-renamed-phone');

    expect(navigations).toEqual([]);
  }, 90_000);
});
