import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TOrder } from '../../schemas/orders/order';
import { api } from '../support/api-client';
import { cropProtectionFixtureNames, cropProtectionFixturePath } from '../support/crop-protection-fixtures';
import { newTenant } from '../support/tenants';
import { choose, PHONE, screenshot, useBrowser } from './browser';
import { accessibilityProblems } from './every-page-axe';
import { layoutProblems } from './every-page-layout';

/** A company of this file's own with the demo's Hof Thomsen and his Deichkoppel. */
const tenant = await newTenant({ demo: true, roles: ['PLANNER'] });

/** A day of its own far ahead (another each run): its only order on Deichkoppel is this run's. */
const DAY = new Date(Date.UTC(2034, 0, 1) + Math.floor(Math.random() * 3000) * 86_400_000).toISOString().slice(0, 10);
const germanDate = (day: string) => day.split('-').reverse().join('.');

/**
 * Aufträge > Pflanzenschutz-Import on a phone: the Windows-1252 export of a farm program (its day moved
 * to this run's) is chosen for Hof Thomsen; the preview shows the Deichkoppel line matched to this run's
 * order and the unknown field not, whose order is then chosen by hand; Übernehmen takes both lines over
 * and the order shows the amounts.
 */
describe('crop-protection import (e2e)', () => {
  const browser = useBrowser();

  it('previews an export, takes the matched and a hand-chosen line over and shows them on the order', async () => {
    const planner = await tenant.token('PLANNER');
    const order = await api<TOrder>('POST', '/orders/orders', {
      token: planner,
      body: {
        name: `Spritzen Deichkoppel ${DAY}`,
        plannedStartDateTime: `${DAY}T05:00:00Z`,
        customerIds: ['demo-customer-10001'],
        fieldIds: ['demo-field-deichkoppel'],
      },
    });
    expect(order.status).toBe(201);
    // The file's bytes stay Windows-1252: the date is ASCII, so a latin1 round trip keeps the rest.
    const bytes = Buffer.from(
      readFileSync(cropProtectionFixturePath(cropProtectionFixtureNames.schlagkartei))
        .toString('latin1')
        .replaceAll('12.05.2026', germanDate(DAY)),
      'latin1',
    );

    const page = await browser.signedIn(tenant.login('PLANNER'), {
      path: '/auftraege/pflanzenschutz-import',
      viewport: PHONE,
    });
    await choose(page, 'crop-protection-customer', 'Hof Thomsen GbR');
    await page
      .getByTestId('crop-protection-file')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'schlagkartei.csv', mimeType: 'text/csv', buffer: bytes });

    await expect.poll(() => page.getByTestId('crop-protection-status-6').textContent()).toBe('Zugeordnet');
    expect(await page.getByTestId('crop-protection-status-7').textContent()).toBe(
      'Nicht zugeordnet (Schlag nicht gefunden)',
    );
    expect(await page.getByTestId('crop-protection-table').textContent()).toContain('Mühlenstück');
    await screenshot(page, 'crop-protection-preview-phone');
    // The every-page tests see the page empty; the preview's cards fit the phone and pass axe too.
    expect([...(await layoutProblems(page)), ...(await accessibilityProblems(page))]).toEqual([]);

    // The unknown field's line, its order chosen by hand: Karate Zeon was found, its ml become litres.
    await page.getByTestId('crop-protection-order-7').locator('button').first().click();
    await page.getByRole('option', { name: order.body.name }).click();
    await expect.poll(() => page.getByTestId('crop-protection-status-7').textContent()).toBe('Zugeordnet');
    expect(await page.getByTestId('crop-protection-take').textContent()).toBe('Übernehmen (2)');

    await page.getByTestId('crop-protection-take').click();
    await page.getByTestId('crop-protection-confirm').click();
    await expect.poll(() => page.getByText('2 Mengen in 1 Auftrag übernommen.').count()).toBe(1);
    await expect.poll(() => page.getByTestId('crop-protection-status-6').textContent()).toBe('Doppelt');

    await page.goto(`/auftraege/${order.body.id}`);
    await expect.poll(() => page.getByText('Roundup PowerFlex').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Karate Zeon').count()).toBeGreaterThan(0);
  });
});
