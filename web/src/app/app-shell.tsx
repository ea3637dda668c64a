import AppLayout from '@cloudscape-design/components/app-layout';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Flashbar from '@cloudscape-design/components/flashbar';
import Modal from '@cloudscape-design/components/modal';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TopNavigation, { type TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { matchPath, Outlet, useLocation, useNavigate } from 'react-router';
import { OverlayDrawer } from '../components/overlay-drawer';
import { de } from '../i18n/de';
import { useAuth } from './auth';
import { receivesLiveUpdates, roleOf } from './auth-state';
import { FlashProvider, useFlash } from './flash';
import { activeMenuHref, buildMenu, LOGOUT_HREF } from './menu';
import { useIsWide, useRememberedSidebar } from './nav-state';
import { HOME_PATH, pages } from './pages';
import { useRealtimeUpdates } from './realtime';
import { runtimeConfig } from './runtime-config';

const matches = (pattern: string, pathname: string) => matchPath(pattern, pathname) !== null;

const OFFLINE_FLASH_ID = 'offline';

/** The device's online state (application.md §4): a warning while offline. */
const useOfflineNotice = (push: ReturnType<typeof useFlash>['push'], dismiss: (id: string) => void) => {
  useEffect(() => {
    const update = () => {
      if (navigator.onLine) dismiss(OFFLINE_FLASH_ID);
      else push({ id: OFFLINE_FLASH_ID, type: 'warning', content: de.shell.offline });
    };
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [push, dismiss]);
};

const ShellLayout = () => {
  const { state, me, signOut } = useAuth();
  const role = roleOf(state) ?? 'NOTHING';
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isWide = useIsWide();
  const [sidebarOpen, setSidebarOpen] = useRememberedSidebar();
  // The drawer belongs to the page it was opened on: navigating closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === pathname;
  const setDrawerOpen = useCallback((open: boolean) => setDrawerPath(open ? pathname : null), [pathname]);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const flash = useFlash();
  const config = runtimeConfig();

  useRealtimeUpdates(receivesLiveUpdates(state));
  useOfflineNotice(flash.push, flash.dismiss);

  const menu = useMemo(() => buildMenu(pages, role) as SideNavigationProps.Item[], [role]);
  const onFollow = useCallback(
    (event: CustomEvent<{ href?: string; external?: boolean }>) => {
      const href = event.detail.href;
      if (!href || event.detail.external) return;
      event.preventDefault();
      setDrawerOpen(false);
      if (href === LOGOUT_HREF) setLogoutOpen(true);
      else navigate(href);
    },
    [navigate, setDrawerOpen],
  );

  const navigation = (
    <div data-testid="side-navigation">
      <SideNavigation
        header={{ text: de.nav.header, href: HOME_PATH }}
        activeHref={activeMenuHref(pages, pathname, matches)}
        items={menu}
        onFollow={onFollow}
      />
    </div>
  );

  const utilities: TopNavigationProps.Utility[] = [];
  if (!isWide) {
    utilities.push({
      type: 'button',
      iconName: 'menu',
      text: de.nav.menu,
      ariaLabel: de.nav.menu,
      disableUtilityCollapse: true,
      onClick: () => setDrawerOpen(true),
    });
  }
  if (config.stage === 'local' && config.mailViewerUrl) {
    utilities.push({ type: 'button', text: de.nav.mailViewer, href: config.mailViewerUrl, external: true });
  }
  utilities.push({
    type: 'menu-dropdown',
    iconName: 'user-profile',
    text: me?.firstName ?? me?.email ?? '',
    description: me?.company?.name,
    ariaLabel: de.nav.userMenu,
    items: [{ id: 'logout', text: de.nav.logout }],
    onItemClick: (event) => {
      if (event.detail.id === 'logout') setLogoutOpen(true);
    },
  });

  return (
    <>
      <div id="lw-top-nav" style={{ position: 'sticky', top: 0, zIndex: 1002 }}>
        <TopNavigation
          identity={{
            title: de.appName,
            href: HOME_PATH,
            onFollow: (event) => {
              event.preventDefault();
              navigate(HOME_PATH);
            },
          }}
          utilities={utilities}
        />
      </div>
      <AppLayout
        headerSelector="#lw-top-nav"
        navigation={isWide ? navigation : undefined}
        navigationHide={!isWide}
        navigationOpen={sidebarOpen}
        onNavigationChange={(event) => setSidebarOpen(event.detail.open)}
        toolsHide
        notifications={flash.items.length > 0 ? <Flashbar items={flash.items} /> : undefined}
        content={<Outlet />}
      />
      {!isWide && (
        <OverlayDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          {navigation}
        </OverlayDrawer>
      )}
      <Modal
        visible={logoutOpen}
        onDismiss={() => setLogoutOpen(false)}
        header={de.nav.logout}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setLogoutOpen(false)}>
                {de.nav.no}
              </Button>
              <Button variant="primary" onClick={() => void signOut()} data-testid="logout-confirm">
                {de.nav.yes}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        {de.nav.logoutConfirm}
      </Modal>
    </>
  );
};

/** The signed-in frame: top navigation, menu (sidebar or drawer), notifications, live updates. */
const AppShell = () => (
  <FlashProvider>
    <ShellLayout />
  </FlashProvider>
);

export default AppShell;
