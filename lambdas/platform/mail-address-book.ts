import { staffRoles } from '../../schemas/roles';
import { batchGetAll } from './db/batch-get';
import { db } from './db/entities';

/**
 * The addresses a company knows (issue 25): mail from the product's sender goes only to these. Read from
 * the records where the office keeps them, so an address is known the moment it is saved there and no
 * second list has to follow every edit. Each read is one Query on the company's partition (a company has
 * fewer than 5,000 customers and a few hundred of everything else); a mail is rate-limited, so it is not
 * read often.
 */
export type MailAddressBook = {
  /**
   * The company's own addresses: the office's (the company's and its operating units', also where replies
   * may go) and its people's (the staff's logins and the employees, who may receive a copy).
   */
  own: (companyId: string) => Promise<{ office: string[]; people: string[] }>;
  /** Every contact's address: the customers' and their contact persons', the suppliers' and machine rings'. */
  contacts: (companyId: string) => Promise<string[]>;
};

const STAFF: ReadonlySet<string> = new Set(staffRoles);

const mailOf = (data: unknown): string[] =>
  typeof data === 'object' && data !== null && 'mail' in data && typeof data.mail === 'string' ? [data.mail] : [];

/** The mails of the records of a master-data kind that are not archived. */
const recordMails = async (kind: 'employee' | 'supplier' | 'machineRing', companyId: string): Promise<string[]> => {
  const { data } = await db()
    [kind].query.byCompany({ companyId })
    .go({ pages: 'all', attributes: ['data', 'archived'] });
  return data.filter((item) => !item.archived).flatMap((item) => mailOf(item.data));
};

/** The login addresses of the company's active staff (customers' logins are the customers' own). */
const staffMails = async (companyId: string): Promise<string[]> => {
  const { data: members } = await db()
    .membership.query.byCompany({ companyId })
    .go({ pages: 'all', attributes: ['userId', 'role', 'active'] });
  const keys = members
    .filter((member) => member.active !== false && STAFF.has(member.role))
    .map(({ userId }) => ({ userId }));
  const users = await batchGetAll(keys, (batch) =>
    db()
      .appUser.get(batch)
      .go({ attributes: ['userId', 'email'] }),
  );
  return users.map((user) => user.email);
};

export const dynamoMailAddressBook = (): MailAddressBook => ({
  own: async (companyId) => {
    const [company, units, staff, employees] = await Promise.all([
      db()
        .company.get({ companyId })
        .go({ attributes: ['email'] }),
      db()
        .operatingUnit.query.byCompany({ companyId })
        .go({ pages: 'all', attributes: ['email'] }),
      staffMails(companyId),
      recordMails('employee', companyId),
    ]);
    const office = [company.data?.email, ...units.data.map((unit) => unit.email)].filter((address): address is string =>
      Boolean(address),
    );
    return { office, people: [...staff, ...employees] };
  },
  contacts: async (companyId) => {
    const [customers, suppliers, rings] = await Promise.all([
      db()
        .customer.query.byCompany({ companyId })
        .go({ pages: 'all', attributes: ['mail', 'contactPersons'] }),
      recordMails('supplier', companyId),
      recordMails('machineRing', companyId),
    ]);
    const customerMails = customers.data.flatMap((customer) => [
      ...(customer.mail ? [customer.mail] : []),
      ...(Array.isArray(customer.contactPersons) ? customer.contactPersons.flatMap(mailOf) : []),
    ]);
    return [...customerMails, ...suppliers, ...rings];
  },
});
