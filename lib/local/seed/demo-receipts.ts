import type { TDocumentsMessage } from '../../../lambdas/platform/documents-queue';
import { cancellationDraftOf, cancelledBill } from '../../../lambdas/receipts/domain/finalize';
import { newDraft } from '../../../lambdas/receipts/domain/receipt';
import { dynamoReceiptCustomers } from '../../../lambdas/receipts/receipt-customers';
import { dynamoReceiptStore } from '../../../lambdas/receipts/receipt-store';
import { germanDay } from '../../../schemas/kernel/calendar';
import { receiptTypes, type TReceiptType, ZReceiptInput } from '../../../schemas/receipts/receipt';

/**
 * The demo company's receipts (issue 14): a draft of every type but the cancellation bill (which only ever
 * reverses a finalized bill: one bill is finalized and cancelled), and one finalized bill, for the pages and
 * for the generated route tests (test/support/route-targets.ts names them). Written through the receipts
 * service's own store and domain, so they are what the service itself would store; the finalized bill takes
 * the first number of its range. Idempotent: a receipt that exists is left as it is.
 */
export const DEMO_RECEIPT_IDS = {
  BILL: 'demo-bill-draft',
  CANCELLATION_BILL: 'demo-cancellation-bill',
  BILL_REMINDER: 'demo-reminder-draft',
  CREDIT_NOTE: 'demo-credit-note-draft',
  DELIVERY_NOTE: 'demo-delivery-note-draft',
  OFFER: 'demo-offer-draft',
} as const satisfies Record<TReceiptType, string>;
export const DEMO_FINALIZED_BILL_ID = 'demo-bill-finalized';
/** The bill the demo cancellation bill reverses. */
const CANCELLED_BILL_ID = 'demo-bill-cancelled';

const CUSTOMER = 'demo-customer-10001';
const UNIT = 'demo-unit-husum';

const demoInput = (subject: string) =>
  ZReceiptInput.parse({
    operatingUnitId: UNIT,
    customerId: CUSTOMER,
    subject,
    positions: [
      { kind: 'SERVICE', name: 'Gülle ausbringen', quantity: '12.5', unit: 'ha', unitPrice: '42' },
      { kind: 'RESOURCE', name: 'Diesel', quantity: '180', unit: 'l', unitPrice: '1.62' },
    ],
  });

/**
 * `enqueue`: puts a finalized receipt on the documents queue, as finalizing in the service does, so the
 * e-invoice service renders its files.
 */
export const seedDemoReceipts = async (
  companyId: string,
  now: Date,
  enqueue: (message: TDocumentsMessage) => Promise<void>,
): Promise<void> => {
  const store = dynamoReceiptStore();
  const customer = await dynamoReceiptCustomers(companyId, CUSTOMER);
  if (!customer) throw new Error(`demo receipts: no customer ${CUSTOMER}`);
  const { settings } = await store.getSettings(companyId);
  const by = { at: now.toISOString(), userId: 'demo-seed', userName: 'Jens Hansen' };
  let positionIds = 0;
  const draftOf = (type: TReceiptType, id: string, subject: string) =>
    newDraft(type, demoInput(subject), {
      id,
      companyId,
      now,
      customer,
      settings,
      newId: () => `${id}-position-${++positionIds}`,
    });
  const missing = async (type: TReceiptType, id: string) => (await store.get(companyId, type, id)) === undefined;

  for (const type of receiptTypes.filter((kind) => kind !== 'CANCELLATION_BILL')) {
    const id = DEMO_RECEIPT_IDS[type];
    if (await missing(type, id))
      await store.save(draftOf(type, id, 'Gülle Frühjahr'), null, { ...by, change: 'Angelegt' });
  }
  if (await missing('BILL', DEMO_FINALIZED_BILL_ID)) {
    const draft = draftOf('BILL', DEMO_FINALIZED_BILL_ID, 'Gülle Herbst');
    await store.save(draft, null, { ...by, change: 'Angelegt' });
    await store.finalize(draft, settings, { now, by: by.userName }, by);
    await enqueue({ companyId, receiptId: DEMO_FINALIZED_BILL_ID, type: 'BILL' });
  }
  if (await missing('CANCELLATION_BILL', DEMO_RECEIPT_IDS.CANCELLATION_BILL)) {
    const draft = draftOf('BILL', CANCELLED_BILL_ID, 'Gülle Sommer (falscher Kunde)');
    await store.save(draft, null, { ...by, change: 'Angelegt' });
    const bill = await store.finalize(draft, settings, { now, by: by.userName }, by);
    const facts = { now, reason: 'Falscher Kunde', settings, today: germanDay(now) };
    const cancellation = cancellationDraftOf(bill, { ...facts, id: DEMO_RECEIPT_IDS.CANCELLATION_BILL });
    const cancelled = cancelledBill(bill, cancellation.id, now);
    await store.cancel(
      cancellation,
      { cancelled, previousVersion: bill.version },
      settings,
      { now, by: by.userName },
      by,
    );
    await enqueue({ companyId, receiptId: bill.id, type: 'BILL' });
    await enqueue({ companyId, receiptId: cancellation.id, type: 'CANCELLATION_BILL' });
  }
};
