import { describe, expect, it } from 'vitest';
import { newTenant } from '../support/tenants';
import { choose, fill, screenshot, useBrowser } from './browser';

/** A company of this file's own with the demo's records: what the file changes, no other file sees. */
const tenant = await newTenant({ demo: true });

/** A German date far ahead, another each run, so the machine is free then (no double rentals). */
const germanDateAhead = (days: number) => {
  const date = new Date(Date.UTC(2033, 0, 1) + days * 86_400_000);
  return `${date.getUTCDate()}.${date.getUTCMonth() + 1}.${date.getUTCFullYear()}`;
};

/** Issue 15 point 4: a planner rents a machine on the page and finds the rental in the overview. */
describe('rentals (e2e)', () => {
  const browser = useBrowser();

  it('is created with its amount shown while typing, shown in the overview, and handed out', async () => {
    const planner = await browser.signedIn(tenant.login('PLANNER'));
    await planner.goto('/vermietungen');
    await expect.poll(() => planner.getByTestId('page-title').textContent()).toBe('Vermietungen');
    await planner.getByTestId('rentals-create').click();
    await expect.poll(() => planner.getByTestId('page-title').textContent()).toBe('Mietauftrag anlegen');

    // Nothing chosen: refused at the machine's field.
    await planner.getByTestId('rental-save').click();
    await planner.getByTestId('rental-machine').getByText('Bitte wähle eine Maschine aus.').waitFor();

    const offset = Math.floor(Math.random() * 3000) * 5;
    await choose(planner, 'rental-machine', 'Häckselwagen Krampe Bandit 750');
    await choose(planner, 'rental-customer', 'Hof Thomsen GbR');
    await fill(planner, 'rental-start-date', germanDateAhead(offset));
    await fill(planner, 'rental-start-time', '8:00');
    await fill(planner, 'rental-end-date', germanDateAhead(offset + 2));
    await fill(planner, 'rental-end-time', '12:00');
    await fill(planner, 'rental-price', '450,50');
    // Three started days at 450,50 €.
    await expect.poll(() => planner.getByTestId('rental-preview-quantity').textContent()).toContain('3 Tage');
    await expect.poll(() => planner.getByTestId('rental-preview-net').textContent()).toContain('1.351,50 €');
    await planner.getByTestId('rental-save').click();

    await expect.poll(() => planner.getByTestId('page-title').textContent()).toBe('Mietauftrag');
    await expect.poll(() => planner.getByTestId('rental-status').textContent()).toBe('Reserviert');
    await expect.poll(() => planner.getByTestId('rental-net').textContent()).toBe('1.351,50 €');
    const number = (await planner.getByTestId('rental-number').textContent()) ?? '';
    expect(number).toMatch(/^MV-\d{4}-\d{4,}$/);

    await planner.getByTestId('back-button').click();
    await expect.poll(() => planner.getByTestId('rentals-upcoming').textContent()).toContain(number);
    await screenshot(planner, 'rentals-overview');

    // Ausgeben in its dialog (now, with the operating hours read): the machine is out.
    await planner.getByRole('link', { name: number }).click();
    await planner.getByTestId('rental-handOut').click();
    await fill(planner, 'rental-step-hours', '1520,5');
    await planner.getByTestId('rental-handOut-confirm').click();
    await expect.poll(() => planner.getByTestId('rental-status').textContent()).toBe('Ausgegeben');
    await expect.poll(() => planner.getByTestId('rental-handed-out').textContent()).toContain('1.520,5');
    await planner.getByTestId('back-button').click();
    await expect.poll(() => planner.getByTestId('rentals-out').textContent()).toContain(number);
  });
});
