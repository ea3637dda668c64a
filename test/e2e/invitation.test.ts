import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { invitationLink } from '../support/invitations';
import { newTenant } from '../support/tenants';
import { choose, fill, menuLink, screenshot, useBrowser, watchConsole } from './browser';

/** A company of this file's own with the demo's records: what the file changes, no other file sees. */
const tenant = await newTenant({ demo: true });

/** A FormField's error (Cloudscape gives it the id `<field id>-error`). */
const fieldError = (page: Page, testId: string) => page.getByTestId(testId).locator('[id$="-error"]');

/** As a user, in Debian chromium: invitation by the owner -> mail -> sign-up -> first login -> account page. */
describe('invitation and sign-up (e2e)', () => {
  const browser = useBrowser();
  const run = Date.now().toString(36).slice(-6);
  const address = `neu-${run}@example.org`;

  it('a sign-up link without its query parts shows "Registrierung nicht möglich"', async () => {
    const page = await browser.page();
    await page.goto('/registrieren?token=abc');
    await page.getByTestId('sign-up-not-possible').waitFor();
    await page.getByText('Registrierung nicht möglich', { exact: true }).waitFor();
    await screenshot(page, 'sign-up-not-possible');
  });

  it('the owner invites an employee, who signs up from the mail and lands on home', async () => {
    const owner = tenant.login('OWNER');
    const ownerPage = await browser.signedIn(owner);
    const ownerProblems = watchConsole(ownerPage);

    // The organization page is reached from its home tile.
    await ownerPage.getByTestId('home-tile-organization').getByRole('link').click();
    await ownerPage.waitForURL('**/organisation');
    await expect.poll(() => ownerPage.title()).toBe('Organisation – Lohnwerk');
    await ownerPage.getByTestId('members-table').getByText(owner.email).waitFor({ timeout: 10_000 });

    await ownerPage.getByTestId('invite-open').click();
    await ownerPage.getByTestId('invite-dialog').waitFor();
    await fill(ownerPage, 'invite-email', address);
    // A customer invitation asks for the customer; back to Mitarbeiter (the preselected role).
    await choose(ownerPage, 'invite-role', 'Kunde');
    await ownerPage.getByTestId('invite-customer').waitFor();
    await choose(ownerPage, 'invite-role', 'Mitarbeiter');
    expect(await ownerPage.getByTestId('invite-customer').count()).toBe(0);
    await fill(ownerPage, 'invite-firstName', 'Nele');
    await fill(ownerPage, 'invite-lastName', `Neu ${run}`);
    await screenshot(ownerPage, 'organization-invite-dialog');
    await ownerPage.getByTestId('invite-submit').click();
    await ownerPage.getByText(`Die Einladung an ${address} wurde verschickt.`).waitFor({ timeout: 15_000 });
    await ownerPage.getByTestId('company-invitations').getByText(address).waitFor();
    await screenshot(ownerPage, 'organization-invited');

    const url = await invitationLink(address);
    expect(url.pathname).toBe('/registrieren');
    for (const key of ['token', 'dt', 'mail', 'company']) expect(url.searchParams.get(key)).toBeTruthy();
    expect(url.searchParams.get('mail')).toBe(address);

    // The invited person opens the link in another browser.
    const page = await browser.page();
    const problems = watchConsole(page);
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByTestId('sign-up-form').waitFor();
    await expect.poll(() => page.title()).toBe('Registrieren – Lohnwerk');
    expect((await page.getByTestId('sign-up-mail').textContent())?.trim()).toBe(address);
    expect((await page.getByTestId('sign-up-company').textContent())?.trim()).toBe(owner.companyName);

    const submit = () => page.getByTestId('sign-up-submit').click();
    const expectOnly = async (message: string, testId: string) => {
      await page.getByText(message, { exact: true }).waitFor();
      expect((await fieldError(page, testId).textContent())?.trim()).toBe(message);
    };

    // Terms and privacy policy not accepted.
    await fill(page, 'sign-up-password', 'Sicher-123');
    await fill(page, 'sign-up-confirmation', 'Sicher-123');
    await submit();
    await expectOnly('Bitte akzeptiere die AGB, um fortzufahren.', 'sign-up-terms-field');
    await expectOnly('Bitte akzeptiere die Datenschutzerklärung, um fortzufahren.', 'sign-up-privacy-field');
    await screenshot(page, 'sign-up-terms-privacy');

    await page.getByTestId('sign-up-terms').locator('input').check();
    await page.getByTestId('sign-up-privacy').locator('input').check();
    await expect.poll(() => page.getByText('Bitte akzeptiere die AGB, um fortzufahren.').count()).toBe(0);

    // Passwords that do not match.
    await fill(page, 'sign-up-confirmation', 'Sicher-124');
    await submit();
    await expectOnly('Passwörter stimmen nicht überein.', 'sign-up-confirmation-field');
    expect(await page.getByText('Das Passwort muss mindestens 6 Zeichen lang sein.').count()).toBe(0);
    await screenshot(page, 'sign-up-mismatch');

    // Too short.
    await fill(page, 'sign-up-password', 'abc');
    await fill(page, 'sign-up-confirmation', 'abc');
    await submit();
    await expectOnly('Das Passwort muss mindestens 6 Zeichen lang sein.', 'sign-up-password-field');
    expect(await page.getByText('Passwörter stimmen nicht überein.').count()).toBe(0);
    await screenshot(page, 'sign-up-too-short');

    // Valid: the account is created, the person is signed in and lands on home.
    await fill(page, 'sign-up-password', 'Sicher-123');
    await fill(page, 'sign-up-confirmation', 'Sicher-123');
    await submit();
    await page.getByTestId('home-greeting').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByTestId('home-company').getByText(owner.companyName).waitFor({ timeout: 10_000 });
    await screenshot(page, 'sign-up-first-login-home');

    // The account page shows the new person's role.
    await menuLink(page, 'Account').click();
    await page.waitForURL('**/account');
    await expect.poll(async () => (await page.getByTestId('account-role').textContent())?.trim()).toBe('Mitarbeiter');
    expect((await page.getByTestId('account-mail').textContent())?.trim()).toBe(address);
    expect((await page.getByTestId('account-company').textContent())?.trim()).toBe(owner.companyName);
    await screenshot(page, 'account-page');

    // The invitation is used up: the link now gives the §8 'invitation not found' text.
    const again = await browser.page();
    const againProblems = watchConsole(again);
    await again.goto(`${url.pathname}${url.search}`);
    await fill(again, 'sign-up-password', 'Sicher-123');
    await fill(again, 'sign-up-confirmation', 'Sicher-123');
    await again.getByTestId('sign-up-terms').locator('input').check();
    await again.getByTestId('sign-up-privacy').locator('input').check();
    await again.getByTestId('sign-up-submit').click();
    const error = again.getByTestId('sign-up-error');
    await error.waitFor({ timeout: 15_000 });
    expect([
      'Der Einladungslink ist ungültig oder wurde bereits verwendet.',
      'Es existiert bereits ein Zugang mit dieser Mailadresse.',
    ]).toContain((await error.textContent())?.trim());

    // The owner changes the new person's role: their app reloads the claims (on focus or within 60 s) and
    // blocks with 'Rolle geändert' (application.md §4 'Role of the user').
    await ownerPage.reload();
    const row = ownerPage.getByTestId('members-table').getByRole('row').filter({ hasText: address });
    await row.waitFor({ timeout: 10_000 });
    const memberAction = async (item: string) => {
      await row.getByTestId('member-actions').locator('button').first().click();
      await ownerPage.getByRole('menuitem', { name: item, exact: true }).click();
    };
    await memberAction('Rolle ändern');
    await ownerPage.getByTestId('role-dialog').waitFor();
    await choose(ownerPage, 'role-select', 'Disponent');
    await ownerPage.getByTestId('role-save').click();
    await row.getByText('Disponent', { exact: true }).waitFor({ timeout: 10_000 });

    // Focus makes the app read its claims again; nudged until it has reacted to the change.
    const nudgeUntil = (done: () => Promise<boolean>) =>
      expect
        .poll(
          async () => {
            await page.evaluate(() => window.dispatchEvent(new Event('focus'))).catch(() => undefined);
            return done();
          },
          { timeout: 30_000, interval: 500 },
        )
        .toBe(true);
    const roleDialog = page.getByTestId('role-changed-dialog');
    await nudgeUntil(() => roleDialog.getByText('Rolle geändert', { exact: true }).isVisible());
    // Its only button restarts the app.
    expect(await roleDialog.getByRole('button').count()).toBe(1);
    await screenshot(page, 'role-changed-dialog');
    await page.getByTestId('role-changed-restart').click();
    await expect
      .poll(async () => (await page.getByTestId('account-role').textContent())?.trim(), { timeout: 15_000 })
      .toBe('Disponent');

    // Deactivated: the alert 'Deaktiviert: ...', then signed out (application.md §4, §8).
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await memberAction('Deaktivieren');
    await ownerPage.getByTestId('activation-dialog').waitFor();
    await ownerPage.getByTestId('activation-confirm').click();
    await row.getByText('Deaktiviert', { exact: true }).waitFor({ timeout: 10_000 });
    await screenshot(ownerPage, 'organization-deactivated');
    await nudgeUntil(async () => alerts.length > 0);
    expect(alerts).toEqual(['Deaktiviert: Dein Zugang wurde vom Betriebsleiter deaktiviert.']);
    await page.waitForURL('**/anmelden', { timeout: 15_000 });

    // Abmelden asks first (application.md §4 'Logout dialogs'), then ends on the login page.
    await menuLink(ownerPage, 'Abmelden').click();
    const dialog = ownerPage.getByTestId('logout-dialog');
    await dialog.getByText('Willst du dich wirklich abmelden?', { exact: true }).waitFor();
    await screenshot(ownerPage, 'logout-dialog');
    await ownerPage.getByTestId('logout-confirm').click();
    await ownerPage.waitForURL('**/anmelden', { timeout: 15_000 });
    await ownerPage.getByTestId('login-form').waitFor();

    const unexpected = (list: string[]) =>
      list.filter((text) => !/40[0134]|Bad Request|Unauthorized|Not Found/i.test(text));
    expect(unexpected(problems)).toEqual([]);
    expect(unexpected(ownerProblems)).toEqual([]);
    expect(unexpected(againProblems)).toEqual([]);
  }, 180_000);
});
