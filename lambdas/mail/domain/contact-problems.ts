import type { TContactPerson } from '../../../schemas/customer';
import { blockingMailProblems } from '../../../schemas/mail';
import type { DeliveryProblem } from './delivery-events';

/**
 * The contact persons after a delivery problem: every person whose address it names carries it. A problem
 * that blocks (permanent bounce, complaint) is not replaced by a later one that does not (a full mailbox),
 * so an address that bounced for good stays left out until its contact's mail is changed.
 * Undefined when no person has one of the addresses: nothing to write.
 */
export const withDeliveryProblem = (
  persons: readonly TContactPerson[],
  problem: Pick<DeliveryProblem, 'code' | 'addresses' | 'at'>,
): TContactPerson[] | undefined => {
  const addresses = new Set(problem.addresses.map((address) => address.toLowerCase()));
  let changed = false;
  const next = persons.map((person) => {
    if (!person.mail || !addresses.has(person.mail.toLowerCase())) return person;
    const keepsBlocking =
      person.mailProblem &&
      blockingMailProblems.has(person.mailProblem.code) &&
      !blockingMailProblems.has(problem.code);
    if (keepsBlocking) return person;
    changed = true;
    return { ...person, mailProblem: { code: problem.code, at: problem.at } };
  });
  return changed ? next : undefined;
};
