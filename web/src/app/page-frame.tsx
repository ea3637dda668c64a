import { Suspense, useEffect } from 'react';
import { Navigate } from 'react-router';
import { hasPermission } from '../../../schemas/permissions';
import { useCompany } from '../api/company';
import { useAuth } from './auth';
import { roleOf } from './auth-state';
import { CurrentPageContext } from './current-page';
import { decideAccess } from './guards';
import { LazyFallback, PageLoadBoundary } from './lazy-fallback';
import { documentTitle, type PageDef } from './pages';

/** One routed page: guard, document title, lazy loading with fallback and load-failure message. */
export const PageFrame = ({ page }: { page: PageDef }) => {
  const { state } = useAuth();
  const role = roleOf(state);
  // Only pages with a company condition load the company here (it is cached for the whole shell).
  const checksCompany = page.companyAllows !== undefined && role !== null && hasPermission(role, 'company:read');
  const company = useCompany(checksCompany);
  const companyAllows = !page.companyAllows
    ? true
    : checksCompany && company.data
      ? page.companyAllows(company.data, role)
      : checksCompany && !company.isError
        ? null
        : false;
  const decision = decideAccess(page, state, companyAllows);

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
