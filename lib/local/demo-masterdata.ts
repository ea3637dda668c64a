import type * as z from 'zod';
import type { ZTagInput } from '../../schemas/masterdata/common';
import type { RecordKind } from '../../schemas/masterdata/kinds';
import type {
  ZCostAccountInput,
  ZGasStationInput,
  ZLoadingPointInput,
  ZSupplierInput,
} from '../../schemas/masterdata/partners';
import type { TEmployeeInput, TMachineInput, ZMachineRingInput } from '../../schemas/masterdata/people-and-machines';
import type { TPriceAgreementInput } from '../../schemas/masterdata/price-agreement';
import type { TPricingInput } from '../../schemas/masterdata/pricing';
import type { TResourceInput } from '../../schemas/masterdata/resource';
import type { TServiceInput } from '../../schemas/masterdata/service';
import type { ZCustomerSettings, ZSupplierSettings } from '../../schemas/masterdata/settings';

/**
 * Master data of the demo company 'Lohnunternehmen Hansen GmbH & Co. KG' (Husum, branch in Schleswig):
 * tags, machine rings, cost accounts, machines, articles, services, employees, suppliers, gas stations,
 * loading points and price agreements. Prices are 2026 net prices in EUR. Fixed ids (also of variants,
 * price blocks and driver queries) make seeding idempotent and let records reference each other.
 * The list is in dependency order: a record only references records above it (or demo customers and
 * operating units, which are seeded first).
 */
export type DemoRecord = { kind: RecordKind; id: string; input: unknown; linkEmail?: string };

const HUSUM = 'demo-unit-husum';
const SCHLESWIG = 'demo-unit-schleswig';
const BOTH = [HUSUM, SCHLESWIG];

// ---------------------------------------------------------------------------------------------------
// Tags
// ---------------------------------------------------------------------------------------------------

type TagKind = 'employeeTag' | 'resourceTag' | 'customerTag';
const tags = (kind: TagKind, rows: [id: string, name: string, color: string][]): DemoRecord[] =>
  rows.map(([id, name, color]) => ({ kind, id, input: { name, color } satisfies z.input<typeof ZTagInput> }));

const employeeTags = tags('employeeTag', [
  ['demo-etag-fahrer', 'Fahrer', '#1565c0'],
  ['demo-etag-werkstatt', 'Werkstatt', '#6d4c41'],
  ['demo-etag-saison', 'Saison', '#f9a825'],
  ['demo-etag-buero', 'Büro', '#7b1fa2'],
]);

const resourceTags = tags('resourceTag', [
  ['demo-rtag-saatgut', 'Saatgut', '#558b2f'],
  ['demo-rtag-duenger', 'Dünger', '#8d6e63'],
  ['demo-rtag-pflanzenschutz', 'Pflanzenschutz', '#c62828'],
  ['demo-rtag-kraftstoff', 'Kraftstoff', '#37474f'],
  ['demo-rtag-silofolie', 'Silofolie', '#00838f'],
  ['demo-rtag-ersatzteile', 'Ersatzteile', '#ef6c00'],
]);

const customerTags = tags('customerTag', [
  ['demo-ctag-grosskunde', 'Großkunde', '#d84315'],
  ['demo-ctag-bio', 'Biobetrieb', '#2e7d32'],
  ['demo-ctag-biogas', 'Biogas', '#f57f17'],
  ['demo-ctag-maschinenring', 'Maschinenring', '#283593'],
]);

// ---------------------------------------------------------------------------------------------------
// Machine rings and cost accounts
// ---------------------------------------------------------------------------------------------------

const machineRings: DemoRecord[] = (
  [
    [
      'demo-ring-husum',
      {
        name: 'Maschinenring Husum e.V.',
        memberNumber: 'MR-HU-0417',
        contactName: 'Peter Johannsen',
        mail: 'info@mr-husum.example.de',
        phone: '04841 77880',
        addressStreet: 'Industriestraße 8',
        addressZip: '25813',
        addressCity: 'Husum',
      },
    ],
    [
      'demo-ring-schleswig',
      {
        name: 'Maschinenring Schleswig-Flensburg e.V.',
        memberNumber: 'MR-SL-1123',
        contactName: 'Kirsten Thiesen',
        mail: 'info@mr-schleswig-flensburg.example.de',
        phone: '04621 98650',
        addressStreet: 'Moltkestraße 22',
        addressZip: '24837',
        addressCity: 'Schleswig',
      },
    ],
  ] satisfies [string, z.input<typeof ZMachineRingInput>][]
).map(([id, input]) => ({ kind: 'machineRing', id, input }));

const costAccounts: DemoRecord[] = (
  [
    ['3300', 'Wareneingang 7 % Vorsteuer'],
    ['3400', 'Wareneingang 19 % Vorsteuer'],
    ['4360', 'Versicherungen'],
    ['4530', 'Laufende Kfz-Betriebskosten'],
    ['4805', 'Reparatur und Instandhaltung Maschinen'],
    ['4910', 'Porto'],
    ['4920', 'Telefon'],
    ['4980', 'Sonstiger Betriebsbedarf'],
  ] satisfies [string, string][]
).map(([accountNumber, name]) => ({
  kind: 'costAccount',
  id: `demo-account-${accountNumber}`,
  input: { accountNumber, name } satisfies z.input<typeof ZCostAccountInput>,
}));

// ---------------------------------------------------------------------------------------------------
// Machines
// ---------------------------------------------------------------------------------------------------

const machine = (key: string, input: TMachineInput): DemoRecord => ({
  kind: 'machine',
  id: `demo-machine-${key}`,
  input,
});

