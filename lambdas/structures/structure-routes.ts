import type * as z from 'zod';
import type { Endpoint, EndpointAccess } from '../../schemas/api/endpoint';
import type { TClaims } from '../../schemas/claims';
import type { Permission } from '../../schemas/permissions';
import { type Route, type RouteContext, route } from '../platform/http';
import type { CompanyAccess } from '../platform/tenancy';
import type { StructureViewer } from './domain/structure-access';
import { type Archived, type StructureDeps, type StructureUseCases, viewersOf } from './structure-use-cases';

/**
 * The route table of a kind of map structure (services.md §7) on one side: its six endpoints bound to the
 * shared use cases. The endpoints are typed by what their schemas answer, so one table serves every kind
 * and both sides (the side says who calls: the office by role, a farmer by membership).
 */

export type StructureEndpoint<P, Q, B, A extends EndpointAccess> = Endpoint<
  z.ZodType<P>,
  z.ZodType<Q>,
  z.ZodType<B>,
  z.ZodType,
  A
>;

type SideEndpoints<A extends EndpointAccess, Q, PK extends string, BK extends string, I, C> = {
  list: StructureEndpoint<unknown, Q & { archived: Archived }, unknown, A>;
  get: StructureEndpoint<Record<PK, string>, Q, unknown, A>;
  create: StructureEndpoint<unknown, Q, I, A>;
  update: StructureEndpoint<Record<PK, string>, Q, C, A>;
  createBatch: StructureEndpoint<unknown, Q, Record<BK, readonly I[]>, A>;
  updateBatch: StructureEndpoint<unknown, Q, Record<BK, readonly (C & { id: string })[]>, A>;
};

/** Who calls, from the route's query and context: the company worked in and the viewer's standing. */
export type Caller<A extends EndpointAccess, Q> = (
  query: Q,
  context: RouteContext<StructureEndpoint<unknown, Q, unknown, A>>,
) => Promise<{ companyId: string; viewer: StructureViewer }>;

export const structureRoutes = <A extends EndpointAccess, Q, PK extends string, BK extends string, T, I, C>(
  endpoints: SideEndpoints<A, Q, PK, BK, I, C>,
  keys: { param: PK; batch: BK },
  uses: StructureUseCases<T, I, C>,
  caller: Caller<A, Q>,
): Route[] => [
  route(endpoints.list, async ({ query }, context) => {
    const { companyId, viewer } = await caller(query, context);
    return uses.list(companyId, viewer, query.archived);
  }),
  route(endpoints.get, async ({ params, query }, context) => {
    const { companyId, viewer } = await caller(query, context);
    return uses.get(companyId, viewer, params[keys.param]);
  }),
  route(endpoints.create, async ({ body, query }, context) => {
    const { companyId, viewer } = await caller(query, context);
    return uses.createOne(companyId, viewer, body);
  }),
  route(endpoints.update, async ({ params, body, query }, context) => {
    const { companyId, viewer } = await caller(query, context);
    return uses.updateOne(companyId, viewer, params[keys.param], body);
  }),
  route(endpoints.createBatch, async ({ body, query }, context) => {
    const { companyId, viewer } = await caller(query, context);
    return { [keys.batch]: await uses.createMany(companyId, viewer, body[keys.batch]) };
  }),
  route(endpoints.updateBatch, async ({ body, query }, context) => {
    const { companyId, viewer } = await caller(query, context);
    return { [keys.batch]: await uses.updateMany(companyId, viewer, body[keys.batch]) };
  }),
];

export type OfficeAccess = { kind: 'company'; permission: Permission };
export type FarmerAccess = { kind: 'signedIn' };

/** Who calls on each side: the office by its role, a farmer by their membership of the contractor named. */
export const sideCallers = (deps: StructureDeps) => {
  const viewers = viewersOf(deps);
  return {
    office: async (_query: unknown, { company }: { company: CompanyAccess }) => ({
      companyId: company.companyId,
      viewer: viewers.staff(company.role),
    }),
    farmer: async ({ companyId }: { companyId: string }, { claims }: { claims: TClaims }) => ({
      companyId,
      viewer: await viewers.farmer(companyId, claims.sub),
    }),
  };
};

/**
 * Both sides of a kind: the office under /structures/company (role guard, edit-structures by role) and the
 * farmer at the spec's path naming the contractor in companyId (customer membership, canEditStructures).
 */
export const officeAndFarmerRoutes = <OQ, PK extends string, BK extends string, T, I, C>(
  endpoints: {
    office: SideEndpoints<OfficeAccess, OQ, PK, BK, I, C>;
    farmer: SideEndpoints<FarmerAccess, { companyId: string }, PK, BK, I, C>;
  },
  keys: { param: PK; batch: BK },
  uses: StructureUseCases<T, I, C>,
  deps: StructureDeps,
): Route[] => {
  const callers = sideCallers(deps);
  return [
    ...structureRoutes(endpoints.office, keys, uses, callers.office),
    ...farmerRoutes(endpoints.farmer, keys, uses, deps),
  ];
};

/** The farmer's side of a kind alone: at the spec's path naming the contractor in companyId. */
export const farmerRoutes = <PK extends string, BK extends string, T, I, C>(
  endpoints: SideEndpoints<FarmerAccess, { companyId: string }, PK, BK, I, C>,
  keys: { param: PK; batch: BK },
  uses: StructureUseCases<T, I, C>,
  deps: StructureDeps,
): Route[] => structureRoutes(endpoints, keys, uses, sideCallers(deps).farmer);
