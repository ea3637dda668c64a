import { hashShareToken, newShareLink } from '../../../lambdas/platform/share-links/share-link';
import { dynamoShareLinkStore } from '../../../lambdas/platform/share-links/share-link-store';
import { germanDayFrom, germanDaysSpan } from '../../../schemas/kernel/calendar';
import { ZProgressShareSubject } from '../../../schemas/planning/progress-share';

/**
 * Demo progress links for the farmer Thomsen's orders, with tokens known to the tests (real links carry 32
 * random bytes): one active for 30 days from the first start, one expired yesterday. The generated access
 * tests open the active one as another company and revoke it by id; the expired one shows a dead link.
 */
export const DEMO_PROGRESS_SHARE = { id: 'demo-progress-thomsen', token: 'demo-link-thomsen-fortschritt' } as const;
export const EXPIRED_DEMO_PROGRESS_SHARE = {
  id: 'demo-progress-thomsen-alt',
  token: 'demo-link-thomsen-fortschritt-alt',
} as const;

/** `tokenSuffix`: tokens are global keys, so every company but the demo one gets tokens of its own. */
export const seedDemoProgressShares = async (companyId: string, now: Date, tokenSuffix = ''): Promise<void> => {
  const store = dynamoShareLinkStore('orderProgress', ZProgressShareSubject);
  const endOf = (days: number) => {
    const day = germanDayFrom(now, days);
    return germanDaysSpan(day, day).end;
  };
  const rows = [
    { ...DEMO_PROGRESS_SHARE, label: 'Aufträge Hof Thomsen', expiresAt: endOf(30) },
    { ...EXPIRED_DEMO_PROGRESS_SHARE, label: 'Aufträge Hof Thomsen (Frühjahr)', expiresAt: endOf(-1) },
  ];
  for (const row of rows) {
    if (await store.get(companyId, row.id)) continue;
    const link = newShareLink(
      {
        kind: 'orderProgress',
        label: row.label,
        subject: { customerId: 'demo-customer-10001' },
        expiresAt: row.expiresAt,
      },
      { id: row.id, companyId, now, createdBy: 'demo-seed', createdByName: null },
    );
    await store.create(link, hashShareToken(`${row.token}${tokenSuffix}`));
  }
};