const machines: DemoRecord[] = [
  machine('jaguar-960', {
    name: 'Feldhäcksler Claas Jaguar 960',
    manufacturer: 'Claas',
    model: 'Jaguar 960',
    licensePlate: 'NF-LH 960',
    yearOfManufacture: 2021,
    variants: [
      { id: 'demo-mvar-jaguar960-mais', name: 'Maisgebiss' },
      { id: 'demo-mvar-jaguar960-pickup', name: 'Pickup' },
    ],
    operatingUnitIds: [HUSUM],
    currentOperatingHours: '3412.5',
    note: 'Orbis 750 und Pickup 300 im Wechsel; Messer nach 150 h schleifen.',
  }),
  machine('jaguar-870', {
    name: 'Feldhäcksler Claas Jaguar 870',
    manufacturer: 'Claas',
    model: 'Jaguar 870',
    licensePlate: 'SL-LH 870',
    yearOfManufacture: 2016,
    variants: [
      { id: 'demo-mvar-jaguar870-mais', name: 'Maisgebiss' },
      { id: 'demo-mvar-jaguar870-pickup', name: 'Pickup' },
    ],
    operatingUnitIds: [SCHLESWIG],
    currentOperatingHours: '7820',
  }),
  machine('lexion-760', {
    name: 'Mähdrescher Claas Lexion 760',
    manufacturer: 'Claas',
    model: 'Lexion 760',
    licensePlate: 'NF-LH 760',
    yearOfManufacture: 2019,
    variants: [
      { id: 'demo-mvar-lexion-getreide', name: 'Getreideschneidwerk Vario 930' },
      { id: 'demo-mvar-lexion-mais', name: 'Maispflücker Conspeed 8-75' },
    ],
    operatingUnitIds: BOTH,
    currentOperatingHours: '2145.3',
  }),
  machine('fendt-942', {
    name: 'Fendt 942 Vario',
    manufacturer: 'Fendt',
    model: '942 Vario Gen7',
    licensePlate: 'NF-LH 942',
    yearOfManufacture: 2023,
    variants: [
      { id: 'demo-mvar-fendt942-gewicht', name: 'mit Frontgewicht' },
      { id: 'demo-mvar-fendt942-ohne', name: 'ohne Frontgewicht' },
    ],
    operatingUnitIds: [HUSUM],
    currentOperatingHours: '1288.4',
  }),
  machine('fendt-724', {
    name: 'Fendt 724 Vario',
    manufacturer: 'Fendt',
    model: '724 Vario S4',
    licensePlate: 'NF-LH 724',
    yearOfManufacture: 2020,
    variants: [
      { id: 'demo-mvar-fendt724-schild', name: 'mit Schneeschild' },
      { id: 'demo-mvar-fendt724-standard', name: 'Standard' },
    ],
    operatingUnitIds: [HUSUM],
    currentOperatingHours: '4630',
  }),
  machine('jd-6r250', {
    name: 'John Deere 6R 250',
    manufacturer: 'John Deere',
    model: '6R 250',
    licensePlate: 'SL-LH 250',
    yearOfManufacture: 2022,
    variants: [
      { id: 'demo-mvar-jd6r-frontlader', name: 'mit Frontlader' },
      { id: 'demo-mvar-jd6r-ohne', name: 'ohne Frontlader' },
    ],
    operatingUnitIds: [SCHLESWIG],
    currentOperatingHours: '1870.2',
  }),
  machine('case-puma-185', {
    name: 'Case IH Puma 185',
    manufacturer: 'Case IH',
    model: 'Puma 185 CVX',
    licensePlate: 'SL-MR 185',
    yearOfManufacture: 2015,
    currentOperatingHours: '8125.5',
    machineRingId: 'demo-ring-schleswig',
    note: 'Über den Maschinenring Schleswig-Flensburg gemietet, Abrechnung über den Ring.',
  }),
  machine('volvo-l70h', {
    name: 'Radlader Volvo L70H',
    manufacturer: 'Volvo',
    model: 'L70H',
    licensePlate: 'NF-LH 70',
    yearOfManufacture: 2017,
    currentOperatingHours: '6395.8',
    note: 'Silo walzen und Verladen; steht je nach Saison in Husum oder Schleswig.',
  }),
  machine('holmer-terra-variant', {
    name: 'Gülle-Selbstfahrer Holmer Terra Variant 600',
    manufacturer: 'Holmer',
    model: 'Terra Variant 600 eco',
    licensePlate: 'NF-LH 600',
    yearOfManufacture: 2019,
    variants: [
      { id: 'demo-mvar-holmer-schleppschuh', name: 'mit Schleppschuh 15 m' },
      { id: 'demo-mvar-holmer-scheibenegge', name: 'mit Scheibenegge' },
    ],
    operatingUnitIds: [HUSUM],
    currentOperatingHours: '3950',
  }),
  machine('zunhammer-ske', {
    name: 'Güllefass Zunhammer SKE 18.5 PU',
    manufacturer: 'Zunhammer',
    model: 'SKE 18.5 PU',
    licensePlate: 'SL-LH 185',
    yearOfManufacture: 2020,
    operatingUnitIds: [SCHLESWIG],
  }),
  machine('krone-easycut', {
    name: 'Mähkombination Krone EasyCut B 1000 CV',
    manufacturer: 'Krone',
    model: 'EasyCut B 1000 CV Collect',
    yearOfManufacture: 2022,
    operatingUnitIds: [HUSUM],
  }),
  machine('krone-swadro', {
    name: 'Schwader Krone Swadro TC 1370',
    manufacturer: 'Krone',
    model: 'Swadro TC 1370',
    yearOfManufacture: 2021,
    operatingUnitIds: [HUSUM],
  }),
  machine('krone-comprima', {
    name: 'Rundballenpresse Krone Comprima CV 150 XC',
    manufacturer: 'Krone',
    model: 'Comprima CV 150 XC',
    yearOfManufacture: 2020,
    variants: [
      { id: 'demo-mvar-comprima-netz', name: 'Netzbindung' },
      { id: 'demo-mvar-comprima-garn', name: 'Garnbindung' },
    ],
    operatingUnitIds: BOTH,
  }),
  machine('mchale-991', {
    name: 'Ballenwickler McHale 991 BJS',
    manufacturer: 'McHale',
    model: '991 BJS',
    yearOfManufacture: 2019,
    operatingUnitIds: [HUSUM],
    machineRingId: 'demo-ring-husum',
  }),
  machine('lemken-juwel', {
    name: 'Pflug Lemken Juwel 8 (6 Schare)',
    manufacturer: 'Lemken',
    model: 'Juwel 8 M V 5+1',
    yearOfManufacture: 2018,
    operatingUnitIds: [SCHLESWIG],
  }),
  machine('horsch-terrano', {
    name: 'Grubber Horsch Terrano 6 FX',
    manufacturer: 'Horsch',
    model: 'Terrano 6 FX',
    yearOfManufacture: 2021,
    operatingUnitIds: [SCHLESWIG],
  }),
  machine('horsch-maestro', {
    name: 'Einzelkornsämaschine Horsch Maestro 12 SW',
    manufacturer: 'Horsch',
    model: 'Maestro 12 SW',
    yearOfManufacture: 2022,
    variants: [
      { id: 'demo-mvar-maestro-ufd', name: 'mit Unterfußdüngung' },
      { id: 'demo-mvar-maestro-ohne', name: 'ohne Unterfußdüngung' },
    ],
    operatingUnitIds: BOTH,
    machineRingId: 'demo-ring-husum',
  }),
  machine('amazone-ux', {
    name: 'Pflanzenschutzspritze Amazone UX 5201 Super',
    manufacturer: 'Amazone',
    model: 'UX 5201 Super (30 m)',
    licensePlate: 'NF-LH 520',
    yearOfManufacture: 2020,
    operatingUnitIds: [HUSUM],
    note: 'Nächste Gerätekontrolle (JKI) im März 2027.',
  }),
  machine('krampe-bandit', {
    name: 'Häckselwagen Krampe Bandit 750',
    manufacturer: 'Krampe',
    model: 'Bandit 750',
    licensePlate: 'NF-LH 751',
    yearOfManufacture: 2018,
    operatingUnitIds: BOTH,
  }),
  machine('bergmann-tsw', {
    name: 'Stalldungstreuer Bergmann TSW 6240 S',
    manufacturer: 'Bergmann',
    model: 'TSW 6240 S',
    licensePlate: 'NF-LH 624',
    yearOfManufacture: 2016,
    operatingUnitIds: [HUSUM],
  }),
];

// ---------------------------------------------------------------------------------------------------
// Articles (resources)
// ---------------------------------------------------------------------------------------------------

