import { describe, expect, it } from 'vitest';
import { type TCompany, ZCompanySettings } from '../../../schemas/api/company';
import { banksNeedingAttention, defaultMenuInputs, menuInputsFromCompany } from './menu-inputs';

const company = (overrides: Partial<TCompany> = {}): TCompany => ({
  id: 'c1',
  name: 'Lohnbetrieb',
  street: '',
  zip: '',
  city: '',
  email: '',
  phone: '',
  website: '',
  defaultUnitId: '',
  variant: 'LOGISTICS',
  isSuspended: false,
  supportEmployeeId: null,
  datevEnabled: true,
  settings: ZCompanySettings.parse({
    enableProjects: true,
    enableCampaigns: true,
    permissionSettings: { showWorkTimesForRoles: ['EMPLOYEE'] },
  }),
  counters: { pendingOrderRequests: 2 },
  addOns: { bookkeeping: false },
  version: 1,
  ...overrides,
});

describe('menuInputsFromCompany', () => {
  it('is all off without a company', () => {
    expect(menuInputsFromCompany(undefined, 'OWNER')).toEqual(defaultMenuInputs);
  });

  it('takes the settings, variant and the accounting integration from the company', () => {
    expect(menuInputsFromCompany(company(), 'EMPLOYEE')).toEqual({
      settings: { enableProjects: true, enableOrderRequests: false, enableCampaigns: true },
      variant: 'LOGISTICS',
      accountingEnabled: true,
      incomingCreditNotes: false,
      mayViewOwnWorkTimes: true,
    });
  });

  it('lets only the roles of showWorkTimesForRoles see their own work times', () => {
    expect(menuInputsFromCompany(company(), 'PLANNER').mayViewOwnWorkTimes).toBe(false);
  });
});

describe('banksNeedingAttention', () => {
  it('sums the units', () => {
    expect(
      banksNeedingAttention([
        { connectedBanksNeedAttention: 2 },
        { connectedBanksNeedAttention: 0 },
        { connectedBanksNeedAttention: 1 },
      ]),
    ).toBe(3);
    expect(banksNeedingAttention(undefined)).toBe(0);
  });
});
