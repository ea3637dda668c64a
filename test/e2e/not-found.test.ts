import { describe, expect, it } from 'vitest';
import { PHONE, screenshot, useBrowser } from './browser';
import { requireDemoLogin } from './sessions';

/** Unknown addresses show 'Seite nicht gefunden' with a way home (application.md §1), no silent redirect. */
describe('not-found page (e2e)', () => {
  const browser = useBrowser();

  it('shows the page inside the shell when signed in, and leads home', async () => {
    const page = await browser.signedIn(requireDemoLogin('EMPLOYEE'), { path: '/gibt-es-nicht' });
    const notFound = page.getByTestId('not-found');
    await notFound.getByText('Seite nicht gefunden', { exact: true }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/gibt-es-nicht');
    await page.waitForFunction(() => document.title === 'Seite nicht gefunden – Lohnwerk');
    // The shell is there: the menu of the signed-in user.
    await page.getByRole('link', { name: 'Account', exact: true }).first().waitFor();
    await screenshot(page, 'not-found-signed-in');
    await page.getByTestId('not-found-home').click();
    await page.getByTestId('home-greeting').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows the page without the shell when signed out, and leads on to the login', async () => {
    const page = await browser.page(PHONE);
    await page.goto('/gibt-es-nicht');
    await page.getByTestId('not-found').getByText('Seite nicht gefunden', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Account', { exact: true }).count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await screenshot(page, 'not-found-signed-out-phone');
    await page.getByTestId('not-found-home').click();
    await page.waitForURL('**/anmelden');
  });
});
