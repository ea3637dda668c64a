import {
  createOrderRequest,
  decideOrderRequest,
  deleteOrderRequest,
  getMyOrderRequest,
  getOrderRequest,
  listContractorServices,
  listMyOrderRequests,
  listOrderRequests,
  orderRequestReferences,
  updateOrderRequest,
} from '../../schemas/api/order-requests';
import { AppError } from '../../schemas/errors';
import { hasPermission } from '../../schemas/permissions';
import type { Clock, IdGenerator } from '../platform/clock';
import type { CompanyStore } from '../platform/company-store';
import { type CustomerMembershipLookup, customerAccessOf } from '../platform/customer-access';
import { type Route, route } from '../platform/http';
import { type ExistingIds, requireKnownReferences } from '../platform/references/references';
import { customerExistingIds, type StructureOwners } from '../platform/references/structure-owners';
import type { CustomerStore } from './customer-store';
import {
  askingCustomer,
  changeOrderRequest,
  decideOrderRequest as decide,
  isInArchive,
  newOrderRequest,
  pendingDelta,
  requireChangeableByCustomer,
  type StoredOrderRequest,
  serviceNameOf,
} from './domain/order-request';
import type { ContractorServiceLookup, OrderRequestStore } from './order-request-store';

export type OrderRequestDeps = {
  requests: OrderRequestStore;
  companies: CompanyStore;
  customers: CustomerStore;
  customerMembership: CustomerMembershipLookup;
  services: ContractorServiceLookup;
  /** Which of the ids a request names are stored in the contractor's company. */
  existingIds: ExistingIds;
  /** Whose the fields, tracks and loading points are: a customer names only their own. */
  structureOwners: StructureOwners;
  userName: (userId: string) => Promise<string | undefined>;
  clock: Clock;
  ids: IdGenerator;
};

const collator = new Intl.Collator('de');

/** What the API hands out: the stored request without who created it (an internal id). */
const shown = ({ createdByUserId: _internal, ...request }: StoredOrderRequest) => request;

/**
 * Order requests, the customer's side (services.md §7 /order-requests with the contractor's companyId)
 * and the office's (Aufträge > Anfragen). A customer sees only the requests of the customers they speak
 * for; the office never sees drafts.
 */
