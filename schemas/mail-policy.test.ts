import { describe, expect, it } from 'vitest';
import { MAIL_RATE_LIMITS, mailMessages } from './mail';
import { addressSet, foreignAddressIssues, mailRateBuckets, senderIdentity } from './mail-policy';

describe('addresses a mail may go to', () => {
  const known = addressSet(['Jensen@Hof.de', ' buero@hansen.de ', null, undefined, '']);

  it('are compared without case and blanks', () => {
    expect([...known]).toEqual(['jensen@hof.de', 'buero@hansen.de']);
    expect(foreignAddressIssues({ recipients: ['JENSEN@hof.de'], ccs: ['buero@hansen.de'] }, known, String)).toEqual(
      [],
    );
  });

  it('refuse every other address at its field and place, naming it', () => {
    const issues = foreignAddressIssues(
      {
        recipients: ['jensen@hof.de', 'service@sparkasse.de'],
        ccs: ['fremd@example.org'],
        bccs: ['buero@hansen.de', 'x@y.de'],
      },
      known,
      mailMessages.notAContact,
    );
    expect(issues).toEqual([
      { path: 'recipients.1', message: mailMessages.notAContact('service@sparkasse.de') },
      { path: 'ccs.0', message: mailMessages.notAContact('fremd@example.org') },
      { path: 'bccs.1', message: mailMessages.notAContact('x@y.de') },
    ]);
    expect(issues[0]?.message).toBe(
      'service@sparkasse.de ist keine Adresse eines Kunden, Ansprechpartners, Lieferanten oder Mitarbeiters deiner Firma.',
    );
  });
});

describe('the sender of a mail', () => {
  const options = {
    companyName: 'Lohnbetrieb Hansen',
    unitName: 'Betrieb Husum',
    officeAddresses: addressSet(['buero@hansen.de', 'husum@hansen.de']),
    userAddress: 'sabine@hansen.de',
    defaultReplyTo: 'husum@hansen.de',
  };

  it('is the company by default, replies going to the unit', () => {
    expect(senderIdentity(options, {})).toEqual({
      displayName: 'Lohnbetrieb Hansen',
      replyTo: 'husum@hansen.de',
      issues: [],
    });
  });

  it("may be the unit's name, replies to an office address or the user's own", () => {
    expect(senderIdentity(options, { displayName: ' Betrieb Husum ', replyTo: 'BUERO@hansen.de' })).toEqual({
      displayName: 'Betrieb Husum',
      replyTo: 'BUERO@hansen.de',
      issues: [],
    });
    expect(senderIdentity(options, { replyTo: 'sabine@hansen.de' }).issues).toEqual([]);
  });

  it('refuses a free name and a foreign reply address at their fields', () => {
    const free = 'Sparkasse Kundenservice <service@sparkasse.de>';
    const identity = senderIdentity(options, { displayName: free, replyTo: 'service@sparkasse.de' });
    expect(identity.issues).toEqual([
      { path: 'displayName', message: mailMessages.displayName(free) },
      { path: 'replyTo', message: mailMessages.replyTo('service@sparkasse.de') },
    ]);
    // Another unit's name is no choice of this mail either.
    expect(senderIdentity({ ...options, unitName: undefined }, { displayName: 'Betrieb Husum' }).issues).toHaveLength(
      1,
    );
  });
});

describe('the counters of a mail', () => {
  it('are the user’s and the company’s, per minute and hour, with an expiry after their window', () => {
    const buckets = mailRateBuckets('u-1', new Date('2026-08-20T08:01:59.999Z'));
    expect(buckets.map(({ scope, window, limit, code }) => [scope, window, limit, code])).toEqual([
      ['user#u-1', 'minute#2026-08-20T08:01', 10, 'MAIL_429_20_0001'],
      ['user#u-1', 'hour#2026-08-20T08', 120, 'MAIL_429_20_0001'],
      ['company', 'minute#2026-08-20T08:01', 30, 'MAIL_429_20_0002'],
      ['company', 'hour#2026-08-20T08', 400, 'MAIL_429_20_0002'],
    ]);
    expect(buckets[0]?.ttl).toBe(Date.parse('2026-08-20T08:02:00Z') / 1000 + 3600);
    expect(buckets[1]?.ttl).toBe(Date.parse('2026-08-20T09:00:00Z') / 1000 + 3600);
    expect(buckets).toHaveLength(MAIL_RATE_LIMITS.length);
  });

  it('start anew in the next window', () => {
    const [before] = mailRateBuckets('u-1', new Date('2026-08-20T08:01:59.999Z'));
    const [after] = mailRateBuckets('u-1', new Date('2026-08-20T08:02:00.000Z'));
    expect(before?.window).not.toBe(after?.window);
  });
});
