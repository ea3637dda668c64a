import { AppError } from '../../schemas/errors';
import type { TSentMail } from '../../schemas/mail';
import type { MailAddressBook } from './mail-address-book';
import type { MailLedger } from './mail-ledger';

/** In-memory stand-ins of the outgoing-mail ports, for the tests of the routes that send mail. */

export type MemoryAddresses = { office?: string[]; people?: string[]; contacts?: string[] };

/** The addresses each company knows; a company not listed knows none. */
export const memoryMailAddressBook = (companies: Record<string, MemoryAddresses>): MailAddressBook => ({
  own: async (companyId) => ({
    office: companies[companyId]?.office ?? [],
    people: companies[companyId]?.people ?? [],
  }),
  contacts: async (companyId) => companies[companyId]?.contacts ?? [],
});

/** A ledger in memory with the DynamoDB one's rule: all counters below their limit, or nothing is written. */
export const memoryMailLedger = (): MailLedger & { entries: (TSentMail & { companyId: string })[] } => {
  const counts = new Map<string, number>();
  const entries: (TSentMail & { companyId: string })[] = [];
  return {
    entries,
    record: async (companyId, mail, buckets) => {
      const keyOf = (bucket: (typeof buckets)[number]) => `${companyId}|${bucket.scope}|${bucket.window}`;
      const full = buckets.find((bucket) => (counts.get(keyOf(bucket)) ?? 0) >= bucket.limit);
      if (full) throw new AppError(full.code, { detail: `mail limit ${full.name}` });
      for (const bucket of buckets) counts.set(keyOf(bucket), (counts.get(keyOf(bucket)) ?? 0) + 1);
      entries.push({ ...mail, companyId });
    },
    list: async (companyId, { limit, before }) => {
      const own = entries
        .filter((entry) => entry.companyId === companyId)
        .map(({ companyId: _company, ...mail }) => mail)
        .sort((a, b) => `${b.sentAt}${b.id}`.localeCompare(`${a.sentAt}${a.id}`))
        .filter((mail) => !before || `${mail.sentAt}${mail.id}` < `${before.sentAt}${before.mailId}`);
      const items = own.slice(0, limit);
      const last = items.at(-1);
      return { items, next: last && own.length > limit ? { sentAt: last.sentAt, mailId: last.id } : null };
    },
  };
};
