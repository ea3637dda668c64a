import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TNotification } from '../../schemas/api/notifications';
import { api } from '../support/api-client';
import { eventually, putOrderItem } from '../support/order-items';
import { newTenant } from '../support/tenants';
import { PHONE, screenshot, useBrowser } from './browser';
import { accessibilityProblems } from './every-page-axe';

/**
 * Records in the page when the notice and its subheadline first appear (performance.now()). A string, not a
 * function: the test transform may add helpers to a function's source that the page does not have.
 */
const RECORD_FIRST_SHOWN = `(() => {
  const shown = (window.e2eFirstShown = {});
  new MutationObserver(() => {
    for (const id of ['new-order-notification', 'new-order-notification-subheadline']) {
      if (shown[id] === undefined && document.querySelector('[data-testid="' + id + '"]')) shown[id] = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

/** A company of this file's own with the demo's driver (Tim Brandt, the EMPLOYEE login) and his orders. */
const tenant = await newTenant({ demo: true, roles: ['EMPLOYEE'] });

/**
 * A driver's new-order notification in the web app (application.md §4 'Notifications', §2 'Tapping a
 * new-order notification goes to the order page with an orderId parameter'): an order assigned to the
 * EMPLOYEE login's employee record reaches the notifications service through the table stream (written as
 * ElectroDB writes it, as test/integration/notifications.test.ts does); the driver sees it on the phone.
 */
describe('new-order notification (e2e)', () => {
  const browser = useBrowser();
  const orderId = `e2e-order-${randomUUID()}`;

  it('shows the oldest one, its subheadline a second later, and opens the order in Meine Aufträge', async () => {
    const token = await tenant.token('EMPLOYEE');
    const list = async () =>
      (await api<{ items: TNotification[] }>('GET', '/notifications/new-orders', { token })).body.items;
    // Older notifications (the demo orders assigned when the runtime was seeded) would be shown first.
    const older = (await list()).map((notification) => notification.id);
    if (older.length > 0) await api('POST', '/notifications/new-orders/seen', { token, body: { ids: older } });

    // Planned far ahead: never overdue, and its day shows in the subheadline below.
    await putOrderItem({
      companyId: tenant.companyId,
      orderId,
      status: 'ASSIGNED',
      employeeId: 'demo-employee-tim-brandt',
      version: 1,
      name: 'Rüben roden E2E',
      plannedStartDateTime: '2099-09-14T05:30:00.000Z',
    });
    await eventually(list, (items) => items.some((item) => item.orderId === orderId), 'the notification');

    const page = await browser.signedIn(tenant.login('EMPLOYEE'), { viewport: PHONE, path: null });
    // When the page itself first shows the notice and its subheadline: measured in the page, as the test
    // process may notice the headline late on busy cores.
    await page.addInitScript({ content: RECORD_FIRST_SHOWN });
    await page.goto('/');
    const notice = page.getByTestId('new-order-notification');
    await notice.getByText('Neuer Auftrag').waitFor();
    // The subheadline comes about a second after the headline (§9 'Notification subheadline delay 1000 ms').
    const subHeadline = page.getByTestId('new-order-notification-subheadline');
    await subHeadline.waitFor();
    const shown: Record<string, number> = JSON.parse(
      await page.evaluate<string>('JSON.stringify(window.e2eFirstShown)'),
    );
    expect(shown['new-order-notification-subheadline']).toBeGreaterThanOrEqual(
      (shown['new-order-notification'] ?? Number.POSITIVE_INFINITY) + 500,
    );
    expect(await subHeadline.textContent()).toBe(
      'Dir wurde der Auftrag „Rüben roden E2E“ zugewiesen (geplant ab 14.09.2099, 07:30).',
    );
    await screenshot(page, 'new-order-notification-phone', { fullPage: false });
    expect(await accessibilityProblems(page)).toEqual([]);
    // Usable at 390 px: nothing of the banner reaches beyond the screen.
    const box = await page.getByRole('button', { name: 'Auftrag öffnen' }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: 'Auftrag öffnen' }).click();
    await page.waitForURL(`**/meine-auftraege?orderId=${orderId}`);
    await page.getByTestId(`my-order-opened-${orderId}`).waitFor();
    await notice.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByTestId(`my-order-${orderId}`).waitFor();
    expect(await page.getByTestId('new-order-notification').count()).toBe(0);
    expect((await list()).some((item) => item.orderId === orderId)).toBe(false);
  });
});
