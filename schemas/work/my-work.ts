import type { TMyWork } from '../api/work';
import type { RecordOf } from '../masterdata/kinds';

/** The caller's employee and running activity as the Fahrerbereich shows them (also after an order's run ends). */
export const myWork = (employee: RecordOf<'employee'> | undefined): TMyWork => ({
  employee: employee
    ? {
        id: employee.id,
        firstName: employee.firstName,
        lastName: employee.lastName,
        operatingUnitIds: employee.operatingUnitIds,
      }
    : null,
  activity: employee?.currentActivity ?? null,
});
