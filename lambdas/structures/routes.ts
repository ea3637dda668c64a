import { createCustomer, getCustomer, listCustomers, updateCustomer } from '../../schemas/api/customers';
import { AppError } from '../../schemas/errors';
import type { Clock, IdGenerator } from '../platform/clock';
import { route } from '../platform/http';
import { changeCustomer, newCustomer, sortCustomers } from './domain/customer';
import type { CustomerStore } from './store';

export type StructuresDeps = { customers: CustomerStore; clock: Clock; ids: IdGenerator };

const notFound = (customerId: string) => new AppError('LW_404_02_0001', { detail: `customer ${customerId}` });

/** The structures service's routes: endpoint -> use case, nothing else. */
export const structuresRoutes = ({ customers, clock, ids }: StructuresDeps) => [
  route(listCustomers, async (_input, { company }) => ({
    items: sortCustomers(await customers.list(company.companyId)),
  })),

  route(getCustomer, async ({ params }, { company }) => {
    const customer = await customers.get(company.companyId, params.customerId);
    if (!customer) throw notFound(params.customerId);
    return customer;
  }),

  route(createCustomer, async ({ body }, { company }) => {
    const customer = newCustomer(body, {
      id: ids.newId(),
      companyId: company.companyId,
      now: clock.now(),
      newId: ids.newId,
    });
    await customers.create(customer);
    return customer;
  }),

  route(updateCustomer, async ({ params, body }, { company }) => {
    const existing = await customers.get(company.companyId, params.customerId);
    if (!existing) throw notFound(params.customerId);
    const { version, ...data } = body;
    const changed = changeCustomer(existing, data, version, { now: clock.now(), newId: ids.newId });
    await customers.replace(changed, version);
    return changed;
  }),
];