const simple = (price: string): TPricingInput => ({
  calculationType: 'FIXED',
  pricePerUnit: { type: 'SIMPLE', price },
});
const tiered = (...tiers: [from: string, price: string][]): TPricingInput => ({
  calculationType: 'FIXED',
  pricePerUnit: { type: 'TIERED', tiers: tiers.map(([from, price]) => ({ from, price })) },
});
const volume = (...tiers: [from: string, price: string][]): TPricingInput => ({
  calculationType: 'FIXED',
  pricePerUnit: { type: 'VOLUME', tiers: tiers.map(([from, price]) => ({ from, price })) },
});
const surcharge = (costPerUnit: string, surchargePercent: string): TPricingInput => ({
  calculationType: 'SURCHARGE',
  costPerUnit,
  surchargePercent,
});

const resource = (key: string, input: TResourceInput): DemoRecord => ({
  kind: 'resource',
  id: `demo-resource-${key}`,
  input,
});

const SAATGUT = 'demo-rtag-saatgut';
const DUENGER = 'demo-rtag-duenger';
const PSM = 'demo-rtag-pflanzenschutz';
const KRAFTSTOFF = 'demo-rtag-kraftstoff';
const SILOFOLIE = 'demo-rtag-silofolie';
const ERSATZTEILE = 'demo-rtag-ersatzteile';

