import { describe, expect, it } from 'vitest';
import { newTenant } from '../support/tenants';
import { choose, fill, PHONE, useBrowser } from './browser';

/** A company of this file's own with the demo's records: what the file changes, no other file sees. */
const tenant = await newTenant({ demo: true });

const DEAD_LINK = 'Dieser Link ist abgelaufen oder wurde zurückgezogen.';

/**
 * Kartenstrukturen teilen (issue 13 point 3): the office creates a read-only link to a farmer's fields,
 * copies it once; opened in a fresh browser without signing in, on a phone, it shows the map with the
 * field's name and the last valid day. Revoked, the same link shows the German text of a dead link.
 */
describe('map structures sharing (e2e)', () => {
  const browser = useBrowser();

  it('creates a link in the office, opens it signed out on a phone, revokes it', async () => {
    const office = await browser.signedIn(tenant.login('OWNER'), { path: '/karte/freigaben' });
    await office.getByTestId('map-shares-table').waitFor();
    await office.getByTestId('map-share-create').click();
    await office.getByTestId('map-share-form').waitFor();
    await choose(office, 'field-customerId', 'Hof Thomsen GbR');
    await fill(office, 'field-label', 'Felder für den Häcksler');
    await office.getByTestId('map-share-save').click();
    const shown = office.getByTestId('map-share-link');
    await shown.waitFor();
    const link = new URL((await shown.textContent()) ?? '');
    expect(link.pathname).toMatch(/^\/karte\/geteilt\/[\w-]{43}$/);
    const row = office.getByTestId('map-shares-table').locator(':is(tr, li)', { hasText: 'Felder für den Häcksler' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Aktiv');
    // The list never shows the token again.
    expect(await office.getByTestId('map-shares-table').textContent()).not.toContain(link.pathname);

    const visitor = await browser.page(PHONE);
    await visitor.goto(link.pathname);
    await visitor.locator('[data-testid="shared-map"][data-map-ready="true"]').waitFor({ timeout: 20_000 });
    expect(await visitor.getByTestId('shared-fields').textContent()).toContain('Deichkoppel');
    expect(await visitor.locator('main').textContent()).toMatch(/gültig bis \d\d\.\d\d\.\d{4}/);
    expect(await visitor.locator('main').textContent()).toContain('Felder für den Häcksler');

    await row.getByTestId('map-share-revoke').click();
    await office.getByTestId('map-share-revoke-confirm').click();
    await expect.poll(() => row.textContent()).toContain('Zurückgezogen');

    const late = await browser.page(PHONE);
    await late.goto(link.pathname);
    await late.getByTestId('shared-map-error').waitFor();
    expect(await late.getByTestId('shared-map-error').textContent()).toContain(DEAD_LINK);
  });
});
