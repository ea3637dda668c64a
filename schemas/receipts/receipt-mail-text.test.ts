import { describe, expect, it } from 'vitest';
import { receiptMailTexts } from './receipt-mail-text';

const bill = { type: 'BILL', number: 'RE-2026-0042', date: '2026-08-14' } as const;
const noTexts = { mailSubject: undefined, mailText: undefined };

describe('receiptMailTexts', () => {
  it('words a bill mail when the settings give no texts', () => {
    expect(receiptMailTexts(bill, noTexts, 'Hansen GmbH')).toEqual({
      subject: 'Rechnung RE-2026-0042 von Hansen GmbH',
      text: 'Guten Tag,\n\nanbei erhalten Sie unsere Rechnung RE-2026-0042 vom 14.08.2026.\n\nMit freundlichen Grüßen\nHansen GmbH',
    });
    expect(receiptMailTexts({ ...bill, type: 'OFFER', number: 'AN-2026-0001' }, noTexts, 'Hansen GmbH').text).toContain(
      'anbei erhalten Sie unser Angebot AN-2026-0001',
    );
  });

  it('takes the texts of the settings', () => {
    expect(receiptMailTexts(bill, { mailSubject: 'Ihre Rechnung', mailText: 'Hallo!' }, 'Hansen GmbH')).toEqual({
      subject: 'Ihre Rechnung',
      text: 'Hallo!',
    });
  });
});
