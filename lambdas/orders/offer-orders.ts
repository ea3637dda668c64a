import * as z from 'zod';
import { ZReceiptPosition } from '../../schemas/receipts/receipt';
import type { Clock } from '../platform/clock';
import type { CompanyStore } from '../platform/company-store';
import type { TableChange } from '../platform/stream-image';
import type { CustomerUnits } from './customer-units';
import { noUnitMembers } from './domain/operating-unit-membership';
import { type AcceptedOffer, orderPlansOfOffer } from './domain/order-from-offer';
import { saveMadeOrder } from './made-orders';
import type { OrderStore } from './order-store';

/** ElectroDB marks every item with its entity name; the receipts service's receipts are 'receipt'. */
const RECEIPT_ENTITY = 'receipt';

/**
 * An offer item as the stream shows it (lambdas/platform/db/entities/receipts.ts): the head as attributes,
 * the rest in `content`. Only what the orders take is read, with the receipts' own position schema.
 */
const ZOfferImage = z.object({
  __edb_e__: z.literal(RECEIPT_ENTITY),
  type: z.literal('OFFER'),
  receiptId: z.string(),
  companyId: z.string(),
  number: z.string().nullable().default(null),
  content: z.object({
    customerId: z.string(),
    operatingUnitId: z.string(),
    acceptedAt: z.string().nullable().default(null),
    deliveryDate: z.string().nullable().default(null),
    positions: z.array(ZReceiptPosition),
  }),
});

const offerOf = (image: Record<string, unknown> | undefined) => {
  const parsed = ZOfferImage.safeParse(image);
  return parsed.success ? parsed.data : undefined;
};

/** The offer a change accepts: acceptedAt was set in this change; anything else is none. */
export const acceptedOfferOf = (change: TableChange): AcceptedOffer | undefined => {
  const after = offerOf(change.newImage);
  const acceptedAt = after?.content.acceptedAt;
  if (!after || !acceptedAt || offerOf(change.oldImage)?.content.acceptedAt) return undefined;
  return { ...after.content, acceptedAt, id: after.receiptId, companyId: after.companyId, number: after.number };
};

export type OfferOrderDeps = {
  orders: Pick<OrderStore, 'get' | 'save'>;
  companies: Pick<CompanyStore, 'get'>;
  customerUnits: CustomerUnits;
  clock: Clock;
  /** An order the order rules refuse is logged and left: retrying cannot change the outcome. */
  logRefused: (message: string, error: unknown) => void;
};

/**
 * The stream consumer of accepted offers: each SERVICE position becomes a DRAFT order with the id of its
 * position (orderIdOfOfferPosition). A replayed record finds those orders and creates nothing; two
 * deliveries racing lose at the create condition, which counts as done.
 */
export const makeCreateOrdersOfAcceptedOffers =
  ({ orders, companies, customerUnits, clock, logRefused }: OfferOrderDeps) =>
  async (changes: readonly TableChange[]): Promise<void> => {
    for (const change of changes) {
      const offer = acceptedOfferOf(change);
      if (!offer) continue;
      const { companyId } = offer;
      const [company, customers] = await Promise.all([
        companies.get(companyId),
        customerUnits(companyId, [offer.customerId]),
      ]);
      const now = clock.now();
      for (const { id, plan } of orderPlansOfOffer(offer, { customerExists: customers.length > 0 })) {
        if (await orders.get(companyId, id)) continue;
        await saveMadeOrder(
          orders,
          {
            plan,
            company,
            context: {
              id,
              companyId,
              now,
              snapshots: { service: null, machines: [] },
              members: { ...noUnitMembers, customers },
            },
          },
          (error) => logRefused(`offer ${offer.id} made no order ${id}`, error),
        );
      }
    }
  };
