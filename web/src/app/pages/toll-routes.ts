import { pageAccess } from '../../../../schemas/permissions';
import { tollPageTitles as titles } from '../../i18n/de/toll';
import type { PageRoute } from './page-route';

/** Maut (application.md §2 Company 'toll'; §6: owner, admin, accountant, planner): the toll import. */
export const tollRoutes = {
  toll: { path: '/maut', title: titles.toll, access: pageAccess.toll },
} as const satisfies Record<string, PageRoute>;
