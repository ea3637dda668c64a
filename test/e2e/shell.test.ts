import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, settled, useBrowser } from './browser';
import { requireDemoLogin } from './sessions';

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
  const browser = useBrowser();
  /** The owner's page, signed in; `path: null` leaves it blank so that a test can route requests first. */
  const ownerPage = (path: string | null = '/') => browser.signedIn(requireDemoLogin('OWNER'), { path });

  it('shows the new-version banner until it is ignored, per version', async () => {
    const page = await ownerPage(null);
    await serveAppMeta(page, 99, 0);
    await page.goto('/');
    const banner = page.getByTestId('new-version-banner');
    await banner.waitFor({ timeout: 15_000 });
    expect((await banner.textContent())?.trim()).toBe('Eine neue Version von Lohnwerk ist verfügbar.');
    await screenshot(page, 'shell-new-version-banner');
    await page.getByRole('button', { name: 'Ignorieren', exact: true }).click();
    await banner.waitFor({ state: 'detached' });
    // After a reload the app has read the app meta, drawn home and still shows no banner.
    const appMetaServed = page.waitForResponse('**/identity/app-meta');
    await page.reload();
    await appMetaServed;
    await page.getByTestId('home-greeting').waitFor();
    await settled(page);
    expect(await banner.count()).toBe(0);

    // A later version shows it again.
    await page.unroute('**/identity/app-meta');
    await serveAppMeta(page, 100, 0);
    await page.reload();
    await banner.waitFor({ timeout: 15_000 });
  });

  it('blocks below minimumSupportedVersion with "Veraltete Version"', async () => {
    const page = await ownerPage(null);
    await serveAppMeta(page, 99, 99);
    await page.goto('/');
    const dialog = page.getByTestId('outdated-version-dialog');
    await dialog.getByText('Veraltete Version', { exact: true }).waitFor({ timeout: 15_000 });
    // The only button reloads.
    expect(await dialog.getByRole('button').count()).toBe(1);
    await page.keyboard.press('Escape');
    await settled(page);
    expect(await dialog.getByText('Veraltete Version', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'shell-outdated-version');
  });

  it('shows the online state and warns while offline', async () => {
    const page = await ownerPage();
    const context = page.context();
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
    const page = await ownerPage();
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
