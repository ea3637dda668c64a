import {
  type TContactPerson,
  type TCustomer,
  type TCustomerData,
  type TCustomerInput,
  type TCustomerSummary,
  ZCustomerInput,
} from '../../../schemas/customer';
import { AppError } from '../../../schemas/errors';

/**
 * Contact persons get ids when they are new. When persons exist but none is marked primary, the first
 * one becomes primary: receipts need someone to address.
 */
export const normaliseContactPersons = (
  persons: TCustomerData['contactPersons'],
  newId: () => string,
): TCustomerData['contactPersons'] => {
  const withIds = persons.map((person) => ({ ...person, id: person.id || newId() }));
  if (withIds.length > 0 && !withIds.some((person) => person.isPrimary)) {
    const [first, ...rest] = withIds;
    return first ? [{ ...first, isPrimary: true }, ...rest] : withIds;
  }
  return withIds;
};

/**
 * The stored persons of an edit: a person keeps the delivery problem the mail service noted for its
 * address while the address stays the same; a changed (or new) address starts clean (services.md §8).
 */
export const withMailProblems = (
  persons: TCustomerData['contactPersons'],
  previous: readonly TContactPerson[],
): TContactPerson[] =>
  persons.map((person) => {
    const before = previous.find((candidate) => candidate.id === person.id);
    const sameMail = before?.mail !== undefined && before.mail.toLowerCase() === person.mail?.toLowerCase();
    return { ...person, mailProblem: sameMail ? (before?.mailProblem ?? null) : null };
  });

/** A new customer from validated input. */
export const newCustomer = (
  data: TCustomerData,
  context: { id: string; companyId: string; now: Date; newId: () => string },
): TCustomer => {
  const timestamp = context.now.toISOString();
  return {
    ...data,
    contactPersons: withMailProblems(normaliseContactPersons(data.contactPersons, context.newId), []),
    id: context.id,
    companyId: context.companyId,
    version: 1,
    createdAt: timestamp,
    updatedAt: timestamp,
  };
};

/**
 * Applies a full edit made on `expectedVersion`. A different stored version means somebody saved in
 * between: refuse (409) instead of silently overwriting their change.
 */
export const changeCustomer = (
  existing: TCustomer,
  data: TCustomerData,
  expectedVersion: number,
  context: { now: Date; newId: () => string },
): TCustomer => {
  if (existing.version !== expectedVersion) {
    throw new AppError('LW_409_00_0001', { detail: `customer ${existing.id} is at ${existing.version}` });
  }
  return {
    ...data,
    contactPersons: withMailProblems(
      normaliseContactPersons(data.contactPersons, context.newId),
      existing.contactPersons,
    ),
    id: existing.id,
    companyId: existing.companyId,
    version: existing.version + 1,
    createdAt: existing.createdAt,
    updatedAt: context.now.toISOString(),
  };
};

/**
 * An edit by a role that cannot read the customer's bank data (schemas/permissions.ts fieldReadRights):
 * it read the mandate as null, so the payment method and the mandate stay as stored; what was never
 * read is never overwritten.
 */
export const keepingBankData = (existing: TCustomer, data: TCustomerData): TCustomerData => ({
  ...data,
  paymentMethod: existing.paymentMethod,
  sepaMandate: existing.sepaMandate,
});

/** Sort key for lists: display name if set, else name, compared the German way. */
export const customerSortName = (customer: Pick<TCustomer, 'name' | 'displayName'>): string =>
  customer.displayName ?? customer.name;

// One collator for all comparisons: localeCompare with a locale builds a new one per call (slow on lists).
const germanCollator = new Intl.Collator('de');

/**
 * The list order: by sort name, equal names by id (the order the table's Query gives them), so a list
 * brought up to date customer by customer equals one read again as a whole.
 */
export const compareCustomers = <T extends Pick<TCustomer, 'id' | 'name' | 'displayName'>>(a: T, b: T): number =>
  germanCollator.compare(customerSortName(a), customerSortName(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const sortCustomers = <T extends Pick<TCustomer, 'id' | 'name' | 'displayName'>>(customers: T[]): T[] =>
  [...customers].sort(compareCustomers);

/** The list row of a customer: its primary contact's name and how many contact persons it has. */
export const summariseCustomer = (
  customer: TCustomer,
): Pick<TCustomerSummary, 'primaryContact' | 'contactPersonCount'> => {
  const primary = customer.contactPersons.find((person) => person.isPrimary);
  const primaryName = primary ? [primary.firstName, primary.lastName].filter(Boolean).join(' ') : '';
  return { primaryContact: primaryName || null, contactPersonCount: customer.contactPersons.length };
};

/** Parses raw input the way the API does; for seeding and tests. */
export const parseCustomerInput = (input: TCustomerInput): TCustomerData => ZCustomerInput.parse(input);
