import { documentTotals, lineNet, type TDocumentTotals } from '../kernel/vat';
import type { TReceiptPosition } from './receipt';

/**
 * The totals a receipt keeps with its record (ZReceipt.totals), from its positions through THE receipt
 * arithmetic (schemas/kernel/vat.ts). TEXT lines carry no amount.
 */
export const positionTotals = (
  positions: readonly Pick<
    TReceiptPosition,
    'kind' | 'quantity' | 'unitPrice' | 'discountPercent' | 'vatPercentPoints' | 'vatCategory'
  >[],
): TDocumentTotals =>
  documentTotals(
    positions
      .filter((position) => position.kind !== 'TEXT')
      .map((position) => ({
        net: lineNet(position),
        vatPercentPoints: position.vatPercentPoints,
        vatCategory: position.vatCategory,
      })),
  );
