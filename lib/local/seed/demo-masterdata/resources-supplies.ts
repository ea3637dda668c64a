import {
  type DemoRecord,
  ERSATZTEILE,
  HUSUM,
  KRAFTSTOFF,
  resource,
  SCHLESWIG,
  SILOFOLIE,
  simple,
  surcharge,
  tiered,
  volume,
} from './shared';

// ---------------------------------------------------------------------------------------------------
// Articles (resources): fuels, silage film, spare parts, other
// ---------------------------------------------------------------------------------------------------

export const fuels: DemoRecord[] = [
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

export const silage: DemoRecord[] = [
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

export const spareParts: DemoRecord[] = [
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

export const other: DemoRecord[] = [
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
