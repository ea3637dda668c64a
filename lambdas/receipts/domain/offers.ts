import { AppError } from '../../../schemas/errors';
import type { TReceipt } from '../../../schemas/receipts/receipt';

/**
 * Accepting an offer (issue 14): a FINALIZED offer is accepted once; the orders service then makes one
 * DRAFT order per SERVICE position from the table stream (lambdas/orders/offer-orders.ts).
 */
export const acceptedOffer = (offer: TReceipt, version: number, now: Date): TReceipt => {
  if (offer.status !== 'FINALIZED') throw new AppError('RCPT_409_50_0005', { detail: `offer ${offer.id}` });
  if (offer.acceptedAt !== null) throw new AppError('RCPT_409_50_0004', { detail: `offer ${offer.id}` });
  if (offer.version !== version) throw new AppError('LW_409_00_0001', { detail: `offer ${offer.id} v${version}` });
  const at = now.toISOString();
  return { ...offer, acceptedAt: at, version: offer.version + 1, updatedAt: at };
};
