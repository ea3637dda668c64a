import { pageAccess } from '../../../../schemas/permissions';
import { mapSharePageTitles as titles } from '../../i18n/de/map-shares';
import type { PageRoute } from './page-route';

/**
 * Map structures sharing (application.md §2 Company: 'map structures sharing'): the office's links, and
 * the page a link opens, outside the signed-in shell like sign-up (anyone holding the link, signed in or
 * not; pageAccess has no entry for it, it is as public as the custom mail action).
 */
export const mapShareRoutes = {
  mapStructuresSharing: {
    path: '/karte/freigaben',
    title: titles.mapStructuresSharing,
    access: pageAccess.mapStructuresSharing,
  },
  sharedMap: {
    path: '/karte/geteilt/:token',
    title: titles.sharedMap,
    access: pageAccess.customMailAction,
    chrome: 'bare',
    header: false,
  },
} as const satisfies Record<string, PageRoute>;
