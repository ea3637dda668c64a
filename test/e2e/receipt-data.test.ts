import { describe, expect, it } from 'vitest';
import { receiptDataMessages } from '../../schemas/messages';
import { newTenant } from '../support/tenants';
import { choose, fill, input, PHONE, screenshot, useBrowser } from './browser';

/** A company of this file's own with the demo's records: what the file changes, no other file sees. */
const tenant = await newTenant({ demo: true, receiptFiles: true });

/** The receipt data (issue 14 point 2): Belegdaten of a unit, Rechnungsstellung of a customer; fill, save, reload, see. */
describe('receipt data (e2e)', () => {
  const browser = useBrowser();
  const run = Date.now().toString(36).slice(-5).toUpperCase();

  it('Mein Betrieb: a unit gets its Belegdaten; a wrong IBAN shows at its field, the saved one in groups', async () => {
    const page = await browser.signedIn(tenant.login('OWNER'), { path: '/mein-betrieb' });
    const table = page.getByTestId('operating-units');
    await table.getByText('Niederlassung Schleswig', { exact: true }).waitFor();

    const name = `Belegstelle ${run}`;
    await page.getByTestId('unit-create').click();
    await fill(page, 'unit-name', name);
    await fill(page, 'unit-vatId', 'DE 812 345 678');
    await fill(page, 'unit-iban', 'DE89 3704 0044 0532 0130 01');
    await fill(page, 'unit-creditorId', 'DE98ZZZ09999999999');
    await page.getByTestId('unit-receiptFooter').locator('textarea').fill(`Fußzeile ${run}`);
    await page.getByTestId('unit-save').click();
    await page.getByTestId('unit-iban').getByText(receiptDataMessages.invalidIban, { exact: true }).waitFor();
    await screenshot(page, 'receipt-data-unit-wrong-iban');
    await fill(page, 'unit-iban', 'DE89 3704 0044 0532 0130 00');
    await page.getByTestId('unit-save').click();
    await table.getByText(name, { exact: true }).waitFor();

    await page.reload();
    await table.locator('tr', { hasText: name }).getByRole('button', { name: 'Bearbeiten' }).click();
    await page.getByTestId('unit-receipt-data').waitFor();
    expect(await input(page, 'unit-iban').inputValue()).toBe('DE89 3704 0044 0532 0130 00');
    expect(await input(page, 'unit-vatId').inputValue()).toBe('DE812345678');
    expect(await page.getByTestId('unit-receiptFooter').locator('textarea').inputValue()).toBe(`Fußzeile ${run}`);
    await page.getByTestId('unit-logo-upload').waitFor();
    await screenshot(page, 'receipt-data-unit-dialog');
  }, 90_000);

  it('a customer gets its Rechnungsstellung at 390 px; the planner sees the mandate hidden', async () => {
    const page = await browser.signedIn(tenant.login('OWNER'), { viewport: PHONE });
    await page.goto('/kunden/neu');
    await page.getByTestId('customer-form').waitFor();
    await fill(page, 'customer-name', `Belegtest ${run}`);
    await fill(page, 'customer-customerNumber', `B-${run}`);
    await fill(page, 'customer-vatId', 'DE123');
    await choose(page, 'customer-paymentMethod', 'SEPA-Lastschrift');
    await page.getByTestId('customer-save').click();
    await page.getByTestId('customer-vatId').getByText(receiptDataMessages.invalidVatId, { exact: true }).waitFor();
    await page.getByTestId('customer-sepaMandate-error').getByText(receiptDataMessages.mandateRequired).waitFor();
    await screenshot(page, 'receipt-data-customer-errors-phone');

    await fill(page, 'customer-vatId', 'DE123456788');
    await page.getByTestId('customer-sepaMandate-toggle').locator('input').check();
    await fill(page, 'customer-sepaMandate-reference', `M-${run}`);
    await fill(page, 'customer-sepaMandate-signedOn', '01.03.2025');
    await fill(page, 'customer-sepaMandate-iban', 'DE02 1203 0000 0000 2020 52');
    await page.getByTestId('customer-save').click();
    await page
      .getByTestId('customer-sepaMandate-iban')
      .getByText(receiptDataMessages.invalidIban, { exact: true })
      .waitFor();
    await fill(page, 'customer-sepaMandate-iban', 'DE02 1203 0000 0000 2020 51');
    await page.getByTestId('customer-save').click();
    await page.waitForURL(/\/kunden\/(?!neu)[^/]+$/, { timeout: 15_000 });
    const detailsPath = new URL(page.url()).pathname;

    await page.reload();
    await page.getByTestId('customer-billing-details').waitFor();
    expect((await page.getByTestId('details-vatId').textContent())?.trim()).toBe('DE123456788');
    const mandate = (await page.getByTestId('details-sepaMandate').textContent()) ?? '';
    expect(mandate).toContain(`M-${run} vom 01.03.2025`);
    expect(mandate).toContain('DE02 1203 0000 0000 2020 51');
    await screenshot(page, 'receipt-data-customer-details-phone');

    const planner = await browser.signedIn(tenant.login('PLANNER'), { path: detailsPath });
    await planner.getByTestId('customer-billing-details').waitFor();
    expect((await planner.getByTestId('details-sepaMandate').textContent())?.trim()).toBe('verborgen');
    expect(await planner.getByText('2020 51').count()).toBe(0);
  }, 90_000);
});
