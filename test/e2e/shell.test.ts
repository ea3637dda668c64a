import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, launchBrowser, newContext, ownerLogin, screenshot, signIn } from './browser';

const version = (major: number, minor = 0, patch = 0) => ({ major, minor, patch });

/** App meta with the given web versions (answers /identity/app-meta instead of the runtime). */
const serveAppMeta = async (page: Page, current: number, minimum: number) => {
  await page.route('**/identity/app-meta', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        currentVersion: { web: version(current), ios: version(current), android: version(current) },
        minimumSupportedVersion: version(minimum),
        featureFlags: { backgroundGeolocation: false, telemetryDeck: false },
      }),
    }),
  );
};

/** As a user, in Debian chromium: the shell's banners, dialogs, online state and help (application.md §4). */
describe('app shell (e2e)', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  const signedInPage = async (): Promise<{ page: Page; context: BrowserContext }> => {
    const context = await newContext(browser);
    contexts.push(context);
    const page = await context.newPage();
    const owner = ownerLogin();
    await signIn(page, owner.email, owner.password);
    return { page, context };
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, contexts);
  });

  it('shows the new-version banner until it is ignored, per version', async () => {
    const { page } = await signedInPage();
    await serveAppMeta(page, 99, 0);
    await page.reload();
    const banner = page.getByTestId('new-version-banner');
    await banner.waitFor({ timeout: 15_000 });
    expect((await banner.textContent())?.trim()).toBe('Eine neue Version von Lohnwerk ist verfügbar.');
    await screenshot(page, 'shell-new-version-banner');
    await page.getByRole('button', { name: 'Ignorieren', exact: true }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('home-greeting').waitFor();
    await page.waitForTimeout(1000);
    expect(await banner.count()).toBe(0);

    // A later version shows it again.
    await page.unroute('**/identity/app-meta');
    await serveAppMeta(page, 100, 0);
    await page.reload();
    await banner.waitFor({ timeout: 15_000 });
  });

  it('blocks below minimumSupportedVersion with "Veraltete Version"', async () => {
    const { page } = await signedInPage();
    await serveAppMeta(page, 99, 99);
    await page.reload();
    const dialog = page.getByTestId('outdated-version-dialog');
    await dialog.getByText('Veraltete Version', { exact: true }).waitFor({ timeout: 15_000 });
    // The only button reloads.
    expect(await dialog.getByRole('button').count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await dialog.getByText('Veraltete Version', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'shell-outdated-version');
  });

  it('shows the online state and warns while offline', async () => {
    const { page, context } = await signedInPage();
    // The top navigation keeps a hidden copy of its utilities for measuring: ask for the visible button.
    const indicator = (state: string) => page.getByRole('button', { name: `Verbindung: ${state}`, exact: true });
    await indicator('online').waitFor();
    await context.setOffline(true);
    await indicator('offline').waitFor();
    await page.getByText('Du bist offline. Bitte prüfe deine Internetverbindung.', { exact: true }).waitFor();
    await screenshot(page, 'shell-offline');
    await context.setOffline(false);
    await indicator('online').waitFor();
    await expect.poll(() => page.getByText('Du bist offline. Bitte prüfe deine Internetverbindung.').count()).toBe(0);
  });

  it('offers the handbook and the chat in the help menu; the chat warns while it loads', async () => {
    const { page } = await signedInPage();
    await page.getByRole('button', { name: 'Hilfe' }).click();
    await page.getByRole('menuitem', { name: /Handbuch/ }).waitFor();
    expect(await page.locator('a[href="https://lohnwerk.de/handbuch"]:visible').count()).toBe(1);
    await screenshot(page, 'shell-help');
    await page.getByRole('menuitem', { name: 'Chat', exact: true }).click();
    await page
      .getByText('Der Chat wird gerade noch geladen. Versuche es in ein paar Sekunden noch einmal.', { exact: true })
      .waitFor();
  });
});
