import type { TDocumentsMessage } from '../../../lambdas/platform/documents-queue';
import { cancellationDraftOf, cancelledBill } from '../../../lambdas/receipts/domain/finalize';
import { type DraftFacts, newDraft } from '../../../lambdas/receipts/domain/receipt';
import { dynamoReceiptCustomers } from '../../../lambdas/receipts/receipt-customers';
import { dynamoReceiptStore } from '../../../lambdas/receipts/receipt-store';
import { germanDay, shiftDay } from '../../../schemas/kernel/calendar';
import { receiptTypes, type TReceiptType, ZReceiptCreateInput, ZReceiptInput } from '../../../schemas/receipts/receipt';

/**
 * The demo company's receipts (issue 14): a draft of every type but the cancellation bill (which only ever
 * reverses a finalized bill: one bill is finalized and cancelled), two more draft bills (a Gemeinde's, the
 * Schleswig branch's), and one finalized bill, for the pages and
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
/**
 * Drafts the office finalizes out of the box: a bill to a public buyer (Gemeinde Viöl: XRechnung with its
 * Leitweg-ID, no USt-IdNr.) and a bill the Schleswig branch issues (the second unit, counting on in the
 * company's number range).
 */
export const DEMO_MUNICIPALITY_BILL_ID = 'demo-bill-draft-vioel';
export const DEMO_SCHLESWIG_BILL_ID = 'demo-bill-draft-schleswig';
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

/** The further drafts: who, from which unit, for what, and when the work was done (the time of supply). */
export const demoMoreDrafts = (today: string) => [
  {
    id: DEMO_MUNICIPALITY_BILL_ID,
    customerId: 'demo-customer-10011',
    input: {
      operatingUnitId: UNIT,
      subject: 'Winterdienst Gemeindestraßen',
      servicePeriodStart: shiftDay(today, -14),
      servicePeriodEnd: shiftDay(today, -1),
      positions: [
        {
          kind: 'SERVICE',
          name: 'Schneeräumen mit Schlepper und Schild',
          quantity: '18.5',
          unit: 'h',
          unitPrice: '95',
        },
        { kind: 'RESOURCE', name: 'Streusplitt 2/5', quantity: '6', unit: 't', unitPrice: '48' },
      ],
    },
  },
  {
    id: DEMO_SCHLESWIG_BILL_ID,
    customerId: 'demo-customer-10005',
    input: {
      operatingUnitId: 'demo-unit-schleswig',
      subject: 'Pflügen Herbst',
      servicePeriodStart: shiftDay(today, -10),
      servicePeriodEnd: shiftDay(today, -8),
      positions: [
        { kind: 'SERVICE', name: 'Pflügen', quantity: '24', unit: 'ha', unitPrice: '78' },
        { kind: 'RESOURCE', name: 'Diesel', quantity: '310', unit: 'l', unitPrice: '1.58' },
      ],
    },
  },
];

/** One of demoMoreDrafts as the receipts domain makes it (the customer's payment terms, his recipient data). */
export const demoDraftOf = (
  more: ReturnType<typeof demoMoreDrafts>[number],
  facts: Omit<DraftFacts, 'now'> & { companyId: string; now: Date },
) =>
  newDraft('BILL', ZReceiptCreateInput.parse({ ...more.input, customerId: more.customerId }), {
    ...facts,
    id: more.id,
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
  for (const more of demoMoreDrafts(germanDay(now))) {
    if (!(await missing('BILL', more.id))) continue;
    const recipient = await dynamoReceiptCustomers(companyId, more.customerId);
    if (!recipient) throw new Error(`demo receipts: no customer ${more.customerId}`);
    const newId = () => `${more.id}-position-${++positionIds}`;
    await store.save(demoDraftOf(more, { companyId, now, customer: recipient, settings, newId }), null, {
      ...by,
      change: 'Angelegt',
    });
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
