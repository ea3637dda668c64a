import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useRoutes } from 'react-router';
import { useAuth } from './auth';
import { LazyFallback, PageLoadBoundary } from './lazy-fallback';
import { PageFrame } from './page-frame';
import { LOGIN_PATH } from './pages';
import { notFoundPage, pages } from './pages/registry';
import { appRouteTree, notFoundChrome } from './route-tree';

// The shell (menu, top navigation, live updates) is only needed once signed in.
const AppShell = lazy(() => import('./app-shell'));

const Shell = () => (
  <PageLoadBoundary>
    <Suspense fallback={<LazyFallback />}>
      <AppShell />
    </Suspense>
  </PageLoadBoundary>
);

/** Shell pages need a signed-in user; others are sent to login before the shell is loaded. */
const ShellRoute = () => {
  const { state } = useAuth();
  if (state.status === 'unknown') return null;
  if (state.status === 'signedOut') return <Navigate to={LOGIN_PATH} replace />;
  return <Shell />;
};

/** The not-found page keeps the menu for signed-in users and stands alone for everyone else. */
const ShellOrBareRoute = () => {
  const chrome = notFoundChrome(useAuth().state);
  if (chrome === 'wait') return null;
  return chrome === 'shell' ? <Shell /> : <Outlet />;
};

const routeTree = appRouteTree(pages, notFoundPage, {
  page: (page) => <PageFrame page={page} />,
  shell: <ShellRoute />,
  shellOrBare: <ShellOrBareRoute />,
});

/** Routes from the page registry; unknown addresses show 'Seite nicht gefunden'. */
export const AppRoutes = () => useRoutes(routeTree);
