import { cancelBill, recordBillPayment } from '../../schemas/api/receipts';
import { germanDay } from '../../schemas/kernel/calendar';
import { type Route, route } from '../platform/http';
import { cancellationDraftOf, cancelledBill, recordPayment, requireCancellable } from './domain/finalize';
import { changeBy, existingReceipt, type ReceiptDeps, requestFiles } from './receipt-routes';

/** Cancelling a finalized bill and recording its payments (issue 14 point 1: Storno, Zahlungen). */
export const billRoutes = (deps: Omit<ReceiptDeps, 'beforeFinalize'>): Route[] => {
  const { receipts } = deps;
  const who = changeBy(deps);

  return [
    route(cancelBill, async ({ params, body }, { company, claims, logger }) => {
      const { companyId } = company;
      const bill = await existingReceipt(receipts, companyId, 'BILL', params.receiptId);
      requireCancellable(bill, body.version);
      const [{ settings }, by] = await Promise.all([receipts.getSettings(companyId), who(claims)]);
      const draft = cancellationDraftOf(bill, {
        id: deps.ids.newId(),
        now: by.now,
        reason: body.reason,
        settings,
        today: germanDay(by.now),
      });
      const cancelled = cancelledBill(bill, draft.id, by.now);
      const cancellationBill = await receipts.cancel(
        draft,
        { cancelled, previousVersion: bill.version },
        settings,
        { now: by.now, by: by.userName },
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
