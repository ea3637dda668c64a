import type { TOrderStatus } from '../../../../schemas/order-enums';
import type { TOrderShelf } from '../../../../schemas/orders/order';
import { DEMO_PROJECT_ID } from '../demo-masterdata/projects';

/**
 * The demo contractor's orders beyond the drivers' 'Meine Aufträge' (demo-work.ts): the office's season
 * of the last five weeks and the next days, in every status, for several customers, machines, services and
 * drivers. Days are counted in weekdays from the seed day (-1: the weekday before), planned times are German
 * wall clocks. Tim Brandt and Jonas Lorenzen (the demo logins) have only finished orders, and only before
 * the ten weekdays of internal work demo-work.ts gives them, so their day and 'Meine Aufträge' stay as the
 * tests know them.
 */
export type DemoOrderPlan = {
  key: string;
  status: TOrderStatus;
  /** Employee key (`demo-employee-<key>`); null: a draft nobody is to do yet. */
  employee: string | null;
  /** Service key (`demo-service-<key>`). */
  service: string;
  /** Machine keys (`demo-machine-<key>`). */
  machines: string[];
  /** Customer number (`demo-customer-<number>`). */
  customer: string;
  unit: 'husum' | 'schleswig';
  day: number;
  from: string;
  to: string;
  /** The size of the field worked, in hectares. */
  areaHa: number;
  shelf?: TOrderShelf;
  note?: string;
  /** Its role in the demo campaign (lib/local/seed/demo-campaigns.ts), when it is a link of that chain. */
  campaignRole?: string;
  /** The demo project the order belongs to. */
  projectId?: string;
};

const TIM = 'tim-brandt';
const JONAS = 'jonas-lorenzen';
const HAUKE = 'hauke-feddersen';
const FRERK = 'frerk-ingwersen';
const NILS = 'nils-christiansen';
const MALTE = 'malte-boysen';

const HAECKSLER = ['jaguar-960'];
const HAECKSLER_SL = ['jaguar-870'];
const ABFAHRER = ['fendt-942', 'krampe-bandit'];
const PFLUG = ['jd-6r250', 'lemken-juwel'];
const GRUBBER = ['jd-6r250', 'horsch-terrano'];
const GUELLE = ['holmer-terra-variant'];
const SPRITZE = ['fendt-724', 'amazone-ux'];
const PRESSE = ['fendt-942', 'krone-comprima'];
const WICKLER = ['mchale-991'];

type Row = [
  key: string,
  status: TOrderStatus,
  employee: string | null,
  service: string,
  machines: string[],
  customer: string,
  unit: DemoOrderPlan['unit'],
  day: number,
  hours: `${string}-${string}`,
  areaHa: number,
  extra?: Pick<DemoOrderPlan, 'shelf' | 'note' | 'campaignRole' | 'projectId'>,
];

