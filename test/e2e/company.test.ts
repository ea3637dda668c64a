import { describe, expect, it } from 'vitest';
import { messageForCode } from '../../schemas/errors';
import { accountingSettingsMessages } from '../../schemas/messages';
import { newTenant } from '../support/tenants';
import { choose, fill, menuLink, PHONE, screenshot, useBrowser, type Viewport } from './browser';

const CONFLICT_CODE = 'LW_409_00_0001';

/** A company of this file's own with the demo's records (presets, units, name): what it saves, no other file sees. */
const tenant = await newTenant({ demo: true });

/** As owner, admin and accountant in Debian chromium: global settings, company page, Mein Betrieb, news. */
describe('company pages (e2e)', () => {
  const browser = useBrowser();
  const run = Date.now().toString(36).slice(-5).toUpperCase();
  const signedIn = (role: string, viewport?: Viewport) => browser.signedIn(tenant.login(role), { viewport });

  it('saves the global settings; a version conflict shows the catalogue message and reloads', async () => {
    const page = await signedIn('OWNER');
    await menuLink(page, 'Einstellungen').click();
    await page.waitForURL('**/einstellungen');
    const toggle = page.getByTestId('settings-enableCampaigns').locator('input');
    await toggle.waitFor();
    const before = await toggle.isChecked();
    await toggle.click();
    await page.getByTestId('settings-save').click();
    await page.getByText('Die Änderungen wurden gespeichert.', { exact: true }).first().waitFor();
    await screenshot(page, 'company-global-settings');

    // Someone else saved in between: the server answers 409.
    await page.route('**/structures/company/settings*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ code: CONFLICT_CODE, message: messageForCode(CONFLICT_CODE) }),
          })
        : route.continue(),
    );
    await toggle.click();
    await page.getByTestId('settings-save').click();
    await page.getByTestId('conflict-alert').getByText(messageForCode(CONFLICT_CODE)).waitFor();
    await page.unroute('**/structures/company/settings*');
    await page.getByTestId('conflict-reload').click();
    await page.getByTestId('conflict-alert').waitFor({ state: 'detached' });
    // The reloaded settings are the saved ones.
    expect(await toggle.isChecked()).toBe(!before);
  });

  it('picks a preset icon from the German-labelled set, and keeps it', async () => {
    const page = await signedIn('OWNER');
    await menuLink(page, 'Einstellungen').click();
    const icon = page.getByTestId('preset-internalActivityPresets.0-icon');
    // The demo's 'Werkstatt' shows its icon by German name, not the stored id.
    await expect.poll(() => icon.textContent()).toContain('Werkzeug');
    await icon.locator('button').first().click();
    await page.getByRole('option', { name: 'Kaffeepause' }).waitFor();
    await screenshot(page, 'company-preset-icon-picker', { fullPage: false });
    await page.keyboard.press('Escape');
    await choose(page, 'preset-internalActivityPresets.0-icon', 'Traktor');
    await screenshot(page, 'company-preset-icon', { fullPage: false });
    await page.getByTestId('settings-save').click();
    await page.getByText('Die Änderungen wurden gespeichert.', { exact: true }).first().waitFor();
    await page.reload();
    await expect.poll(() => icon.textContent()).toContain('Traktor');
  });

  it('Mein Betrieb: creates a unit with validated accounting numbers, archives it, and links on', async () => {
    const page = await signedIn('ADMIN');
    await menuLink(page, 'Mein Betrieb').click();
    await page.waitForURL('**/mein-betrieb');
    const table = page.getByTestId('operating-units');
    await table.getByText('Niederlassung Schleswig', { exact: true }).waitFor();
    await table.getByText('1234567', { exact: true }).waitFor();

    const name = `Außenstelle ${run}`;
    await page.getByTestId('unit-create').click();
    await fill(page, 'unit-name', name);
    await fill(page, 'unit-city', 'Bredstedt');
    await fill(page, 'unit-consultantNumber', '1000');
    await fill(page, 'unit-clientNumber', '100000');
    await page.getByTestId('unit-save').click();
    await page.getByText(accountingSettingsMessages.invalidTaxAdviserNumber(true), { exact: true }).waitFor();
    await page.getByText(accountingSettingsMessages.invalidClientNumber(true), { exact: true }).waitFor();
    await screenshot(page, 'company-unit-dialog-errors');
    // Nothing typed is lost: fix the numbers and save.
    expect(await page.getByTestId('unit-name').locator('input').inputValue()).toBe(name);
    await fill(page, 'unit-consultantNumber', '1001');
    await fill(page, 'unit-clientNumber', '99999');
    await page.getByTestId('unit-save').click();
    await table.getByText(name, { exact: true }).waitFor();
    await table.getByText('99999', { exact: true }).waitFor();

    const row = table.locator('tr', { hasText: name });
    await row.getByRole('button', { name: 'Archivieren' }).click();
    await page.getByTestId('unit-archive-confirm').click();
    await table.getByText(name, { exact: true }).waitFor({ state: 'detached' });
    await page.getByText('Archivierte anzeigen', { exact: true }).click();
    await table.locator('tr', { hasText: name }).getByText('Archiviert', { exact: true }).waitFor();
    await screenshot(page, 'company-my-company');

    await page.getByTestId('my-company-organization-link').click();
    await page.waitForURL('**/organisation');
    await page.goBack();
    await page.getByTestId('my-company-company-link').click();
    await page.waitForURL('**/betrieb');
    expect(await page.getByTestId('company-name').locator('input').inputValue()).toBe(
      'Lohnunternehmen Hansen GmbH & Co. KG',
    );
    await screenshot(page, 'company-page');
  });

  it('company page rejects an empty name with the schema message and keeps the input', async () => {
    const page = await browser.signedIn(tenant.login('OWNER'), { path: '/betrieb' });
    await fill(page, 'company-city', 'Husum-Nord');
    await fill(page, 'company-name', '');
    await page.getByTestId('company-save').click();
    await page.getByText('Bitte gib den Namen des Betriebs ein.', { exact: true }).waitFor();
    expect(await page.getByTestId('company-city').locator('input').inputValue()).toBe('Husum-Nord');
    // The cursor is in the first wrong field, so that a phone user sees what to fix.
    const focusedField = () =>
      page.evaluate(() => document.activeElement?.closest('[data-field-path]')?.getAttribute('data-field-path'));
    await expect.poll(focusedField).toBe('name');

    // An invalid email (the name given again) is the first wrong field now.
    await fill(page, 'company-name', 'Lohnunternehmen Hansen GmbH & Co. KG');
    await fill(page, 'company-email', 'keine-adresse');
    await page.getByTestId('company-city').locator('input').focus();
    await page.getByTestId('company-save').click();
    await page.getByText('Die Email-Adresse ist ungültig.', { exact: true }).waitFor();
    await expect.poll(focusedField).toBe('email');
  });

  it('shows the newest update infos (5 on narrow screens) and opens one', async () => {
    const page = await signedIn('PLANNER', PHONE);
    await page
      .getByRole('button', { name: /^Neuigkeiten/ })
      .first()
      .click();
    const panel = page.getByTestId('update-infos-panel');
    await panel.waitFor();
    await expect.poll(() => panel.getByTestId('update-info-item').count()).toBe(4);
    await screenshot(page, 'company-update-infos-phone');
    const first = panel.getByTestId('update-info-item').first().locator('a');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/neuigkeiten\/[^/]+$/);
    expect(await page.getByTestId('update-details-title').textContent()).toBe(title);
    expect(((await page.getByTestId('update-details-body').textContent()) ?? '').length).toBeGreaterThan(0);
    // Shown means seen: the count is gone.
    await expect.poll(() => page.getByRole('button', { name: /^Neuigkeiten \(/ }).count()).toBe(0);
  });

  it('shows 3 update infos on wide screens', async () => {
    const page = await signedIn('EMPLOYEE');
    await page
      .getByRole('button', { name: /^Neuigkeiten/ })
      .first()
      .click();
    const panel = page.getByTestId('update-infos-panel');
    await expect.poll(() => panel.getByTestId('update-info-item').count()).toBe(3);
  });
});
