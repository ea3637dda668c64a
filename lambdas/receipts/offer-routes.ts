import { acceptOffer } from '../../schemas/api/receipts';
import { AppError } from '../../schemas/errors';
import type { TReceipt } from '../../schemas/receipts/receipt';
import type { Clock } from '../platform/clock';
import { type Route, route } from '../platform/http';
import { acceptedOffer } from './domain/offers';

/** The offer's acceptance (issue 14): the orders it becomes are made by the orders service from the stream. */

export type OfferStore = {
  get: (companyId: string, type: 'OFFER', receiptId: string) => Promise<TReceipt | undefined>;
  /** Writes the changed receipt if the stored one is still at `expectedVersion` (else 409). */
  update: (receipt: TReceipt, expectedVersion: number) => Promise<void>;
};

export const offerRoutes = ({ offers, clock }: { offers: OfferStore; clock: Clock }): Route[] => [
  route(acceptOffer, async ({ params, body }, { company }) => {
    const offer = await offers.get(company.companyId, 'OFFER', params.receiptId);
    if (!offer) throw new AppError('RCPT_404_30_0001', { detail: `offer ${params.receiptId}` });
    const accepted = acceptedOffer(offer, body.version, clock.now());
    await offers.update(accepted, offer.version);
    return accepted;
  }),
];
