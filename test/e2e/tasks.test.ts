import { describe, expect, it } from 'vitest';
import type { TCompany } from '../../schemas/api/company';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';
import { fill, menuLink, PHONE, screenshot, useBrowser } from './browser';

/**
 * Aufgaben and Auftragseinstellungen as their users meet them (application.md §2 orders: tasks list and
 * task details, order settings): a driver on the phone, the planner at the desk.
 */
/** A company of this file's own with the demo's records: its settings change under no other file. */
const tenant = await newTenant({ demo: true });

describe('tasks and order settings (e2e)', () => {
  const browser = useBrowser();

  it('a driver opens Aufgaben at 390 px and a task with its customers and what was planned', async () => {
    const page = await browser.signedIn(tenant.login('EMPLOYEE'), { viewport: PHONE });
    // Below 1400 px the menu is a drawer (§2).
    await page.getByRole('button', { name: 'Menü', exact: true }).click();
    await menuLink(page, 'Aufgaben').click();
    await page.waitForURL('**/aufgaben');
    // This week and next: yesterday's order of Tim's is among them.
    const card = page.getByTestId('task-demo-order-guelle-thomsen');
    await card.waitFor();
    expect(await page.getByTestId('tasks-from').locator('input').inputValue()).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    // Phone cards: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'tasks-phone', { fullPage: false });

    await card.click();
    await page.waitForURL('**/aufgaben/demo-order-guelle-thomsen');
    const details = page.getByTestId('task-details');
    await details.getByText('Gülle ausbringen (Schleppschuh)').waitFor();
    await page.getByTestId('task-customers').getByText('Dorfstraße 12, 25813 Husum').waitFor();
    await page.getByTestId('task-runs').getByText('Noch nichts erfasst.').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'task-details-phone');
  });

  it('the planner changes an order activity preset on the order settings page, and it is saved', async () => {
    const planner = await tenant.token('PLANNER');
    const before = (await api<TCompany>('GET', '/structures/company', { token: planner })).body;
    const page = await browser.signedIn(tenant.login('PLANNER'));
    await menuLink(page, 'Auftragseinstellungen').click();
    await page.waitForURL('**/auftraege/einstellungen');
    const name = `Umsetzen ${Date.now().toString(36)}`;
    const index = before.settings.orderActivityPresets.length;
    await page.getByTestId('presets-orderActivityPresets-add').click();
    await fill(page, `preset-orderActivityPresets.${index}-name`, name);
    await page.getByTestId('order-settings-save').click();
    await page.getByText('Die Änderungen wurden gespeichert.', { exact: true }).first().waitFor();
    await screenshot(page, 'order-settings');

    const after = (await api<TCompany>('GET', '/structures/company', { token: planner })).body;
    expect(after.settings.orderActivityPresets.at(-1)).toMatchObject({ name, purpose: 'OTHER', archived: false });
  });
});
