import { Suspense, useEffect } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from './auth';
import { CurrentPageContext } from './current-page';
import { decideAccess } from './guards';
import { LazyFallback, PageLoadBoundary } from './lazy-fallback';
import { documentTitle, type PageDef } from './pages';

/** One routed page: guard, document title, lazy loading with fallback and load-failure message. */
export const PageFrame = ({ page }: { page: PageDef }) => {
  const { state } = useAuth();
  const decision = decideAccess(page, state);

  useEffect(() => {
    if (decision.kind === 'show') document.title = documentTitle(page);
  }, [decision.kind, page]);

  if (decision.kind === 'wait') return null;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const Page = page.component;
  return (
    <CurrentPageContext.Provider value={page}>
      <PageLoadBoundary key={page.id}>
        <Suspense fallback={<LazyFallback />}>
          <Page />
        </Suspense>
      </PageLoadBoundary>
    </CurrentPageContext.Provider>
  );
};
