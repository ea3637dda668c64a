import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** The embedded runtime started by test/support/runtime-setup.ts (web app at `url`, demo logins). */
export const e2eRuntime = () => inject('runtime');

export const ownerLogin = () => {
  const login = e2eRuntime().logins.find((entry) => entry.role === 'OWNER');
  if (!login) throw new Error('no OWNER demo login');
  return login;
};

/** Debian chromium with the flags of DESIGN §5. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export const newContext = (browser: Browser, viewport: { width: number; height: number } = DESKTOP) =>
  browser.newContext({ baseURL: e2eRuntime().url, viewport, locale: 'de-DE', timezoneId: 'Europe/Berlin' });

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

/**
 * Saves a screenshot for review. A full-page shot resizes the viewport for a moment, which makes Cloudscape
 * close the sidebar: take `fullPage: false` when the test goes on to click the menu.
 */
export const screenshot = async (page: Page, name: string, { fullPage = true } = {}): Promise<void> => {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: `${artifacts}${name}.png`, fullPage });
};

/** Collects browser console errors and failed page loads, for the failure message. */
export const watchConsole = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
};

/** A Cloudscape input or select by its data-testid. */
export const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input').first();

export const fill = (page: Page, testId: string, value: string) => input(page, testId).fill(value);

/** Picks an option of a Cloudscape Select; retried because the dropdown may still be positioning on the first click. */
export const choose = async (page: Page, testId: string, label: string): Promise<void> => {
  const select = page.getByTestId(testId);
  for (let attempt = 0; attempt < 3; attempt++) {
    await select.locator('button').first().click();
    const option = page.getByRole('option', { name: label, exact: true });
    await option.waitFor();
    await page.waitForTimeout(100);
    await option.click();
    if ((await select.textContent())?.includes(label)) return;
  }
  throw new Error(`could not choose ${label} in ${testId}`);
};

/** Filters an EntityTable by free text: type into its property filter and confirm with Enter. */
export const filterList = async (page: Page, testId: string, text: string): Promise<void> => {
  const field = input(page, testId);
  await field.fill(text);
  await field.press('Enter');
};

/** The demo company's login for a role (the runtime also seeds a neighbouring company's owner). */
export const demoLogin = (role: string) =>
  e2eRuntime().logins.find((entry) => entry.role === role && entry.email.endsWith('@demo.lohnwerk.de'));

/** The demo login for a role, or a failed test when the seed has none. */
export const requireDemoLogin = (role: string) => {
  const login = demoLogin(role);
  if (!login) throw new Error(`no demo login for ${role}`);
  return login;
};

/** A link of the side navigation (wide screens), by its exact text. */
export const menuLink = (page: Page, name: string) =>
  page.getByTestId('side-navigation').getByRole('link', { name, exact: true });

export const signIn = async (page: Page, email: string, password: string): Promise<void> => {
  await page.goto('/anmelden');
  await fill(page, 'login-email', email);
  await fill(page, 'login-password', password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home-greeting').waitFor({ timeout: 20_000 });
};

export const closeAll = async (browser: Browser | undefined, contexts: BrowserContext[]): Promise<void> => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close().catch(() => undefined);
};
