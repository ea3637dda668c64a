import * as z from 'zod';
import { idField } from '../input-bounds';
import { defineEndpoint } from './endpoint';

/** A product news item (application.md §3 'Update info': id, title, teaser), with its full text. */
export const ZUpdateInfo = z.object({
  id: z.string(),
  title: z.string(),
  teaser: z.string(),
  body: z.string(),
  publishedAt: z.string(),
});
export type TUpdateInfo = z.infer<typeof ZUpdateInfo>;

/** The newest update infos (§7: 5 on narrow screens, otherwise 3) and which of them the user has not seen. */
export const listUpdateInfos = defineEndpoint({
  method: 'GET',
  path: '/identity/update-infos',
  access: { kind: 'signedIn' },
  query: z.object({ limit: z.coerce.number().int().min(1).max(20).default(3) }),
  response: z.object({ items: z.array(ZUpdateInfo), unseenIds: z.array(z.string()) }),
});

export const getUpdateInfo = defineEndpoint({
  method: 'GET',
  path: '/identity/update-infos/{updateInfoId}',
  access: { kind: 'signedIn' },
  params: z.object({ updateInfoId: idField() }),
  response: ZUpdateInfo,
});

/** Marks update infos as seen for the signed-in user (App user: unseenUpdateInfos). */
export const markUpdateInfosSeen = defineEndpoint({
  method: 'POST',
  path: '/identity/update-infos/seen',
  access: { kind: 'signedIn' },
  body: z.object({ ids: z.array(idField()).min(1).max(20) }),
  response: z.object({ unseenIds: z.array(z.string()) }),
});

export const updateInfoEndpoints = { listUpdateInfos, getUpdateInfo, markUpdateInfosSeen };
