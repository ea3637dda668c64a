import type { TPriceAgreementInput } from '../../../../schemas/masterdata/price-agreement';
import { type DemoRecord, demoRecordOf, simple, surcharge, tiered } from './shared';

// ---------------------------------------------------------------------------------------------------
// Price agreements
// ---------------------------------------------------------------------------------------------------

const agreement = demoRecordOf<TPriceAgreementInput>('priceAgreement', 'agreement');

export const priceAgreements: DemoRecord[] = [
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
