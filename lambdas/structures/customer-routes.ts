import { createCustomer, getCustomer, listCustomers, updateCustomer } from '../../schemas/api/customers';
import { customerReferences, type TCustomer, type TCustomerSummary } from '../../schemas/customer';
import { paymentProblem } from '../../schemas/customer-billing';
import { AppError } from '../../schemas/errors';
import { mayReadField, projectForRole } from '../../schemas/field-access';
import type { TRole } from '../../schemas/roles';
import type { Clock, IdGenerator } from '../platform/clock';
import { alreadyValidated, route } from '../platform/http';
import { createListCache } from '../platform/list-cache';
import { createWithNextNumber, type Numbering } from '../platform/numbering/numbering';
import { type ExistingIds, requireKnownReferences } from '../platform/references/references';
import { customerNumbers } from './customer-numbers';
import type { CustomerStore } from './customer-store';
import { changeCustomer, compareCustomers, keepingBankData, newCustomer } from './domain/customer';

export type CustomerDeps = {
  customers: CustomerStore;
  clock: Clock;
  ids: IdGenerator;
  /** Gives customers created without a number the next one (platform/numbering). */
  numbering: Numbering;
  /** Which of the tags and operating units a customer names are stored in the company. */
  existingIds: ExistingIds;
};

/** A customer as the role may read it: the SEPA mandate is bank data (schemas/permissions.ts fieldReadRights). */
const readable = (role: TRole, customer: TCustomer): TCustomer => projectForRole('customer', role, customer);

const notFound = (customerId: string) => new AppError('LW_404_02_0001', { detail: `customer ${customerId}` });

/** The structures service's routes: endpoint -> use case, nothing else. */
export const customerRoutes = ({ customers, clock, ids, numbering, existingIds }: CustomerDeps) => {
  // Lists are read far more often than written: a warm instance answers from memory while the
  // company's customer version is unchanged, and after a change reads only the changed customers.
  const lists = createListCache<TCustomerSummary>({
    list: customers.listSummaries,
    listVersion: customers.listVersion,
    changesSince: customers.changesSince,
    getMany: customers.getSummaries,
    compare: compareCustomers,
  });
  // One answer per cached list: the same object is answered again, so its JSON text (kept by
  // alreadyValidated) is written once per version, not on every request. The store parsed every row
  // with the summary schema, the schema of the answer's items.
  const answers = new WeakMap<readonly TCustomerSummary[], { items: TCustomerSummary[] }>();
  const answerFor = (items: TCustomerSummary[]) => {
    const answer = answers.get(items) ?? alreadyValidated({ items });
    answers.set(items, answer);
    return answer;
  };
  const numbers = customerNumbers({ list: lists, customers, numbering });

  return [
    route(listCustomers, async (_input, { company }) => answerFor(await lists(company.companyId))),

    route(getCustomer, async ({ params }, { company }) => {
      const customer = await customers.get(company.companyId, params.customerId);
      if (!customer) throw notFound(params.customerId);
      return readable(company.role, customer);
    }),

    route(createCustomer, async ({ body }, { company }) => {
      const { companyId } = company;
      await requireKnownReferences(existingIds, companyId, body, customerReferences, 'customer references');
      await numbers.ensureFree(companyId, body.customerNumber);
      // Without a number, the customer gets the next free one of the customer settings (if numbering is on).
      const create = () =>
        createWithNextNumber(async () => {
          const next = !body.customerNumber ? await numbers.nextFree(companyId) : undefined;
          const customer = newCustomer(
            { ...body, customerNumber: next ?? body.customerNumber },
            { id: ids.newId(), companyId, now: clock.now(), newId: ids.newId },
          );
          return {
            numbered: next !== undefined,
            write: async () => {
              await customers.create(customer);
              return readable(company.role, customer);
            },
          };
        });
      return numbers.saving(companyId, body.customerNumber, create);
    }),

    route(updateCustomer, async ({ params, body }, { company }) => {
      const existing = await customers.get(company.companyId, params.customerId);
      if (!existing) throw notFound(params.customerId);
      await requireKnownReferences(existingIds, company.companyId, body, customerReferences, 'customer references');
      const { version, ...entered } = body;
      const data = mayReadField('customer', company.role, 'sepaMandate') ? entered : keepingBankData(existing, entered);
      // Checked on what will be stored: a planner's change of a direct-debit customer keeps its mandate.
      const payment = paymentProblem(data);
      if (payment) {
        throw new AppError('LW_400_01_0001', {
          issues: [{ path: payment.path.join('.'), message: payment.message }],
          detail: `customer ${existing.id} direct debit without mandate`,
        });
      }
      const changed = changeCustomer(existing, data, version, { now: clock.now(), newId: ids.newId });
      // A number kept as it was is not checked again: two customers that already share one stay editable.
      const newNumber = changed.customerNumber !== existing.customerNumber ? changed.customerNumber : null;
      await numbers.ensureFree(company.companyId, newNumber, existing.id);
      await numbers.saving(
        company.companyId,
        newNumber,
        () => customers.replace(changed, version, existing.customerNumber),
        existing.id,
      );
      return readable(company.role, changed);
    }),
  ];
};
