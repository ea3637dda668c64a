import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useAuth } from './auth';
import { LazyFallback, PageLoadBoundary } from './lazy-fallback';
import { PageFrame } from './page-frame';
import { HOME_PATH, LOGIN_PATH, pages } from './pages';

// The shell (menu, top navigation, live updates) is only needed once signed in.
const AppShell = lazy(() => import('./app-shell'));

/** Shell pages need a signed-in user; others are sent to login before the shell is loaded. */
const ShellRoute = () => {
  const { state } = useAuth();
  if (state.status === 'unknown') return null;
  if (state.status === 'signedOut') return <Navigate to={LOGIN_PATH} replace />;
  return (
    <PageLoadBoundary>
      <Suspense fallback={<LazyFallback />}>
        <AppShell />
      </Suspense>
    </PageLoadBoundary>
  );
};

/** Routes from the page registry; unknown paths go home (and from there to login if signed out). */
export const AppRoutes = () => (
  <Routes>
    {pages
      .filter((page) => page.chrome === 'bare')
      .map((page) => (
        <Route key={page.id} path={page.path} element={<PageFrame page={page} />} />
      ))}
    <Route element={<ShellRoute />}>
      {pages
        .filter((page) => page.chrome === 'shell')
        .map((page) => (
          <Route key={page.id} path={page.path} element={<PageFrame page={page} />} />
        ))}
    </Route>
    <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
  </Routes>
);
