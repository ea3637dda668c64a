import { mayOpenPage, type PageId as SpecPageId } from '../../../../schemas/permissions';
import type { TRole } from '../../../../schemas/roles';
import { de } from '../../i18n/de';
import { campaignRoutes } from './campaign-routes';
import { cropProtectionRoutes } from './crop-protection-routes';
import { customerRoutes } from './customer-routes';
import { authRoutes, companyRoutes, generalRoutes, trackingRoutes, workRoutes } from './general-routes';
import { mapShareRoutes } from './map-share-routes';
import { masterdataRoutes } from './masterdata-routes';
import { customerAreaRoutes, orderRequestRoutes } from './order-request-routes';
import { orderRoutes, taskRoutes } from './order-routes';
import type { PageRoute } from './page-route';
import { planningRoutes } from './planning-routes';
import { projectRoutes } from './project-routes';
import { receiptRoutes } from './receipt-routes';
import { rentalRoutes } from './rental-routes';
import { tollRoutes } from './toll-routes';

export { HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH, SIGN_UP_PATH } from './general-routes';
export type { PageRoute } from './page-route';

/**
 * Every page of the app by id, without components: what pages import to link to each other (pathFor),
 * and what the menu, guards and home tiles ask. The components are attached in registry.ts.
 */
export const pageRoutes = {
  ...authRoutes,
  ...generalRoutes,
  ...customerRoutes,
  ...companyRoutes,
  ...workRoutes,
  ...trackingRoutes,
  ...customerAreaRoutes,
  ...orderRoutes,
  ...taskRoutes,
  ...orderRequestRoutes,
  ...campaignRoutes,
  ...masterdataRoutes,
  ...mapShareRoutes,
  ...projectRoutes,
  ...receiptRoutes,
  ...cropProtectionRoutes,
  ...rentalRoutes,
  ...tollRoutes,
  ...planningRoutes,
} as const;

/** The id of a registered page: a typo in a page id is a type error. */
export type PageId = keyof typeof pageRoutes;

/** A registered page with its id and the defaults filled in. */
export type RoutedPage = Required<Pick<PageRoute, 'chrome' | 'header'>> &
  Omit<PageRoute, 'parent'> & { id: PageId; parent?: PageId };

// Every parent names a registered page (checked by the compiler: an unknown parent makes this an error).
type ParentIds = { [Id in PageId]: (typeof pageRoutes)[Id] extends { parent: infer Parent } ? Parent : never }[PageId];
const parentsAreRegistered: [Exclude<ParentIds, PageId>] extends [never] ? true : false = true;
void parentsAreRegistered;

export const isPageId = (id: string): id is PageId => Object.hasOwn(pageRoutes, id);

export const pageIds: readonly PageId[] = Object.keys(pageRoutes).filter(isPageId);

export const pageById = (id: PageId): RoutedPage => {
  const route: PageRoute = pageRoutes[id];
  return {
    ...route,
    id,
    chrome: route.chrome ?? 'shell',
    header: route.header ?? true,
    parent: route.parent !== undefined && isPageId(route.parent) ? route.parent : undefined,
  };
};

/** Fills `:name` segments of a page path. */
export const pathFor = (id: PageId, params: Record<string, string | undefined> = {}): string =>
  pageRoutes[id].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

export const documentTitle = (page: Pick<PageRoute, 'title'>): string => `${page.title}${de.titleSuffix}`;

/**
 * The path of a registered page the role may open, else undefined. It also takes the spec's page ids
 * (schemas/permissions.ts): the menu names pages of later issues that are not registered yet.
 */
export const openablePath =
  (role: TRole | null) =>
  (pageId: PageId | SpecPageId): string | undefined => {
    if (!isPageId(pageId)) return undefined;
    const page = pageRoutes[pageId];
    return mayOpenPage(page.access, role) ? page.path : undefined;
  };
