import { AppError } from '../../schemas/errors';
import type { TSentMail } from '../../schemas/mail';
import type { MailRateBucket } from '../../schemas/mail-policy';
import { db, type StoredItem } from './db/entities';
import { CONDITION_FAILED, canceledError, tryTransaction, withoutNulls } from './db/write';

/**
 * The company's book of outgoing mail (issue 25): every mail is counted against the rate limits and kept
 * in the sent log in ONE transaction, before it is queued. So a mail past a limit is neither logged nor
 * sent, and no mail leaves without its entry; two sends at once cannot both take the last place.
 */
export type MailLedger = {
  /** Counts the mail in every bucket and logs it; a full bucket answers its 429 and nothing is written. */
  record: (companyId: string, mail: TSentMail, buckets: readonly MailRateBucket[]) => Promise<void>;
  /** The sent log, newest first, from before the cursor on; `next` continues it. */
  list: (
    companyId: string,
    page: { limit: number; before?: SentLogCursor | undefined },
  ) => Promise<{ items: TSentMail[]; next: SentLogCursor | null }>;
};

/** Where a page of the sent log ends: the last mail's time and id. */
export type SentLogCursor = { sentAt: string; mailId: string };

const MAX_ATTEMPTS = 3;

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));

const toItem = (companyId: string, { id, receipt, ...mail }: TSentMail) =>
  withoutNulls({
    ...mail,
    companyId,
    mailId: id,
    receiptType: receipt?.receiptType,
    receiptId: receipt?.receiptId,
    customerId: receipt?.customerId,
  });

const fromItem = (item: StoredItem<'sentMail'>): TSentMail => ({
  id: item.mailId,
  sentAt: item.sentAt,
  userId: item.userId,
  userName: item.userName,
  to: item.to,
  ccs: item.ccs,
  bccs: item.bccs,
  subject: item.subject,
  attachmentNames: item.attachmentNames,
  receipt:
    item.receiptType && item.customerId
      ? {
          receiptType: item.receiptType as NonNullable<TSentMail['receipt']>['receiptType'],
          receiptId: item.receiptId ?? null,
          customerId: item.customerId,
        }
      : null,
});

export const dynamoMailLedger = (): MailLedger => ({
  record: async (companyId, mail, buckets) => {
    for (let attempt = 1; ; attempt++) {
      const reasons = await tryTransaction([
        ({ mailCounter }) =>
          buckets.map(({ scope, window, limit, ttl }) =>
            mailCounter
              .update({ companyId, scope, window })
              .add({ count: 1 })
              .set({ ttl })
              .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, limit)}`)
              .commit(),
          ),
        ({ sentMail }) => [sentMail.create(toItem(companyId, mail)).commit()],
      ]);
      if (!reasons) return;
      // The reasons come per write, in order: the buckets first.
      const full = buckets.find((_, index) => reasons[index]?.code === CONDITION_FAILED);
      if (full) throw new AppError(full.code, { detail: `mail limit ${full.name} reached at ${companyId}` });
      const retry = reasons.some((reason) => reason.code === 'TransactionConflict') && attempt < MAX_ATTEMPTS;
      if (!retry) throw canceledError(reasons);
      await pause(attempt);
    }
  },
  list: async (companyId, { limit, before }) => {
    const query = db().sentMail.query.byCompany({ companyId });
    // BETWEEN keeps the key condition within the log's own keys ('<' alone would walk the company's other
    // items); it includes the cursor's mail, which the previous page ended with: dropped here.
    const range = before ? query.between({ sentAt: '0' }, before) : query;
    const { data } = await range.go({ order: 'desc', count: limit + 2, pages: 'all' });
    const rest = data.filter((item) => !(item.mailId === before?.mailId && item.sentAt === before.sentAt));
    const page = rest.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map(fromItem),
      next: last && rest.length > limit ? { sentAt: last.sentAt, mailId: last.mailId } : null,
    };
  },
});
