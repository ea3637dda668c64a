import type { TCompany } from '../../../schemas/api/company';
import { mayViewOwnWorkTimes } from '../../../schemas/permissions';
import type { TRole } from '../../../schemas/roles';
import type { MenuInput } from './menu-model';

export type CompanyMenuInputs = Pick<
  MenuInput,
  'settings' | 'variant' | 'accountingEnabled' | 'incomingCreditNotes' | 'mayViewOwnWorkTimes'
>;

/** Until the company is loaded (and for users without a company) everything optional is off. */
export const defaultMenuInputs: CompanyMenuInputs = {
  settings: { enableProjects: false, enableOrderRequests: false, enableCampaigns: false },
  variant: 'AGRICULTURAL_CONTRACTOR',
  accountingEnabled: false,
  incomingCreditNotes: false,
  mayViewOwnWorkTimes: false,
};

/**
 * The menu's inputs from the company (application.md §2, §3): the feature settings, the variant, the
 * accounting-export integration (datevEnabled) and whether the role may see its own work times
 * (permissionSettings.showWorkTimesForRoles). The incomingCreditNotes feature flag is not served yet: off.
 */
export const menuInputsFromCompany = (company: TCompany | undefined, role: TRole): CompanyMenuInputs => {
  if (!company) return defaultMenuInputs;
  const { settings } = company;
  return {
    settings: {
      enableProjects: settings.enableProjects,
      enableOrderRequests: settings.enableOrderRequests,
      enableCampaigns: settings.enableCampaigns,
    },
    variant: company.variant,
    accountingEnabled: company.datevEnabled,
    incomingCreditNotes: false,
    mayViewOwnWorkTimes: mayViewOwnWorkTimes(settings, role),
  };
};

/** Mein Betrieb badge: operating units whose connected banks need attention, summed (§2, owner and admin). */
export const banksNeedingAttention = (units: readonly { connectedBanksNeedAttention: number }[] | undefined): number =>
  (units ?? []).reduce((sum, unit) => sum + unit.connectedBanksNeedAttention, 0);
