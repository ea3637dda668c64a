/**
 * E-invoice service codes (services.md §8 'E-invoice service', §5 'E-invoice requires'), prefix EINV_.
 * The spec lists causes only: codes and all wording ours.
 * Areas: 02 missing or badly formatted fields, 10 invoice type, currency and format, 20 not found, 30 PDF tooling,
 * 40 reading an incoming e-invoice (the caller's file).
 */
export const einvoiceErrors = {
  // Receipt number, date, buyer reference, contact person, phone and e-mail.
  EINV_400_02_0001: { status: 400, message: 'Für die E-Rechnung fehlt die Rechnungsnummer.' },
  EINV_400_02_0002: { status: 400, message: 'Für die E-Rechnung fehlt das Rechnungsdatum.' },
  EINV_400_02_0003: {
    status: 400,
    message:
      'Für die E-Rechnung fehlt die Käuferreferenz des Kunden: bitte gib seine Leitweg-ID oder eine Kundennummer an.',
  },
  EINV_400_02_0004: { status: 400, message: 'Für die E-Rechnung fehlt ein Ansprechpartner.' },
  EINV_400_02_0005: { status: 400, message: 'Für die E-Rechnung fehlt die Telefonnummer des Ansprechpartners.' },
  EINV_400_02_0006: { status: 400, message: 'Für die E-Rechnung fehlt die Email-Adresse des Ansprechpartners.' },
  // Customer tax id: a known format (0007), whose prefix matches the country (0008); see 0026-0028.
  EINV_400_02_0007: { status: 400, message: 'Die USt-IdNr. des Kunden fehlt oder ist ungültig.' },
  EINV_400_02_0008: { status: 400, message: 'Die USt-IdNr. des Kunden passt nicht zu seinem Land.' },
  // A complete billing address with a supported country.
  EINV_400_02_0009: { status: 400, message: 'Die Rechnungsadresse des Kunden ist unvollständig.' },
  EINV_400_02_0010: { status: 400, message: 'Das Land der Rechnungsadresse wird für E-Rechnungen nicht unterstützt.' },
  // Operating unit name, address and tax id.
  EINV_400_02_0011: { status: 400, message: 'Für die E-Rechnung fehlt der Name des Betriebs.' },
  EINV_400_02_0012: { status: 400, message: 'Die Adresse des Betriebs ist unvollständig.' },
  EINV_400_02_0013: { status: 400, message: 'Für die E-Rechnung fehlt die Steuernummer des Betriebs.' },
  // Direct debit: creditor id, customer iban and mandate reference.
  EINV_400_02_0014: { status: 400, message: 'Für die Lastschrift fehlt die Gläubiger-ID des Betriebs.' },
  EINV_400_02_0015: { status: 400, message: 'Für die Lastschrift fehlt die IBAN des Kunden.' },
  EINV_400_02_0016: { status: 400, message: 'Für die Lastschrift fehlt die Mandatsreferenz.' },
  // A position name and a non-negative unit price; a supported payment type.
  EINV_400_02_0017: { status: 400, message: 'Jede Position braucht eine Bezeichnung.' },
  EINV_400_02_0018: { status: 400, message: 'Der Einzelpreis einer Position darf nicht negativ sein.' },
  EINV_400_02_0019: { status: 400, message: 'Diese Zahlungsart wird für E-Rechnungen nicht unterstützt.' },
  // What the official rules demand beyond services.md §5 (XRechnung 3.0, EN 16931).
  EINV_400_02_0020: { status: 400, message: 'Für die E-Rechnung fehlt die Email-Adresse des Kunden.' },
  EINV_400_02_0021: { status: 400, message: 'Für die Überweisung fehlt die IBAN des Betriebs.' },
  EINV_400_02_0022: {
    status: 400,
    message: 'Für eine Position ohne Umsatzsteuer fehlt der Grund der Steuerbefreiung.',
  },
  EINV_400_02_0023: { status: 400, message: 'Für die E-Rechnung fehlt die Email-Adresse des Betriebs.' },
  EINV_400_02_0024: { status: 400, message: 'Die E-Rechnung braucht mindestens eine Position.' },
  EINV_400_02_0025: {
    status: 400,
    message: 'Für die Steuerschuldnerschaft des Leistungsempfängers fehlt die USt-IdNr. des Betriebs.',
  },
  // Issue 24: reverse charge and the customer's VAT id, the time of supply, VAT in EUR of a foreign currency.
  EINV_400_02_0026: {
    status: 400,
    message: 'Für die Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) fehlt die USt-IdNr. des Kunden.',
  },
  EINV_400_02_0027: { status: 400, message: 'Die USt-IdNr. des Kunden passt nicht zum Format seines Landes.' },
  EINV_400_02_0028: {
    status: 400,
    message:
      'Für die Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) braucht der Kunde eine USt-IdNr. aus einem anderen EU-Mitgliedstaat.',
  },
  EINV_400_02_0029: {
    status: 400,
    message: 'Für die Rechnung fehlt das Leistungsdatum oder der Leistungszeitraum.',
  },
  EINV_400_02_0030: {
    status: 400,
    message: 'Für die Rechnung in Fremdwährung fehlt der Umrechnungskurs in EUR für die Umsatzsteuer.',
  },
  // Unsupported invoice type or currency; undetectable e-invoice format.
  EINV_400_10_0001: { status: 400, message: 'Diese Belegart kann nicht als E-Rechnung erstellt werden.' },
  EINV_400_10_0002: {
    status: 400,
    message: 'Diese Währung wird für E-Rechnungen nicht unterstützt. Möglich sind EUR und CHF.',
  },
  EINV_400_10_0003: { status: 400, message: 'Das Format der E-Rechnung konnte nicht erkannt werden.' },
  // Receipt, operating unit, app company or customer not found.
  EINV_404_20_0001: { status: 404, message: 'Der Beleg wurde nicht gefunden.' },
  EINV_404_20_0002: { status: 404, message: 'Der Betrieb wurde nicht gefunden.' },
  EINV_404_20_0003: { status: 404, message: 'Die Firma wurde nicht gefunden.' },
  EINV_404_20_0004: { status: 404, message: 'Der Kunde wurde nicht gefunden.' },
  // PDF tooling failures (creating and reading).
  EINV_500_30_0001: {
    status: 500,
    message: 'Die PDF-Datei der E-Rechnung konnte nicht erstellt werden. Bitte versuche es später erneut.',
  },
  EINV_500_30_0002: { status: 500, message: 'Die PDF-Datei der E-Rechnung konnte nicht gelesen werden.' },
  // Reading an incoming e-invoice: the file is the caller's, so what is wrong with it is a 400.
  EINV_400_40_0001: {
    status: 400,
    message: 'Die E-Rechnung ist zu groß. Möglich sind höchstens 10 MB und 10.000 Zeilen.',
  },
  EINV_400_40_0002: {
    status: 400,
    message: 'Die E-Rechnung enthält eine DOCTYPE-Angabe und wird aus Sicherheitsgründen nicht gelesen.',
  },
  EINV_400_40_0003: { status: 400, message: 'Die PDF-Datei konnte nicht gelesen werden.' },
  EINV_400_40_0004: {
    status: 400,
    message:
      'Die E-Rechnung ist unvollständig: Rechnungsnummer, Datum, Parteien oder Beträge fehlen oder sind ungültig.',
  },
} as const;
