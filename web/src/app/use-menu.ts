import { useMemo } from 'react';
import type { TRole } from '../../../schemas/roles';
import { useMyInvitations } from '../api/invitations';
import { useAuth } from './auth';
import { type RenderedSection, visibleMenu } from './menu';
import { buildMenu, invitationBadges, type MenuInput, noBadges } from './menu-model';
import { openablePath } from './pages';

/**
 * Company settings and flags the menu depends on that the app cannot read yet (company settings, the
 * accounting integration, the incomingCreditNotes flag and showWorkTimesForRoles come with their issues):
 * until then they are off, which hides only entries whose pages are not built yet either.
 */
const notYetKnown: Pick<MenuInput, 'settings' | 'accountingEnabled' | 'incomingCreditNotes' | 'mayViewOwnWorkTimes'> = {
  settings: { enableProjects: false, enableOrderRequests: false, enableCampaigns: false },
  accountingEnabled: false,
  incomingCreditNotes: false,
  mayViewOwnWorkTimes: false,
};

/** The menu the shell shows: application.md §2 for this user, limited to registered pages the role may open. */
export const useMenu = (role: TRole): RenderedSection[] => {
  const { me } = useAuth();
  const invitations = useMyInvitations();
  const variant = me?.company?.variant ?? 'AGRICULTURAL_CONTRACTOR';
  return useMemo(() => {
    const badges = { ...noBadges, ...invitationBadges(invitations.data ?? []) };
    return visibleMenu(buildMenu({ ...notYetKnown, role, variant, badges }), openablePath(role));
  }, [role, variant, invitations.data]);
};
