import { pageAccess } from '../../../../schemas/permissions';
import { dispositionTexts } from '../../i18n/de/disposition';
import type { PageRoute } from './page-route';

/** The planning pages of issue 15 (each helper keeps its entries together). */
export const planningRoutes = {
  // The disposition board: machines and employees × days (issue 15 point 1).
  disposition: {
    path: '/disposition',
    title: dispositionTexts.title,
    access: pageAccess.disposition,
  },
} as const satisfies Record<string, PageRoute>;
