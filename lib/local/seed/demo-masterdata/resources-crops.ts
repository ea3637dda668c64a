import type { TPricingInput } from '../../../../schemas/masterdata/pricing';
import type { TResourceInput } from '../../../../schemas/masterdata/resource';
import {
  BOTH,
  type DemoRecord,
  DUENGER,
  PSM,
  resource,
  SAATGUT,
  SCHLESWIG,
  simple,
  surcharge,
  tiered,
  volume,
} from './shared';

// ---------------------------------------------------------------------------------------------------
// Articles (resources): seeds, fertilisers, crop protection
// ---------------------------------------------------------------------------------------------------

/** A maize variety in its standard dressing and in one treated dressing at its own price. */
const maizeVariety = (
  key: string,
  name: string,
  price: string,
  [treatment, treatmentName, treatedPrice]: [key: string, name: string, price: string],
) => ({
  id: `demo-var-mais-${key}`,
  name,
  pricing: simple(price),
  subVariants: [
    { id: `demo-var-mais-${key}-standard`, name: 'Standardbeize' },
    { id: `demo-var-mais-${key}-${treatment}`, name: treatmentName, pricing: simple(treatedPrice) },
  ],
});

export const seeds: DemoRecord[] = [
  resource('maissaatgut', {
    name: 'Maissaatgut',
    alias: 'Silomais',
    articleNumber: '1001',
    unit: 'Einh.',
    tagIds: [SAATGUT],
    vatPercentPoints: 7,
    billDescription: 'Silomais-Saatgut, 1 Einheit = 50.000 Körner, inkl. Standardbeizung.',
    variantsType: 'VARIANTS',
    variants: [
      maizeVariety('lg31211', 'LG 31.211 (S 220)', '198', ['korit', 'mit Korit 420 FS', '209.5']),
      maizeVariety('benedictio', 'Benedictio KWS (S 240)', '205', ['force', 'mit Force 20 CS', '216']),
      { id: 'demo-var-mais-amavit', name: 'Amavit (S 250)' },
    ],
    pricing: simple('189'),
  }),
  resource('grassaatgut', {
    name: 'Grassaatgut',
    alias: 'Grasmischung',
    articleNumber: '1002',
    unit: 'kg',
    tagIds: [SAATGUT],
    vatPercentPoints: 7,
    billDescription: 'Qualitätsstandardmischung für Schleswig-Holstein, Sackware 25 kg.',
    variantsType: 'VARIANTS',
    variants: [
      { id: 'demo-var-gras-g5', name: 'G V Weide' },
      { id: 'demo-var-gras-g2', name: 'G II Nachsaat', pricing: simple('5.45') },
      { id: 'demo-var-gras-a3', name: 'A 3 Kleegras', pricing: simple('6.2') },
    ],
    pricing: tiered(['0', '5.2'], ['100', '4.9'], ['500', '4.6']),
  }),
  resource('winterweizen', {
    name: 'Winterweizen Z-Saatgut',
    articleNumber: '1003',
    unit: 'dt',
    tagIds: [SAATGUT],
    operatingUnitIds: [SCHLESWIG],
    vatPercentPoints: 7,
    variantsType: 'VARIANTS',
    variants: [
      { id: 'demo-var-weizen-donovan', name: 'KWS Donovan' },
      { id: 'demo-var-weizen-reform', name: 'RGT Reform' },
      { id: 'demo-var-weizen-chevignon', name: 'Chevignon' },
    ],
    pricing: simple('64.5'),
  }),
  resource('wintergerste', {
    name: 'Wintergerste Z-Saatgut',
    articleNumber: '1004',
    unit: 'dt',
    tagIds: [SAATGUT],
    operatingUnitIds: [SCHLESWIG],
    vatPercentPoints: 7,
    pricing: surcharge('52', '12'),
  }),
  resource('hybridraps', {
    name: 'Hybridraps-Saatgut',
    articleNumber: '1005',
    unit: 'Einh.',
    tagIds: [SAATGUT],
    vatPercentPoints: 7,
    billDescription: '1 Einheit = 1,5 Mio. Körner, gebeizt.',
    pricing: simple('196'),
  }),
  resource('zuckerruebensaatgut', {
    name: 'Zuckerrübensaatgut (pilliert)',
    articleNumber: '1006',
    unit: 'Kn',
    tagIds: [SAATGUT],
    operatingUnitIds: [SCHLESWIG],
    vatPercentPoints: 7,
    pricing: simple('0.0027'),
  }),
  resource('zwischenfrucht', {
    name: 'Zwischenfruchtmischung',
    alias: 'Greening-Mischung',
    articleNumber: '1007',
    unit: 'kg',
    tagIds: [SAATGUT],
    vatPercentPoints: 7,
    pricing: volume(['0', '3.9'], ['250', '3.6'], ['1000', '3.3']),
  }),
];

