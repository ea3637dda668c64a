import { describe, expect, it } from 'vitest';
import { ZReceiptSettings } from '../../../../schemas/receipts/settings';
import { prepareSettingsForm, settingsFormValues } from './receipt-settings-values';

describe('receipt settings form', () => {
  const stored = { ...ZReceiptSettings.parse({}), version: 4 };

  it('round-trips the stored settings, Skonto empty as two empty fields', () => {
    const values = settingsFormValues(stored);
    expect(values.types.BILL.paymentTerms.skonto).toEqual({ percent: null, days: null });
    expect(ZReceiptSettings.parse(prepareSettingsForm(values))).toEqual(ZReceiptSettings.parse(stored));
  });

  it('sends a typed Skonto of a type', () => {
    const values = settingsFormValues(stored);
    const typed = {
      ...values,
      types: {
        ...values.types,
        CREDIT_NOTE: {
          ...values.types.CREDIT_NOTE,
          paymentTerms: { ...values.types.CREDIT_NOTE.paymentTerms, skonto: { percent: '3', days: 10 } },
        },
      },
    };
    const prepared = ZReceiptSettings.parse(prepareSettingsForm(typed));
    expect(prepared.types.CREDIT_NOTE.paymentTerms.skonto).toEqual({ percent: '3', days: 10 });
    expect(prepared.types.BILL.paymentTerms.skonto).toBeNull();
  });
});
