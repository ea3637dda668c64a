import { describe, expect, it } from 'vitest';
import { emptyRentalForm, rentalFormIssues, rentalPreview, ZRentalForm } from './rental-values';

const filled = { ...emptyRentalForm('2026-06-01'), machineId: 'm1', customerId: 'c1', pricePerUnit: '100' };

describe('the rental form', () => {
  it('joins German day and time into moments the API takes', () => {
    const parsed = ZRentalForm.parse({ ...filled, endDate: '2026-06-02', endTime: '08:00' });
    expect(parsed).toMatchObject({ start: '2026-06-01T05:00:00.000Z', end: '2026-06-02T06:00:00.000Z' });
  });

  it('shows a missing day at its own field', () => {
    const parsed = ZRentalForm.safeParse({ ...filled, endDate: null });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['endDate']);
    const backwards = ZRentalForm.safeParse({ ...filled, endTime: '06:00' });
    expect(backwards.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['endDate', 'Das Ende der Vermietung muss nach dem Beginn liegen.'],
    ]);
  });

  it('previews quantity, net and gross amount while typing, nothing while incomplete', () => {
    expect(rentalPreview({ ...filled, endDate: '2026-06-03' })).toEqual({
      quantity: '3',
      netAmount: '300',
      grossAmount: '357.00',
    });
    expect(rentalPreview({ ...filled, priceBasis: 'HOUR', endTime: '08:10' })).toEqual({
      quantity: '1.25',
      netAmount: '125',
      grossAmount: '148.75',
    });
    expect(rentalPreview({ ...filled, pricePerUnit: '' })).toBeNull();
    expect(rentalPreview({ ...filled, endTime: '06:00' })).toBeNull();
  });

  it('puts the server issue of a moment at its day field', () => {
    expect(rentalFormIssues([{ path: 'start', message: 'schon vermietet' }])).toEqual([
      { path: 'startDate', message: 'schon vermietet' },
    ]);
  });
});
