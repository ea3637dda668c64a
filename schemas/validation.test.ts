import { describe, expect, it } from 'vitest';
import { idField, optionalIdText } from './input-bounds';
import { optionalText, requiredText, ZLatLng } from './validation';

describe('ZLatLng', () => {
  it('keeps a coordinate to 7 decimal places, so no magnitude DynamoDB refuses reaches the table', () => {
    expect(ZLatLng.parse({ lat: 5e-324, lng: -1e-200 })).toEqual({ lat: 0, lng: 0 });
    expect(ZLatLng.parse({ lat: 54.4858012345, lng: 9.0524 })).toEqual({ lat: 54.4858012, lng: 9.0524 });
  });

  it('refuses coordinates off the globe with a German message', () => {
    const result = ZLatLng.safeParse({ lat: 91, lng: 0 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Breitengrad muss zwischen -90 und 90 liegen.',
    ]);
  });
});

describe('control characters in texts (issue 25 point 7d)', () => {
  const refusal = 'Bitte entferne die Steuerzeichen aus dem Text.';
  const messagesOf = (result: { error?: { issues: { message: string }[] } | undefined }) =>
    result.error?.issues.map((issue) => issue.message);

  it('refuses NUL, escape, DEL and C1 controls in names and ids with a German message', () => {
    const name = requiredText('Bitte gib einen Namen ein.');
    for (const text of ['Hof\u0000Meyer', 'Hof\u001b[31m', 'Hof\u007f', 'Hof\u0085', 'Hof\tMeyer', 'Hof\nMeyer']) {
      expect(messagesOf(name.safeParse(text)), JSON.stringify(text)).toEqual([refusal]);
      expect(messagesOf(optionalText(100).safeParse(text)), JSON.stringify(text)).toEqual([refusal]);
      expect(messagesOf(idField().safeParse(text)), JSON.stringify(text)).toEqual([refusal]);
      expect(messagesOf(optionalIdText().safeParse(text)), JSON.stringify(text)).toEqual([refusal]);
    }
  });

  it('keeps tab and line breaks in multi-line texts, but no other control character', () => {
    expect(optionalText(2000).parse('Erste Zeile\r\n\tzweite Zeile\nEnde')).toBe('Erste Zeile\r\n\tzweite Zeile\nEnde');
    expect(messagesOf(optionalText(2000).safeParse('Notiz\u0000'))).toEqual([refusal]);
    expect(messagesOf(optionalText(500).safeParse('No\u000btiz'))).toEqual([refusal]);
  });

  it('refuses a lone surrogate, line separators and direction overrides that make a name read otherwise', () => {
    const name = requiredText('Bitte gib einen Namen ein.');
    for (const text of ['A\ud800B', 'A\udc00B', 'A\u2028B', 'A\u202eB', 'A\u2066B']) {
      expect(messagesOf(name.safeParse(text)), JSON.stringify(text)).toEqual([refusal]);
      expect(messagesOf(optionalText(2000).safeParse(text)), JSON.stringify(text)).toEqual([refusal]);
    }
  });

  it('keeps umlauts, typographic quotes, emoji and other printable text', () => {
    expect(requiredText('x').parse('Hof 🚜 Meyer')).toBe('Hof 🚜 Meyer');
    expect(requiredText('x').parse(' Bäuerin „Müller“ – Hof № 7 ')).toBe('Bäuerin „Müller“ – Hof № 7');
    expect(idField().parse('0f3c-ä')).toBe('0f3c-ä');
  });
});
