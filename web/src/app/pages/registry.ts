import type { ComponentType, LazyExoticComponent } from 'react';
import { type PageId, pageById, pageIds, type RoutedPage } from './index';
import { pageComponents } from './page-components';

/** A registered page with its lazily loaded component. */
export type PageDef = RoutedPage & { component: LazyExoticComponent<ComponentType> };

/**
 * THE page registry: it drives the router, the menu highlighting and the page titles. Only the router
 * and the shell import it; pages import the component-free routes (./index.ts), so loading a page never
 * loads the registry (test/infra/web-import-cycles.test.ts).
 */
const withComponent = (id: PageId): PageDef => ({ ...pageById(id), component: pageComponents[id] });

/** The pages with an address of their own. */
export const pages: readonly PageDef[] = pageIds.filter((id) => id !== 'notFound').map(withComponent);

/** Shown for every address no page has (application.md §1 'not found'). */
export const notFoundPage: PageDef = withComponent('notFound');
