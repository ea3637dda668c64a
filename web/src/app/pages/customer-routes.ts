import { pageAccess } from '../../../../schemas/permissions';
import { de } from '../../i18n/de';
import { masterdataPageTitles as titles } from '../../i18n/de/masterdata-pages';
import type { PageRoute } from './page-route';

/** Customers (Stammdaten > Kunden): list, map, details, forms, tags and settings. */
export const customerRoutes = {
  customers: { path: '/kunden', title: de.pages.customers, access: pageAccess.customers },
  customerCreate: {
    path: '/kunden/neu',
    title: de.pages.customerCreate,
    access: pageAccess.customerCreate,
    parent: 'customers',
  },
  customersMap: {
    path: '/kunden/karte',
    title: de.pages.customersMap,
    access: pageAccess.customersMap,
    parent: 'customers',
  },
  customerDetails: {
    path: '/kunden/:customerId',
    title: de.pages.customerDetails,
    access: pageAccess.customerDetails,
    parent: 'customers',
  },
  customerEdit: {
    path: '/kunden/:customerId/bearbeiten',
    title: de.pages.customerEdit,
    access: pageAccess.customerEdit,
    parent: 'customerDetails',
  },
  customerTags: {
    path: '/kunden/schlagwoerter',
    title: titles.customerTags,
    access: pageAccess.customerTags,
    parent: 'customers',
  },
  customerTagsCreate: {
    path: '/kunden/schlagwoerter/neu',
    title: titles.customerTagsCreate,
    access: pageAccess.customerTagsEdit,
    parent: 'customerTags',
  },
  customerTagsEdit: {
    path: '/kunden/schlagwoerter/:id',
    title: titles.customerTagsEdit,
    access: pageAccess.customerTagsEdit,
    parent: 'customerTags',
  },
  customerSettings: {
    path: '/kunden/einstellungen',
    title: titles.customerSettings,
    access: pageAccess.customerSettings,
    parent: 'customers',
  },
} as const satisfies Record<string, PageRoute>;
