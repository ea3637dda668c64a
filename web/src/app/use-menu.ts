import { useMemo } from 'react';
import { hasPermission } from '../../../schemas/permissions';
import type { TRole } from '../../../schemas/roles';
import { countOverdue } from '../../../schemas/work/own-orders';
import { useCompany, useOperatingUnits } from '../api/company';
import { useContractors } from '../api/contractors';
import { useMyInvitations } from '../api/invitations';
import { useMyOrders, useMyWork } from '../api/work';
import { useNow } from '../components/use-now';
import { useAuth } from './auth';
import { type RenderedSection, visibleMenu } from './menu';
import { banksNeedingAttention, menuInputsFromCompany } from './menu-inputs';
import { buildMenu, invitationBadges, noBadges } from './menu-model';
import { openablePath } from './pages';

/** Whether a query the menu's entries depend on is still on its way (after an error the defaults show). */
const awaited = (enabled: boolean, query: { data: unknown; isError: boolean }) =>
  enabled && query.data === undefined && !query.isError;

/**
 * The menu the shell shows: application.md §2 for this user, limited to registered pages the role may open.
 * Undefined until the company settings (or a farmer's contractors) that add entries are loaded: a menu
 * shown before would grow under the user's click (issue 26 point 6). Badges may come later, they move nothing.
 */
export const useMenu = (role: TRole): RenderedSection[] | undefined => {
  const { me, meSettled } = useAuth();
  const invitations = useMyInvitations();
  // Customers and users without a role have no company access: no company call for them.
  const readsCompany = hasPermission(role, 'company:read') && Boolean(me?.company);
  const company = useCompany(readsCompany);
  // The bank badge is for owner and admin (§6 'Other permissions').
  const units = useOperatingUnits(false, hasPermission(role, 'company:manage') && Boolean(me?.company));
  // Meine Aufträge badge (§2): own orders whose planned start has passed; only for people with an employee.
  const work = useMyWork(hasPermission(role, 'work:current') && Boolean(me?.company));
  const orders = useMyOrders(hasPermission(role, 'work:orders') && Boolean(work.data?.employee));
  const now = useNow();
  const customerArea = role === 'CUSTOMER' || role === 'NOTHING';
  const contractors = useContractors(customerArea);
  const fallbackVariant = me?.company?.variant ?? 'AGRICULTURAL_CONTRACTOR';
  // Whether the user has a company is known only once /identity/me answered: before, no company call starts.
  const loading = !meSettled || awaited(readsCompany, company) || awaited(customerArea, contractors);
  return useMemo(() => {
    if (loading) return undefined;
    const companyInputs = menuInputsFromCompany(company.data, role);
    // The customer area's Aufträge: on when one of the farmer's contractors takes requests (§2, services.md §3).
    const inputs = customerArea
      ? {
          ...companyInputs,
          settings: {
            ...companyInputs.settings,
            enableOrderRequests: (contractors.data ?? []).some((contractor) => contractor.enableOrderRequests),
          },
        }
      : companyInputs;
    const badges = {
      ...noBadges,
      ...invitationBadges(invitations.data ?? []),
      pendingOrderRequests: company.data?.counters.pendingOrderRequests ?? 0,
      banksNeedingAttention: banksNeedingAttention(units.data),
      overdueOwnOrders: countOverdue(orders.data ?? [], now),
    };
    const variant = company.data ? inputs.variant : fallbackVariant;
    return visibleMenu(buildMenu({ ...inputs, variant, role, badges }), openablePath(role));
  }, [
    loading,
    role,
    fallbackVariant,
    company.data,
    units.data,
    invitations.data,
    orders.data,
    now,
    customerArea,
    contractors.data,
  ]);
};
