import { pageAccess } from '../../../../schemas/permissions';
import { rentalPageTitles as titles } from '../../i18n/de/rentals';
import type { PageRoute } from './page-route';

/**
 * Rentals (application.md §2 'rental orders: create, details', 'rentals overview'): the overview is for the
 * office and employees (read-only for them), creating and the details for the office (§6).
 */
export const rentalRoutes = {
  rentalsOverview: { path: '/vermietungen', title: titles.rentalsOverview, access: pageAccess.rentalsOverview },
  createRentalOrder: {
    path: '/vermietungen/neu',
    title: titles.createRentalOrder,
    access: pageAccess.createRentalOrder,
    parent: 'rentalsOverview',
  },
  rentalOrderDetails: {
    path: '/vermietungen/:rentalId',
    title: titles.rentalOrderDetails,
    access: pageAccess.rentalOrderDetails,
    parent: 'rentalsOverview',
  },
} as const satisfies Record<string, PageRoute>;
