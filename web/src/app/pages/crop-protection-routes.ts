import { pageAccess } from '../../../../schemas/permissions';
import { cropProtectionTexts } from '../../i18n/de/crop-protection';
import type { PageRoute } from './page-route';

/** The crop-protection import (issue 15 point 7): under Aufträge, where all four office roles of §6 find it. */
export const cropProtectionRoutes = {
  cropProtectionImport: {
    path: '/auftraege/pflanzenschutz-import',
    title: cropProtectionTexts.title,
    access: pageAccess.cropProtectionImport,
    parent: 'ordersAdministration',
  },
} as const satisfies Record<string, PageRoute>;
