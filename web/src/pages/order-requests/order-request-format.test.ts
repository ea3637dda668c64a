import { describe, expect, it } from 'vitest';
import { requestAmount, requestFieldNames, requestPeriod } from './order-request-format';

describe('order request facts in German', () => {
  it('shows the amount with German separators and its unit', () => {
    expect(requestAmount({ amount: '1234.5', amountUnit: 'm³' })).toBe('1.234,5 m³');
    expect(requestAmount({ amount: '12', amountUnit: 'ha' })).toBe('12 ha');
    expect(requestAmount({ amount: null, amountUnit: null })).toBe('–');
  });

  it('lists the field names, and the period as German dates', () => {
    expect(requestFieldNames({ fieldNames: ['Osterfeld', 'Westerfeld'] })).toBe('Osterfeld, Westerfeld');
    expect(requestFieldNames({ fieldNames: [] })).toBe('–');
    expect(requestPeriod({ startDate: '2026-12-01', endDate: '2026-12-03' })).toBe('01.12.2026 – 03.12.2026');
  });
});
