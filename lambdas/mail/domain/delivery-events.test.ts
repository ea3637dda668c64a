import { describe, expect, it } from 'vitest';
import { parseDeliveryReport } from './delivery-events';

const now = new Date('2026-11-24T10:00:00.000Z');
const mail = {
  timestamp: '2026-11-24T09:00:00.000Z',
  destination: ['Kunde@Hof.de', 'buero@hof.de'],
  tags: { companyId: ['c1'] },
};
const bounce = (bounceType: string) => ({
  eventType: 'Bounce',
  mail,
  bounce: {
    bounceType,
    bouncedRecipients: [{ emailAddress: 'Kunde@Hof.de' }],
    timestamp: '2026-11-24T09:01:00.000Z',
  },
});
const snsEnvelope = (message: object) =>
  JSON.stringify({ Type: 'Notification', MessageId: 'sns-1', Message: JSON.stringify(message) });

describe('SES delivery reports', () => {
  it.each([
    ['Permanent', 'MAIL_400_10_0003'],
    ['Transient', 'MAIL_400_10_0002'],
    ['Undetermined', 'MAIL_400_10_0001'],
  ])('reads a %s bounce of the bounced addresses, in SNS envelope and raw', (kind, code) => {
    const expected = { companyId: 'c1', code, addresses: ['kunde@hof.de'], at: '2026-11-24T09:01:00.000Z' };
    expect(parseDeliveryReport(snsEnvelope(bounce(kind)), now)).toEqual(expected);
    expect(parseDeliveryReport(JSON.stringify(bounce(kind)), now)).toEqual(expected);
  });

  it('reads a complaint of the complaining address', () => {
    const complaint = {
      notificationType: 'Complaint',
      mail,
      complaint: { complainedRecipients: [{ emailAddress: 'buero@hof.de' }] },
    };
    expect(parseDeliveryReport(snsEnvelope(complaint), now)).toEqual({
      companyId: 'c1',
      code: 'MAIL_400_10_0005',
      addresses: ['buero@hof.de'],
      at: mail.timestamp,
    });
  });

  it('reads a reject of every recipient of the mail', () => {
    const reject = { eventType: 'Reject', mail, reject: { reason: 'Bad content' } };
    expect(parseDeliveryReport(JSON.stringify(reject), now)).toEqual({
      companyId: 'c1',
      code: 'MAIL_400_10_0004',
      addresses: ['kunde@hof.de', 'buero@hof.de'],
      at: mail.timestamp,
    });
  });

  it('tells of no problem for deliveries and sends, and of no company for untagged mail', () => {
    expect(parseDeliveryReport(JSON.stringify({ eventType: 'Delivery', mail }), now)).toBeUndefined();
    expect(parseDeliveryReport(snsEnvelope({ eventType: 'Send', mail }), now)).toBeUndefined();
    const untagged = { ...bounce('Permanent'), mail: { destination: ['a@b.de'] } };
    expect(parseDeliveryReport(JSON.stringify(untagged), now)).toMatchObject({ companyId: undefined });
  });

  it('throws for a body that is no report, so the queue keeps it', () => {
    expect(() => parseDeliveryReport('{"eventType":', now)).toThrow();
    expect(() => parseDeliveryReport(JSON.stringify({ mail: 'kaputt' }), now)).toThrow();
  });
});
