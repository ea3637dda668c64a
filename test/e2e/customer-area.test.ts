import { describe, expect, it } from 'vitest';
import { api } from '../support/api-client';
import { invite, newPerson, PASSWORD } from '../support/invitations';
import { newTenant } from '../support/tenants';
import { menuLink, screenshot, useBrowser } from './browser';

/** The farmer's contractor (the demo's customers), and a second contractor that invites him: this file's own. */
const tenant = await newTenant({ demo: true, roles: ['OWNER'] });
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * The customer area (application.md §2): a farmer sees the contractors they are a customer of under
 * Dienstleister, and the badge counts customer invitations still to answer.
 */
describe('customer area (e2e)', () => {
  const browser = useBrowser();

  it('lists the contractors, counts a new customer invitation and takes it in', async () => {
    // A farmer who is Hansen's customer, then invited by a second contractor.
    const hansen = await tenant.token('OWNER');
    const farmer = await newPerson(hansen, 'CUSTOMER', { customerId: 'demo-customer-10002' });
    const neighbour = await otherTenant.token('OWNER');
    const customer = await api<{ id: string }>('POST', '/structures/customers', {
      token: neighbour,
      body: { name: 'Milchviehbetrieb Nissen' },
    });
    expect(customer.status).toBe(201);
    expect(
      (await invite(neighbour, { email: farmer.email, role: 'CUSTOMER', customerId: customer.body.id })).status,
    ).toBe(201);

    const page = await browser.signedIn({ email: farmer.email, password: PASSWORD });
    // Home tells the same story as Dienstleister: the contractor, not 'no company'.
    await page.getByTestId('home-contractors').getByTestId(`home-contractor-${tenant.companyId}`).waitFor();
    expect(await page.getByText('Du bist noch keinem Betrieb zugeordnet.').count()).toBe(0);
    await page.getByTestId('home-contractors').getByText('Anfrage stellen').waitFor();
    await screenshot(page, 'customer-home', { fullPage: false });
    await expect.poll(() => page.getByTestId('menu-badge-/dienstleister').textContent()).toBe('1');
    await menuLink(page, 'Dienstleister').click();
    await page.getByTestId(`contractor-${tenant.companyId}`).waitFor();
    await page.getByTestId('my-invitations').getByText(otherTenant.companyName).waitFor();
    await screenshot(page, 'contractors', { fullPage: false });

    await page.getByTestId('my-invitations').getByTestId('invitation-accept').click();
    // Both contractors once accepted; the invitation and the badge are gone.
    await expect.poll(() => page.locator('[data-testid^="contractor-"]').count(), { timeout: 15_000 }).toBe(2);
    await page.getByTestId('menu-badge-/dienstleister').waitFor({ state: 'detached' });
  });
});
