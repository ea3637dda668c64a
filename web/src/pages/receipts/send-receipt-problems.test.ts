import { describe, expect, it } from 'vitest';
import { mailMessages } from '../../../../schemas/mail';
import { sendFieldProblems } from './send-receipt-problems';

describe('problems of sending a receipt', () => {
  it('show at the recipients field, each refused address named, and at subject and text', () => {
    expect(
      sendFieldProblems([
        { path: 'recipients.1', message: mailMessages.notOfTheReceipt('fremd@example.org') },
        { path: 'recipients.3', message: mailMessages.notOfTheReceipt('x@y.de') },
        { path: 'subject', message: 'Höchstens 200 Zeichen.' },
        { path: 'replyTo', message: 'nicht in diesem Dialog' },
      ]),
    ).toEqual({
      recipients: `${mailMessages.notOfTheReceipt('fremd@example.org')} ${mailMessages.notOfTheReceipt('x@y.de')}`,
      subject: 'Höchstens 200 Zeichen.',
    });
  });

  it('are none without issues', () => {
    expect(sendFieldProblems([])).toEqual({});
  });
});
