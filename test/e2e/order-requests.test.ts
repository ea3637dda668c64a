import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newTenant } from '../support/tenants';
import { choose, fill, menuLink, screenshot, useBrowser } from './browser';

/** A company of this file's own with the demo's records: what the file changes, no other file sees. */
const tenant = await newTenant({ demo: true });

const badgeOf = (page: Page, href: string) => page.getByTestId(`menu-badge-${href}`).textContent();

/**
 * A farmer's request to the contractor and the answer (services.md §4 order requests; application.md §2:
 * the Anfragen badge counts pending requests).
 */
describe('order requests (e2e)', () => {
  const browser = useBrowser();

  it('goes from the farmer to the office and back', async () => {
    const office = await browser.signedIn(tenant.login('PLANNER'));
    await expect.poll(() => badgeOf(office, '/auftraege/anfragen')).toMatch(/^\d+$/);
    const before = Number(await badgeOf(office, '/auftraege/anfragen'));

    // The farmer writes a request; German messages first, then it is sent.
    const farmer = await browser.signedIn(tenant.login('CUSTOMER'));
    await menuLink(farmer, 'Aufträge').click();
    // Menu and page say the same.
    await expect.poll(() => farmer.getByTestId('page-title').textContent()).toBe('Aufträge');
    await farmer.getByTestId('my-order-request-create').click();
    await expect.poll(() => farmer.getByTestId('page-title').textContent()).toBe('Neue Anfrage');
    // An empty 'Senden': the error at the subject, the cursor in it (not a message at the bottom).
    await farmer.getByTestId('request-send').click();
    await farmer.getByTestId('request-subject').getByText('Bitte gib einen Betreff ein.').waitFor();
    await expect
      .poll(() =>
        farmer.evaluate(() => document.activeElement?.closest('[data-field-path]')?.getAttribute('data-field-path')),
      )
      .toBe('subject');
    await farmer.getByTestId('request-subject').locator('input').fill('Silo abdecken helfen');
    await farmer.getByTestId('request-description').locator('textarea').fill('Zwei Leute mit Radlader, halber Tag.');
    // What is wanted: one of the contractor's services, the fields by name, the area.
    await choose(farmer, 'request-service', 'Pflügen');
    await fill(farmer, 'request-field-name', 'Osterfeld');
    await farmer.getByTestId('request-field-add').click();
    await fill(farmer, 'request-field-name', 'Achter de Schün');
    await farmer.getByTestId('request-field-name').locator('input').press('Enter');
    await fill(farmer, 'request-amount', '7,5');
    // German dates: an impossible day is an error at its field, never silently another day.
    await fill(farmer, 'request-start-date', '10.12.2026');
    await fill(farmer, 'request-end-date', '31.02.2027');
    await farmer.getByTestId('request-send').click();
    await farmer.getByTestId('request-end-date').getByText('Bitte gib ein gültiges Datum ein.').waitFor();
    await fill(farmer, 'request-end-date', '1.12.26');
    await farmer.getByTestId('request-send').click();
    await farmer
      .getByTestId('request-end-date')
      .getByText('Das Enddatum darf nicht vor dem Startdatum liegen.')
      .waitFor();
    await fill(farmer, 'request-end-date', '20.12.26');
    await farmer.getByTestId('request-send').click();
    await farmer.getByTestId('my-order-requests').getByText('Silo abdecken helfen').waitFor();

    // Sent is read-only: no form, only 'Zurückziehen' (asked first), which makes it a draft to edit again.
    await farmer.getByTestId('my-order-requests').getByText('Silo abdecken helfen').click();
    await farmer.getByTestId('request-sent-read-only').waitFor();
    expect(await farmer.getByTestId('request-subject').count()).toBe(0);
    expect(await farmer.getByTestId('request-send').count()).toBe(0);
    await farmer.getByTestId('request-withdraw').click();
    await farmer.getByText('Anfrage zurückziehen?').waitFor();
    await screenshot(farmer, 'my-order-request-withdraw', { fullPage: false });
    await farmer.getByTestId('request-withdraw-confirm').click();
    await farmer.getByText('Die Anfrage ist zurückgezogen und wieder ein Entwurf.').waitFor();
    await farmer.getByTestId('request-send').waitFor();
    expect(await farmer.getByTestId('request-subject').locator('input').inputValue()).toBe('Silo abdecken helfen');
    await farmer.getByTestId('request-field-names').getByText('Achter de Schün').waitFor();
    expect(await farmer.getByTestId('request-amount').locator('input').inputValue()).toBe('7,5');
    expect(await farmer.getByTestId('request-start-date').locator('input').inputValue()).toBe('10.12.2026');
    expect(await farmer.getByTestId('request-end-date').locator('input').inputValue()).toBe('20.12.2026');
    await farmer.getByTestId('request-send').click();
    await farmer.getByTestId('my-order-requests').getByText('Silo abdecken helfen').waitFor();

    // The office sees it live: the badge counts one more, the list has it.
    await expect.poll(() => badgeOf(office, '/auftraege/anfragen'), { timeout: 10_000 }).toBe(String(before + 1));
    await menuLink(office, 'Anfragen').click();
    await office.getByTestId('order-requests').getByText('Silo abdecken helfen').click();
    await office.getByTestId('order-request-description').getByText('Zwei Leute mit Radlader').waitFor();
    expect(await office.getByTestId('order-request-service').textContent()).toBe('Pflügen');
    expect(await office.getByTestId('order-request-fields').textContent()).toBe('Osterfeld, Achter de Schün');
    expect(await office.getByTestId('order-request-amount').textContent()).toBe('7,5 ha');
    // A note over 2000 characters is refused at the field (the decision's shared schema).
    const answerNote = office.getByTestId('order-request-note');
    await answerNote.locator('textarea').fill('x'.repeat(2001));
    await office.getByTestId('order-request-accept').click();
    await answerNote.getByText('Die Nachricht ist zu lang.').waitFor();
    await answerNote.locator('textarea').fill('Wir kommen Dienstag um 8 Uhr.');
    await screenshot(office, 'order-request-details', { fullPage: false });
    await office.getByTestId('order-request-accept').click();
    await office.getByTestId('order-request-decision-note').getByText('Wir kommen Dienstag um 8 Uhr.').waitFor();
    await expect
      .poll(() => badgeOf(office, '/auftraege/anfragen').catch(() => '0'), { timeout: 10_000 })
      .toBe(before === 0 ? '0' : String(before));

    // The accepted request became a draft order (issue 12 point 2): the office opens it from the request,
    // and the order leads back to the request.
    await office.getByTestId('order-request-open-order').click({ timeout: 10_000 });
    await expect.poll(() => office.getByTestId('page-title').textContent()).toBe('Silo abdecken helfen');
    await office.getByTestId('order-status').getByText('Entwurf').waitFor();
    // Service and customer names come with their own lists, a moment after the order ('–' until then).
    await expect.poll(() => office.getByTestId('order-service').textContent()).toBe('Pflügen');
    await expect.poll(() => office.getByTestId('order-customers').textContent()).toBe('Hof Thomsen GbR');
    await office.getByTestId('order-other').getByText('Zwei Leute mit Radlader', { exact: false }).waitFor();
    await office.getByTestId('order-request').getByRole('link').click();
    await office.getByTestId('order-request-description').getByText('Zwei Leute mit Radlader').waitFor();

    // The farmer finds the answer in the archive.
    await farmer.goto('/meine-anfragen/archiv');
    await farmer.getByTestId('my-order-requests').getByText('Silo abdecken helfen').click();
    await farmer.getByTestId('order-request-decision-note').getByText('Wir kommen Dienstag um 8 Uhr.').waitFor();
    await farmer.getByText('Diese Anfrage ist beantwortet und kann nicht mehr geändert werden.').waitFor();
    await screenshot(farmer, 'my-order-request-answered');
  });
});
