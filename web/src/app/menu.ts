import { mayOpenPage } from '../../../schemas/permissions';
import type { TRole } from '../../../schemas/roles';
import { de } from '../i18n/de';
import { type MenuSection, menuSections, type PageDef } from './pages';

export const LOGOUT_HREF = '#abmelden';

export type MenuLink = { type: 'link'; text: string; href: string };
export type MenuEntry = MenuLink | { type: 'section'; text: string; items: MenuLink[] } | { type: 'divider' };

const sectionTitles: Record<Exclude<MenuSection, 'top'>, string> = {
  masterData: de.nav.masterData,
  configuration: de.nav.configuration,
};

/** Extra entries that are actions, not pages. */
const actionEntries: Partial<Record<MenuSection, MenuLink[]>> = {
  configuration: [{ type: 'link', text: de.nav.logout, href: LOGOUT_HREF }],
};

/** The menu for a role: the registry's menu entries the role may open, grouped into sections. */
export const buildMenu = (pages: readonly PageDef[], role: TRole): MenuEntry[] => {
  const entries: MenuEntry[] = [];
  for (const section of menuSections) {
    const links: MenuLink[] = pages
      .filter((page) => page.menu?.section === section && mayOpenPage(page.access, role))
      .map((page) => ({ type: 'link', text: page.menu?.label ?? page.title, href: page.path }));
    links.push(...(actionEntries[section] ?? []));
    if (links.length === 0) continue;
    if (section === 'top') entries.push(...links);
    else entries.push({ type: 'divider' }, { type: 'section', text: sectionTitles[section], items: links });
  }
  return entries;
};

/**
 * The menu entry to highlight for a path: the page's own entry, else the nearest parent's
 * (customer details highlight "Kunden").
 */
export const activeMenuHref = (
  pages: readonly PageDef[],
  pathname: string,
  matches: (pattern: string, pathname: string) => boolean,
): string | undefined => {
  let page = pages.find((candidate) => matches(candidate.path, pathname));
  const seen = new Set<string>();
  while (page && !page.menu && page.parent && !seen.has(page.id)) {
    seen.add(page.id);
    const parentId: string = page.parent;
    page = pages.find((candidate) => candidate.id === parentId);
  }
  return page?.menu ? page.path : undefined;
};
