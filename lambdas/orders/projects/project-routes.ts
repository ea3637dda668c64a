import { getProjectSummary } from '../../../schemas/api/projects';
import { AppError } from '../../../schemas/errors';
import { orderProgress } from '../../../schemas/planning/order-progress';
import type { ReadBillingFacts } from '../../platform/billing-facts';
import type { Clock } from '../../platform/clock';
import { type Route, route } from '../../platform/http';
import type { OrderStore } from '../order-store';
import { projectSummary } from './project-summary';

export type ProjectDeps = {
  orders: Pick<OrderStore, 'ofProject'>;
  /** Whether the company has the project (archived ones too: their orders still add up). */
  projectExists: (companyId: string, projectId: string) => Promise<boolean>;
  customerNames: (companyId: string, customerIds: readonly string[]) => Promise<Map<string, string>>;
  facts: ReadBillingFacts;
  clock: Clock;
};

/** A project's orders and what they add up to (issue 15): the project details page reads it. */
export const projectRoutes = (deps: ProjectDeps): Route[] => [
  route(getProjectSummary, async ({ params }, { company }) => {
    const { companyId } = company;
    if (!(await deps.projectExists(companyId, params.projectId))) {
      throw new AppError('LW_404_36_0002', { detail: `project ${params.projectId}` });
    }
    const now = deps.clock.now();
    const orders = await deps.orders.ofProject(companyId, params.projectId);
    const names = await deps.customerNames(
      companyId,
      orders.flatMap((order) => order.customerIds),
    );
    const rows = await Promise.all(
      orders.map(async (order) => ({
        order,
        progress: orderProgress(order, await deps.facts(order), now),
        customerNames: order.customerIds.flatMap((id) => names.get(id) ?? []),
      })),
    );
    return projectSummary(params.projectId, rows);
  }),
];
