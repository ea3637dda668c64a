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

/** The menu the shell shows: application.md §2 for this user, limited to registered pages the role may open. */
export const useMenu = (role: TRole): RenderedSection[] => {
  const { me } = useAuth();
  const invitations = useMyInvitations();
  // Customers and users without a role have no company access: no company call for them.
  const company = useCompany(hasPermission(role, 'company:read') && Boolean(me?.company));
  // The bank badge is for owner and admin (§6 'Other permissions').
  const units = useOperatingUnits(false, hasPermission(role, 'company:manage') && Boolean(me?.company));
  // Meine Aufträge badge (§2): own orders whose planned start has passed; only for people with an employee.
  const work = useMyWork(hasPermission(role, 'work:current') && Boolean(me?.company));
  const orders = useMyOrders(hasPermission(role, 'work:orders') && Boolean(work.data?.employee));
  const now = useNow();
  const customerArea = role === 'CUSTOMER' || role === 'NOTHING';
  const contractors = useContractors(customerArea);
  const fallbackVariant = me?.company?.variant ?? 'AGRICULTURAL_CONTRACTOR';
  return useMemo(() => {
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
