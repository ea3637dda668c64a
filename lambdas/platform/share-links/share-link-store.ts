import * as z from 'zod';
import { ZShareLink } from '../../../schemas/share-links';
import { db, type StoredItem } from '../db/entities';
import { parseStored } from '../db/read';
import { atVersion, conflictOnCondition, transactWrite, withoutNulls } from '../db/write';
import type { ShareKind, ShareLink } from './share-link';

/** Access patterns of one kind of read-only link; the only place that knows how links are stored. */
export type ShareLinkStore<S> = {
  /** The company's links of this kind, newest first. */
  list: (companyId: string) => Promise<ShareLink<S>[]>;
  get: (companyId: string, shareId: string) => Promise<ShareLink<S> | undefined>;
  /** The link a token's hash leads to (consistent: a revocation counts at once); whatever its status. */
  byTokenHash: (tokenHash: string) => Promise<ShareLink<S> | undefined>;
  /** Writes a new link and its token's lookup together. */
  create: (link: ShareLink<S>, tokenHash: string) => Promise<void>;
  /** Stores the revocation of a link as it was read (409 if it changed in between). */
  saveRevocation: (link: ShareLink<S>) => Promise<void>;
};

/** How long after its expiry a token's lookup is removed; the link itself stays listed as expired. */
const LOOKUP_KEPT_AFTER_EXPIRY_S = 7 * 24 * 60 * 60;

/** A stored link: the fields the office sees, without the status it is given when read. */
const ZStoredLink = ZShareLink.omit({ id: true, status: true }).extend({
  shareId: z.string(),
  companyId: z.string(),
  version: z.number(),
});

export const dynamoShareLinkStore = <S>(kind: ShareKind, subjectSchema: z.ZodType<S>): ShareLinkStore<S> => {
  const fromItem = (item: StoredItem<'shareLink'>): ShareLink<S> | undefined => {
    if (item.kind !== kind) return undefined;
    const { shareId, version: _version, ...stored } = parseStored(ZStoredLink, item);
    return { ...stored, id: shareId, kind, subject: z.parse(subjectSchema, item.subject) };
  };
  const get = async (companyId: string, shareId: string) => {
    const { data } = await db().shareLink.get({ companyId, shareId }).go({ consistent: true });
    return data ? fromItem(data) : undefined;
  };
  return {
    list: async (companyId) => {
      const { data } = await db().shareLink.query.byCompany({ companyId }).go({ pages: 'all', consistent: true });
      return data.flatMap((item) => fromItem(item) ?? []).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    get,
    byTokenHash: async (tokenHash) => {
      const { data } = await db().shareToken.get({ tokenHash }).go({ consistent: true });
      return data ? get(data.companyId, data.shareId) : undefined;
    },
    create: async (link, tokenHash) => {
      const { id, ...rest } = link;
      const ttl = Math.floor(Date.parse(link.expiresAt) / 1000) + LOOKUP_KEPT_AFTER_EXPIRY_S;
      await transactWrite(({ shareLink, shareToken }) => [
        shareLink.create(withoutNulls({ ...rest, shareId: id, version: 1, updatedAt: link.createdAt })).commit(),
        shareToken.create({ tokenHash, companyId: link.companyId, shareId: id, ttl }).commit(),
      ]);
    },
    saveRevocation: async (link) => {
      const { data } = await db()
        .shareLink.get({ companyId: link.companyId, shareId: link.id })
        .go({ consistent: true });
      if (!data || link.revokedAt === null) return;
      const revokedAt = link.revokedAt;
      await conflictOnCondition(() =>
        db()
          .shareLink.patch({ companyId: link.companyId, shareId: link.id })
          .set({ revokedAt, updatedAt: revokedAt, version: data.version + 1 })
          .where(atVersion(data.version))
          .go(),
      );
    },
  };
};
