import Badge from '@cloudscape-design/components/badge';
import type { SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import type { RenderedGroup, RenderedLink, RenderedSection } from './menu';

const link = (item: RenderedLink): SideNavigationProps.Link => ({
  type: 'link',
  text: item.text,
  href: item.href,
  ...(item.badge
    ? {
        info: (
          <Badge color="red" data-testid={`menu-badge-${item.href}`}>
            {item.badge}
          </Badge>
        ),
      }
    : {}),
});

/**
 * A submenu with a page of its own can be opened and collapsed; one without is a collapsible section.
 * Both start open: the entries and their badges (Anfragen under Aufträge, §2) are seen without a click.
 */
const group = (item: RenderedGroup): SideNavigationProps.ExpandableLinkGroup | SideNavigationProps.Section =>
  item.href
    ? {
        type: 'expandable-link-group',
        text: item.text,
        href: item.href,
        defaultExpanded: true,
        items: item.items.map(link),
      }
    : { type: 'section', text: item.text, items: item.items.map(link) };

/** The rendered menu as Cloudscape SideNavigation items: one titled group per §2 section. */
export const sideNavigationItems = (sections: readonly RenderedSection[]): SideNavigationProps.Item[] =>
  sections.flatMap((section, index): SideNavigationProps.Item[] => [
    ...(index > 0 ? [{ type: 'divider' } as const] : []),
    {
      type: 'section-group',
      title: section.text,
      items: section.items.map((item) => (item.type === 'group' ? group(item) : link(item))),
    },
  ]);
