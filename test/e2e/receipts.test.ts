import { describe, expect, it, vi } from 'vitest';
import { embeddedInvoiceXml } from '../../lambdas/einvoice/generation/factur-x-pdf';
import type { TMyWork } from '../../schemas/api/work';
import type { TReceipt } from '../../schemas/receipts/receipt';
import { api, runtime } from '../support/api-client';
import { newPerson, uniqueMail } from '../support/invitations';
import { seedRunningOrder } from '../support/running-order';
import { newTenant } from '../support/tenants';
import { fill, screenshot, useBrowser } from './browser';

/** A company of this file's own with the demo's customers, units and number ranges: its bills are this file's. */
const tenant = await newTenant({ demo: true, roles: ['OWNER'], receiptFiles: true });

type StoredMail = {
  subject: string;
  destination: { to: string[] };
  attachments: { filename: string; contentType: string; content: string }[];
};

/**
 * The bill's mail in the local SES store (the mail viewer's), once it is there: its number in the subject and
 * its net in the Factur-X XML, as other demo companies of the run give out the same numbers to the same customers.
 */
const storedBillMail = (number: string, net: string): Promise<StoredMail> =>
  vi.waitFor(
    async () => {
      const { emails } = (await (await fetch(`${runtime().mailViewerUrl}/store`)).json()) as { emails: StoredMail[] };
      for (const mail of emails.filter((item) => item.subject.includes(number))) {
        const pdf = mail.attachments.find((file) => file.contentType === 'application/pdf');
        if (pdf && (await embeddedInvoiceXml(Buffer.from(pdf.content, 'base64')))?.includes(net)) return mail;
      }
      throw new Error(`no mail with '${number}' yet`);
    },
    { timeout: 30_000, interval: 250 },
  );

const CUSTOMER = 'demo-customer-10001';

/**
 * Issue 14 point 9: a driver's finished order becomes a bill in the office: picked on 'Rechnung aus
 * Aufträgen', its PDF preview (ENTWURF) opens, it is finalized with its number and its Factur-X file,
 * sent by mail, and the mail with the Factur-X PDF (the XML inside) arrives in the mail viewer.
 */
