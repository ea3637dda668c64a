import { buffer } from 'node:stream/consumers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, idTokenFor } from '../support/api-client';
import { newTenant } from '../support/tenants';
import {
  choose,
  fill,
  filterList,
  input,
  PHONE,
  pick,
  screenshot,
  useBrowser,
  type Viewport,
  waitForLiveChanges,
  watchConsole,
} from './browser';

/** A company of this file's own with the demo's records: what the file changes, no other file sees. */
const tenant = await newTenant({ demo: true });

type Stored = { id: string; version: number; name: string };

/**
 * As a user, in Debian chromium: articles with tiered prices and a price agreement that the price
 * check applies, German validation messages, live and filtered lists with CSV export and remembered
 * columns, roles, the customers map, phone cards and the machine history.
 */
describe('master data (e2e)', () => {
  const browser = useBrowser();
  const run = Date.now().toString(36).slice(-5).toUpperCase();
  const owner = () => tenant.login('OWNER');

  /** A fresh browser context of its own, already signed in as the owner, at `path`. */
  const ownerPage = (path: string | null, viewport?: Viewport): Promise<Page> =>
    browser.signedIn(owner(), { path, viewport });

  const ownerToken = () => idTokenFor(owner().email, owner().password);

  const createMachine = async (name: string, currentOperatingHours: string | null = null) => {
    const created = await api<Stored>('POST', '/masterdata/machines', {
      token: await ownerToken(),
      body: { name, manufacturer: 'Fendt', model: '724 Vario', currentOperatingHours },
    });
    expect(created.status).toBe(201);
    return created.body;
  };

  /** The visible header counter of a list, e.g. '(41)' or '(2/41)'. */
  const counter = async (page: Page, testId: string) =>
    (await page.getByTestId(testId).locator('h1').first().textContent())?.match(/\([\d/]+\)/)?.[0] ?? '';

  it('an article with tiered prices and a price agreement that the price check then applies', async () => {
    const page = await ownerPage(null);
    const problems = watchConsole(page);

    // The article: 1,80 € per litre for the first 100 l, 1,70 € for every further litre.
    const article = `Diesel E2E ${run}`;
    await page.goto('/artikel/neu');
    await page.getByTestId('resource-form').waitFor();
    await fill(page, 'field-name', article);
    await choose(page, 'field-unit', 'l (Liter)');
    // Segments carry their option id as test id (the control also renders a select for narrow screens).
    await page.getByTestId('pricing-price-type').getByTestId('TIERED').click();
    await page.getByTestId('pricing-tiers-item').first().waitFor();
    await fill(page, 'field-pricing-pricePerUnit-tiers-0-from', '0');
    await fill(page, 'field-pricing-pricePerUnit-tiers-0-price', '1,80');
    await page.getByTestId('pricing-tiers-add').click();
    await fill(page, 'field-pricing-pricePerUnit-tiers-1-from', '100');
    await fill(page, 'field-pricing-pricePerUnit-tiers-1-price', '1,70');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'masterdata-article-form');
    await page.getByTestId('resource-save').click();
    await page.waitForURL(/\/artikel\/(?!neu)[^/]+$/, { timeout: 15_000 });
    await page.getByTestId('resource-price').waitFor();
    expect(await page.getByTestId('resource-price').textContent()).toBe('Staffel ab 1,70 €');
    const tiers = page.getByTestId('tier-table');
    await tiers.getByText('100 l', { exact: true }).waitFor();
    expect(await tiers.getByText('1,80 €', { exact: true }).count()).toBe(1);
    expect(await tiers.getByText('1,70 €', { exact: true }).count()).toBe(1);
    await screenshot(page, 'masterdata-article-details');

    // The agreement: Hof Thomsen pays 1,55 € per litre since the first of the month.
    const agreement = `Diesel Thomsen E2E ${run}`;
    const now = new Date();
    const germanFirstOf = (day: Date) => `01.${String(day.getMonth() + 1).padStart(2, '0')}.${day.getFullYear()}`;
    const firstOfMonth = germanFirstOf(now);
    await page.goto('/preisvereinbarungen/neu');
    await page.getByTestId('priceAgreement-form').waitFor();
    await fill(page, 'field-name', agreement);
    const start = input(page, 'field-start');
    await start.click();
    await start.press('ControlOrMeta+a');
    await start.pressSequentially(firstOfMonth);
    await expect.poll(() => start.inputValue()).toBe(firstOfMonth);
    await page.getByTestId('agreement-target-type').getByTestId('CUSTOMERS').click();
    await pick(page, 'field-customerTarget-customerIds', 'Hof Thomsen GbR');
    await choose(page, 'field-priceTarget-resourceId', article);
    await fill(page, 'field-priceTarget-overrides-0-pricing-pricePerUnit-price', '1,55');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'masterdata-agreement-form');
    await page.getByTestId('priceAgreement-save').click();
    await page.waitForURL(/\/preisvereinbarungen\/(?!neu)[^/]+$/, { timeout: 15_000 });
    const check = page.getByTestId('price-check');
    await check.waitFor();
    // The details name the article and the customer, not their ids.
    await page.getByText(article, { exact: true }).first().waitFor();
    await page.getByText('Hof Thomsen GbR', { exact: true }).first().waitFor();

    const quote = async (customer: string, amount: string) => {
      await choose(page, 'price-check-customer', customer);
      await fill(page, 'price-check-amount', amount);
      const result = page.getByTestId('price-check-result');
      const shown = async () => ((await result.count()) > 0 ? await result.textContent() : null);
      const before = await shown();
      await page.getByTestId('price-check-run').click();
      // A new calculation replaces the result of the previous one.
      await expect.poll(shown, { timeout: 10_000 }).not.toBeNull();
      await expect.poll(shown, { timeout: 10_000 }).not.toBe(before);
      return (await shown()) ?? '';
    };

    const agreed = await quote('Hof Thomsen GbR', '200');
    expect(agreed).toContain('1,55 €');
    expect(agreed).toContain('Summe 310,00 €');
    expect(await page.getByTestId('price-check-source').textContent()).toBe(
      `Preis aus der Vereinbarung „${agreement}“`,
    );
    await screenshot(page, 'masterdata-price-check-agreement');

    // Nissen has no agreement for this article: 100 l × 1,80 € + 100 l × 1,70 € = 350 €, 1,75 € per litre.
    const own = await quote('Milchviehbetrieb Nissen', '200');
    expect(own).toContain('1,75 €');
    expect(own).toContain('Summe 350,00 €');
    expect(await page.getByTestId('price-check-source').textContent()).toBe(
      'Preis des Artikels (keine Vereinbarung gilt)',
    );
    await screenshot(page, 'masterdata-price-check-article');

    // A day typed the German way is the day asked for: before the agreement began, Thomsen pays the
    // article's price too.
    const before = germanFirstOf(new Date(now.getFullYear(), now.getMonth() - 1, 1));
    const date = input(page, 'price-check-date');
    await date.fill(before);
    await date.blur();
    expect(await date.inputValue()).toBe(before);
    const earlier = await quote('Hof Thomsen GbR', '200');
    expect(earlier).toContain('1,75 €');
    expect(earlier).toContain('Summe 350,00 €');
    expect(await page.getByTestId('price-check-source').textContent()).toBe(
      'Preis des Artikels (keine Vereinbarung gilt)',
    );

    // A negative amount is named at the amount field, with the schema's message; nothing is shown as price.
    await fill(page, 'price-check-amount', '-5');
    await page.getByTestId('price-check-run').click();
    const amount = page.getByTestId('price-check-amount');
    await amount.getByText('Der Wert darf nicht negativ sein.', { exact: true }).waitFor();
    expect(await input(page, 'price-check-amount').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('price-check-result').count()).toBe(0);
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[data-field-path]')?.getAttribute('data-field-path')),
      )
      .toBe('amount');
    await screenshot(page, 'masterdata-price-check-negative');
    expect(problems).toEqual([]);
  }, 60_000);

  it('the article form shows the German message of the shared schema and creates nothing', async () => {
    const page = await ownerPage(null);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/masterdata/')) posts.push(request.url());
    });
    await page.goto('/artikel/neu');
    await page.getByTestId('resource-form').waitFor();
    await page.getByTestId('resource-save').click();
    const nameField = page.getByTestId('field-name');
    await nameField.getByText('Bitte gib einen Namen für den Artikel ein.', { exact: true }).waitFor();
    // The cursor is put into the first wrong field, so a phone user sees what to fix.
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[data-field-path]')?.getAttribute('data-field-path')),
      )
      .toBe('name');
    await page.getByText('Bitte überprüfe die markierten Eingaben.').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'masterdata-article-validation');
    expect(new URL(page.url()).pathname).toBe('/artikel/neu');
    expect(posts).toEqual([]);
  });

  it('a supplier number another supplier has is refused at its field; phone and mail get their keypads', async () => {
    const page = await ownerPage('/lieferanten/neu');
    await page.getByTestId('supplier-form').waitFor();
    expect(await input(page, 'field-phone').getAttribute('inputmode')).toBe('tel');
    expect(await input(page, 'field-mail').getAttribute('inputmode')).toBe('email');
    expect(await input(page, 'field-addressZip').getAttribute('inputmode')).toBe('numeric');
    await fill(page, 'field-name', `Landhandel E2E ${run}`);
    // The demo supplier Landhandel has 70001.
    await fill(page, 'field-supplierNumber', '70001');
    await page.getByTestId('supplier-save').click();
    await page
      .getByTestId('field-supplierNumber')
      .getByText('Diese Lieferantennummer ist bereits vergeben.', { exact: true })
      .waitFor({ timeout: 10_000 });
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[data-field-path]')?.getAttribute('data-field-path')),
      )
      .toBe('supplierNumber');
    expect(new URL(page.url()).pathname).toBe('/lieferanten/neu');
    await screenshot(page, 'masterdata-supplier-number-taken');
  });

  it('the supplier settings show the next number as it is and name a wrong one at its field', async () => {
    const page = await ownerPage('/lieferanten/einstellungen');
    await page.getByTestId('suppliers-settings-form').waitFor();
    const next = input(page, 'field-nextSupplierNumber');
    // A number that names, not an amount: no thousands dot (70006, not 70.006).
    await expect.poll(() => next.inputValue()).toMatch(/^\d+$/);
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
    await next.fill('-3');
    await page.getByTestId('suppliers-settings-save').click();
    await page
      .getByTestId('field-nextSupplierNumber')
      .getByText('Bitte gib eine ganze Zahl größer als 0 ein.', { exact: true })
      .waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[data-field-path]')?.getAttribute('data-field-path')),
      )
      .toBe('nextSupplierNumber');
    expect(puts).toEqual([]);
  });

  it('a second signed-in browser sees a created machine in the open list without reload', async () => {
    const watcher = await ownerPage('/maschinen');
    const name = `Live Schlepper ${run}`;
    await watcher.getByTestId('machine-table').waitFor();
    await filterList(watcher, 'machine-filter', `Live Schlepper ${run}`);
    await watcher.getByTestId('machine-no-match').waitFor({ timeout: 10_000 });
    // The change must happen while the app listens.
    await waitForLiveChanges(watcher);
    const navigations: string[] = [];
    watcher.on('framenavigated', (frame) => {
      if (frame === watcher.mainFrame()) navigations.push(frame.url());
    });

    // The other browser: the owner, signed in there too, creates the machine in the form.
    const writer = await ownerPage('/maschinen/neu');
    await writer.getByTestId('machine-form').waitFor();
    await fill(writer, 'field-name', name);
    await fill(writer, 'field-licensePlate', `NF-LW ${run.slice(0, 3)}`);
    await fill(writer, 'field-currentOperatingHours', '1250,5');
    await writer.getByTestId('machine-save').click();
    await writer.waitForURL(/\/maschinen\/(?!neu)[^/]+$/, { timeout: 15_000 });
    await watcher.getByTestId('machine-table').getByRole('link', { name, exact: true }).waitFor();
    await screenshot(watcher, 'masterdata-live-machine');
    expect(navigations).toEqual([]);
  }, 60_000);

  it('the articles list pages, filters, exports CSV and remembers hidden columns', async () => {
    const page = await ownerPage('/artikel');
    const table = page.getByTestId('resource-table');
    await table.getByTestId('record-link').first().waitFor();
    const total = Number((await counter(page, 'resource-table')).match(/\((\d+)\)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(40);
    // 25 per page: the first page is full and there is a second one.
    expect(await table.getByTestId('record-link').count()).toBe(25);
    await screenshot(page, 'masterdata-articles-list');
    await page.getByRole('button', { name: 'Seite 2 aller Seiten', exact: true }).click();
    await expect.poll(() => table.getByTestId('record-link').count()).toBe(total - 25);

    await filterList(page, 'resource-filter', 'Saatgut');
    await expect.poll(() => counter(page, 'resource-table')).toMatch(new RegExp(`\\(\\d+/${total}\\)`));
    const names = await table.getByTestId('record-link').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThan(total);
    // The free text finds the word in any column: the name or a tag ('Saatgut').
    const rows = await table.locator('tbody tr').allTextContents();
    for (const row of rows) expect(row.toLowerCase()).toContain('saatgut');
    await screenshot(page, 'masterdata-articles-filtered');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('resource-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^artikel-\d{4}-\d{2}-\d{2}\.csv$/);
    // Read from the stream (the file lies with the browser, which this test only connects to), as bytes:
    // a text decoder would drop the byte-order mark that is checked here.
    const csv = (await buffer(await download.createReadStream())).toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header = '', ...lines] = csv.slice(1).split('\r\n').filter(Boolean);
    expect(header.split(';')).toContain('Name');
    expect(lines.length).toBe(names.length);

    // Hide the VAT column; it stays hidden after a reload.
    const vatHeader = table.getByRole('columnheader', { name: 'MwSt.' });
    expect(await vatHeader.count()).toBeGreaterThan(0);
    await page.getByTestId('resource-preferences').locator('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await screenshot(page, 'masterdata-articles-preferences');
    await dialog.getByLabel('MwSt.', { exact: true }).uncheck();
    await dialog.getByRole('button', { name: 'Übernehmen', exact: true }).click();
    await expect.poll(() => vatHeader.count()).toBe(0);
    await page.reload();
    await table.getByTestId('record-link').first().waitFor();
    expect(await table.getByRole('columnheader', { name: 'Name' }).count()).toBeGreaterThan(0);
    expect(await vatHeader.count()).toBe(0);
  }, 60_000);

  it('an employee sees the articles without the create button and is sent home from price agreements', async () => {
    const page = await browser.signedIn(tenant.login('EMPLOYEE'), { path: '/artikel' });
    await page.getByTestId('resource-table').getByTestId('record-link').first().waitFor();
    expect(await page.getByTestId('resource-create').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Artikel anlegen' }).count()).toBe(0);
    await screenshot(page, 'masterdata-articles-employee');
    await page.goto('/preisvereinbarungen');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await page.getByTestId('home-greeting').waitFor();
  });

  it('the customers map shows the demo customers with a position and lists those without', async () => {
    const page = await ownerPage('/kunden/karte');
    await page.getByTestId('customers-map').waitFor();
    await expect.poll(() => page.locator('.customer-marker').count()).toBeGreaterThanOrEqual(20);
    const without = page.getByTestId('customers-without-position');
    await without.getByTestId('customer-without-position').first().waitFor();
    expect(await without.textContent()).toMatch(/Ohne Position: \d+ Kunden?/);
    await screenshot(page, 'masterdata-customers-map');
  });

  it('on a phone the machines list shows cards instead of a table', async () => {
    const page = await ownerPage('/maschinen', PHONE);
    const cards = page.getByTestId('machine-cards');
    await cards.getByTestId('record-link').first().waitFor();
    expect(await page.getByTestId('machine-table').count()).toBe(0);
    await screenshot(page, 'masterdata-machines-phone');
  });

  it('editing the operating hours of a machine shows up in its history', async () => {
    const machine = await createMachine(`Fendt 724 E2E ${run}`, '1000');
    const page = await ownerPage(`/maschinen/${machine.id}`);
    await page.getByTestId('record-edit').click();
    await page.getByTestId('machine-form').waitFor();
    // Shown the German way, with the thousands dot.
    await expect.poll(() => input(page, 'field-currentOperatingHours').inputValue()).toBe('1.000');
    await fill(page, 'field-currentOperatingHours', '1012,5');
    await page.getByTestId('machine-save').click();
    await page.waitForURL((url) => url.pathname === `/maschinen/${machine.id}`);
    await page.getByText('1.012,5 h', { exact: true }).waitFor();

    await page.getByTestId('record-history').click();
    await page.waitForURL((url) => url.pathname === `/maschinen/${machine.id}/verlauf`);
    const history = page.getByTestId('history-table');
    await history.getByText('Geändert', { exact: true }).waitFor();
    const changed = history.getByRole('row').filter({ hasText: 'Geändert' }).filter({ hasText: 'Betriebsstunden:' });
    expect(await changed.textContent()).toContain('Betriebsstunden: 1.000 h → 1.012,5 h');
    await screenshot(page, 'masterdata-machine-history');
  });
});
