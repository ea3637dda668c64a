import { describe, expect, it } from 'vitest';
import type { TTimeTracking } from '../../schemas/api/work';
import { germanDay, shiftDay } from '../../schemas/kernel/calendar';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

type ApiError = { code: string; message: string; issues?: { path: string; message: string }[] };
type Listed = { items: TTimeTracking[] };

const TIM = 'demo-employee-tim-brandt';
const JONAS = 'demo-employee-jonas-lorenzen';
const today = () => germanDay(new Date());
/** The demo seeds ten weekdays of workshop time before the seed day: three weeks hold them all. */
const lastThreeWeeks = () => `from=${shiftDay(today(), -21)}&to=${today()}`;
const PATH = '/work/employee-time-trackings';

describe("The employees' time trackings over HTTP (application.md §2 Employees, §6)", () => {
  it("lists every employee's trackings of the period for the owner, earliest first, or one employee's", async () => {
    const token = await tenant.token('OWNER');
    const all = await api<Listed>('GET', `${PATH}?${lastThreeWeeks()}`, { token });
    expect(all.status).toBe(200);
    const employees = new Set(all.body.items.map((item) => item.employeeId));
    expect(employees.has(TIM)).toBe(true);
    expect(employees.has(JONAS)).toBe(true);
    const starts = all.body.items.map((item) => item.start);
    expect(starts).toEqual([...starts].sort());
    const timsWorkshop = all.body.items.filter((item) => item.employeeId === TIM && item.presetName === 'Werkstatt');
    expect(timsWorkshop.length).toBeGreaterThanOrEqual(10);

    const tims = await api<Listed>('GET', `${PATH}?${lastThreeWeeks()}&employeeId=${TIM}`, { token });
    expect(tims.status).toBe(200);
    expect(tims.body.items.length).toBeGreaterThanOrEqual(20);
    expect(tims.body.items.every((item) => item.employeeId === TIM)).toBe(true);
  });

  it('is for owner, admin and accountant only', async () => {
    for (const role of ['ADMIN', 'ACCOUNTANT']) {
      const token = await tenant.token(role);
      expect((await api('GET', `${PATH}?${lastThreeWeeks()}`, { token })).status).toBe(200);
    }
    for (const role of ['PLANNER', 'EMPLOYEE', 'TEMPORARY_WORKER', 'SUBCONTRACTOR']) {
      const token = await tenant.token(role);
      expect((await api('GET', `${PATH}?${lastThreeWeeks()}`, { token })).status).toBe(403);
    }
  });

  it("keeps to the caller's company: no foreign company id, no foreign employee", async () => {
    const neighbour = await otherTenant.token('OWNER');
    const own = await api<Listed>('GET', `${PATH}?${lastThreeWeeks()}`, { token: neighbour });
    expect(own.status).toBe(200);
    expect(own.body.items.some((item) => item.employeeId === TIM || item.employeeId === JONAS)).toBe(false);
    const foreignCompany = await api('GET', `${PATH}?${lastThreeWeeks()}&companyId=${tenant.companyId}`, {
      token: neighbour,
    });
    expect(foreignCompany.status).toBe(403);
    const foreignEmployee = await api<ApiError>('GET', `${PATH}?${lastThreeWeeks()}&employeeId=${TIM}`, {
      token: neighbour,
    });
    expect(foreignEmployee.status).toBe(400);
    expect(foreignEmployee.body.issues).toEqual([
      { path: 'employeeId', message: 'Dieser Mitarbeiter gehört nicht zu deiner Firma.' },
    ]);
  });

  it('bounds the period to 62 days and checks every field', async () => {
    const token = await tenant.token('OWNER');
    const twoMonths = await api('GET', `${PATH}?from=2026-01-01&to=2026-03-03`, { token });
    expect(twoMonths.status).toBe(200);
    const tooLong = await api<ApiError>('GET', `${PATH}?from=2026-01-01&to=2026-03-04`, { token });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues).toEqual([{ path: 'to', message: 'Bitte wähle höchstens 62 Tage aus.' }]);
    const reversed = await api<ApiError>('GET', `${PATH}?from=2026-03-01&to=2026-02-01`, { token });
    expect(reversed.status).toBe(400);
    expect(reversed.body.issues?.[0]?.message).toBe('Das Enddatum darf nicht vor dem Startdatum liegen.');
    const longId = await api<ApiError>('GET', `${PATH}?from=2026-01-01&to=2026-01-02&employeeId=${'x'.repeat(200)}`, {
      token,
    });
    expect(longId.status).toBe(400);
    expect(longId.body.issues?.[0]?.path).toBe('employeeId');
  });
});
