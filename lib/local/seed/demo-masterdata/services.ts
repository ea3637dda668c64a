import type { TServiceInput } from '../../../../schemas/masterdata/service';
import { BOTH, type DemoRecord, DUENGER, HUSUM, KRAFTSTOFF, PSM, SCHLESWIG, SILOFOLIE } from './shared';

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

export const services: DemoRecord[] = [
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
