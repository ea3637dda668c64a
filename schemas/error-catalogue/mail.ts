/**
 * Mail service codes (services.md §8 'Mail service', §5 'Company access for receipts and mail'), prefix MAIL_.
 * The spec gives causes and most statuses: codes and all wording ours.
 * Areas: 01 company access, 10 delivery (bounces, rejects, complaints), 20 composing and sending,
 * 30 queue events, 40 receipt inbox (incoming receipt mails).
 */
export const mailErrors = {
  // The company must not be suspended and must have the bookkeeping add-on.
  MAIL_401_01_0001: { status: 401, message: 'Der Zugang deiner Firma ist gesperrt.' },
  MAIL_401_01_0002: { status: 401, message: 'Für deine Firma ist das Zusatzmodul Buchhaltung nicht gebucht.' },
  // 400: bounce (undetermined, transient, permanent), reject, complaint.
  MAIL_400_10_0001: { status: 400, message: 'Die Mail konnte nicht zugestellt werden.' },
  MAIL_400_10_0002: {
    status: 400,
    message: 'Die Mail konnte vorübergehend nicht zugestellt werden, zum Beispiel wegen eines vollen Postfachs.',
  },
  MAIL_400_10_0003: {
    status: 400,
    message: 'Die Mail konnte nicht zugestellt werden. Bitte prüfe die Email-Adresse des Empfängers.',
  },
  MAIL_400_10_0004: { status: 400, message: 'Die Mail wurde vom Mailserver des Empfängers abgelehnt.' },
  MAIL_400_10_0005: { status: 400, message: 'Der Empfänger hat die Mail als Spam gemeldet.' },
  // A receipt mail without a recipient: none given, and no contact person of the customer receives the type.
  MAIL_400_20_0001: {
    status: 400,
    message:
      'Für diesen Beleg ist kein Empfänger hinterlegt. Bitte gib eine Email-Adresse ein oder lege beim Kunden einen Ansprechpartner fest, der diese Belege per Mail erhält.',
  },
  // Mails go only to the company's own contacts (issue 25): an address it does not know is refused at its field.
  MAIL_400_20_0002: {
    status: 400,
    message:
      'Mails gehen nur an die Kontakte deiner Firma. Bitte lege die Adresse zuerst bei einem Kunden, Lieferanten oder Mitarbeiter an.',
  },
  // The sender is always the company or one of its operating units; replies go to an address of theirs or the user's.
  MAIL_400_20_0003: {
    status: 400,
    message:
      'Als Absender sind nur deine Firma oder einer ihrer Betriebe möglich, als Antwortadresse nur ihre Adressen oder deine eigene.',
  },
  // Too many mails in a short time: by the user, or by the whole company.
  MAIL_429_20_0001: {
    status: 429,
    message:
      'Du hast in kurzer Zeit zu viele Mails gesendet. Bitte warte ein paar Minuten und versuche es dann erneut.',
  },
  MAIL_429_20_0002: {
    status: 429,
    message:
      'Deine Firma hat in kurzer Zeit zu viele Mails gesendet. Bitte warte ein paar Minuten und versuche es dann erneut.',
  },
  // 500: cannot extract mail type, get config, compile template, assemble, send. 501: SMTP not implemented.
  MAIL_500_20_0001: { status: 500, message: 'Die Art der Mail konnte nicht bestimmt werden.' },
  MAIL_500_20_0002: { status: 500, message: 'Die Mail-Einstellungen konnten nicht geladen werden.' },
  MAIL_500_20_0003: { status: 500, message: 'Die Mail-Vorlage konnte nicht erstellt werden.' },
  MAIL_500_20_0004: { status: 500, message: 'Die Mail konnte nicht zusammengestellt werden.' },
  MAIL_500_20_0005: {
    status: 500,
    message: 'Die Mail konnte nicht versendet werden. Bitte versuche es später erneut.',
  },
  MAIL_501_20_0001: {
    status: 501,
    message: 'Der Versand über einen eigenen Mailserver (SMTP) wird noch nicht unterstützt.',
  },
  // Queue event payload parse failures.
  MAIL_500_30_0001: { status: 500, message: 'Ein Auftrag zum Mailversand konnte nicht gelesen werden.' },
  // Receipt inbox: gateway issue, network issue.
  MAIL_502_40_0001: { status: 502, message: 'Der Belegeingang ist gerade nicht erreichbar.' },
  MAIL_503_40_0001: { status: 503, message: 'Beim Belegeingang ist ein Netzwerkfehler aufgetreten.' },
  // Missing ReceiptHandle, missing Body, corrupt Body, missing information, notificationType not Received,
  // corrupt destination address, no supported attachments.
  MAIL_400_40_0001: { status: 400, message: 'Eine eingegangene Beleg-Mail konnte nicht zugeordnet werden.' },
  MAIL_400_40_0002: { status: 400, message: 'Eine eingegangene Beleg-Mail war leer.' },
  MAIL_400_40_0003: { status: 400, message: 'Eine eingegangene Beleg-Mail war beschädigt.' },
  MAIL_400_40_0004: { status: 400, message: 'Einer eingegangenen Beleg-Mail fehlen Angaben.' },
  MAIL_400_40_0005: { status: 400, message: 'Die Nachricht ist keine eingegangene Beleg-Mail.' },
  MAIL_400_40_0006: { status: 400, message: 'Die Empfängeradresse der Beleg-Mail ist ungültig.' },
  MAIL_400_40_0007: {
    status: 400,
    message: 'Die Beleg-Mail enthält keinen unterstützten Anhang (PDF, XML, PNG oder JPEG).',
  },
  // File fetch failure, raw mail parse failure.
  MAIL_500_40_0001: { status: 500, message: 'Die Beleg-Mail konnte nicht abgerufen werden.' },
  MAIL_500_40_0002: { status: 500, message: 'Die Beleg-Mail konnte nicht gelesen werden.' },
} as const;
