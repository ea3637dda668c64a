import { describe, expect, it } from 'vitest';
import { validateWith } from '../../forms/validate';
import { emptyOrderForm, prepareOrderFilter, prepareOrderForm, ZOrderForm } from './order-values';

const check = (values: Parameters<typeof prepareOrderForm>[0]) => validateWith(ZOrderForm, prepareOrderForm(values));

describe('the create-order form', () => {
  it('joins the German day and time into the planned moments (summer and winter time)', () => {
    const checked = check({
      ...emptyOrderForm('2026-07-01'),
      name: 'Gülle fahren',
      employeeId: 'emp-1',
      startTime: '07:30',
      endDate: '2026-12-01',
      endTime: '16:00',
    });
    expect(checked.ok && checked.data).toMatchObject({
      name: 'Gülle fahren',
      employeeId: 'emp-1',
      serviceId: null,
      plannedStartDateTime: '2026-07-01T05:30:00.000Z',
      plannedEndDateTime: '2026-12-01T15:00:00.000Z',
    });
  });

  it('shows a missing name, start day and start time at their own fields, in German', () => {
    const checked = check({ ...emptyOrderForm('2026-07-01'), startDate: null, startTime: null });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.name).toBe('Bitte gib einen Namen für den Auftrag ein.');
    expect(checked.errors.startDate).toBe('Bitte gib den geplanten Beginn ein.');
    expect(checked.errors.startTime).toBe('Bitte gib den geplanten Beginn ein.');
  });

  it('rejects a day the DateField could not read at its field', () => {
    const checked = check({ ...emptyOrderForm('2026-07-01'), name: 'x', startDate: '31.02.2027' });
    expect(!checked.ok && checked.errors.startDate).toBe('Bitte gib ein gültiges Datum ein.');
  });
});

describe('the list filters', () => {
  it('leaves out what is set to all and keeps the shelf', () => {
    const filter = prepareOrderFilter('TRASHED')({
      status: '',
      from: '2026-07-01',
      to: null,
      customerId: '',
      employeeId: 'emp-1',
      machineId: '',
    });
    expect(filter).toEqual({
      shelf: 'TRASHED',
      status: undefined,
      from: '2026-07-01',
      to: undefined,
      customerId: undefined,
      employeeId: 'emp-1',
      machineId: undefined,
    });
  });
});
