import {
  archiveCampaign,
  createCampaign,
  getCampaign,
  listCampaigns,
  replaceCampaignCustomer,
  updateCampaign,
} from '../../../schemas/api/campaigns';
import { AppError } from '../../../schemas/errors';
import type { TOrder } from '../../../schemas/orders/order';
import {
  campaignMessages,
  campaignReferences,
  customerReplacementReferences,
  type TCampaign,
  type TCampaignInput,
} from '../../../schemas/planning/campaign';
import type { Clock, IdGenerator } from '../../platform/clock';
import type { CompanyStore } from '../../platform/company-store';
import { type Route, route } from '../../platform/http';
import type { RecordStore } from '../../platform/records/record-store';
import { type ExistingIds, requireKnownReferences } from '../../platform/references/references';
import { customerExistingIds, type StructureOwners } from '../../platform/references/structure-owners';
import type { CustomerUnits } from '../customer-units';
import { machineSnapshotOf, newOrder, serviceSnapshotOf } from '../domain/order';
import type { OrderStore } from '../order-store';
import type { CampaignStore } from './campaign-store';
import {
  archiveCampaign as archive,
  campaignDetails,
  campaignOrderPlan,
  campaignSummary,
  changeCampaign,
  newCampaign,
  replaceCampaignCustomer as replaceCustomerOfChain,
  requireOneTransaction,
} from './domain/campaign';

export type CampaignDeps = {
  campaigns: CampaignStore;
  orders: Pick<OrderStore, 'get'>;
  companies: Pick<CompanyStore, 'get'>;
  /** The master data the orders' snapshots are taken from (services, machines, employees). */
  records: Pick<RecordStore, 'getMany'>;
  customerUnits: CustomerUnits;
  /** The customer's name, for the orders' names; undefined for an unknown customer. */
  customerName: (companyId: string, customerId: string) => Promise<string | undefined>;
  existingIds: ExistingIds;
  /** Whose fields the request names: a chain works its customer's fields only. */
  structureOwners: StructureOwners;
  clock: Clock;
  ids: IdGenerator;
};

/** Issues of an order rule named at the row of the chain they are about ('orders.1.plannedEndDateTime'). */
const atRow = <T>(index: number, make: () => T): T => {
  try {
    return make();
  } catch (error) {
    if (!(error instanceof AppError) || !error.issues) throw error;
    const issues = error.issues.map((issue) => ({ ...issue, path: `orders.${index}.${issue.path}` }));
    throw new AppError(error.code, { issues, cause: error, detail: error.message });
  }
};

/** The ids named, each once: several orders of a chain share a service or a driver (a batch read takes each key once). */
const uniqueIds = (ids: readonly (string | null)[]): string[] => [
  ...new Set(ids.filter((id): id is string => id !== null)),
];

