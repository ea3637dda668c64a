import { cancelBill, recordBillPayment } from '../../schemas/api/receipts';
import { germanDay } from '../../schemas/kernel/calendar';
import { timeOfSupplyOf } from '../../schemas/receipts/time-of-supply';
import { type Route, route } from '../platform/http';
import {
  cancellationDraftOf,
  cancelledBill,
  finalizeDraft,
  receiptNumberOf,
  recordPayment,
  requireCancellable,
} from './domain/finalize';
import { changeBy, existingReceipt, type ReceiptDeps, requestFiles } from './receipt-routes';

/** Cancelling a finalized bill and recording its payments (issue 14 point 1: Storno, Zahlungen). */
export const billRoutes = (deps: ReceiptDeps): Route[] => {
  const { receipts } = deps;
  const who = changeBy(deps);

  return [
    route(cancelBill, async ({ params, body }, { company, claims, logger }) => {
      const { companyId } = company;
      const bill = await existingReceipt(receipts, companyId, 'BILL', params.receiptId);
      requireCancellable(bill, body.version);
      const [{ settings }, by] = await Promise.all([receipts.getSettings(companyId), who(claims)]);
      const reversal = cancellationDraftOf(bill, {
        id: deps.ids.newId(),
        now: by.now,
        reason: body.reason,
        settings,
        today: germanDay(by.now),
      });
      // It reverses the bill's supply; a bill finalized before every invoice had to state one was supplied
      // on its date (§14 Abs. 4 Nr. 6 UStG reads the invoice date so when nothing else is said).
      const draft = timeOfSupplyOf(reversal) ? reversal : { ...reversal, deliveryDate: bill.date };
      const facts = { now: by.now, by: by.userName };
      await deps.beforeFinalize(finalizeDraft(draft, { ...facts, number: receiptNumberOf(settings, draft, 9999) }));
      const cancelled = cancelledBill(bill, draft.id, by.now);
      const cancellationBill = await receipts.cancel(
        draft,
        { cancelled, previousVersion: bill.version },
        settings,
        facts,
        by,
      );
      await requestFiles(deps.documents, cancellationBill, logger);
      return { bill: cancelled, cancellationBill };
    }),

    route(recordBillPayment, async ({ params, body }, { company, claims }) => {
      const bill = await existingReceipt(receipts, company.companyId, 'BILL', params.receiptId);
      const by = await who(claims);
      const paid = recordPayment(bill, body, by.now);
      await receipts.save(paid, bill.version, { ...by, change: `Zahlung erfasst: ${body.amount} am ${body.paidOn}` });
      return paid;
    }),
  ];
};
