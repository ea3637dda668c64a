import type { TReceipt } from '../../../schemas/receipts/receipt';

/**
 * Where on the receipt page a problem of its e-invoice document lies: the document speaks of lines, buyer
 * and seller (schemas/einvoice/rules.ts), the user of positions, the customer and the operating unit. A
 * line is the n-th priced position (text positions are no lines).
 */

const lineFields: Record<string, string> = {
  name: 'name',
  quantity: 'quantity',
  unitPrice: 'unitPrice',
  unitCode: 'unit',
  discountPercent: 'discountPercent',
  exemptionReason: 'vatCategory',
  exemptionReasonCode: 'vatCategory',
};

const headFields: Record<string, string> = {
  number: 'date',
  issueDate: 'date',
  buyerReference: 'customerId',
  currency: 'currency',
  lines: 'positions',
  'payment.means': 'paymentTerms.method',
  'payment.debtorIban': 'customerId',
  'payment.mandateReference': 'customerId',
  receiptType: '',
};

const positionIndexOfLine = (receipt: TReceipt, line: number): number => {
  let seen = -1;
  for (const [index, position] of receipt.positions.entries()) {
    if (position.kind !== 'TEXT') seen += 1;
    if (seen === line) return index;
  }
  return line;
};

export const receiptFieldOf = (path: string, receipt: TReceipt): string => {
  const line = /^lines\.(\d+)(?:\.(\w+))?/.exec(path);
  if (line) {
    const index = positionIndexOfLine(receipt, Number(line[1]));
    const field = line[2] ? lineFields[line[2]] : undefined;
    return field ? `positions.${index}.${field}` : `positions.${index}`;
  }
  if (path.startsWith('buyer.')) return 'customerId';
  if (path.startsWith('seller.')) return 'operatingUnitId';
  return headFields[path] ?? path;
};