/** Campaigns (Auftragsketten, issue 15 point 2) and their customer replacement (application.md §4). */
export const campaignRoutes = (deps: CampaignDeps): Route[] => {
  const { campaigns, clock, ids } = deps;

  const existingCampaign = async (companyId: string, campaignId: string): Promise<TCampaign> => {
    const campaign = await campaigns.get(companyId, campaignId);
    if (!campaign) throw new AppError('LW_404_35_0001', { detail: `campaign ${campaignId}` });
    return campaign;
  };

  /** The ids the request may name: its fields must be the named customer's. */
  const idsFor = (customerId: string) => customerExistingIds(deps.existingIds, deps.structureOwners, customerId);

  const nameOf = async (companyId: string, customerId: string) =>
    (await deps.customerName(companyId, customerId)) ?? customerId;

  const detailsOf = async (campaign: TCampaign) =>
    campaignDetails(campaign, await campaigns.ordersOf(campaign.companyId, campaign.orderIds));

  /** The chain's orders as new DRAFT orders, each checked by the order rules at its row. */
  const ordersOfInput = async (companyId: string, input: TCampaignInput, campaignId: string): Promise<TOrder[]> => {
    const rows = input.orders;
    const [company, services, machines, employees, customers, customerName] = await Promise.all([
      deps.companies.get(companyId),
      deps.records.getMany(companyId, 'service', uniqueIds(rows.map((row) => row.serviceId))),
      deps.records.getMany(companyId, 'machine', uniqueIds(rows.flatMap((row) => row.machineIds))),
      deps.records.getMany(companyId, 'employee', uniqueIds(rows.map((row) => row.employeeId))),
      deps.customerUnits(companyId, [input.customerId]),
      nameOf(companyId, input.customerId),
    ]);
    const settings = { enableMultiCustomerOrders: company?.settings.enableMultiCustomerOrders ?? false };
    const now = clock.now();
    return rows.map((row, index) =>
      atRow(index, () => {
        const service = services.find((candidate) => candidate.id === row.serviceId);
        const rowMachines = machines.filter((machine) => row.machineIds.includes(machine.id));
        return newOrder(campaignOrderPlan(row, input, customerName), settings, {
          id: ids.newId(),
          companyId,
          now,
          campaignId,
          snapshots: {
            service: service ? serviceSnapshotOf(service) : null,
            machines: rowMachines.map(machineSnapshotOf),
          },
          members: {
            unit: undefined,
            services: service ? [service] : [],
            machines: rowMachines,
            employees: employees.filter((employee) => employee.id === row.employeeId),
            resources: [],
            customers,
          },
        });
      }),
    );
  };

  const orderNamed = async (companyId: string, orderId: string | undefined, path: string) => {
    if (orderId === undefined) return undefined;
    const order = await deps.orders.get(companyId, orderId);
    if (!order) {
      throw new AppError('LW_400_01_0001', { issues: [{ path, message: campaignMessages.orderUnknown }] });
    }
    return order;
  };

  return [
    route(listCampaigns, async ({ query }, { company }) => {
      const archived = query.archived === 'true';
      const chains = (await campaigns.list(company.companyId)).filter((campaign) => campaign.archived === archived);
      const orders = await campaigns.ordersOf(
        company.companyId,
        chains.flatMap((campaign) => campaign.orderIds),
      );
      return { items: chains.map((campaign) => campaignSummary(campaign, orders)) };
    }),

    route(createCampaign, async ({ body }, { company, claims }) => {
      const { companyId } = company;
      await requireKnownReferences(idsFor(body.customerId), companyId, body, campaignReferences, 'campaign');
      requireOneTransaction(body.orders);
      const id = ids.newId();
      const orders = await ordersOfInput(companyId, body, id);
      const campaign = newCampaign(body, {
        id,
        companyId,
        now: clock.now(),
        userId: claims.sub,
        orderIds: orders.map((order) => order.id),
      });
      await campaigns.save(
        campaign,
        null,
        orders.map((order) => ({ order, previous: null })),
      );
      return campaignDetails(campaign, orders);
    }),

    route(getCampaign, async ({ params }, { company }) =>
      detailsOf(await existingCampaign(company.companyId, params.campaignId)),
    ),

    route(updateCampaign, async ({ params, body }, { company }) => {
      const { companyId } = company;
      const existing = await existingCampaign(companyId, params.campaignId);
      const [added, removed] = await Promise.all([
        orderNamed(companyId, body.addOrder?.orderId, 'addOrder.orderId'),
        orderNamed(companyId, body.removeOrderId, 'removeOrderId'),
      ]);
      const { campaign, changes } = changeCampaign(existing, body, { added, removed }, clock.now());
      await campaigns.save(campaign, existing, changes);
      return detailsOf(campaign);
    }),

    route(archiveCampaign, async ({ params, body }, { company }) => {
      const existing = await existingCampaign(company.companyId, params.campaignId);
      const campaign = archive(existing, body, clock.now());
      await campaigns.save(campaign, existing, []);
      return detailsOf(campaign);
    }),

    route(replaceCampaignCustomer, async ({ params, body }, { company }) => {
      const { companyId } = company;
      const existing = await existingCampaign(companyId, params.campaignId);
      const existingIds = idsFor(body.customerId);
      await requireKnownReferences(existingIds, companyId, body, customerReplacementReferences, 'replacement');
      const orders = await campaigns.ordersOf(companyId, existing.orderIds);
      const { campaign, changes } = replaceCustomerOfChain(existing, orders, body, {
        now: clock.now(),
        customerName: await nameOf(companyId, body.customerId),
      });
      await campaigns.save(campaign, existing, changes);
      return campaignDetails(
        campaign,
        changes.map(({ order }) => order),
      );
    }),
  ];
};