const rows: Row[] = [
  // Billed: the oldest work, two of them already in the archive.
  [
    'gras-thomsen-herbst',
    'BILLED',
    HAUKE,
    'gras-haeckseln',
    HAECKSLER,
    '10001',
    'husum',
    -27,
    '08:00-15:00',
    16.4,
    { shelf: 'ARCHIVED' },
  ],
  [
    'guelle-claussen',
    'BILLED',
    TIM,
    'guelle',
    GUELLE,
    '10003',
    'husum',
    -26,
    '07:00-14:00',
    12.8,
    { shelf: 'ARCHIVED' },
  ],
  ['pfluegen-jacobsen', 'BILLED', NILS, 'pfluegen', PFLUG, '10010', 'schleswig', -25, '07:30-16:00', 7.9],
  ['maehdrusch-ingwersen', 'BILLED', HAUKE, 'maehdrusch', ['lexion-760'], '10013', 'husum', -24, '10:00-19:00', 21.5],
  ['rundballen-nissen', 'BILLED', FRERK, 'rundballen', PRESSE, '10002', 'husum', -23, '11:00-17:00', 8.6],
  [
    'maislegen-thomsen',
    'BILLED',
    JONAS,
    'maislegen',
    ['fendt-724', 'horsch-maestro'],
    '10001',
    'husum',
    -22,
    '07:00-15:00',
    11.2,
  ],
  // Done in the last weeks: ready to be billed.
  [
    'mais-thomsen',
    'DONE',
    HAUKE,
    'mais-haeckseln',
    HAECKSLER,
    '10001',
    'husum',
    -20,
    '07:00-16:00',
    14.2,
    { note: 'Silo an der Biogasanlage, Abfahrer vom Betrieb.', projectId: DEMO_PROJECT_ID },
  ],
  [
    'abfahrer-thomsen',
    'DONE',
    FRERK,
    'abfahrer',
    ABFAHRER,
    '10001',
    'husum',
    -20,
    '07:00-13:00',
    14.2,
    { projectId: DEMO_PROJECT_ID },
  ],
  ['guelle-nissen', 'DONE', TIM, 'guelle', GUELLE, '10002', 'husum', -19, '07:00-12:00', 9.5],
  ['mais-claussen', 'DONE', HAUKE, 'mais-haeckseln', HAECKSLER, '10003', 'husum', -19, '06:30-17:00', 19.5],
  ['abfahrer-claussen', 'DONE', FRERK, 'abfahrer', ABFAHRER, '10003', 'husum', -19, '06:30-14:30', 19.5],
  ['mais-rantzau', 'DONE', MALTE, 'mais-haeckseln', HAECKSLER_SL, '10004', 'schleswig', -18, '07:00-16:00', 18.3],
  ['pfluegen-petersen', 'DONE', NILS, 'pfluegen', PFLUG, '10005', 'schleswig', -18, '07:30-15:30', 8.4],
  ['gras-feddersen', 'DONE', TIM, 'gras-haeckseln', HAECKSLER, '10014', 'husum', -17, '09:00-15:00', 12.6],
  ['guelle-brodersen', 'DONE', JONAS, 'guelle', GUELLE, '10019', 'husum', -16, '07:30-12:30', 7.2],
  ['maehdrusch-jessen', 'DONE', HAUKE, 'maehdrusch', ['lexion-760'], '10018', 'husum', -16, '10:00-19:00', 23.7],
  ['grubbern-rantzau', 'DONE', MALTE, 'grubbern', GRUBBER, '10004', 'schleswig', -15, '07:00-15:00', 18.6],
  ['rundballen-boysen', 'DONE', FRERK, 'rundballen', PRESSE, '10015', 'husum', -14, '11:00-17:00', 9.1],
  ['wickeln-boysen', 'DONE', JONAS, 'wickeln', WICKLER, '10015', 'husum', -14, '12:30-17:30', 9.1],
  ['maehen-clausen', 'DONE', TIM, 'maehen', ['fendt-942', 'krone-easycut'], '10017', 'husum', -13, '08:00-13:00', 15.3],
  ['pflanzenschutz-jacobsen', 'DONE', FRERK, 'pflanzenschutz', SPRITZE, '10010', 'husum', -12, '07:00-11:00', 26.0],
  ['grubbern-juergensen', 'DONE', NILS, 'grubbern', GRUBBER, '10021', 'schleswig', -11, '07:00-14:00', 13.5],
  ['mist-lueders', 'DONE', FRERK, 'mist', ['fendt-724', 'bergmann-tsw'], '10006', 'husum', -10, '07:30-14:30', 5.5],
  ['guelle-mommsen', 'DONE', HAUKE, 'guelle', GUELLE, '10007', 'husum', -9, '07:00-13:00', 11.0],
  ['grubbern-matthiesen', 'DONE', MALTE, 'grubbern', GRUBBER, '10022', 'schleswig', -8, '07:30-13:30', 10.2],
  ['pfluegen-asmussen', 'DONE', NILS, 'pfluegen', PFLUG, '10023', 'schleswig', -7, '07:00-15:00', 11.5],
  [
    'schwaden-andresen',
    'DONE',
    HAUKE,
    'schwaden',
    ['fendt-724', 'krone-swadro'],
    '10016',
    'husum',
    -6,
    '10:00-14:00',
    12.0,
  ],
  ['pflanzenschutz-jessen', 'DONE', FRERK, 'pflanzenschutz', SPRITZE, '10018', 'husum', -5, '07:00-11:30', 29.5],
  ['guelle-feddersen', 'DONE', HAUKE, 'guelle', GUELLE, '10014', 'husum', -4, '07:00-13:00', 10.6],
  ['grubbern-sievers', 'DONE', MALTE, 'grubbern', GRUBBER, '10024', 'schleswig', -3, '07:00-13:00', 12.4],
  ['pfluegen-paulsen', 'DONE', NILS, 'pfluegen', PFLUG, '10009', 'schleswig', -2, '07:00-16:00', 9.8],
  // Begun and interrupted (no open run): the driver continues another day.
  [
    'mais-ingwersen',
    'IN_PROGRESS',
    HAUKE,
    'mais-haeckseln',
    HAECKSLER,
    '10013',
    'husum',
    -1,
    '07:00-18:00',
    29.6,
    { note: 'Zwei Tage eingeplant, Silo Osterweg.' },
  ],
  ['pfluegen-schnoor', 'IN_PROGRESS', NILS, 'pfluegen', PFLUG, '10020', 'schleswig', -1, '07:00-17:00', 17.2],
  ['grubbern-asmussen', 'IN_PROGRESS', MALTE, 'grubbern', GRUBBER, '10023', 'schleswig', -1, '07:30-15:30', 21.4],
  // Assigned for the next days.
  ['pfluegen-ketelsen', 'ASSIGNED', MALTE, 'pfluegen', PFLUG, '10008', 'schleswig', 0, '12:00-17:00', 6.3],
  ['mist-lueders-2', 'ASSIGNED', FRERK, 'mist', ['fendt-724', 'bergmann-tsw'], '10006', 'husum', 1, '07:30-13:00', 6.8],
  ['pfluegen-sievers', 'ASSIGNED', NILS, 'pfluegen', PFLUG, '10024', 'schleswig', 1, '07:00-16:00', 12.4],
  [
    'winterdienst-viol',
    'ASSIGNED',
    HAUKE,
    'winterdienst',
    ['fendt-724'],
    '10011',
    'husum',
    2,
    '05:00-09:00',
    0,
    { note: 'Nur bei Glätte: Hauptstraße, Schulweg und Bauhof.' },
  ],
  ['grubbern-juergensen-2', 'ASSIGNED', MALTE, 'grubbern', GRUBBER, '10021', 'schleswig', 3, '07:00-14:00', 9.4],
  ['guelle-mommsen-2', 'ASSIGNED', HAUKE, 'guelle', GUELLE, '10007', 'husum', 4, '07:00-12:00', 8.2],
  // The maize harvest of the biogas plant as a chain (the demo campaign): chopper, haulers, silo.
  [
    'kette-mais-claussen-haeckseln',
    'ASSIGNED',
    HAUKE,
    'mais-haeckseln',
    HAECKSLER,
    '10003',
    'husum',
    8,
    '07:00-17:00',
    19.5,
    { campaignRole: 'Häckseln' },
  ],
  [
    'kette-mais-claussen-abfahren',
    'ASSIGNED',
    FRERK,
    'abfahrer',
    ABFAHRER,
    '10003',
    'husum',
    8,
    '07:00-17:30',
    19.5,
    { campaignRole: 'Abfahren' },
  ],
  [
    'kette-mais-claussen-silo',
    'DRAFT',
    null,
    'abfahrer',
    ['volvo-l70h'],
    '10003',
    'husum',
    8,
    '08:00-18:00',
    0,
    { campaignRole: 'Silo' },
  ],
  // Drafts: planned, some still without driver; one thrown away.
  [
    'mist-wulf',
    'DRAFT',
    null,
    'mist',
    ['fendt-724', 'bergmann-tsw'],
    '10030',
    'husum',
    3,
    '08:00-14:00',
    0,
    { note: 'Menge noch offen, Frau Wulf ruft an.' },
  ],
  ['winterdienst-ostenfeld', 'DRAFT', null, 'winterdienst', ['fendt-724'], '10028', 'husum', 5, '05:00-09:00', 0],
  ['pflanzenschutz-nissen', 'DRAFT', FRERK, 'pflanzenschutz', SPRITZE, '10002', 'husum', 6, '07:00-12:00', 0],
  [
    'grubbern-paulsen',
    'DRAFT',
    null,
    'grubbern',
    GRUBBER,
    '10009',
    'schleswig',
    7,
    '07:00-13:00',
    0,
    { shelf: 'TRASHED' },
  ],
];

export const demoOrderPlans: DemoOrderPlan[] = rows.map(
  ([key, status, employee, service, machines, customer, unit, day, hours, areaHa, extra]) => {
    const [from = '', to = ''] = hours.split('-');
    return { key, status, employee, service, machines, customer, unit, day, from, to, areaHa, ...extra };
  },
);
