import type { TEmployeeInput } from '../../../../schemas/masterdata/people-and-machines';
import { BOTH, type DemoRecord, HUSUM, SCHLESWIG } from './shared';

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

export const employees: DemoRecord[] = [
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
