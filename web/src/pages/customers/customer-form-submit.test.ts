import { describe, expect, it } from 'vitest';
import { decideSubmit } from './customer-form-submit';
import { emptyCustomerValues } from './customer-form-values';

describe('decideSubmit', () => {
  const valid = { ...emptyCustomerValues(), name: 'Hof Meyer' };

  it('submits valid values when no save is pending', () => {
    expect(decideSubmit(valid, false)).toMatchObject({ kind: 'submit', data: { name: 'Hof Meyer' } });
  });

  it('does nothing while a save is pending (Enter pressed again must not create a duplicate)', () => {
    expect(decideSubmit(valid, true)).toEqual({ kind: 'ignore' });
    expect(decideSubmit(emptyCustomerValues(), true)).toEqual({ kind: 'ignore' });
  });

  it('returns field errors for invalid values', () => {
    const decision = decideSubmit(emptyCustomerValues(), false);
    expect(decision.kind).toBe('invalid');
    if (decision.kind === 'invalid') expect(decision.errors.name).toBe('Bitte gib einen Namen ein.');
  });
});
