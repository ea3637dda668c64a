import { describe, expect, it } from 'vitest';
import type { TReceipt } from '../../../schemas/receipts/receipt';
import { changeDescription } from './history';
import { changeDraft } from './receipt';
import { billDraft, facts, input } from './receipt.fixtures';

/** A draft as the table gives it back: its maps' keys in another order, empty fields left out. */
const asStored = (draft: TReceipt): TReceipt => ({
  ...draft,
  positions: draft.positions.map((position) =>
    Object.fromEntries(
      Object.entries(position)
        .filter(([, value]) => value !== null && value !== undefined)
        .reverse(),
    ),
  ) as TReceipt['positions'],
  paymentTerms: {
    method: draft.paymentTerms.method,
    paymentTermDays: draft.paymentTerms.paymentTermDays,
    skonto: null,
  },
});

describe('the history of a draft', () => {
  it('names the subject alone when only the subject changed, however the stored positions are spelled', () => {
    const draft = billDraft();
    const stored = asStored(draft);
    const changed = changeDraft(stored, input({ subject: 'Ernte 2026', positions: draft.positions }), 1, facts());
    expect(changeDescription(stored, changed)).toBe('Geändert: Betreff');
  });

  it('names every field that changed, in the order of the form', () => {
    const draft = billDraft();
    const positions = draft.positions.map((position, index) =>
      index === 0 ? { ...position, quantity: '13' } : position,
    );
    const changed = changeDraft(
      draft,
      input({
        subject: 'Ernte 2026',
        date: '2026-03-01',
        positions,
        paymentTerms: { paymentTermDays: 30, method: 'TRANSFER' },
      }),
      1,
      facts(),
    );
    expect(changeDescription(draft, changed)).toBe('Geändert: Datum, Betreff, Positionen, Zahlungsbedingungen');
  });

  it('says Gespeichert when nothing differs', () => {
    const draft = billDraft();
    expect(changeDescription(draft, draft)).toBe('Gespeichert');
    expect(changeDescription(asStored(draft), draft)).toBe('Gespeichert');
  });
});