describe('a bill from finished work (e2e)', () => {
  const browser = useBrowser();

  it('bills a driver’s finished order, previews, finalizes and sends it; the Factur-X mail arrives', async () => {
    const owner = await tenant.token('OWNER');
    const driver = await newPerson(owner, 'EMPLOYEE');
    // The driver's day on the phone is driver-day.test.ts; here the order runs and the driver stops it.
    const running = await seedRunningOrder({
      companyId: tenant.companyId,
      userId: driver.userId,
      operatingUnitId: 'demo-unit-husum',
      customerIds: [CUSTOMER],
      priceBlocks: [{ id: 'pb-flaeche', name: 'Grubbern je Hektar', basis: 'HECTARE', price: '38.5' }],
    });
    const stopped = await api<TMyWork>('POST', `/orders/driving/${running.order.id}/stop`, {
      token: driver.token,
      body: {
        version: running.order.version,
        counterEnds: [{ key: `machine:${running.machineId}:OPERATING_HOURS`, value: '103' }],
        taskRecords: [{ type: 'AREA', customerId: CUSTOMER, record: 7.5 }],
      },
    });
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);

    const page = await browser.signedIn(tenant.login('OWNER'), { path: '/belege/rechnungen/aus-auftraegen' });
    const orders = page.getByTestId('bill-orders');
    const row = orders.locator('tr', { hasText: running.order.name });
    await row.waitFor();
    // 7,5 ha at 38,50 €: the net the bill will carry, in German money format.
    expect(await row.textContent()).toContain('288,75');
    await row.locator('input[type="checkbox"]').check();
    await page.getByTestId('bill-orders-create').click();
    await page.waitForURL(/\/belege\/rechnungen\/(?!aus-auftraegen)[^/]+$/, { timeout: 15_000 });
    const billId = new URL(page.url()).pathname.split('/').pop() ?? '';

    // The draft's preview: the server's PDF with ENTWURF, shown from memory.
    const preview = page.getByTestId('receipt-preview');
    await expect.poll(() => preview.getAttribute('src'), { timeout: 20_000 }).toMatch(/^blob:/);
    const head = await preview.evaluate(async (frame: HTMLIFrameElement) =>
      new TextDecoder().decode((await (await fetch(frame.src)).arrayBuffer()).slice(0, 5)),
    );
    expect(head).toBe('%PDF-');
    expect(await page.getByTestId('receipt-positions').textContent()).toContain('Grubbern je Hektar');
    await page.getByTestId('receipt-history').getByText('Angelegt aus Auftrag').waitFor();
    await screenshot(page, 'receipts-draft-preview');

    await page.getByTestId('receipt-finalize').click();
    await page.getByTestId('receipt-finalize-confirm').click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent(), { timeout: 15_000 }).toMatch(/Rechnung RE-\d{4}-\d{4}/);
    const number = /RE-\d{4}-\d{4}/.exec((await heading.textContent()) ?? '')?.[0] ?? '';
    // The stored Factur-X PDF replaces the preview once the e-invoice service has rendered it.
    await expect.poll(() => preview.getAttribute('src'), { timeout: 30_000 }).toMatch(/^http/);
    await screenshot(page, 'receipts-finalized');

    // Issue 25: a receipt goes to its customer's addresses only; a stranger's is refused at the field.
    const customer = await api<{ mail: string | null }>('GET', `/structures/customers/${CUSTOMER}`, { token: owner });
    const recipient = customer.body.mail ?? '';
    expect(recipient).not.toBe('');
    await page.getByTestId('receipt-send').click();
    await fill(page, 'receipt-send-recipients', `${recipient}, ${uniqueMail('fremd')}`);
    await page.getByTestId('receipt-send-confirm').click();
    await page
      .getByTestId('receipt-send-recipients-field')
      .getByText('gehört weder zum Kunden dieses Belegs noch zu deiner Firma')
      .waitFor();
    await fill(page, 'receipt-send-recipients', recipient);
    await page.getByTestId('receipt-send-confirm').click();
    await expect.poll(() => page.getByTestId('receipt-send-dialog').count()).toBe(0);

    const mail = await storedBillMail(number, '288.75');
    expect(mail.destination.to).toEqual([recipient]);
    const pdf = mail.attachments.find((file) => file.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`Rechnung_${number}.pdf`);
    const xml = await embeddedInvoiceXml(Buffer.from(pdf?.content ?? '', 'base64'));
    expect(xml).toContain(number);
    expect(xml).toContain('288.75');

    const stored = await api<TReceipt>('GET', `/receipts/bills/${billId}`, { token: owner });
    expect(stored.body).toMatchObject({ status: 'FINALIZED', number, sentTo: [recipient] });
    expect(
      (await api<{ status: string }>('GET', `/orders/orders/${running.order.id}`, { token: owner })).body.status,
    ).toBe('BILLED');
  }, 120_000);
});

/**
 * Issue 24 point 3: a manual bill that states no time of supply is finalized only once the office confirms
 * its date as the day of supply in the finalize dialog.
 */
describe('finalizing a bill without a time of supply (e2e)', () => {
  const browser = useBrowser();

  it('asks to confirm the receipt date as the day of supply, then finalizes with it', async () => {
    const owner = await tenant.token('OWNER');
    const draft = await api<TReceipt>('POST', '/receipts/bills', {
      token: owner,
      body: {
        operatingUnitId: 'demo-unit-husum',
        customerId: CUSTOMER,
        subject: 'Heckenschnitt',
        positions: [{ name: 'Heckenschnitt', quantity: '4', unit: 'h', unitPrice: '62.5' }],
      },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const page = await browser.signedIn(tenant.login('OWNER'), { path: `/belege/rechnungen/${draft.body.id}` });
    await page.getByTestId('receipt-finalize').click();
    await page.getByTestId('receipt-finalize-confirm').click();
    await page.getByTestId('receipt-finalize-supply-missing').waitFor();
    await page.getByTestId('receipt-finalize-supply-day').locator('input').check();
    await page.getByTestId('receipt-finalize-confirm').click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent(), { timeout: 15_000 }).toMatch(/Rechnung RE-\d{4}-\d{4}/);
    const stored = await api<TReceipt>('GET', `/receipts/bills/${draft.body.id}`, { token: owner });
    expect(stored.body.deliveryDate).toBe(stored.body.date);
  }, 60_000);
});
