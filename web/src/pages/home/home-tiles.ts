import { mayOpenPage } from '../../../../schemas/permissions';
import type { TRole } from '../../../../schemas/roles';
import { type PageId, pageById } from '../../app/pages';
import { de } from '../../i18n/de';

type Tile = {
  pageId: PageId;
  title: string;
  text: string;
  /** The text for roles that may open the page but not this one (tile texts say what the role may do). */
  without?: { pageId: PageId; text: string };
};

const tiles: readonly Tile[] = [
  // Drivers start their day here; farmers see their contractors.
  { pageId: 'myOrders', title: de.home.myOrdersTile, text: de.home.myOrdersTileText },
  { pageId: 'internalWork', title: de.home.internalWorkTile, text: de.home.internalWorkTileText },
  { pageId: 'contractors', title: de.home.contractorsTile, text: de.home.contractorsTileText },
  {
    pageId: 'customers',
    title: de.home.customersTile,
    text: de.home.customersTileText,
    without: { pageId: 'customerCreate', text: de.home.customersTileReadOnlyText },
  },
  // The organization page has no entry in the §2 menu: it is reached from here and from the account page.
  { pageId: 'organization', title: de.home.organizationTile, text: de.home.organizationTileText },
  { pageId: 'account', title: de.home.accountTile, text: de.home.accountTileText },
];

export type HomeTile = { pageId: PageId; title: string; text: string; href: string };

/** The home tiles of a role: the areas it may open, each described by what the role may do there. */
export const homeTiles = (role: TRole | null): HomeTile[] => {
  const mayOpen = (pageId: PageId) => mayOpenPage(pageById(pageId).access, role);
  return tiles.flatMap(({ pageId, title, text, without }) =>
    mayOpen(pageId)
      ? [
          {
            pageId,
            title,
            href: pageById(pageId).path,
            text: without && !mayOpen(without.pageId) ? without.text : text,
          },
        ]
      : [],
  );
};
