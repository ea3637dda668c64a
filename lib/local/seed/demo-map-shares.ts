import { hashShareToken, newShareLink } from '../../../lambdas/platform/share-links/share-link';
import { dynamoShareLinkStore } from '../../../lambdas/platform/share-links/share-link-store';
import { germanDayFrom, germanDaysSpan } from '../../../schemas/kernel/calendar';
import { ZMapShareSubject } from '../../../schemas/map-shares';

/**
 * Demo links to the farmer Thomsen's map structures, with tokens known to the tests (real links carry 32
 * random bytes): one active for a year from the first start, one expired yesterday. The generated access
 * tests open the active one as another company; the expired one shows the answer of a dead link.
 */
export const DEMO_MAP_SHARE = { id: 'demo-share-thomsen', token: 'demo-link-thomsen-felder' } as const;
export const EXPIRED_DEMO_MAP_SHARE = { id: 'demo-share-thomsen-alt', token: 'demo-link-thomsen-abgelaufen' } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `tokenSuffix`: tokens are global keys, so every company but the demo one gets tokens of its own. */
export const seedDemoMapShares = async (companyId: string, now: Date, tokenSuffix = ''): Promise<void> => {
  const store = dynamoShareLinkStore('mapStructures', ZMapShareSubject);
  const subject = { customerId: 'demo-customer-10001', selection: null };
  const endOf = (day: string) => germanDaysSpan(day, day).end;
  const rows = [
    {
      ...DEMO_MAP_SHARE,
      label: 'Felder Hof Thomsen für die Maisernte',
      created: now,
      expiresAt: endOf(germanDayFrom(now, 365)),
    },
    {
      ...EXPIRED_DEMO_MAP_SHARE,
      label: 'Felder Hof Thomsen (Vorjahr)',
      created: new Date(now.getTime() - 31 * DAY_MS),
      expiresAt: endOf(germanDayFrom(now, -1)),
    },
  ];
  for (const row of rows) {
    if (await store.get(companyId, row.id)) continue;
    const link = newShareLink(
      { kind: 'mapStructures', label: row.label, subject, expiresAt: row.expiresAt },
      { id: row.id, companyId, now: row.created, createdBy: 'demo-seed', createdByName: null },
    );
    await store.create(link, hashShareToken(`${row.token}${tokenSuffix}`));
  }
};
