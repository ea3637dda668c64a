import { pageAccess } from '../../../../schemas/permissions';
import { progressSharePageTitles as titles } from '../../i18n/de/progress-shares';
import { projectPageTitles } from '../../i18n/de/projects';
import type { PageRoute } from './page-route';

/**
 * Projects and the farmer's orders progress link (issue 15): the office's progress links, and the page a
 * link opens, outside the signed-in shell like the shared map (anyone holding the link, signed in or not;
 * pageAccess has no entry for it, it is as public as the custom mail action).
 */
export const projectRoutes = {
  projects: { path: '/projekte', title: projectPageTitles.projects, access: pageAccess.projects },
  // The spec names the list and the details; creating and changing are the details' roles' (ours).
  projectCreate: {
    path: '/projekte/neu',
    title: projectPageTitles.projectCreate,
    access: pageAccess.projectDetails,
    parent: 'projects',
  },
  projectDetails: {
    path: '/projekte/:id',
    title: projectPageTitles.projectDetails,
    access: pageAccess.projectDetails,
    parent: 'projects',
  },
  projectEdit: {
    path: '/projekte/:id/bearbeiten',
    title: projectPageTitles.projectEdit,
    access: pageAccess.projectDetails,
    parent: 'projectDetails',
  },
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
