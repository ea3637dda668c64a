import AppLayout from '@cloudscape-design/components/app-layout';
import Button from '@cloudscape-design/components/button';
import Flashbar, { type FlashbarProps } from '@cloudscape-design/components/flashbar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TopNavigation, { type TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { matchPath, Outlet, useLocation, useNavigate } from 'react-router';
import { hasPermission } from '../../../schemas/permissions';
import { useCompanyLogo } from '../api/company';
import { OverlayDrawer } from '../components/overlay-drawer';
import { de } from '../i18n/de';
import { LocationSettingsDialog } from '../tracking/location-settings-dialog';
import { locationSettingsPrompt } from '../tracking/native-location';
import { useActivityTracking } from '../tracking/use-activity-tracking';
import { useAuth } from './auth';
import { receivesLiveUpdates, roleOf } from './auth-state';
import { openChat } from './chat';
import { isSupportEmployee } from './claims-check';
import { FlashProvider, useFlash } from './flash';
import { HANDBOOK_URL } from './links';
import { activeMenuHref, LOGOUT_HREF, menuHrefs } from './menu';
import { useIsWide, useRememberedSidebar } from './nav-state';
import { useNewOrderNotice } from './new-order-notice';
import { HOME_PATH, pathFor } from './pages';
import { pages } from './pages/registry';
import { useRealtimeUpdates } from './realtime';
import { useRunningActivity } from './running-activity';
import { runtimeConfig } from './runtime-config';
import { LogoutDialog, OutdatedVersionDialog, RoleChangedDialog } from './shell-dialogs';
import { ShellNavigation } from './shell-navigation';
import { sideNavigationItems } from './side-nav-items';
import { UpdateInfosPanel, useUpdateInfosNotice } from './update-infos-panel';
import { useClaimsWatch } from './use-claims-watch';
import { useMenu } from './use-menu';
import { useOnline } from './use-online';
import { usePushRegistration } from './use-push-registration';
import { useVersionNotice } from './use-version-notice';

const matches = (pattern: string, pathname: string) => matchPath(pattern, pathname) !== null;

const OFFLINE_FLASH_ID = 'offline';
const CHAT_FLASH_ID = 'chat-loading';

/** The device's online state (application.md §4): a warning while offline. */
const useOfflineNotice = (
  online: boolean,
  push: ReturnType<typeof useFlash>['push'],
  dismiss: (id: string) => void,
) => {
  useEffect(() => {
    if (online) dismiss(OFFLINE_FLASH_ID);
    else push({ id: OFFLINE_FLASH_ID, type: 'warning', content: de.shell.offline });
  }, [online, push, dismiss]);
};

/** Banners above the page: support employee, new version, the oldest new-order notification, then the shell's messages. */
const useBanners = (
  flashItems: FlashbarProps.MessageDefinition[],
  version: ReturnType<typeof useVersionNotice>,
  newOrder: FlashbarProps.MessageDefinition | undefined,
): FlashbarProps.MessageDefinition[] => {
  const { me } = useAuth();
  const banners: FlashbarProps.MessageDefinition[] = [];
  if (isSupportEmployee(me)) {
    banners.push({
      id: 'support',
      type: 'warning',
      content: <span data-testid="support-banner">{de.shell.supportBanner}</span>,
    });
  }
  if (version.newVersion && !version.outdated) {
    banners.push({
      id: 'new-version',
      type: 'info',
      content: <span data-testid="new-version-banner">{de.shell.newVersionAvailable}</span>,
      action: (
        <SpaceBetween direction="horizontal" size="xs">
          <Button onClick={version.dismiss}>{de.shell.ignore}</Button>
          {/* On the web the update is a reload (application.md §4 'Version banner'). */}
          <Button onClick={() => window.location.reload()}>{de.shell.update}</Button>
        </SpaceBetween>
      ),
    });
  }
  if (newOrder) banners.push(newOrder);
  return [...banners, ...flashItems];
};

