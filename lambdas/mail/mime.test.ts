import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { composeRawMail, senderName } from './mime';

const pdf = new TextEncoder().encode('%PDF-1.7 Rechnung');
const xml = new TextEncoder().encode('<?xml version="1.0"?><Invoice>Müller</Invoice>');

describe('raw MIME of a mail', () => {
  it('carries the files with their names and types, umlauts in subject and file names intact', async () => {
    const raw = await composeRawMail(
      {
        to: ['kunde@hof.de'],
        ccs: ['buero@hof.de'],
        bccs: ['archiv@lohnwerk.de'],
        subject: 'Rechnung für Grünlandpflege – Hof Müller',
        text: 'Moin, anbei die Rechnung. Grüße',
        replyTo: 'info@lohnbetrieb.de',
        displayName: 'Lohnbetrieb Jürgensen',
      },
      'noreply@lohnwerk.de',
      [
        { fileName: 'Rechnung Müller.pdf', contentType: 'application/pdf', content: pdf },
        { fileName: 'E-Rechnung Müller.xml', contentType: 'application/xml', content: xml },
      ],
    );
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe('Rechnung für Grünlandpflege – Hof Müller');
    expect(parsed.text?.trim()).toBe('Moin, anbei die Rechnung. Grüße');
    expect(parsed.from?.value).toEqual([
      { name: 'Lohnbetrieb Jürgensen via Lohnwerk', address: 'noreply@lohnwerk.de' },
    ]);
    expect(parsed.replyTo?.text).toBe('info@lohnbetrieb.de');
    expect(parsed.attachments.map((file) => [file.filename, file.contentType, file.content.toString()])).toEqual([
      ['Rechnung Müller.pdf', 'application/pdf', '%PDF-1.7 Rechnung'],
      ['E-Rechnung Müller.xml', 'application/xml', '<?xml version="1.0"?><Invoice>Müller</Invoice>'],
    ]);
    // Blind copies are told to SES by the envelope, never written into the mail others receive.
    expect(raw.toString()).not.toContain('archiv@lohnwerk.de');
    expect(raw.toString()).toContain('buero@hof.de');
  });

  it('sends from the bare address when no company name is given', async () => {
    const raw = await composeRawMail({ to: ['a@b.de'], subject: 'Hallo', text: 'x' }, 'noreply@lohnwerk.de', []);
    const parsed = await simpleParser(raw);
    expect(parsed.from?.value).toEqual([{ name: '', address: 'noreply@lohnwerk.de' }]);
    expect(parsed.attachments).toEqual([]);
  });

  it('names the sender after the company', () => {
    expect(senderName('Lohnbetrieb Jürgensen')).toBe('Lohnbetrieb Jürgensen via Lohnwerk');
  });

  it('lets no name pass for an address of its own', () => {
    expect(senderName('Sparkasse Kundenservice <service@sparkasse.de>')).toBe(
      'Sparkasse Kundenservice service@sparkasse.de via Lohnwerk',
    );
    expect(senderName('"Hof"\r\nBcc: x@y.de')).toBe('Hof Bcc: x@y.de via Lohnwerk');
  });
});
