import type * as z from 'zod';
import type { ZGasStationInput, ZLoadingPointInput, ZSupplierInput } from '../../../../schemas/masterdata/partners';
import { germanVatId } from '../demo-customer-billing';
import { BOTH, type DemoRecord, demoRecordOf, HUSUM, SCHLESWIG } from './shared';

// ---------------------------------------------------------------------------------------------------
// Suppliers, gas stations, loading points
// ---------------------------------------------------------------------------------------------------

// VAT ids with their check digits (germanVatId): the supplier form refuses others, as the customer form does.
const supplier = demoRecordOf<z.input<typeof ZSupplierInput>>('supplier', 'supplier');

export const suppliers: DemoRecord[] = [
  supplier('raiffeisen', {
    name: 'Raiffeisen Warengenossenschaft Nordfriesland eG',
    supplierNumber: '70001',
    mail: 'bestellung@raiffeisen-nf.example.de',
    phone: '04841 8930',
    addressStreet: 'Industriestraße 15',
    addressZip: '25813',
    addressCity: 'Husum',
    vatId: germanVatId('13456789'),
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
    vatId: germanVatId('29876543'),
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
    vatId: germanVatId('81233445'),
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
    vatId: germanVatId('11882233'),
    iban: 'DE84200505501280441200',
    bic: 'HASPDEHHXXX',
    defaultCostAccountId: 'demo-account-4360',
  }),
];

export const gasStations: DemoRecord[] = (
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

export const loadingPoints: DemoRecord[] = (
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
