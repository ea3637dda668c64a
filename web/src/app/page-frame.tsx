import { Suspense, useEffect } from 'react';
import { Navigate } from 'react-router';
import type { TCompany } from '../../../schemas/api/company';
import { hasPermission } from '../../../schemas/permissions';
import type { TRole } from '../../../schemas/roles';
import { useCompany } from '../api/company';
import { useAuth } from './auth';
import { roleOf } from './auth-state';
import { CurrentPageContext } from './current-page';
import { decideAccess } from './guards';
import { LazyFallback, PageLoadBoundary } from './lazy-fallback';
import { documentTitle } from './pages';
import type { PageDef } from './pages/registry';

/** PageDef.companyAllows as the guard wants it: true without a condition, null while the company loads. */
const companyCondition = (
  page: PageDef,
  role: TRole | null,
  checksCompany: boolean,
  company: { data?: TCompany; isError: boolean },
): boolean | null => {
  if (!page.companyAllows) return true;
  if (!checksCompany || company.isError) return false;
  return company.data ? page.companyAllows(company.data, role) : null;
};

/** One routed page: guard, document title, lazy loading with fallback and load-failure message. */
export const PageFrame = ({ page }: { page: PageDef }) => {
  const { state } = useAuth();
  const role = roleOf(state);
  // Only pages with a company condition load the company here (it is cached for the whole shell).
  const checksCompany = page.companyAllows !== undefined && role !== null && hasPermission(role, 'company:read');
  const company = useCompany(checksCompany);
  const decision = decideAccess(page, state, companyCondition(page, role, checksCompany, company));

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
