import type { TCustomerInput } from '../../../schemas/customer';

/**
 * Customers of the demo contractor: farms, biogas plants and communities in Nordfriesland,
 * Schleswig-Flensburg and Dithmarschen. Tag ids are the demo customer tags of demo-masterdata.ts.
 */
const HUSUM = 'demo-unit-husum';
const SCHLESWIG = 'demo-unit-schleswig';
const GROSSKUNDE = 'demo-ctag-grosskunde';
const BIO = 'demo-ctag-bio';
const BIOGAS = 'demo-ctag-biogas';
const MASCHINENRING = 'demo-ctag-maschinenring';

const umlauts: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
const mailLocalPart = (name: string) =>
  name
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => umlauts[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '.');

type Person = { salutation: 'MR' | 'MRS'; firstName: string; lastName: string; phone: string };
type Assignment = { tagIds?: string[]; operatingUnitIds?: string[] };
type FarmRow = [
  customerNumber: string,
  name: string,
  address: [street: string, zip: string, city: string],
  person: Person,
  position: [lat: number, lng: number] | null,
  assignment?: Assignment,
];

const farm = (
  customerNumber: string,
  name: string,
  [street, zip, city]: [string, string, string],
  person: Person,
  position: [number, number] | null,
  { tagIds = [], operatingUnitIds = [] }: Assignment = {},
): TCustomerInput => ({
  customerNumber,
  name,
  addressStreet: street,
  addressZip: zip,
  addressCity: city,
  addressCountryCode: 'DE',
  phone: person.phone,
  mail: `${mailLocalPart(person.lastName)}@example.de`,
  latLng: position ? { lat: position[0], lng: position[1] } : null,
  contactPersons: [
    {
      id: `${customerNumber}-1`,
      isPrimary: true,
      visibleInOrders: true,
      salutation: person.salutation,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone,
      receivesReceiptMailsFor: {
        bill: true,
        billReminder: true,
        cancellationBill: true,
        creditNote: true,
        deliveryNote: true,
        offer: true,
      },
    },
  ],
  tagIds,
  operatingUnitIds,
});

