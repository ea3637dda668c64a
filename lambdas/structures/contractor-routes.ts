import { listContractors, type TContractor } from '../../schemas/api/contractors';
import { companyFromItem } from '../platform/company-store';
import { batchGetAll } from '../platform/db/batch-get';
import { db } from '../platform/db/entities';
import { route } from '../platform/http';
import type { StoredCompany } from './domain/company';

/** Access pattern of the contractor list: the companies of a user's active customer memberships. */
export type ContractorStore = { customerCompaniesOf: (userId: string) => Promise<StoredCompany[]> };

export const dynamoContractorStore = (): ContractorStore => ({
  customerCompaniesOf: async (userId) => {
    const { data: memberships } = await db().membership.query.byUser({ userId }).go({ pages: 'all' });
    const companyIds = memberships
      .filter((membership) => membership.role === 'CUSTOMER' && (membership.active ?? true))
      .map((membership) => membership.companyId);
    if (companyIds.length === 0) return [];
    const data = await batchGetAll(
      companyIds.map((companyId) => ({ companyId })),
      (keys) => db().company.get(keys).go(),
    );
    return data.map((item) => companyFromItem(item));
  },
});

const toContractor = (company: StoredCompany): TContractor => ({
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
});

const collator = new Intl.Collator('de');

/** 'Dienstleister': the contractors of the signed-in customer, by name; suspended companies are left out. */
export const contractorRoutes = (store: ContractorStore) => [
  route(listContractors, async (_input, { claims }) => {
    const companies = await store.customerCompaniesOf(claims.sub);
    return {
      items: companies
        .filter((company) => !company.isSuspended)
        .map(toContractor)
        .sort((a, b) => collator.compare(a.name, b.name)),
    };
  }),
];
