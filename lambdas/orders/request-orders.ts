import * as z from 'zod';
import { ZOrderRequest } from '../../schemas/api/order-requests';
import type { RecordOf } from '../../schemas/masterdata/kinds';
import { orderIdOfRequest } from '../../schemas/orders/order';
import type { Clock } from '../platform/clock';
import type { CompanyStore } from '../platform/company-store';
import type { TableChange } from '../platform/stream-image';
import type { CustomerUnits } from './customer-units';
import { noUnitMembers } from './domain/operating-unit-membership';
import { serviceSnapshotOf } from './domain/order';
import { type AcceptedRequest, orderPlanOfRequest } from './domain/order-from-request';
import { saveMadeOrder } from './made-orders';
import type { OrderStore } from './order-store';

/** ElectroDB marks every item with its entity name; the structures service's requests are 'orderRequest'. */
const ORDER_REQUEST_ENTITY = 'orderRequest';

/**
 * A request item as the stream shows it: stored without nulls and with its id as orderRequestId. Parsed
 * with the request's own schema (the fields the order takes), so the two services read one shape.
 */
const ZRequestImage = ZOrderRequest.pick({
  companyId: true,
  customerId: true,
  subject: true,
  description: true,
  startDate: true,
  endDate: true,
  fieldIds: true,
  trackIds: true,
  loadingPointIds: true,
  markers: true,
  mapStructuresSequence: true,
  isMapStructuresSequenceEnabled: true,
  serviceId: true,
  fieldNames: true,
  amount: true,
  amountUnit: true,
  status: true,
}).extend({
  __edb_e__: z.literal(ORDER_REQUEST_ENTITY),
  orderRequestId: z.string(),
  decidedAt: z.string().nullable().default(null),
});

const requestOf = (image: Record<string, unknown> | undefined) => {
  const parsed = ZRequestImage.safeParse(image);
  return parsed.success ? parsed.data : undefined;
};

/** The request a change accepts: it turned ACCEPTED in this change; anything else is none. */
export const acceptedRequestOf = (change: TableChange): AcceptedRequest | undefined => {
  const after = requestOf(change.newImage);
  if (after?.status !== 'ACCEPTED' || requestOf(change.oldImage)?.status === 'ACCEPTED') return undefined;
  const { __edb_e__: _entity, orderRequestId, status: _status, ...request } = after;
  return { ...request, id: orderRequestId };
};

export type RequestOrderDeps = {
  orders: Pick<OrderStore, 'get' | 'save'>;
  companies: Pick<CompanyStore, 'get'>;
  /** The service record of the company, archived or not; undefined when it is gone. */
  serviceOf: (companyId: string, serviceId: string) => Promise<RecordOf<'service'> | undefined>;
  customerUnits: CustomerUnits;
  clock: Clock;
  /** A request the order rules refuse is logged and left: retrying cannot change the outcome. */
  logRefused: (message: string, error: unknown) => void;
};

/**
 * The stream consumer of issue 12 point 2: each order request the office accepts becomes a DRAFT order
 * with the request's id (orderIdOfRequest). A replayed record finds that order and creates nothing; two
 * deliveries racing lose at the create condition, which counts as done.
 */
export const makeCreateOrdersOfAcceptedRequests =
  ({ orders, companies, serviceOf, customerUnits, clock, logRefused }: RequestOrderDeps) =>
  async (changes: readonly TableChange[]): Promise<void> => {
    for (const change of changes) {
      const request = acceptedRequestOf(change);
      if (!request) continue;
      const { companyId } = request;
      const id = orderIdOfRequest(request.id);
      if (await orders.get(companyId, id)) continue;
      const [company, asked, customers] = await Promise.all([
        companies.get(companyId),
        request.serviceId === null ? undefined : serviceOf(companyId, request.serviceId),
        customerUnits(companyId, [request.customerId]),
      ]);
      // A service archived or deleted since the farmer asked is no longer on offer: the draft has none.
      const service = asked?.archived === false ? asked : undefined;
      const now = clock.now();
      const plan = orderPlanOfRequest(
        request,
        { serviceExists: service !== undefined, customerExists: customers.length > 0 },
        now,
      );
      await saveMadeOrder(
        orders,
        {
          plan,
          company,
          context: {
            id,
            companyId,
            now,
            orderRequestId: request.id,
            snapshots: { service: service ? serviceSnapshotOf(service) : null, machines: [] },
            members: { ...noUnitMembers, services: service ? [service] : [], customers },
          },
        },
        (error) => logRefused(`order request ${request.id} made no order`, error),
      );
    }
  };
