import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type Login, type StorageState, sessionState } from './sessions';

/** The embedded runtime started by test/support/runtime-setup.ts (web app at `url`, demo logins). */
export const e2eRuntime = () => inject('runtime');

export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export type Viewport = { width: number; height: number };

/** Contexts opened by the running test: shown in failure screenshots, closed after it (test-hooks.ts). */
export const contextsOfTest = new Set<BrowserContext>();

/**
 * Counts opened WebSockets on `<html data-e2e-open-sockets>`, so a test can wait until the app listens
 * for live changes instead of sleeping. A string, not a function: the test transform may add helpers
 * to a function's source that the page does not have.
 */
const COUNT_OPEN_SOCKETS = `(() => {
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('open', () => {
        const root = document.documentElement;
        root.dataset.e2eOpenSockets = String(Number(root.dataset.e2eOpenSockets || 0) + 1);
      });
    }
  };
})();`;

/**
 * Puts a session into the app's localStorage before the app's first script runs, once per context (a
 * marker keeps a later reload after sign-out signed out). Cheaper than Playwright's `storageState`, which
 * loads an extra page per context to write it.
 */
const seedSession = (storageState: StorageState): string => {
  const entries = storageState.origins.flatMap(({ origin, localStorage }) =>
    localStorage.map(({ name, value }) => [origin, name, value]),
  );
  return `(() => {
  try {
    if (localStorage.getItem('e2e-session-seeded')) return;
    for (const [origin, name, value] of ${JSON.stringify(entries)}) {
      if (origin === location.origin) localStorage.setItem(name, value);
    }
    localStorage.setItem('e2e-session-seeded', '1');
  } catch {}
})();`;
};

const newContext = async (browser: Browser, viewport: Viewport, storageState?: StorageState) => {
  const context = await browser.newContext({
    baseURL: e2eRuntime().url,
    viewport,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // Without motion: the maps jump instead of flying (MapLibre skips its animations then, each frame of
    // which chromium draws in software) and Cloudscape shows its panels without transitions; 12 % less
    // browser CPU on the map tests. The app works the same for users who ask for less motion.
    reducedMotion: 'reduce',
  });
  await context.addInitScript({ content: COUNT_OPEN_SOCKETS + (storageState ? seedSession(storageState) : '') });
  contextsOfTest.add(context);
  context.on('close', () => contextsOfTest.delete(context));
  return context;
};

export type E2eBrowser = {
  /** A page in a fresh context of its own (no session, own storage). */
  page(viewport?: Viewport): Promise<Page>;
  /**
   * A page in a fresh context that is already signed in as `login` (a session of its own, see
   * sessions.ts), opened at `path`; on home it waits for the greeting, as after the login form. With
   * `path: null` the page stays blank, for a test that listens to it before it loads the app.
   */
  signedIn(login: Login, options?: { viewport?: Viewport; path?: string | null }): Promise<Page>;
};

/**
 * The run's chromium (test/e2e/browser-server.ts) for one test file: connected before its first test,
 * disconnected after its last (which closes whatever context is still open). Each test's contexts are
 * closed after it (test-hooks.ts). Call at the top of a describe block.
 */
export const useBrowser = (): E2eBrowser => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(async () => {
    await browser?.close().catch(() => undefined);
  });
  const launched = (): Browser => {
    if (!browser) throw new Error('the browser connects in beforeAll; open pages inside a test');
    return browser;
  };
  return {
    page: async (viewport = DESKTOP) => (await newContext(launched(), viewport)).newPage(),
    signedIn: async (login, { viewport = DESKTOP, path = '/' } = {}) => {
      const context = await newContext(launched(), viewport, await sessionState(login));
      const page = await context.newPage();
      if (path === null) return page;
      await page.goto(path);
      if (path === '/') await page.getByTestId('home-greeting').waitFor({ timeout: 20_000 });
      return page;
    },
  };
};

/** Waits until the app's WebSocket is open, so a change made now is pushed to this page. */
export const waitForLiveChanges = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => Number(document.documentElement.dataset.e2eOpenSockets ?? 0) > 0);

/**
 * Waits until the page has handled what is pending and painted twice: the barrier before asserting that
 * something did NOT appear or close.
 */
export const settled = (page: Page): Promise<unknown> =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** Where failure screenshots go (test/artifacts/, ignored by git). */
export const artifactPath = (name: string): string => {
  const path = `${artifacts}${name}.png`;
  mkdirSync(dirname(path), { recursive: true });
  return path;
};

/**
 * A named screenshot for reviewing the pages, taken only when `E2E_SCREENSHOTS` is set: a normal run keeps
 * screenshots of failures only. A full-page shot resizes the viewport for a moment, which makes Cloudscape
 * close the sidebar: take `fullPage: false` when the test goes on to click the menu.
 */
export const screenshot = async (page: Page, name: string, { fullPage = true } = {}): Promise<void> => {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: artifactPath(name), fullPage });
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

/**
 * Picks an option of a Cloudscape Select; retried because the dropdown may still be positioning on the
 * first click (the click then lands beside the option).
 */
export const choose = async (page: Page, testId: string, label: string): Promise<void> => {
  const select = page.getByTestId(testId);
  for (let attempt = 0; attempt < 3; attempt++) {
    await select.locator('button').first().click();
    await page.getByRole('option', { name: label, exact: true }).click();
    if ((await select.textContent())?.includes(label)) return;
  }
  throw new Error(`could not choose ${label} in ${testId}`);
};

/**
 * Picks an option of a Cloudscape Multiselect and closes its dropdown. Waits until the options stop
 * arriving first: a list still loading moves its rows, and the click would land on a neighbour.
 */
export const pick = async (page: Page, testId: string, label: string): Promise<void> => {
  await page.getByTestId(testId).locator('button').first().click();
  let seen = -1;
  await expect
    .poll(
      async () => {
        const count = await page.getByRole('option').count();
        const settled = count > 0 && count === seen;
        seen = count;
        return settled;
      },
      { interval: 150 },
    )
    .toBe(true);
  await page.getByRole('option', { name: label, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByTestId(testId).textContent()).toContain(label);
};

/** Filters an EntityTable by free text: type into its property filter and confirm with Enter. */
export const filterList = async (page: Page, testId: string, text: string): Promise<void> => {
  const field = input(page, testId);
  await field.fill(text);
  await field.press('Enter');
};

/** A link of the side navigation (wide screens), by its exact text. */
export const menuLink = (page: Page, name: string) =>
  page.getByTestId('side-navigation').getByRole('link', { name, exact: true });

/** Signs in through the login form: only for the tests of the login itself (others use `signedIn`). */
export const signInWithForm = async (page: Page, email: string, password: string): Promise<void> => {
  await page.goto('/anmelden');
  await fill(page, 'login-email', email);
  await fill(page, 'login-password', password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home-greeting').waitFor({ timeout: 20_000 });
};