const seeds: DemoRecord[] = [
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
      {
        id: 'demo-var-mais-lg31211',
        name: 'LG 31.211 (S 220)',
        pricing: simple('198'),
        subVariants: [
          { id: 'demo-var-mais-lg31211-standard', name: 'Standardbeize' },
          { id: 'demo-var-mais-lg31211-korit', name: 'mit Korit 420 FS', pricing: simple('209.5') },
        ],
      },
      {
        id: 'demo-var-mais-benedictio',
        name: 'Benedictio KWS (S 240)',
        pricing: simple('205'),
        subVariants: [
          { id: 'demo-var-mais-benedictio-standard', name: 'Standardbeize' },
          { id: 'demo-var-mais-benedictio-force', name: 'mit Force 20 CS', pricing: simple('216') },
        ],
      },
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

const fertilisers: DemoRecord[] = [
  resource('kas', {
    name: 'Kalkammonsalpeter 27 % N',
    alias: 'KAS',
    articleNumber: '2001',
    unit: 't',
    tagIds: [DUENGER],
    billDescription: 'Kalkammonsalpeter 27 % N + 4 % MgO, lose, frei Feld.',
    pricing: volume(['0', '345'], ['10', '335'], ['25', '325']),
  }),
  resource('harnstoff', {
    name: 'Harnstoff 46 % N',
    alias: 'Urea',
    articleNumber: '2002',
    unit: 't',
    tagIds: [DUENGER],
    pricing: tiered(['0', '489'], ['5', '479'], ['20', '469']),
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
  resource('kali', {
    name: '40er Kali',
    alias: 'Korn-Kali',
    articleNumber: '2004',
    unit: 't',
    tagIds: [DUENGER],
    pricing: surcharge('285', '10'),
  }),
  resource('kalk', {
    name: 'Kohlensaurer Kalk',
    alias: 'Düngekalk',
    articleNumber: '2005',
    unit: 't',
    tagIds: [DUENGER],
    operatingUnitIds: BOTH,
    billDescription: 'Kohlensaurer Kalk 85 % CaCO₃, erdfeucht, inkl. Streuen.',
    pricing: simple('42'),
  }),
  resource('ssa', {
    name: 'Schwefelsaures Ammoniak 21 % N + 24 % S',
    alias: 'SSA',
    articleNumber: '2006',
    unit: 't',
    tagIds: [DUENGER],
    pricing: surcharge('238', '10'),
  }),
  resource('npk', {
    name: 'NPK-Dünger 12-12-17',
    alias: 'Blaukorn',
    articleNumber: '2007',
    unit: 'kg',
    tagIds: [DUENGER],
    pricing: tiered(['0', '1.15'], ['250', '1.05'], ['1000', '0.98']),
  }),
];

const cropProtection: DemoRecord[] = [
  resource('roundup', {
    name: 'Roundup PowerFlex',
    alias: 'Glyphosat',
    articleNumber: '3001',
    unit: 'l',
    tagIds: [PSM],
    pricing: tiered(['0', '12.9'], ['20', '12.2'], ['100', '11.6']),
  }),
  resource('adengo', {
    name: 'Adengo',
    articleNumber: '3002',
    unit: 'l',
    tagIds: [PSM],
    billDescription: 'Maisherbizid, Vorauflauf bis frühes Nachauflauf.',
    pricing: surcharge('82.5', '8'),
  }),
  resource('laudis', {
    name: 'Laudis',
    articleNumber: '3003',
    unit: 'l',
    tagIds: [PSM],
    pricing: simple('46.8'),
  }),
  resource('elatus-era', {
    name: 'Elatus Era',
    articleNumber: '3004',
    unit: 'l',
    tagIds: [PSM],
    operatingUnitIds: [SCHLESWIG],
    pricing: surcharge('69.9', '8'),
  }),
  resource('karate-zeon', {
    name: 'Karate Zeon',
    articleNumber: '3005',
    unit: 'l',
    tagIds: [PSM],
    pricing: simple('58.5'),
  }),
  resource('netzmittel', {
    name: 'Netzmittel Kantor',
    articleNumber: '3006',
    unit: 'l',
    tagIds: [PSM],
    pricing: volume(['0', '14.5'], ['10', '13.2'], ['50', '12.4']),
  }),
];

const fuels: DemoRecord[] = [
  resource('diesel', {
    name: 'Diesel',
    alias: 'DK',
    articleNumber: '4001',
    unit: 'l',
    tagIds: [KRAFTSTOFF],
    billDescription: 'Dieselkraftstoff DIN EN 590, aus der Hoftankstelle.',
    pricing: surcharge('1.32', '8'),
    vskz_mr: 'DI01',
  }),
  resource('adblue', {
    name: 'AdBlue',
    alias: 'Harnstofflösung',
    articleNumber: '4002',
    unit: 'l',
    tagIds: [KRAFTSTOFF],
    pricing: surcharge('0.48', '15'),
  }),
  resource('motoroel', {
    name: 'Motoröl 10W-40',
    articleNumber: '4003',
    unit: 'l',
    pricing: surcharge('4.1', '25'),
  }),
  resource('hydraulikoel', {
    name: 'Hydrauliköl HVLP 46',
    alias: 'UTTO',
    articleNumber: '4004',
    unit: 'l',
    pricing: simple('4.9'),
  }),
  resource('abschmierfett', {
    name: 'Abschmierfett',
    articleNumber: '4005',
    unit: 'kg',
    pricing: simple('9.8'),
  }),
];

const silage: DemoRecord[] = [
  resource('silofolie', {
    name: 'Silofolie',
    alias: 'Abdeckfolie',
    articleNumber: '5001',
    unit: 'Stk.',
    tagIds: [SILOFOLIE],
    billDescription: 'Silo-Abdeckfolie schwarz/weiß, 150 µm.',
    variantsType: 'VARIANTS',
    variants: [
      { id: 'demo-var-silofolie-10x50', name: '10 × 50 m', pricing: simple('125') },
      { id: 'demo-var-silofolie-12x50', name: '12 × 50 m' },
      { id: 'demo-var-silofolie-14x50', name: '14 × 50 m', pricing: simple('174') },
      { id: 'demo-var-silofolie-16x50', name: '16 × 50 m', pricing: simple('198') },
    ],
    pricing: simple('149'),
  }),
  resource('unterziehfolie', {
    name: 'Unterziehfolie 14 × 50 m',
    alias: 'Saugfolie',
    articleNumber: '5002',
    unit: 'Stk.',
    tagIds: [SILOFOLIE],
    pricing: simple('52'),
  }),
  resource('siloschutzgitter', {
    name: 'Siloschutzgitter 10 × 15 m',
    articleNumber: '5003',
    unit: 'Stk.',
    pricing: simple('98'),
  }),
  resource('silosaecke', {
    name: 'Silosäcke (Sandsäcke)',
    articleNumber: '5004',
    unit: 'Stk.',
    pricing: volume(['0', '0.95'], ['100', '0.85'], ['500', '0.75']),
  }),
  resource('siliermittel', {
    name: 'Siliermittel Mais (biologisch)',
    articleNumber: '5005',
    unit: 't',
    billDescription: 'Siliermittel je Tonne behandeltes Erntegut.',
    pricing: surcharge('1.35', '20'),
  }),
  resource('rundballennetz', {
    name: 'Rundballennetz 1,23 × 3.600 m',
    alias: 'Netzwickel',
    articleNumber: '5006',
    unit: 'Stk.',
    pricing: tiered(['0', '179'], ['10', '171'], ['30', '164']),
  }),
  resource('stretchfolie', {
    name: 'Stretchfolie 750 mm × 1.500 m',
    alias: 'Wickelfolie',
    articleNumber: '5007',
    unit: 'Stk.',
    tagIds: [SILOFOLIE],
    billDescription: 'Ballen-Stretchfolie grün, 25 µm.',
    pricing: tiered(['0', '92.5'], ['20', '88.5'], ['60', '84.9']),
  }),
  resource('pressengarn', {
    name: 'Pressengarn 130 m/kg',
    alias: 'Bindegarn',
    articleNumber: '5008',
    unit: 'kg',
    pricing: simple('3.2'),
  }),
  resource('salzleckstein', {
    name: 'Salzleckstein 10 kg',
    articleNumber: '5009',
    unit: 'Stk.',
    vatPercentPoints: 7,
    pricing: simple('7.9'),
  }),
];

const spareParts: DemoRecord[] = [
  resource('haeckselmesser', {
    name: 'Häckselmesser Claas Jaguar',
    articleNumber: '6001',
    unit: 'Stk.',
    tagIds: [ERSATZTEILE],
    pricing: surcharge('38.5', '20'),
  }),
  resource('gegenschneide', {
    name: 'Gegenschneide Claas Jaguar',
    articleNumber: '6002',
    unit: 'Stk.',
    tagIds: [ERSATZTEILE],
    pricing: surcharge('214', '18'),
  }),
  resource('maehmesser', {
    name: 'Mähmesser Krone (Pack 25 Stk.)',
    articleNumber: '6003',
    unit: 'Stk.',
    tagIds: [ERSATZTEILE],
    pricing: simple('42.5'),
  }),
  resource('grubberschar', {
    name: 'Grubberschar Horsch Terrano',
    articleNumber: '6004',
    unit: 'Stk.',
    tagIds: [ERSATZTEILE],
    operatingUnitIds: [SCHLESWIG],
    pricing: tiered(['0', '24.9'], ['10', '22.9'], ['30', '21.5']),
  }),
];

const other: DemoRecord[] = [
  resource('streusalz', {
    name: 'Streusalz',
    alias: 'Auftausalz',
    articleNumber: '7001',
    unit: 't',
    operatingUnitIds: [HUSUM],
    pricing: volume(['0', '139'], ['5', '132'], ['20', '125']),
  }),
  resource('altreifen', {
    name: 'Entsorgung Silo-Altreifen',
    articleNumber: '7002',
    unit: 'Gb.',
    billDescription: 'Entsorgungsgebühr je Altreifen (Silo-Abdeckung).',
    pricing: simple('4.5'),
  }),
];

const resources: DemoRecord[] = [
  ...seeds,
  ...fertilisers,
  ...cropProtection,
  ...fuels,
  ...silage,
  ...spareParts,
  ...other,
];

// ---------------------------------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------------------------------

const service = (key: string, input: TServiceInput): DemoRecord => ({
  kind: 'service',
  id: `demo-service-${key}`,
  input,
});

const ANFAHRT = (key: string) =>
  ({ id: `demo-pb-${key}-anfahrt`, name: 'Anfahrt', basis: 'FLAT', price: '45' }) as const;

const services: DemoRecord[] = [
  service('mais-haeckseln', {
    name: 'Mais häckseln',
    category: 'Ernte',
    description: 'Silomais häckseln mit Claas Jaguar und Maisgebiss, Häcksellänge nach Absprache.',
    operatingUnitIds: BOTH,
    priceBlocks: [
      { id: 'demo-pb-mais-haeckseln-ha', name: 'Häckseln', basis: 'HECTARE', price: '235' },
      ANFAHRT('mais-haeckseln'),
    ],
    driverQueries: [
      {
        id: 'demo-dq-mais-haeckseln-stunden',
        kind: 'BeforeAfter',
        info: 'Betriebsstunden Häcksler',
        unit: 'h',
        askOnStart: true,
        askOnStop: true,
        mandatoryOnStart: true,
        mandatoryOnStop: true,
      },
      {
        id: 'demo-dq-mais-haeckseln-siliermittel',
        kind: 'ResourceWithAmount',
        info: 'Siliermittel: behandelte Menge in t',
        unit: 't',
        restriction: { type: 'RESOURCE', resourceId: 'demo-resource-siliermittel' },
        askOnStop: true,
      },
    ],
    defaultMachineIds: ['demo-machine-jaguar-960'],
  }),
  service('gras-haeckseln', {
    name: 'Gras häckseln',
    category: 'Ernte',
    description: 'Anwelksilage aus dem Schwad häckseln, mit Pickup.',
    operatingUnitIds: BOTH,
    priceBlocks: [
      { id: 'demo-pb-gras-haeckseln-ha', name: 'Häckseln', basis: 'HECTARE', price: '185' },
      ANFAHRT('gras-haeckseln'),
    ],
    driverQueries: [
      {
        id: 'demo-dq-gras-haeckseln-stunden',
        kind: 'BeforeAfter',
        info: 'Betriebsstunden Häcksler',
        unit: 'h',
        askOnStart: true,
        askOnStop: true,
        mandatoryOnStart: true,
        mandatoryOnStop: true,
      },
      {
        id: 'demo-dq-gras-haeckseln-schnitt',
        kind: 'SingleValue',
        info: 'Welcher Schnitt (1–5)?',
        askOnStart: true,
        askOnStop: false,
      },
    ],
    defaultMachineIds: ['demo-machine-jaguar-960'],
  }),
  service('maehdrusch', {
    name: 'Mähdrusch Getreide',
    category: 'Ernte',
    description: 'Drusch von Weizen, Gerste, Roggen und Raps; Stroh gehäckselt oder im Schwad.',
    operatingUnitIds: BOTH,
    priceBlocks: [
      { id: 'demo-pb-maehdrusch-ha', name: 'Drusch', basis: 'HECTARE', price: '175' },
      { id: 'demo-pb-maehdrusch-strohhaecksler', name: 'Zuschlag Strohhäcksler', basis: 'HECTARE', price: '15' },
      ANFAHRT('maehdrusch'),
    ],
    driverQueries: [
      {
        id: 'demo-dq-maehdrusch-stunden',
        kind: 'BeforeAfter',
        info: 'Trommelstunden Mähdrescher',
        unit: 'h',
        askOnStart: true,
        askOnStop: true,
        mandatoryOnStop: true,
      },
      {
        id: 'demo-dq-maehdrusch-stroh',
        kind: 'YesNo',
        info: 'Wurde das Stroh gehäckselt?',
        askOnStop: true,
        mandatoryOnStop: true,
      },
      {
        id: 'demo-dq-maehdrusch-ertrag',
        kind: 'SingleValue',
        info: 'Geschätzter Ertrag je Hektar',
        unit: 't',
        askOnStop: true,
      },
    ],
    defaultMachineIds: ['demo-machine-lexion-760'],
  }),
  service('pfluegen', {
    name: 'Pflügen',
    category: 'Bodenbearbeitung',
    operatingUnitIds: [SCHLESWIG],
    priceBlocks: [{ id: 'demo-pb-pfluegen-ha', name: 'Pflügen', basis: 'HECTARE', price: '98' }],
    driverQueries: [
      {
        id: 'demo-dq-pfluegen-tiefe',
        kind: 'SingleValue',
        info: 'Arbeitstiefe in cm',
        askOnStop: true,
      },
    ],
    defaultMachineIds: ['demo-machine-jd-6r250', 'demo-machine-lemken-juwel'],
  }),
  service('grubbern', {
    name: 'Grubbern',
    category: 'Bodenbearbeitung',
    operatingUnitIds: [SCHLESWIG],
    priceBlocks: [{ id: 'demo-pb-grubbern-ha', name: 'Grubbern', basis: 'HECTARE', price: '52' }],
    defaultMachineIds: ['demo-machine-jd-6r250', 'demo-machine-horsch-terrano'],
  }),
  service('maislegen', {
    name: 'Maislegen',
    category: 'Aussaat',
    description: 'Einzelkornsaat mit Horsch Maestro, auf Wunsch mit Unterfußdüngung.',
    operatingUnitIds: BOTH,
    priceBlocks: [
      { id: 'demo-pb-maislegen-ha', name: 'Legen', basis: 'HECTARE', price: '62' },
      { id: 'demo-pb-maislegen-ufd', name: 'Unterfußdüngung', basis: 'HECTARE', price: '12' },
    ],
    driverQueries: [
      {
        id: 'demo-dq-maislegen-saatgut',
        kind: 'ResourceWithAmount',
        info: 'Welches Maissaatgut, wie viele Einheiten?',
        unit: 'Einh.',
        restriction: { type: 'RESOURCE', resourceId: 'demo-resource-maissaatgut', resourceVariantId: null },
        askOnStop: true,
        mandatoryOnStop: true,
      },
      {
        id: 'demo-dq-maislegen-ufd',
        kind: 'ResourceWithAmount',
        info: 'Unterfußdünger und Menge in kg',
        unit: 'kg',
        restriction: { type: 'CATEGORY', tagIds: [DUENGER] },
        askOnStop: true,
      },
    ],
    defaultMachineIds: ['demo-machine-fendt-724', 'demo-machine-horsch-maestro'],
  }),
  service('guelle', {
    name: 'Gülle ausbringen (Schleppschuh)',
    category: 'Düngung',
    description: 'Bodennahe Ausbringung mit Schleppschuh, Menge laut Durchflussmesser.',
    operatingUnitIds: BOTH,
    priceBlocks: [
      { id: 'demo-pb-guelle-m3', name: 'Ausbringung', basis: 'CUBIC_METERS', price: '3.2' },
      ANFAHRT('guelle'),
    ],
    driverQueries: [
      {
        id: 'demo-dq-guelle-menge',
        kind: 'SingleValue',
        info: 'Ausgebrachte Menge',
        unit: 'm³',
        askOnStop: true,
        mandatoryOnStop: true,
      },
      {
        id: 'demo-dq-guelle-probe',
        kind: 'YesNo',
        info: 'Wurde eine Gülleprobe genommen?',
        askOnStop: true,
      },
    ],
    queryNote: true,
    defaultMachineIds: ['demo-machine-holmer-terra-variant'],
  }),
  service('mist', {
    name: 'Mist streuen',
    category: 'Düngung',
    operatingUnitIds: [HUSUM],
    priceBlocks: [{ id: 'demo-pb-mist-t', name: 'Streuen', basis: 'TONS', price: '4.5' }, ANFAHRT('mist')],
    driverQueries: [
      {
        id: 'demo-dq-mist-ladungen',
        kind: 'SingleValue',
        info: 'Anzahl Streuerladungen',
        unit: 'Stk.',
        askOnStop: true,
        mandatoryOnStop: true,
      },
    ],
    defaultMachineIds: ['demo-machine-fendt-724', 'demo-machine-bergmann-tsw'],
  }),
  service('pflanzenschutz', {
    name: 'Pflanzenschutz spritzen',
    category: 'Pflanzenschutz',
    description: 'Ausbringung nach guter fachlicher Praxis; Mittel werden im Auftrag dokumentiert.',
    operatingUnitIds: BOTH,
    priceBlocks: [{ id: 'demo-pb-pflanzenschutz-ha', name: 'Spritzen', basis: 'HECTARE', price: '24' }],
    driverQueries: [
      {
        id: 'demo-dq-pflanzenschutz-wind',
        kind: 'YesNo',
        info: 'Windgeschwindigkeit unter 5 m/s?',
        askOnStart: true,
        askOnStop: false,
        mandatoryOnStart: true,
      },
      {
        id: 'demo-dq-pflanzenschutz-mittel',
        kind: 'ResourceWithAmount',
        info: 'Pflanzenschutzmittel und Menge',
        unit: 'l',
        restriction: { type: 'CATEGORY', tagIds: [PSM] },
        askOnStop: true,
        mandatoryOnStop: true,
      },
      {
        id: 'demo-dq-pflanzenschutz-wasser',
        kind: 'SingleValue',
        info: 'Wassermenge je Hektar',
        unit: 'l',
        askOnStop: true,
      },
    ],
    queryNote: true,
    defaultMachineIds: ['demo-machine-fendt-724', 'demo-machine-amazone-ux'],
  }),
  service('rundballen', {
    name: 'Ballen pressen (Rundballen)',
    category: 'Grünland',
    description: 'Rundballen 1,25 m aus Heu, Stroh oder Silage, Netzbindung.',
    operatingUnitIds: BOTH,
    priceBlocks: [
      { id: 'demo-pb-rundballen-ha', name: 'Pressen', basis: 'HECTARE', price: '42' },
      ANFAHRT('rundballen'),
    ],
    driverQueries: [
      {
        id: 'demo-dq-rundballen-anzahl',
        kind: 'SingleValue',
        info: 'Anzahl gepresster Ballen',
        unit: 'Stk.',
        askOnStop: true,
        mandatoryOnStop: true,
      },
      {
        id: 'demo-dq-rundballen-netz',
        kind: 'ResourceWithAmount',
        info: 'Verbrauchte Netzrollen',
        unit: 'Stk.',
        restriction: { type: 'RESOURCE', resourceId: 'demo-resource-rundballennetz' },
        askOnStop: true,
      },
    ],
    defaultMachineIds: ['demo-machine-fendt-942', 'demo-machine-krone-comprima'],
  }),
  service('wickeln', {
    name: 'Ballen wickeln',
    category: 'Grünland',
    operatingUnitIds: [HUSUM],
    priceBlocks: [{ id: 'demo-pb-wickeln-h', name: 'Wickeln', basis: 'HOUR', price: '82' }],
    driverQueries: [
      {
        id: 'demo-dq-wickeln-folie',
        kind: 'ResourceOnly',
        info: 'Welche Folie wurde verwendet?',
        restriction: { type: 'CATEGORY', tagIds: [SILOFOLIE] },
        askOnStart: true,
        askOnStop: false,
        mandatoryOnStart: true,
      },
      {
        id: 'demo-dq-wickeln-rollen',
        kind: 'ResourceWithAmount',
        info: 'Verbrauchte Folienrollen',
        unit: 'Stk.',
        restriction: { type: 'RESOURCE', resourceId: 'demo-resource-stretchfolie' },
        askOnStop: true,
        mandatoryOnStop: true,
      },
    ],
    defaultMachineIds: ['demo-machine-mchale-991'],
  }),
  service('abfahrer', {
    name: 'Transport Silage (Abfahrer)',
    category: 'Transport',
    description: 'Schlepper mit Häckselwagen fährt Häckselgut zum Silo.',
    operatingUnitIds: BOTH,
    priceBlocks: [
      { id: 'demo-pb-abfahrer-h', name: 'Abfahrer', basis: 'HOUR', price: '75' },
      { id: 'demo-pb-abfahrer-fuhre', name: 'Zuschlag je Fuhre über 10 km', basis: 'LOADS', price: '12' },
    ],
    driverQueries: [
      {
        id: 'demo-dq-abfahrer-fuhren',
        kind: 'SingleValue',
        info: 'Anzahl Fuhren',
        unit: 'Stk.',
        askOnStop: true,
        mandatoryOnStop: true,
      },
      {
        id: 'demo-dq-abfahrer-diesel',
        kind: 'ResourceWithAmount',
        info: 'Getankter Diesel',
        unit: 'l',
        restriction: { type: 'CATEGORY', tagIds: [KRAFTSTOFF] },
        askOnStop: true,
      },
    ],
    defaultMachineIds: ['demo-machine-fendt-942', 'demo-machine-krampe-bandit'],
  }),
  service('maehen', {
    name: 'Mähen',
    category: 'Grünland',
    operatingUnitIds: [HUSUM],
    priceBlocks: [{ id: 'demo-pb-maehen-ha', name: 'Mähen', basis: 'HECTARE', price: '38' }],
    driverQueries: [
      {
        id: 'demo-dq-maehen-aufbereiter',
        kind: 'YesNo',
        info: 'Wurde mit Aufbereiter gemäht?',
        askOnStop: true,
      },
    ],
    defaultMachineIds: ['demo-machine-fendt-942', 'demo-machine-krone-easycut'],
  }),
  service('schwaden', {
    name: 'Schwaden',
    category: 'Grünland',
    operatingUnitIds: [HUSUM],
    priceBlocks: [{ id: 'demo-pb-schwaden-ha', name: 'Schwaden', basis: 'HECTARE', price: '22' }],
    driverQueries: [
      {
        id: 'demo-dq-schwaden-gewendet',
        kind: 'YesNo',
        info: 'Wurde gewendet?',
        askOnStart: true,
        askOnStop: false,
      },
    ],
    defaultMachineIds: ['demo-machine-fendt-724', 'demo-machine-krone-swadro'],
  }),
  service('winterdienst', {
    name: 'Winterdienst Räumen',
    category: 'Winterdienst',
    description: 'Schneeräumen und Streuen von Hofflächen und Gemeindestraßen.',
    operatingUnitIds: [HUSUM],
    priceBlocks: [
      { id: 'demo-pb-winterdienst-h', name: 'Räumen', basis: 'HOUR', price: '68' },
      { id: 'demo-pb-winterdienst-km', name: 'Streufahrt', basis: 'KILOMETER', price: '1.8' },
    ],
    driverQueries: [
      {
        id: 'demo-dq-winterdienst-salz',
        kind: 'ResourceWithAmount',
        info: 'Gestreutes Salz',
        unit: 't',
        restriction: { type: 'RESOURCE', resourceId: 'demo-resource-streusalz' },
        askOnStop: true,
      },
    ],
    queryNote: true,
    defaultMachineIds: ['demo-machine-fendt-724'],
  }),
];

// ---------------------------------------------------------------------------------------------------
// Employees
// ---------------------------------------------------------------------------------------------------

const employee = (key: string, input: TEmployeeInput, linkEmail?: string): DemoRecord => ({
  kind: 'employee',
  id: `demo-employee-${key}`,
  input,
  ...(linkEmail ? { linkEmail } : {}),
});

const FAHRER = 'demo-etag-fahrer';
const WERKSTATT = 'demo-etag-werkstatt';
const SAISON = 'demo-etag-saison';
const BUERO = 'demo-etag-buero';

const employees: DemoRecord[] = [
  employee(
    'jens-hansen',
    {
      firstName: 'Jens',
      lastName: 'Hansen',
      personnelNumber: '001',
      mail: 'jens.hansen@lohnunternehmen-hansen.de',
      phone: '0171 4841001',
      tagIds: [BUERO],
      operatingUnitIds: BOTH,
    },
    'inhaber@demo.lohnwerk.de',
  ),
  employee(
    'katrin-meyer',
    {
      firstName: 'Katrin',
      lastName: 'Meyer',
      personnelNumber: '002',
      mail: 'katrin.meyer@lohnunternehmen-hansen.de',
      phone: '04841 12345-20',
      tagIds: [BUERO],
      operatingUnitIds: BOTH,
    },
    'admin@demo.lohnwerk.de',
  ),
  employee(
    'sabine-petersen',
    {
      firstName: 'Sabine',
      lastName: 'Petersen',
      personnelNumber: '003',
      mail: 'sabine.petersen@lohnunternehmen-hansen.de',
      phone: '04841 12345-30',
      tagIds: [BUERO],
      operatingUnitIds: [HUSUM],
    },
    'buchhaltung@demo.lohnwerk.de',
  ),
  employee(
    'lars-jensen',
    {
      firstName: 'Lars',
      lastName: 'Jensen',
      personnelNumber: '004',
      mail: 'lars.jensen@lohnunternehmen-hansen.de',
      phone: '0160 9284004',
      tagIds: [BUERO, FAHRER],
      operatingUnitIds: BOTH,
    },
    'disposition@demo.lohnwerk.de',
  ),
  employee(
    'tim-brandt',
    {
      firstName: 'Tim',
      lastName: 'Brandt',
      personnelNumber: '011',
      mail: 'tim.brandt@lohnunternehmen-hansen.de',
      phone: '0152 2881011',
      tagIds: [FAHRER],
      operatingUnitIds: [HUSUM],
    },
    'fahrer@demo.lohnwerk.de',
  ),
  employee(
    'jonas-lorenzen',
    {
      firstName: 'Jonas',
      lastName: 'Lorenzen',
      personnelNumber: '051',
      mail: 'jonas.lorenzen@lohnunternehmen-hansen.de',
      phone: '0157 3360051',
      tagIds: [FAHRER, SAISON],
      operatingUnitIds: [HUSUM],
    },
    'aushilfe@demo.lohnwerk.de',
  ),
  employee(
    'ole-carstensen',
    {
      firstName: 'Ole',
      lastName: 'Carstensen',
      personnelNumber: 'SUB-01',
      mail: 'ole.carstensen@lohnunternehmen-hansen.de',
      phone: '0170 5512309',
      tagIds: [FAHRER],
      operatingUnitIds: [SCHLESWIG],
    },
    'subunternehmer@demo.lohnwerk.de',
  ),
  employee('hauke-feddersen', {
    firstName: 'Hauke',
    lastName: 'Feddersen',
    personnelNumber: '021',
    mail: 'hauke.feddersen@lohnunternehmen-hansen.de',
    phone: '0151 4410021',
    tagIds: [WERKSTATT],
    operatingUnitIds: [HUSUM],
  }),
  employee('nils-christiansen', {
    firstName: 'Nils',
    lastName: 'Christiansen',
    personnelNumber: '012',
    mail: 'nils.christiansen@lohnunternehmen-hansen.de',
    phone: '0160 7734012',
    tagIds: [FAHRER],
    operatingUnitIds: [SCHLESWIG],
  }),
  employee('frerk-ingwersen', {
    firstName: 'Frerk',
    lastName: 'Ingwersen',
    personnelNumber: '052',
    mail: 'frerk.ingwersen@lohnunternehmen-hansen.de',
    phone: '0176 2290052',
    tagIds: [FAHRER, SAISON],
    operatingUnitIds: [HUSUM],
  }),
  employee('malte-boysen', {
    firstName: 'Malte',
    lastName: 'Boysen',
    personnelNumber: '013',
    mail: 'malte.boysen@lohnunternehmen-hansen.de',
    phone: '0171 6650013',
    tagIds: [FAHRER, WERKSTATT],
    operatingUnitIds: [SCHLESWIG],
  }),
  employee('support', { firstName: 'Lohnwerk', lastName: 'Support' }),
];

// ---------------------------------------------------------------------------------------------------
// Suppliers, gas stations, loading points
// ---------------------------------------------------------------------------------------------------

const supplier = (key: string, input: z.input<typeof ZSupplierInput>): DemoRecord => ({
  kind: 'supplier',
  id: `demo-supplier-${key}`,
  input,
});

const suppliers: DemoRecord[] = [
  supplier('raiffeisen', {
    name: 'Raiffeisen Warengenossenschaft Nordfriesland eG',
    supplierNumber: '70001',
    mail: 'bestellung@raiffeisen-nf.example.de',
    phone: '04841 8930',
    addressStreet: 'Industriestraße 15',
    addressZip: '25813',
    addressCity: 'Husum',
    vatId: 'DE134567890',
    iban: 'DE55 2176 2550 0004 0123 45',
    bic: 'GENODEF1HUM',
    defaultCostAccountId: 'demo-account-3400',
    operatingUnitIds: BOTH,
  }),
  supplier('mineraloel', {
    name: 'Energiehandel Ketelsen GmbH',
    supplierNumber: '70002',
    mail: 'disposition@ketelsen-energie.example.de',
    phone: '04671 60450',
    addressStreet: 'Osterstraße 48',
    addressZip: '25821',
    addressCity: 'Bredstedt',
    vatId: 'DE298765431',
    iban: 'DE97217500000160123456',
    bic: 'NOLADE21NOS',
    defaultCostAccountId: 'demo-account-4530',
    operatingUnitIds: [HUSUM],
  }),
  supplier('landtechnik', {
    name: 'Landtechnik Hinrichs GmbH & Co. KG',
    supplierNumber: '70003',
    mail: 'werkstatt@landtechnik-hinrichs.example.de',
    phone: '04621 30770',
    addressStreet: 'Husumer Baum 9',
    addressZip: '24837',
    addressCity: 'Schleswig',
    vatId: 'DE245118903',
    iban: 'DE85216900200088776600',
    bic: 'GENODEF1SLW',
    defaultCostAccountId: 'demo-account-4805',
    operatingUnitIds: [SCHLESWIG],
  }),
  supplier('saaten', {
    name: 'Geest-Saaten GmbH',
    supplierNumber: '70004',
    mail: 'vertrieb@geest-saaten.example.de',
    phone: '04331 44120',
    addressStreet: 'Kieler Straße 112',
    addressZip: '24768',
    addressCity: 'Rendsburg',
    vatId: 'DE812334455',
    iban: 'DE36200400000412938800',
    bic: 'COBADEFF',
    defaultCostAccountId: 'demo-account-3300',
  }),
  supplier('versicherung', {
    name: 'Agrar-Versicherungsdienst Nord GmbH',
    supplierNumber: '70005',
    mail: 'service@agrar-versicherung-nord.example.de',
    phone: '040 3018820',
    addressStreet: 'Ballindamm 17',
    addressZip: '20095',
    addressCity: 'Hamburg',
    vatId: 'DE118822331',
    iban: 'DE84200505501280441200',
    bic: 'HASPDEHHXXX',
    defaultCostAccountId: 'demo-account-4360',
  }),
];

const gasStations: DemoRecord[] = (
  [
    [
      'demo-gas-hoftank-husum',
      {
        name: 'Hoftankstelle Husum',
        addressStreet: 'Industriestraße 22',
        addressZip: '25813',
        addressCity: 'Husum',
        latLng: { lat: 54.4795, lng: 9.071 },
        isOwnTank: true,
        operatingUnitIds: [HUSUM],
        note: 'Diesel 10.000 l, AdBlue 1.000 l. Zapfschlüssel hängt in der Werkstatt.',
      },
    ],
    [
      'demo-gas-raiffeisen-bredstedt',
      {
        name: 'Raiffeisen-Tankstelle Bredstedt',
        addressStreet: 'Osterstraße 50',
        addressZip: '25821',
        addressCity: 'Bredstedt',
        latLng: { lat: 54.6195, lng: 8.97 },
        operatingUnitIds: [HUSUM],
        note: 'Tankkarte Nr. 4 im Handschuhfach des Fendt 942.',
      },
    ],
    [
      'demo-gas-agrar-schleswig',
      {
        name: 'Agrartankstelle Schleswig',
        addressStreet: 'Husumer Baum 3',
        addressZip: '24837',
        addressCity: 'Schleswig',
        latLng: { lat: 54.5185, lng: 9.533 },
        operatingUnitIds: [SCHLESWIG],
      },
    ],
  ] satisfies [string, z.input<typeof ZGasStationInput>][]
).map(([id, input]) => ({ kind: 'gasStation', id, input }));

const loadingPoints: DemoRecord[] = (
  [
    [
      'demo-point-biogas-friedrichskoog',
      {
        customerId: 'demo-customer-10003',
        name: 'Biogasanlage Friedrichskoog',
        isLoadingPoint: true,
        isUnloadingPoint: true,
        lat: 54.0215,
        lng: 8.896,
        addressStreet: 'Am Deich 44',
        addressZip: '25718',
        addressCity: 'Friedrichskoog',
        color: '#f57f17',
      },
    ],
    [
      'demo-point-hafen-husum',
      {
        name: 'Hafen Husum (Außenhafen)',
        isLoadingPoint: true,
        isUnloadingPoint: true,
        lat: 54.4745,
        lng: 9.033,
        addressStreet: 'Am Außenhafen',
        addressZip: '25813',
        addressCity: 'Husum',
        color: '#1565c0',
      },
    ],
    [
      'demo-point-kiesgrube-ahrenshoeft',
      {
        name: 'Kiesgrube Ahrenshöft',
        isLoadingPoint: true,
        isUnloadingPoint: false,
        lat: 54.5615,
        lng: 9.0805,
        addressZip: '25853',
        addressCity: 'Ahrenshöft',
        color: '#8d6e63',
      },
    ],
    [
      'demo-point-silo-thomsen',
      {
        customerId: 'demo-customer-10001',
        name: 'Fahrsilo Hof Thomsen',
        isLoadingPoint: false,
        isUnloadingPoint: true,
        lat: 54.4815,
        lng: 9.0525,
        addressStreet: 'Dorfstraße 12',
        addressZip: '25813',
        addressCity: 'Husum',
        color: '#2e7d32',
      },
    ],
  ] satisfies [string, z.input<typeof ZLoadingPointInput>][]
).map(([id, input]) => ({ kind: 'loadingPoint', id, input }));

// ---------------------------------------------------------------------------------------------------
// Price agreements
// ---------------------------------------------------------------------------------------------------

const agreement = (key: string, input: TPriceAgreementInput): DemoRecord => ({
  kind: 'priceAgreement',
  id: `demo-agreement-${key}`,
  input,
});

const priceAgreements: DemoRecord[] = [
  agreement('diesel-grosskunden', {
    name: 'Diesel Großkunden 2026',
    note: 'Fester Dieselpreis für Großkunden, unabhängig vom Tagespreis.',
    start: '2026-01-01',
    end: '2026-12-31',
    priceTarget: { resourceId: 'demo-resource-diesel', overrides: [{ pricing: simple('1.39') }] },
    customerTarget: { type: 'CUSTOMER_TAGS', customerTagIds: ['demo-ctag-grosskunde'] },
  }),
  agreement('kas-biogas', {
    name: 'KAS-Staffel Biogasbetriebe',
    start: '2026-01-01',
    end: null,
    priceTarget: {
      resourceId: 'demo-resource-kas',
      overrides: [{ pricing: tiered(['0', '339'], ['20', '329'], ['50', '319']) }],
    },
    customerTarget: { type: 'CUSTOMER_TAGS', customerTagIds: ['demo-ctag-biogas'] },
  }),
  agreement('mais-thomsen', {
    name: 'Maissaatgut LG 31.211 Hof Thomsen',
    note: 'Frühbezug bis Ende Juni.',
    start: '2026-01-01',
    end: '2026-06-30',
    priceTarget: {
      resourceId: 'demo-resource-maissaatgut',
      overrides: [{ resourceVariantId: 'demo-var-mais-lg31211', pricing: simple('185') }],
    },
    customerTarget: { type: 'CUSTOMERS', customerIds: ['demo-customer-10001'] },
  }),
  agreement('diesel-jahresvertrag', {
    name: 'Diesel Jahresvertrag Thomsen/Petersen',
    start: '2026-01-01',
    end: '2026-12-31',
    priceTarget: { resourceId: 'demo-resource-diesel', overrides: [{ pricing: simple('1.41') }] },
    customerTarget: { type: 'CUSTOMERS', customerIds: ['demo-customer-10001', 'demo-customer-10005'] },
  }),
  agreement('diesel-thomsen-2hj', {
    name: 'Diesel Hof Thomsen ab Juli',
    note: 'Ab 1. Juli gilt dieser Preis statt des Jahresvertrags (späterer Beginn gewinnt).',
    start: '2026-07-01',
    end: '2026-12-31',
    priceTarget: { resourceId: 'demo-resource-diesel', overrides: [{ pricing: simple('1.36') }] },
    customerTarget: { type: 'CUSTOMERS', customerIds: ['demo-customer-10001'] },
  }),
  agreement('silofolie-nissen', {
    name: 'Silofolie Milchviehbetrieb Nissen',
    start: '2026-03-01',
    end: '2026-10-31',
    priceTarget: {
      resourceId: 'demo-resource-silofolie',
      overrides: [
        { resourceVariantId: 'demo-var-silofolie-12x50', pricing: simple('139') },
        { resourceVariantId: 'demo-var-silofolie-14x50', pricing: simple('162') },
      ],
    },
    customerTarget: { type: 'CUSTOMERS', customerIds: ['demo-customer-10002'] },
  }),
  agreement('kleegras-bio', {
    name: 'Kleegras-Saatgut für Biobetriebe',
    start: '2026-02-01',
    end: '2026-09-30',
    priceTarget: {
      resourceId: 'demo-resource-grassaatgut',
      overrides: [{ resourceVariantId: 'demo-var-gras-a3', pricing: simple('5.8') }],
    },
    customerTarget: { type: 'CUSTOMER_TAGS', customerTagIds: ['demo-ctag-bio'] },
  }),
  agreement('stretchfolie-mr', {
    name: 'Stretchfolie Maschinenring-Mitglieder',
    start: '2026-04-01',
    end: null,
    priceTarget: { resourceId: 'demo-resource-stretchfolie', overrides: [{ pricing: surcharge('78', '10') }] },
    customerTarget: { type: 'CUSTOMER_TAGS', customerTagIds: ['demo-ctag-maschinenring'] },
  }),
];

/** All demo master data, in the order it has to be written. */
export const demoMasterdata: DemoRecord[] = [
  ...employeeTags,
  ...resourceTags,
  ...customerTags,
  ...machineRings,
  ...costAccounts,
  ...machines,
  ...resources,
  ...services,
  ...employees,
  ...suppliers,
  ...gasStations,
  ...loadingPoints,
  ...priceAgreements,
];

export const demoCustomerSettings: z.input<typeof ZCustomerSettings> = {
  nextCustomerNumber: 10031,
  defaultPaymentTermDays: 14,
  defaultCountryCode: 'DE',
  receiptMailNote: 'Vielen Dank für Ihren Auftrag! Bei Fragen zur Rechnung erreichen Sie uns unter 04841 12345.',
};

export const demoSupplierSettings: z.input<typeof ZSupplierSettings> = {
  nextSupplierNumber: 70006,
  defaultCostAccountId: 'demo-account-3400',
};
