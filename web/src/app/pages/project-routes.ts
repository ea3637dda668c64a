import { pageAccess } from '../../../../schemas/permissions';
import { progressSharePageTitles as titles } from '../../i18n/de/progress-shares';
import type { PageRoute } from './page-route';

/**
 * Projects and the farmer's orders progress link (issue 15): the office's progress links, and the page a
 * link opens, outside the signed-in shell like the shared map (anyone holding the link, signed in or not;
 * pageAccess has no entry for it, it is as public as the custom mail action).
 */
export const projectRoutes = {
  ordersProgressSharing: {
    path: '/auftraege/fortschritt-links',
    title: titles.ordersProgressSharing,
    access: pageAccess.ordersProgressSharing,
  },
  ordersProgress: {
    path: '/fortschritt/:token',
    title: titles.ordersProgress,
    access: pageAccess.customMailAction,
    chrome: 'bare',
    header: false,
  },
} as const satisfies Record<string, PageRoute>;