export const orderRequestRoutes = (deps: OrderRequestDeps): Route[] => {
  const { requests, customers, clock, ids } = deps;

  const customerAccess = customerAccessOf(deps);
  /** Refuses ids of the request that name nothing the asking customer may name at the contractor. */
  const requireOwnReferences = (companyId: string, customerId: string, value: unknown, pathPrefix = '') =>
    requireKnownReferences(
      customerExistingIds(deps.existingIds, deps.structureOwners, customerId),
      companyId,
      value,
      orderRequestReferences,
      'order request',
      pathPrefix,
    );

  const ownRequest = async (companyId: string, customerIds: readonly string[], orderRequestId: string) => {
    const request = await requests.get(companyId, orderRequestId);
    if (!request || !customerIds.includes(request.customerId)) {
      throw new AppError('FCPA_403_20_0001', { detail: `order request ${orderRequestId}` });
    }
    return request;
  };

  // One request is shown to every role of 'order requests' (§6), answered or not; only the archive list is
  // limited to owner, admin and planner, as its page is.
  const officeRequest = async (companyId: string, orderRequestId: string) => {
    const request = await requests.get(companyId, orderRequestId);
    // Drafts are the customer's own until sent.
    if (!request || request.status === 'DRAFT') throw new AppError('LW_404_02_0004');
    return request;
  };

  /**
   * The input with the wanted service's name, checked against what the contractor offers. A service the
   * request already names keeps its name: archiving it later must not stop the customer taking it back.
   */
  const withServiceName = async <T extends { serviceId: string | null }>(
    companyId: string,
    input: T,
    existing?: StoredOrderRequest,
  ) => {
    if (existing && input.serviceId !== null && input.serviceId === existing.serviceId) {
      return { ...input, serviceName: existing.serviceName };
    }
    const service = input.serviceId === null ? undefined : await deps.services.get(companyId, input.serviceId);
    return { ...input, serviceName: serviceNameOf(input.serviceId, service) };
  };

  const nameOf = async (userId: string, fallback: string | undefined) =>
    (await deps.userName(userId)) ?? fallback ?? userId;

  return [
    route(listMyOrderRequests, async ({ query }, { claims }) => {
      const customerIds = await customerAccess(query.companyId, claims.sub);
      const archive = query.isInArchive === 'true';
      const items = await requests.ofCustomers(query.companyId, customerIds);
      return { items: items.filter((request) => isInArchive(request.status) === archive).map(shown) };
    }),

    route(createOrderRequest, async ({ query, body }, { claims }) => {
      const customerIds = await customerAccess(query.companyId, claims.sub);
      const customerId = askingCustomer(customerIds, body.customerId);
      await requireOwnReferences(query.companyId, customerId, body);
      const customer = await customers.get(query.companyId, customerId);
      const request = newOrderRequest(await withServiceName(query.companyId, body), {
        id: ids.newId(),
        companyId: query.companyId,
        customer: { id: customerId, name: customer?.name ?? customerId },
        userId: claims.sub,
        userName: await nameOf(claims.sub, claims.email),
        now: clock.now(),
      });
      await requests.save(request, null, pendingDelta(null, request.status));
      return shown(request);
    }),

    route(getMyOrderRequest, async ({ params, query }, { claims }) => {
      const customerIds = await customerAccess(query.companyId, claims.sub);
      return shown(await ownRequest(query.companyId, customerIds, params.orderRequestId));
    }),

    route(updateOrderRequest, async ({ params, query, body }, { claims }) => {
      const customerIds = await customerAccess(query.companyId, claims.sub);
      const existing = await ownRequest(query.companyId, customerIds, params.orderRequestId);
      await requireOwnReferences(query.companyId, existing.customerId, body.data, 'data.');
      const input = await withServiceName(query.companyId, body.data, existing);
      const changed = changeOrderRequest(existing, input, body.version, clock.now());
      await requests.save(changed, existing.version, pendingDelta(existing.status, changed.status));
      return shown(changed);
    }),

    route(deleteOrderRequest, async ({ params, query }, { claims }) => {
      const customerIds = await customerAccess(query.companyId, claims.sub);
      const existing = await ownRequest(query.companyId, customerIds, params.orderRequestId);
      requireChangeableByCustomer(existing);
      await requests.remove(existing, pendingDelta(existing.status, null));
      return { deleted: true as const };
    }),

    route(listContractorServices, async ({ query }, { claims }) => {
      await customerAccess(query.companyId, claims.sub);
      const items = await deps.services.list(query.companyId);
      return { items: items.sort((a, b) => collator.compare(a.name, b.name)) };
    }),

    route(listOrderRequests, async ({ query }, { company }) => {
      const archive = query.isInArchive === 'true';
      // §6: the archive of order requests is for owner, admin and planner only.
      if (archive && !hasPermission(company.role, 'orderRequests:archive')) {
        throw new AppError('LW_403_10_0001', { detail: `${company.role} lacks orderRequests:archive` });
      }
      const items = await requests.byStage(company.companyId, archive ? 'archive' : 'open');
      return { items: items.map(shown) };
    }),

    route(getOrderRequest, async ({ params }, { company }) =>
      shown(await officeRequest(company.companyId, params.orderRequestId)),
    ),

    route(decideOrderRequest, async ({ params, body }, { claims, company }) => {
      const existing = await officeRequest(company.companyId, params.orderRequestId);
      const decided = decide(existing, body, { userName: await nameOf(claims.sub, claims.email), now: clock.now() });
      await requests.save(decided, existing.version, pendingDelta(existing.status, decided.status));
      return shown(decided);
    }),
  ];
};
