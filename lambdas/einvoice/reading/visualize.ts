import type {
  TIncomingAddress,
  TIncomingBill,
  TIncomingLineItem,
  TIncomingParty,
} from '../../../schemas/einvoice/incoming-bill';
import { escapeHtml } from '../../platform/html-escape';

/**
 * A readable German page of an incoming e-invoice (the 'Anzeigen' of an XRechnung): one self-contained
 * HTML document with inline CSS, printable and readable on a 390 px phone. Every value comes from the
 * sender's XML, so every value is escaped; figures are shown as the invoice states them (no arithmetic).
 */

/** UNTDID 1001 codes an incoming bill carries, in the words of a German invoice. */
const documentTitles: Record<string, string> = {
  '326': 'Teilrechnung',
  '380': 'Rechnung',
  '381': 'Gutschrift (Rechnungskorrektur)',
  '384': 'Korrigierte Rechnung',
  '389': 'Gutschrift (Selbstfakturierung)',
  '875': 'Abschlagsrechnung (Bauleistung)',
  '876': 'Teilschlussrechnung (Bauleistung)',
  '877': 'Schlussrechnung (Bauleistung)',
};

/** UN/ECE Rec. 20 units farmers and contractors meet; other codes are shown as sent. */
const unitLabels: Record<string, string> = {
  C62: 'Stk.',
  H87: 'Stk.',
  XPP: 'Stk.',
  EA: 'Stk.',
  HUR: 'Std.',
  MIN: 'Min.',
  DAY: 'Tag',
  H18: 'ha',
  HAR: 'ha',
  MTK: 'm²',
  MTQ: 'm³',
  MTR: 'm',
  KMT: 'km',
  KGM: 'kg',
  TNE: 't',
  LTR: 'l',
  LS: 'pauschal',
};

/** VAT categories (UNCL 5305) whose German name says more than a rate. */
const vatCategoryLabels: Record<string, string> = {
  S: 'Umsatzsteuer',
  Z: 'Nullsatz',
  E: 'Steuerbefreit',
  AE: 'Steuerschuldnerschaft des Leistungsempfängers',
  K: 'Innergemeinschaftliche Lieferung',
  G: 'Ausfuhr',
  O: 'Nicht steuerbar',
  L: 'Kanarische Inseln (IGIC)',
  M: 'Ceuta und Melilla (IPSI)',
};

/** German number formats: the decimal strings go in as strings, so no digit is lost to a float. */
const moneyFormat = (currency: string) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency, minimumFractionDigits: 2 });
const quantityFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 6 });
const percentFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 4 });

type Formats = { money: (amount: string) => string };

/** The schema's decimal strings are numeric literals; Intl formats them digit for digit. */
const isNumericLiteral = (value: string): value is Intl.StringNumericLiteral => /^-?\d+(\.\d+)?$/.test(value);
const numeric = (value: string): Intl.StringNumericLiteral | number => (isNumericLiteral(value) ? value : Number.NaN);

const germanDay = (day: string | null): string => {
  if (!day) return '–';
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
};

const text = (value: string | null | undefined): string => (value ? escapeHtml(value) : '–');

const addressLines = (address: TIncomingAddress): string[] => {
  const place = [address.zip, address.city].filter(Boolean).join(' ');
  return [address.street, address.addition, place, address.country].filter((line): line is string => !!line);
};

const partyBlock = (heading: string, party: TIncomingParty): string =>
  [
    '<section class="party">',
    `<h2>${heading}</h2>`,
    `<p><strong>${escapeHtml(party.name)}</strong>`,
    ...addressLines(party.address).map((line) => `<br>${escapeHtml(line)}`),
    party.email ? `<br>${escapeHtml(party.email)}` : '',
    '</p></section>',
  ].join('');

const lineRow = (line: TIncomingLineItem, index: number, { money }: Formats): string => {
  const unit = line.unit ? (unitLabels[line.unit] ?? line.unit) : '';
  const quantity = line.quantity ? `${quantityFormat.format(numeric(line.quantity))} ${unit}`.trim() : '–';
  return [
    '<tr>',
    `<td data-label="Pos.">${index + 1}</td>`,
    `<td data-label="Bezeichnung">${escapeHtml(line.description)}</td>`,
    `<td data-label="Menge" class="num">${escapeHtml(quantity)}</td>`,
    `<td data-label="Einzelpreis" class="num">${line.unitPrice ? escapeHtml(money(line.unitPrice)) : '–'}</td>`,
    `<td data-label="Betrag" class="num">${escapeHtml(money(line.amount))}</td>`,
    '</tr>',
  ].join('');
};

const vatRows = (bill: TIncomingBill, { money }: Formats): string =>
  bill.vat
    .map((group) => {
      const label = `${vatCategoryLabels[group.category] ?? group.category} ${percentFormat.format(numeric(group.rate))} %`;
      return `<tr><td>${escapeHtml(label)}</td><td class="num">${escapeHtml(money(group.taxableAmount))}</td><td class="num">${escapeHtml(money(group.amount))}</td></tr>`;
    })
    .join('');

