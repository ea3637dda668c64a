import Box from '@cloudscape-design/components/box';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { de } from '../i18n/de';
import { HOME_PATH } from './pages';

/**
 * The menu of the sidebar and the phone's drawer. Without items (the company settings that decide the
 * entries still loading) it shows that it loads instead of a menu that would grow under a click: entries
 * appear once, in their places (issue 26 point 6).
 */
export const ShellNavigation = ({
  items,
  activeHref,
  onFollow,
}: {
  items: SideNavigationProps.Item[] | undefined;
  activeHref: string | undefined;
  onFollow: SideNavigationProps['onFollow'];
}) => (
  <div data-testid="side-navigation" aria-busy={items === undefined}>
    <SideNavigation
      header={{ text: de.nav.header, href: HOME_PATH }}
      activeHref={activeHref}
      items={items ?? []}
      onFollow={onFollow}
    />
    {items === undefined && (
      <Box padding={{ horizontal: 'l' }} data-testid="side-navigation-loading">
        <StatusIndicator type="loading">{de.common.loading}</StatusIndicator>
      </Box>
    )}
  </div>
);
