import type { Tenant } from './tenants';

/**
 * The callers of an office route's access tests: the company's planner (allowed), its driver (refused,
 * 403) and the neighbour's owner (another company: 404, or only its own data).
 */
export const officeRouteCallers = async (company: Tenant, neighbour: Tenant) => {
  const [planner, driver, neighbourOwner] = await Promise.all([
    company.token('PLANNER'),
    company.token('EMPLOYEE'),
    neighbour.token('OWNER'),
  ]);
  return { planner, driver, neighbour: neighbourOwner };
};