const paymentBlock = (bill: TIncomingBill): string => {
  const payment = bill.paymentInstructions;
  const rows: [string, string | null][] = [
    ['IBAN', payment.iban],
    ['BIC', payment.bic],
    ['Bank', payment.bankName],
    ['Verwendungszweck', payment.remittanceInformation],
    ['Zahlungsbedingungen', payment.paymentTerms],
  ];
  const shown = rows.filter(([, value]) => value);
  if (shown.length === 0) return '<p>Keine Zahlungsinformationen angegeben.</p>';
  return `<dl>${shown.map(([label, value]) => `<dt>${label}</dt><dd>${text(value)}</dd>`).join('')}</dl>`;
};

const STYLE = `
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:#16191f;margin:0;padding:16px;line-height:1.4}
main{max-width:960px;margin:0 auto}
h1{font-size:1.5rem;margin:0 0 8px}
h2{font-size:1rem;margin:0 0 4px;color:#414d5c}
.meta,.parties{display:flex;flex-wrap:wrap;gap:8px 32px;margin:0 0 16px}
.meta div{min-width:140px}
.meta span{display:block;font-size:.8rem;color:#5f6b7a}
.party{flex:1 1 260px}
table{width:100%;border-collapse:collapse;margin:0 0 16px}
th,td{padding:6px 8px;border-bottom:1px solid #d1d5db;text-align:left;vertical-align:top}
th{background:#f3f4f6;font-size:.85rem}
.num{text-align:right;white-space:nowrap}
.totals{max-width:420px;margin-left:auto}
.totals .due td{font-weight:700;border-top:2px solid #16191f}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}
dt{color:#5f6b7a}dd{margin:0;overflow-wrap:anywhere}
@media (max-width:600px){
 .lines thead{display:none}
 .lines tr{display:block;border-bottom:1px solid #d1d5db;padding:4px 0}
 .lines td{display:flex;justify-content:space-between;gap:12px;border:0;padding:2px 0;text-align:right;white-space:normal}
 .lines td::before{content:attr(data-label);color:#5f6b7a;text-align:left}
}
@media print{body{padding:0}th{background:none}}
`;

/** The incoming bill as a complete German HTML page. */
export const visualizeIncomingBill = (bill: TIncomingBill): string => {
  const currencyFormat = moneyFormat(bill.currency);
  const formats: Formats = { money: (amount) => currencyFormat.format(numeric(amount)) };
  const title = `${documentTitles[bill.typeCode] ?? 'Rechnung'} ${bill.receiptNumber}`;
  return [
    '<!DOCTYPE html><html lang="de"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>`,
    `<h1>${escapeHtml(title)}</h1>`,
    '<div class="meta">',
    `<div><span>Rechnungsnummer</span>${escapeHtml(bill.receiptNumber)}</div>`,
    `<div><span>Datum</span>${germanDay(bill.date)}</div>`,
    `<div><span>Fälligkeit</span>${germanDay(bill.dueDate)}</div>`,
    `<div><span>Währung</span>${escapeHtml(bill.currency)}</div>`,
    `<div><span>Format</span>${bill.format === 'UBL' ? 'XRechnung (UBL)' : 'XRechnung / ZUGFeRD (CII)'}</div>`,
    '</div>',
    `<div class="parties">${partyBlock('Absender', bill.sender)}${partyBlock('Empfänger', bill.recipient)}</div>`,
    '<h2>Positionen</h2>',
    '<table class="lines"><thead><tr><th>Pos.</th><th>Bezeichnung</th><th class="num">Menge</th>',
    '<th class="num">Einzelpreis</th><th class="num">Betrag</th></tr></thead><tbody>',
    bill.lineItems.map((line, index) => lineRow(line, index, formats)).join(''),
    '</tbody></table>',
    '<h2>USt-Aufschlüsselung</h2>',
    '<table><thead><tr><th>Steuer</th><th class="num">Nettobetrag</th><th class="num">Steuerbetrag</th></tr></thead>',
    `<tbody>${vatRows(bill, formats)}</tbody></table>`,
    '<h2>Summen</h2><table class="totals"><tbody>',
    `<tr><td>Summe netto</td><td class="num">${escapeHtml(formats.money(bill.netAmount))}</td></tr>`,
    `<tr><td>Umsatzsteuer</td><td class="num">${escapeHtml(formats.money(bill.totalTaxAmount))}</td></tr>`,
    `<tr><td>Summe brutto</td><td class="num">${escapeHtml(formats.money(bill.grossAmount))}</td></tr>`,
    `<tr class="due"><td>Zahlbetrag</td><td class="num">${escapeHtml(formats.money(bill.dueAmount))}</td></tr>`,
    '</tbody></table>',
    `<h2>Zahlungsinformationen</h2>${paymentBlock(bill)}`,
    '</main></body></html>',
  ].join('\n');
};