const rows: FarmRow[] = [
  [
    '10001',
    'Hof Thomsen GbR',
    ['Dorfstraße 12', '25813', 'Husum'],
    { salutation: 'MR', firstName: 'Heinrich', lastName: 'Thomsen', phone: '04841 61234' },
    [54.48, 9.05],
    { tagIds: [GROSSKUNDE], operatingUnitIds: [HUSUM] },
  ],
  [
    '10002',
    'Milchviehbetrieb Nissen',
    ['Marschweg 3', '25821', 'Bredstedt'],
    { salutation: 'MRS', firstName: 'Anke', lastName: 'Nissen', phone: '04671 9321' },
    [54.62, 8.97],
    { tagIds: [MASCHINENRING], operatingUnitIds: [HUSUM] },
  ],
  [
    '10003',
    'Biogas Friedrichskoog KG',
    ['Am Deich 44', '25718', 'Friedrichskoog'],
    { salutation: 'MR', firstName: 'Uwe', lastName: 'Claußen', phone: '04854 1020' },
    [54.02, 8.89],
    { tagIds: [BIOGAS, GROSSKUNDE], operatingUnitIds: [HUSUM] },
  ],
  [
    '10004',
    'Gut Hohenstein',
    ['Gutsweg 1', '24340', 'Eckernförde'],
    { salutation: 'MR', firstName: 'Christian', lastName: 'von Rantzau', phone: '04351 8870' },
    [54.47, 9.84],
    { tagIds: [GROSSKUNDE], operatingUnitIds: [SCHLESWIG] },
  ],
  [
    '10005',
    'Ackerbau Petersen',
    ['Feldstraße 7', '24837', 'Schleswig'],
    { salutation: 'MR', firstName: 'Hauke', lastName: 'Petersen', phone: '04621 23456' },
    [54.52, 9.56],
    { operatingUnitIds: [SCHLESWIG] },
  ],
  [
    '10006',
    'Geflügelhof Lüders',
    ['Moorweg 18', '25832', 'Tönning'],
    { salutation: 'MRS', firstName: 'Maren', lastName: 'Lüders', phone: '04861 5566' },
    [54.32, 8.94],
  ],
  [
    '10007',
    'Landwirtschaft Hansen-Mommsen',
    ['Koogstraße 2', '25899', 'Niebüll'],
    { salutation: 'MR', firstName: 'Broder', lastName: 'Mommsen', phone: '04661 7788' },
    [54.79, 8.83],
    { tagIds: [BIO], operatingUnitIds: [HUSUM] },
  ],
  [
    '10008',
    'Obsthof Ketelsen',
    ['Apfelallee 5', '24852', 'Eggebek'],
    { salutation: 'MRS', firstName: 'Inke', lastName: 'Ketelsen', phone: '04609 445' },
    [54.62, 9.37],
    { tagIds: [BIO], operatingUnitIds: [SCHLESWIG] },
  ],
  [
    '10009',
    'Schweinemast Paulsen',
    ['Heideweg 9', '24887', 'Silberstedt'],
    { salutation: 'MR', firstName: 'Knut', lastName: 'Paulsen', phone: '04625 1818' },
    [54.51, 9.39],
    { tagIds: [MASCHINENRING], operatingUnitIds: [SCHLESWIG] },
  ],
  [
    '10010',
    'Kartoffelhof Jacobsen',
    ['Geestring 21', '25878', 'Drage'],
    { salutation: 'MR', firstName: 'Momme', lastName: 'Jacobsen', phone: '04881 3311' },
    [54.38, 9.21],
  ],
  [
    '10011',
    'Gemeinde Viöl',
    ['Westerstraße 1', '25884', 'Viöl'],
    { salutation: 'MRS', firstName: 'Birte', lastName: 'Hinrichsen', phone: '04843 2000' },
    [54.57, 9.18],
    { operatingUnitIds: [HUSUM] },
  ],
  [
    '10012',
    'Pferdepension Sönnichsen',
    ['Reitweg 4', '25873', 'Rantrum'],
    { salutation: 'MRS', firstName: 'Telse', lastName: 'Sönnichsen', phone: '04848 901' },
    [54.44, 9.13],
  ],
  [
    '10013',
    'Biogas Langenhorn GmbH & Co. KG',
    ['Osterweg 8', '25842', 'Langenhorn'],
    { salutation: 'MR', firstName: 'Sönke', lastName: 'Ingwersen', phone: '04672 7710' },
    [54.67, 8.92],
    { tagIds: [BIOGAS, GROSSKUNDE], operatingUnitIds: [HUSUM] },
  ],
  [
    '10014',
    'Milchhof Feddersen',
    ['Herrendeich 22', '25845', 'Nordstrand'],
    { salutation: 'MRS', firstName: 'Gesa', lastName: 'Feddersen', phone: '04842 1234' },
    [54.49, 8.85],
    { tagIds: [MASCHINENRING], operatingUnitIds: [HUSUM] },
  ],
  [
    '10015',
    'Hof Boysen',
    ['Süderstraße 31', '25917', 'Leck'],
    { salutation: 'MR', firstName: 'Harro', lastName: 'Boysen', phone: '04662 2345' },
    [54.77, 8.98],
  ],
  [
    '10016',
    'Bioland-Hof Andresen',
    ['Kirchweg 6', '25923', 'Süderlügum'],
    { salutation: 'MRS', firstName: 'Wiebke', lastName: 'Andresen', phone: '04663 1890' },
    [54.87, 8.91],
    { tagIds: [BIO], operatingUnitIds: [HUSUM] },
  ],
  [
    '10017',
    'Rinderzucht Clausen',
    ['Hauptstraße 47', '25840', 'Friedrichstadt'],
    { salutation: 'MR', firstName: 'Jan', lastName: 'Clausen', phone: '04881 9902' },
    [54.375, 9.09],
  ],
  [
    '10018',
    'Agrar GbR Jessen & Thiesen',
    ['Westerfeld 3', '25813', 'Schwesing'],
    { salutation: 'MR', firstName: 'Henning', lastName: 'Jessen', phone: '04841 77120' },
    [54.505, 9.11],
    { tagIds: [GROSSKUNDE, MASCHINENRING], operatingUnitIds: [HUSUM] },
  ],
  [
    '10019',
    'Milchviehbetrieb Brodersen',
    ['Dorfstraße 2', '25885', 'Wester-Ohrstedt'],
    { salutation: 'MR', firstName: 'Arne', lastName: 'Brodersen', phone: '04847 3377' },
    [54.51, 9.2],
  ],
  [
    '10020',
    'Gut Rosenhof',
    ['Gutshof 1', '24392', 'Süderbrarup'],
    { salutation: 'MR', firstName: 'Detlev', lastName: 'Schnoor', phone: '04641 9120' },
    [54.635, 9.775],
    { tagIds: [GROSSKUNDE], operatingUnitIds: [SCHLESWIG] },
  ],
  [
    '10021',
    'Hof Jürgensen',
    ['Mühlenstraße 9', '24850', 'Schuby'],
    { salutation: 'MR', firstName: 'Torben', lastName: 'Jürgensen', phone: '04621 94410' },
    [54.515, 9.48],
    { tagIds: [MASCHINENRING], operatingUnitIds: [SCHLESWIG] },
  ],
  [
    '10022',
    'Bio-Gemüsehof Matthiesen',
    ['Norderweg 12', '24860', 'Böklund'],
    { salutation: 'MRS', firstName: 'Kerstin', lastName: 'Matthiesen', phone: '04623 1870' },
    [54.6, 9.59],
    { tagIds: [BIO], operatingUnitIds: [SCHLESWIG] },
  ],
  [
    '10023',
    'Bioenergie Tarp GmbH & Co. KG',
    ['Gewerbestraße 20', '24963', 'Tarp'],
    { salutation: 'MR', firstName: 'Björn', lastName: 'Asmussen', phone: '04638 8890' },
    [54.665, 9.4],
    { tagIds: [BIOGAS], operatingUnitIds: [SCHLESWIG] },
  ],
  [
    '10024',
    'Milchhof Sievers',
    ['Schleiweg 4', '24894', 'Tolk'],
    { salutation: 'MR', firstName: 'Claus', lastName: 'Sievers', phone: '04622 1515' },
    [54.58, 9.62],
    { operatingUnitIds: [SCHLESWIG] },
  ],
  [
    '10025',
    'Landwirtschaft Rathje',
    ['Koogchaussee 8', '25764', 'Wesselburen'],
    { salutation: 'MR', firstName: 'Dirk', lastName: 'Rathje', phone: '04833 4560' },
    [54.21, 8.93],
  ],
  [
    '10026',
    'Kohlanbau Witt',
    ['Süderstraße 40', '25709', 'Marne'],
    { salutation: 'MR', firstName: 'Karsten', lastName: 'Witt', phone: '04851 2280' },
    [53.955, 9.01],
  ],
  [
    '10027',
    'Ferienhof Hinrichs',
    ['Deichweg 3', '25826', 'St. Peter-Ording'],
    { salutation: 'MRS', firstName: 'Silke', lastName: 'Hinrichs', phone: '04863 4711' },
    null,
  ],
  [
    '10028',
    'Gemeinde Ostenfeld',
    ['Dorfstraße 50', '25872', 'Ostenfeld (Husum)'],
    { salutation: 'MR', firstName: 'Thorsten', lastName: 'Lass', phone: '04845 1010' },
    null,
    { operatingUnitIds: [HUSUM] },
  ],
  [
    '10029',
    'Schafhaltung Erichsen',
    ['Am Seedeich 1', '25899', 'Dagebüll'],
    { salutation: 'MR', firstName: 'Kai', lastName: 'Erichsen', phone: '04667 230' },
    [54.73, 8.7],
    { tagIds: [BIO] },
  ],
  [
    '10030',
    'Hof Wulf',
    ['Bahnhofstraße 19', '25836', 'Garding'],
    { salutation: 'MRS', firstName: 'Britta', lastName: 'Wulf', phone: '04862 1144' },
    null,
  ],
];

export const demoCustomers: { id: string; input: TCustomerInput }[] = rows.map(
  ([number, name, address, person, position, assignment]) => ({
    id: `demo-customer-${number}`,
    input: farm(number, name, address, person, position, assignment),
  }),
);