/**
 * A plain article of one category: name, article number, unit and pricing, and what only it has (alias,
 * bill description, operating units). Articles with variants are written out with `resource`.
 */
const plainArticle =
  (tagId: string) =>
  (key: string, name: string, articleNumber: string, unit: Unit, pricing: TPricingInput, own: ArticleExtras = {}) =>
    resource(key, { name, articleNumber, unit, tagIds: [tagId], ...own, pricing });
type Unit = TResourceInput['unit'];
type ArticleExtras = Pick<TResourceInput, 'alias' | 'billDescription' | 'operatingUnitIds' | 'vatPercentPoints'>;
const fertiliser = plainArticle(DUENGER);
const pesticide = plainArticle(PSM);

export const fertilisers: DemoRecord[] = [
  fertiliser('kas', 'Kalkammonsalpeter 27 % N', '2001', 't', volume(['0', '345'], ['10', '335'], ['25', '325']), {
    alias: 'KAS',
    billDescription: 'Kalkammonsalpeter 27 % N + 4 % MgO, lose, frei Feld.',
  }),
  fertiliser('harnstoff', 'Harnstoff 46 % N', '2002', 't', tiered(['0', '489'], ['5', '479'], ['20', '469']), {
    alias: 'Urea',
  }),
  resource('dap', {
    name: 'Diammonphosphat 18/46',
    alias: 'DAP',
    articleNumber: '2003',
    unit: 't',
    tagIds: [DUENGER],
    variantsType: 'VARIANTS',
    variants: [
      { id: 'demo-var-dap-lose', name: 'lose' },
      { id: 'demo-var-dap-bigbag', name: 'Big Bag 600 kg', pricing: simple('745') },
    ],
    pricing: simple('719'),
  }),
  fertiliser('kali', '40er Kali', '2004', 't', surcharge('285', '10'), { alias: 'Korn-Kali' }),
  fertiliser('kalk', 'Kohlensaurer Kalk', '2005', 't', simple('42'), {
    alias: 'Düngekalk',
    operatingUnitIds: BOTH,
    billDescription: 'Kohlensaurer Kalk 85 % CaCO₃, erdfeucht, inkl. Streuen.',
  }),
  fertiliser('ssa', 'Schwefelsaures Ammoniak 21 % N + 24 % S', '2006', 't', surcharge('238', '10'), { alias: 'SSA' }),
  fertiliser('npk', 'NPK-Dünger 12-12-17', '2007', 'kg', tiered(['0', '1.15'], ['250', '1.05'], ['1000', '0.98']), {
    alias: 'Blaukorn',
  }),
];

export const cropProtection: DemoRecord[] = [
  pesticide('roundup', 'Roundup PowerFlex', '3001', 'l', tiered(['0', '12.9'], ['20', '12.2'], ['100', '11.6']), {
    alias: 'Glyphosat',
  }),
  pesticide('adengo', 'Adengo', '3002', 'l', surcharge('82.5', '8'), {
    billDescription: 'Maisherbizid, Vorauflauf bis frühes Nachauflauf.',
  }),
  pesticide('laudis', 'Laudis', '3003', 'l', simple('46.8')),
  pesticide('elatus-era', 'Elatus Era', '3004', 'l', surcharge('69.9', '8'), {
    operatingUnitIds: [SCHLESWIG],
  }),
  pesticide('karate-zeon', 'Karate Zeon', '3005', 'l', simple('58.5')),
  pesticide('netzmittel', 'Netzmittel Kantor', '3006', 'l', volume(['0', '14.5'], ['10', '13.2'], ['50', '12.4'])),
];
