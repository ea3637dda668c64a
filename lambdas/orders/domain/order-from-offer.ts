import { germanDay, germanWallClock } from '../../../schemas/kernel/calendar';
import { formatGermanDecimal } from '../../../schemas/kernel/german-format';
import { type TOrderPlan, ZOrderInput } from '../../../schemas/orders/order';
import type { TReceiptPosition } from '../../../schemas/receipts/receipt';
import { REQUEST_START_TIME } from './order-from-request';

/**
 * issue 14: an offer the customer accepted becomes DRAFT orders, one per SERVICE position, carrying what
 * was offered. Pure: the consumer passes in whether the offer's customer still exists.
 */

/** What the orders service reads of an accepted offer (from the receipt item on the stream). */
export type AcceptedOffer = {
  id: string;
  companyId: string;
  number: string | null;
  customerId: string;
  operatingUnitId: string;
  acceptedAt: string;
  deliveryDate: string | null;
  positions: TReceiptPosition[];
};

/** The bound of the order's note (ZOrderInput.other). */
const NOTE_MAX = 4000;

/**
 * The id of the order made from the offer's position at `index` (positions of a finalized offer never
 * change): deterministic, so a replayed acceptance finds the orders it made.
 */
export const orderIdOfOfferPosition = (offerId: string, index: number): string => `${offerId}-auftrag-${index + 1}`;

/** The position's description, the amount offered and the offer it came from. */
const noteOf = (offer: AcceptedOffer, position: TReceiptPosition): string =>
  [
    position.description ?? '',
    `Menge: ${formatGermanDecimal(position.quantity)} ${position.unit}`,
    offer.number ? `Aus Angebot ${offer.number}` : '',
  ]
    .filter((part) => part !== '')
    .join('\n\n')
    .slice(0, NOTE_MAX);

/** The orders of an accepted offer: per SERVICE position its id and plan, from the delivery or acceptance day. */
export const orderPlansOfOffer = (
  offer: AcceptedOffer,
  records: { customerExists: boolean },
): { id: string; plan: TOrderPlan }[] => {
  const startDay = offer.deliveryDate ?? germanDay(offer.acceptedAt);
  return offer.positions.flatMap((position, index) =>
    position.kind === 'SERVICE'
      ? [
          {
            id: orderIdOfOfferPosition(offer.id, index),
            plan: ZOrderInput.parse({
              name: position.name,
              operatingUnitId: offer.operatingUnitId,
              customerIds: records.customerExists ? [offer.customerId] : [],
              plannedStartDateTime: germanWallClock(startDay, REQUEST_START_TIME),
              other: noteOf(offer, position),
            }),
          },
        ]
      : [],
  );
};
