import { HANSEN, NEIGHBOUR, tokenForRole } from './api-client';

/**
 * The callers of an office route's access tests: Hansen's planner (allowed), Hansen's driver (refused,
 * 403) and the neighbour's owner (another company: 404, or only its own data).
 */
export const officeRouteCallers = async () => {
  const [planner, driver, neighbour] = await Promise.all([
    tokenForRole('PLANNER', HANSEN),
    tokenForRole('EMPLOYEE', HANSEN),
    tokenForRole('OWNER', NEIGHBOUR),
  ]);
  return { planner, driver, neighbour };
};
