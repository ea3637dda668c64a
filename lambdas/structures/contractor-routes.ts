import { listContractors, type TContractor } from '../../schemas/api/contractors';
import { companyFromItem } from '../platform/company-store';
import { batchGetAll } from '../platform/db/batch-get';
import { db } from '../platform/db/entities';
import { route } from '../platform/http';
import type { StoredCompany } from './domain/company';

/** A contractor of the customer, and whether one of the customer records he speaks for there may edit. */
export type CustomerStanding = { company: StoredCompany; canEditStructures: boolean };

/** Access pattern of the contractor list: the companies of a user's active customer memberships. */
export type ContractorStore = { customerCompaniesOf: (userId: string) => Promise<CustomerStanding[]> };

export const dynamoContractorStore = (): ContractorStore => ({
  customerCompaniesOf: async (userId) => {
    const { data: memberships } = await db().membership.query.byUser({ userId }).go({ pages: 'all' });
    const active = memberships.filter((membership) => membership.role === 'CUSTOMER' && (membership.active ?? true));
    if (active.length === 0) return [];
    const [companies, customers] = await Promise.all([
      batchGetAll(
        active.map(({ companyId }) => ({ companyId })),
        (keys) => db().company.get(keys).go(),
      ),
      batchGetAll(
        active.flatMap(({ companyId, customerIds }) =>
          (customerIds ?? []).map((customerId) => ({ companyId, customerId })),
        ),
        (keys) =>
          db()
            .customer.get(keys)
            .go({ attributes: ['companyId', 'canEditStructures'] }),
      ),
    ]);
    const editableAt = new Set(
      customers.flatMap((customer) => (customer.canEditStructures ? [customer.companyId] : [])),
    );
    return companies.map((item) => ({
      company: companyFromItem(item),
      canEditStructures: editableAt.has(item.companyId),
    }));
  },
});

const toContractor = ({ company, canEditStructures }: CustomerStanding): TContractor => ({
  id: company.id,
  name: company.name,
  street: company.street ?? null,
  zip: company.zip ?? null,
  city: company.city ?? null,
  email: company.email ?? null,
  phone: company.phone ?? null,
  website: company.website ?? null,
  variant: company.variant,
  enableOrderRequests: company.settings.enableOrderRequests,
  canEditStructures,
});

const collator = new Intl.Collator('de');

/** 'Dienstleister': the contractors of the signed-in customer, by name; suspended companies are left out. */
export const contractorRoutes = (store: ContractorStore) => [
  route(listContractors, async (_input, { claims }) => {
    const standings = await store.customerCompaniesOf(claims.sub);
    return {
      items: standings
        .filter(({ company }) => !company.isSuspended)
        .map(toContractor)
        .sort((a, b) => collator.compare(a.name, b.name)),
    };
  }),
];
