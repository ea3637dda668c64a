import { createCustomer, getCustomer, listCustomers, updateCustomer } from '../../schemas/api/customers';
import type { TCustomerSummary } from '../../schemas/customer';
import { AppError } from '../../schemas/errors';
import type { Clock, IdGenerator } from '../platform/clock';
import { alreadyValidated, route } from '../platform/http';
import { createVersionedCache } from '../platform/versioned-cache';
import { changeCustomer, newCustomer, sortCustomers } from './domain/customer';
import type { CustomerStore } from './store';

export type StructuresDeps = { customers: CustomerStore; clock: Clock; ids: IdGenerator };

const notFound = (customerId: string) => new AppError('LW_404_02_0001', { detail: `customer ${customerId}` });

/** The structures service's routes: endpoint -> use case, nothing else. */
export const structuresRoutes = ({ customers, clock, ids }: StructuresDeps) => {
  // Lists are read far more often than written: a warm instance answers from memory while the
  // company's customer version is unchanged (one consistent read instead of reading every customer).
  const lists = createVersionedCache<{ items: TCustomerSummary[] }>();

  return [
    route(listCustomers, async (_input, { company }) => {
      const version = await customers.listVersion(company.companyId);
      return lists.get(company.companyId, version, async () =>
        alreadyValidated(
          listCustomers.response.parse({ items: sortCustomers(await customers.listSummaries(company.companyId)) }),
        ),
      );
    }),

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
};
