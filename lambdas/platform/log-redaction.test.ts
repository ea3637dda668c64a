import { describe, expect, it } from 'vitest';
import { fitLogLine, MAX_LOG_LINE_CHARS, maskSecretsInText, REDACTED, redactForLog } from './log-redaction';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJl';

describe('log redaction', () => {
  it('replaces secret keys at any depth, in objects and arrays, whatever their case', () => {
    const redacted = redactForLog({
      routeKey: 'POST /identity/password-reset/confirm',
      input: { Password: 'geheim123', nested: [{ newPassword: 'neu', access_token: 'a', keep: 'ja' }] },
      headers: { Authorization: 'Bearer abc', cookie: 'sid=1', 'content-type': 'application/json' },
      bank: { iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
      mail: { subject: 'Willkommen', html: '<p>Hallo</p>', text: 'Hallo' },
      body: '{"anything":1}',
      secret: 's',
    });
    expect(redacted).toEqual({
      routeKey: 'POST /identity/password-reset/confirm',
      input: { Password: REDACTED, nested: [{ newPassword: REDACTED, access_token: REDACTED, keep: 'ja' }] },
      headers: { Authorization: REDACTED, cookie: REDACTED, 'content-type': 'application/json' },
      bank: { iban: REDACTED, bic: REDACTED },
      mail: { subject: 'Willkommen', html: REDACTED, text: REDACTED },
      body: REDACTED,
      secret: REDACTED,
    });
  });

  it('masks JWTs, IBANs (with or without spaces) and bearer tokens inside any text', () => {
    const text = `token ${JWT} für DE02 1203 0000 0000 2020 51 und DE02120300000000202051, Authorization: Bearer xyz.abc`;
    const masked = maskSecretsInText(text);
    expect(masked).not.toContain('eyJ');
    expect(masked).not.toContain('2020');
    expect(masked).not.toContain('xyz');
    expect(masked).toContain('für');
  });

  it('masks IBANs of other countries and SEPA creditor ids in text, and the bank-data keys of receipts', () => {
    const text =
      'Mandat für AT61 1904 3002 3457 3201, CH9300762011623852957, GB82WEST12345698765432, Gläubiger DE98ZZZ09999999999';
    const masked = maskSecretsInText(text);
    for (const secret of ['1904', '00762011', 'WEST1234', 'ZZZ0999']) expect(masked).not.toContain(secret);
    expect(masked).toContain('Mandat für');
    expect(maskSecretsInText('Auftrag 2025-0042 am 2025-03-01 für Kunde 10001')).toBe(
      'Auftrag 2025-0042 am 2025-03-01 für Kunde 10001',
    );
    const mandate = { reference: 'M-1', iban: 'AT611904300234573201', accountHolder: 'Hof Gruber' };
    expect(
      redactForLog({ unit: { creditorId: 'DE98ZZZ09999999999', vatId: 'DE123456789' }, sepaMandate: mandate }),
    ).toEqual({
      unit: { creditorId: REDACTED, vatId: 'DE123456789' },
      sepaMandate: REDACTED,
    });
    expect(maskSecretsInText('{"creditorId":"DE98ZZZ09999999999","name":"Hof"}')).toBe(
      `{"creditorId":"${REDACTED}","name":"Hof"}`,
    );
  });

  it('masks secret pairs that a parse error quotes from a cut-off JSON body', () => {
    const quoted = `Unterminated string in JSON at position 40: {"token":"abc","password":"Geheim12`;
    const masked = maskSecretsInText(quoted);
    expect(masked).not.toContain('Geheim12');
    expect(masked).not.toContain('abc');
    expect(masked).toContain(`"password":"${REDACTED}"`);
    expect(maskSecretsInText('?token=abc&page=2')).toBe(`?token=${REDACTED}&page=2`);
    // Keys that merely end like a secret stay readable.
    expect(maskSecretsInText('{"tokenIssuer":"local"}')).toBe('{"tokenIssuer":"local"}');
  });

  it('turns Errors into name, message, stack and cause, masked, with a cause`s raw data dropped', () => {
    const error = new Error(`refused ${JWT}`, {
      cause: { package: '@middy/http-json-body-parser', data: '{"password":"Geheim12"}', message: 'bad' },
    });
    const redacted = JSON.stringify(redactForLog({ error }));
    expect(redacted).toContain('"name":"Error"');
    expect(redacted).toContain('refused');
    expect(redacted).toContain('http-json-body-parser');
    expect(redacted).not.toContain('eyJ');
    expect(redacted).not.toContain('Geheim12');
  });

  it('survives cycles and cuts long strings, long lists and deep nesting with a marker', () => {
    const cyclic: Record<string, unknown> = { name: 'a' };
    cyclic.self = cyclic;
    const redacted = JSON.stringify(
      redactForLog({ cyclic, long: 'x'.repeat(10_000), list: Array.from({ length: 500 }, (_, i) => i) }),
    );
    expect(redacted).toContain('[circular]');
    expect(redacted).toContain('Zeichen gekürzt');
    expect(redacted).toContain('450 weitere');
    expect(
      JSON.stringify(redactForLog({ a: { b: { c: { d: 1 } } } }, { maxString: 10, maxItems: 10, maxDepth: 2 })),
    ).toContain('[too deep]');
  });

  it('keeps every line under the cap, however large its attributes', () => {
    const huge = {
      level: 'WARN',
      message: 'request refused',
      error: { message: 'x'.repeat(600_000) },
      many: Array.from({ length: 200 }, () => ({ note: 'y'.repeat(2_000) })),
    };
    const line = JSON.stringify(fitLogLine(huge));
    expect(line.length).toBeLessThanOrEqual(MAX_LOG_LINE_CHARS);
    expect(line).toContain('request refused');
  });
});
