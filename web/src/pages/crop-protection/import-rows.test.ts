import { describe, expect, it } from 'vitest';
import type { TCropProtectionPreviewRow } from '../../../../schemas/api/crop-protection';
import { cropProtectionMatchMessages } from '../../../../schemas/planning/crop-protection';
import { cropProtectionTexts } from '../../i18n/de/crop-protection';
import { lineState, linesToSave } from './import-rows';

const read = {
  day: '2026-05-12',
  time: null,
  fieldName: 'Deichkoppel',
  areaHa: '4',
  crop: null,
  product: 'Karate Zeon',
  approvalNumber: null,
  amount: '300',
  unit: 'ml' as const,
};
const row = (overrides: Partial<TCropProtectionPreviewRow> = {}): TCropProtectionPreviewRow => ({
  line: 6,
  read,
  status: 'MATCHED',
  reason: null,
  fieldId: 'f1',
  orderId: 'o1',
  resourceId: 'r-karate',
  amount: '0.3',
  unit: 'l',
  ...overrides,
});
const resources = [
  { id: 'r-karate', name: 'Karate Zeon', unit: 'l' as const },
  { id: 'r-seed', name: 'Grassaatgut', unit: 'kg' as const },
];
const unmatched = row({ status: 'UNMATCHED', reason: cropProtectionMatchMessages.order, orderId: null });

describe('lines of the crop-protection preview', () => {
  it('sends the matched lines as the server matched them', () => {
    expect(linesToSave([lineState(row(), undefined, resources), lineState(unmatched, undefined, resources)])).toEqual([
      { line: 6, orderId: 'o1', resourceId: 'r-karate', resourceVariantId: null, amount: '0.3', day: '2026-05-12' },
    ]);
  });

  it('takes an order chosen by hand, and converts the amount to a hand-chosen article', () => {
    const chosen = lineState(unmatched, { orderId: 'o2' }, resources);
    expect(chosen).toMatchObject({ status: 'MATCHED', orderId: 'o2', amount: '0.3', unit: 'l', reason: null });
    expect(linesToSave([chosen])).toHaveLength(1);
    const otherUnit = lineState(row(), { resourceId: 'r-seed' }, resources);
    expect(otherUnit).toMatchObject({ status: 'UNMATCHED', reason: cropProtectionMatchMessages.unit });
    expect(linesToSave([otherUnit])).toEqual([]);
    const noArticle = lineState(row({ status: 'UNMATCHED', resourceId: null }), { orderId: 'o1' }, resources);
    expect(noArticle.reason).toBe(cropProtectionTexts.chooseArticleFirst);
  });

  it('keeps duplicates and unreadable lines out', () => {
    expect(lineState(row({ status: 'DUPLICATE' }), { orderId: 'o2' }, resources).status).toBe('DUPLICATE');
    const unreadable = row({ status: 'UNMATCHED', read: { ...read, amount: null, unit: null }, orderId: null });
    expect(linesToSave([lineState(unreadable, { orderId: 'o1', resourceId: 'r-karate' }, resources)])).toEqual([]);
  });
});
