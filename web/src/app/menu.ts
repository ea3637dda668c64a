import type { PageId } from '../../../schemas/permissions';
import type { MenuGroup, MenuLink, MenuNode, MenuSection } from './menu-model';

export const LOGOUT_HREF = '#abmelden';

/** What the shell knows about a page id: its path if the page is registered and the user may open it. */
export type PageLookup = (pageId: PageId) => string | undefined;

export type RenderedLink = { type: 'link'; text: string; href: string; badge?: number };
export type RenderedGroup = { type: 'group'; text: string; href?: string; items: RenderedLink[] };
export type RenderedSection = { type: 'section'; id: string; text: string; items: (RenderedLink | RenderedGroup)[] };

const renderLink = (node: MenuLink, pathOf: PageLookup): RenderedLink | null => {
  const href = pathOf(node.pageId);
  if (!href) return null;
  return node.badge
    ? { type: 'link', text: node.label, href, badge: node.badge }
    : { type: 'link', text: node.label, href };
};

const renderGroup = (node: MenuGroup, pathOf: PageLookup): RenderedGroup | null => {
  const items = node.items.flatMap((item) => renderLink(item, pathOf) ?? []);
  if (items.length === 0) return null;
  const href = node.pageId ? pathOf(node.pageId) : undefined;
  return href ? { type: 'group', text: node.label, href, items } : { type: 'group', text: node.label, items };
};

const renderNode = (node: MenuNode, pathOf: PageLookup): RenderedLink | RenderedGroup | null => {
  if (node.kind === 'action') return { type: 'link', text: node.label, href: LOGOUT_HREF };
  if (node.kind === 'group') return renderGroup(node, pathOf);
  return renderLink(node, pathOf);
};

/**
 * The part of the §2 menu the shell shows: only entries whose page exists in the page registry and that
 * the role may open (application.md §6; e.g. §2 lists Rechnungen under Administration, which includes
 * employees, but §6 gives bills only to owner, admin and accountant). Pages of later issues are not built
 * yet; `buildMenu` keeps the model complete, so their entries appear as soon as the page is registered.
 * Groups and sections left without entries disappear.
 */
export const visibleMenu = (sections: readonly MenuSection[], pathOf: PageLookup): RenderedSection[] =>
  sections.flatMap((section) => {
    const items = section.items.flatMap((node) => renderNode(node, pathOf) ?? []);
    return items.length > 0 ? [{ type: 'section' as const, id: section.id, text: section.label, items }] : [];
  });

/** Every href the rendered menu links to (for highlighting). */
export const menuHrefs = (sections: readonly RenderedSection[]): Set<string> => {
  const hrefs = new Set<string>();
  for (const section of sections) {
    for (const item of section.items) {
      if (item.href) hrefs.add(item.href);
      if (item.type === 'group') for (const child of item.items) hrefs.add(child.href);
    }
  }
  return hrefs;
};

type PageNode = { id: string; path: string; parent?: string };

/**
 * The menu entry to highlight for a path: the page's own entry, else the nearest parent's that is in the
 * menu (customer details highlight "Kunden").
 */
export const activeMenuHref = (
  pages: readonly PageNode[],
  pathname: string,
  matches: (pattern: string, pathname: string) => boolean,
  inMenu: Set<string>,
): string | undefined => {
  let page = pages.find((candidate) => matches(candidate.path, pathname));
  const seen = new Set<string>();
  while (page && !seen.has(page.id)) {
    if (inMenu.has(page.path)) return page.path;
    seen.add(page.id);
    const parentId = page.parent;
    page = parentId ? pages.find((candidate) => candidate.id === parentId) : undefined;
  }
  return undefined;
};
