import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newTenant } from '../support/tenants';
import { menuLink, useBrowser } from './browser';

/**
 * Writes every list of menu links the page ever shows (beyond the header's one) to
 * `<html data-e2e-menus>`, one line per change: the proof that no entry moved after the menu was painted.
 * A string, not a function (see COUNT_OPEN_SOCKETS in browser.ts).
 */
const RECORD_MENUS = `(() => {
  const seen = [];
  new MutationObserver(() => {
    const links = document.querySelectorAll('[data-testid="side-navigation"] a[href]');
    const hrefs = Array.from(links, (link) => link.getAttribute('href')).join(' ');
    if (links.length < 2 || hrefs === seen[seen.length - 1]) return;
    seen.push(hrefs);
    document.documentElement.dataset.e2eMenus = seen.join('\\n');
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] });
})();`;

const menusShown = async (page: Page): Promise<string[]> =>
  (await page.evaluate(() => document.documentElement.dataset.e2eMenus ?? '')).split('\n').filter(Boolean);

/**
 * The menu does not move once it is shown (issue 26 point 6): entries that depend on the company settings
 * (Auftragsketten, Projekte, Anfragen) come with the menu's first paint. A click on the last entry of
 * Aufträge right after sign-in opens that entry's page, never the one that was in its place a moment
 * before ('Maut', on a fresh clone).
 */
/** A company of its own: another file changing the demo's settings meanwhile would change its menu live. */
const tenant = await newTenant({ demo: true });

describe('the menu at first paint (e2e)', () => {
  const browser = useBrowser();

  it('opens the last entry of a submenu clicked right after sign-in, and its entries never moved', async () => {
    const page = await browser.signedIn(tenant.login('PLANNER'), { path: null });
    await page.addInitScript({ content: RECORD_MENUS });
    await page.goto('/');
    await menuLink(page, 'Auftragseinstellungen').click();
    await page.waitForURL('**/auftraege/einstellungen');
    await page.getByTestId('order-settings-save').waitFor();
    // Everything the shell asks for (settings, badges, contractors) has come: the menu is final.
    await page.waitForLoadState('networkidle');
    const menus = await menusShown(page);
    expect(menus, menus.join('\n---\n')).toHaveLength(1);
    // The settings' entries are in it: the demo's settings have projects on.
    expect(menus[0]?.split(' ')).toContain('/projekte');
  });
});