const ShellLayout = () => {
  const { state, me, signOut } = useAuth();
  const role = roleOf(state) ?? 'NOTHING';
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isWide = useIsWide();
  const online = useOnline();
  const [sidebarOpen, setSidebarOpen] = useRememberedSidebar();
  // The drawer belongs to the page it was opened on: navigating closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === pathname;
  const setDrawerOpen = useCallback((open: boolean) => setDrawerPath(open ? pathname : null), [pathname]);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [newsOpen, setNewsOpen] = useState(false);
  const news = useUpdateInfosNotice();
  const closeNews = useCallback(() => setNewsOpen(false), []);
  const runningActivity = useRunningActivity(role);
  useActivityTracking(role);
  usePushRegistration(role, me?.userId);
  const flash = useFlash();
  const config = runtimeConfig();
  const { roleChanged } = useClaimsWatch();
  const version = useVersionNotice();
  const newOrder = useNewOrderNotice(role, Boolean(me?.company));
  const notifications = useBanners(flash.items, version, newOrder);

  useRealtimeUpdates(receivesLiveUpdates(state));
  useOfflineNotice(online, flash.push, flash.dismiss);

  // The company's own logo beside the app name, for everyone who works in the company.
  const companyLogo = useCompanyLogo(hasPermission(role, 'company:read') && Boolean(me?.company)).data;

  const menu = useMenu(role);
  const items = useMemo(() => menu && sideNavigationItems(menu), [menu]);
  const activeHref = activeMenuHref(pages, pathname, matches, menuHrefs(menu ?? []));
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

  const navigation = <ShellNavigation items={items} activeHref={activeHref} onFollow={onFollow} />;

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
  utilities.push({
    type: 'button',
    iconName: online ? 'status-positive' : 'status-negative',
    text: online ? de.shell.online : de.shell.offlineShort,
    title: de.shell.connection(online),
    ariaLabel: de.shell.connection(online),
    onClick: () => {
      if (!navigator.onLine) flash.push({ id: OFFLINE_FLASH_ID, type: 'warning', content: de.shell.offline });
    },
  });
  if (config.stage === 'local' && config.mailViewerUrl) {
    utilities.push({ type: 'button', text: de.nav.mailViewer, href: config.mailViewerUrl, external: true });
  }
  utilities.push({
    type: 'button',
    iconName: 'notification',
    text: news.unseen > 0 ? de.updateInfos.buttonWithCount(news.unseen) : de.updateInfos.button,
    title: de.updateInfos.button,
    ariaLabel: news.unseen > 0 ? de.updateInfos.buttonWithCount(news.unseen) : de.updateInfos.button,
    badge: news.unseen > 0,
    disableUtilityCollapse: true,
    onClick: () => setNewsOpen((open) => !open),
  });
  utilities.push({
    type: 'menu-dropdown',
    iconName: 'support',
    text: de.shell.help,
    ariaLabel: de.shell.help,
    items: [
      { id: 'handbook', text: de.shell.handbook, href: HANDBOOK_URL, external: true },
      { id: 'chat', text: de.shell.chat },
    ],
    onItemClick: (event) => {
      if (event.detail.id !== 'chat') return;
      if (!openChat()) flash.push({ id: CHAT_FLASH_ID, type: 'warning', content: de.shell.chatStillLoading });
    },
  });
  const userName = me?.firstName ?? me?.email ?? '';
  utilities.push({
    type: 'menu-dropdown',
    iconName: 'user-profile',
    text: userName,
    description: me?.company?.name,
    ariaLabel: de.nav.userMenu(userName),
    items: [
      { id: 'account', text: de.pages.account },
      { id: 'logout', text: de.nav.logout },
    ],
    onItemClick: (event) => {
      if (event.detail.id === 'account') navigate(pathFor('account'));
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
            ...(companyLogo
              ? { logo: { src: companyLogo.url, alt: de.company.logoAlt(me?.company?.name ?? '') } }
              : {}),
            onFollow: (event) => {
              event.preventDefault();
              navigate(HOME_PATH);
            },
          }}
          utilities={utilities}
          i18nStrings={{ overflowMenuTitleText: de.nav.moreFunctions }}
        />
      </div>
      <AppLayout
        headerSelector="#lw-top-nav"
        navigation={isWide ? navigation : undefined}
        navigationHide={!isWide}
        navigationOpen={sidebarOpen}
        onNavigationChange={(event) => setSidebarOpen(event.detail.open)}
        toolsHide
        notifications={notifications.length > 0 ? <Flashbar items={notifications} /> : undefined}
        content={<Outlet />}
      />
      {!isWide && (
        <OverlayDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          {navigation}
        </OverlayDrawer>
      )}
      <LogoutDialog
        visible={logoutOpen}
        runningActivity={runningActivity}
        onClose={() => setLogoutOpen(false)}
        onSignOut={signOut}
      />
      {newsOpen && <UpdateInfosPanel notice={news} onClose={closeNews} />}
      <LocationSettingsDialog prompt={locationSettingsPrompt} />
      <RoleChangedDialog visible={roleChanged} />
      <OutdatedVersionDialog visible={version.outdated && !roleChanged} />
    </>
  );
};

/** The signed-in frame: top navigation, menu (sidebar or drawer), banners, dialogs, live updates. */
const AppShell = () => (
  <FlashProvider>
    <ShellLayout />
  </FlashProvider>
);

export default AppShell;
