import type * as z from 'zod';
import type { ZCompanySettings, ZOperatingUnitInput } from '../../../schemas/api/company';
import type { TRole } from '../../../schemas/roles';
import { germanVatId } from './demo-customer-billing';

/** Fixed ids make seeding idempotent: a second `npm start` finds the demo company and leaves it alone. */
export const DEMO_COMPANY = { companyId: 'demo-lohnunternehmen-hansen', name: 'Lohnunternehmen Hansen GmbH & Co. KG' };
/** The demo company's page data (Company meta + App company, application.md §3). */
export const DEMO_COMPANY_DETAILS = {
  street: 'Marktstraße 12',
  zip: '25813',
  city: 'Husum',
  email: 'info@lohnunternehmen-hansen.de',
  phone: '04841 12345',
  website: 'https://www.lohnunternehmen-hansen.de',
};

/**
 * The demo company's global settings: projects and order requests on, campaigns off; order activity
 * presets for the driver's day. Internal work asks for the operating unit (Lars Jensen works for both)
 * and, except after a pause, for a note; drivers and temporary workers see their own work times.
 */
export const DEMO_COMPANY_SETTINGS: z.input<typeof ZCompanySettings> = {
  enableProjects: true,
  enableOrderRequests: true,
  enableCampaigns: true,
  internalActivityPresets: [
    { id: 'preset-werkstatt', name: 'Werkstatt', icon: 'build', purpose: 'USE' },
    { id: 'preset-pause', name: 'Pause', icon: 'coffee', purpose: 'PAUSE' },
    { id: 'preset-buero', name: 'Büro', icon: 'desk', purpose: 'OTHER' },
  ],
  // What a driver does inside a running order (Meine Aufträge 'Starten', switching to a pause).
  orderActivityPresets: [
    { id: 'preset-order-arbeiten', name: 'Arbeiten', icon: 'tractor', purpose: 'OTHER' },
    { id: 'preset-order-fahrt', name: 'An- und Abfahrt', icon: 'truck', purpose: 'OTHER' },
    { id: 'preset-order-pause', name: 'Pause', icon: 'coffee', purpose: 'PAUSE' },
  ],
  employeeSettings: { queryOperatingUnitForInternalWork: true },
  showNoteQueryForInternalWork: true,
  permissionSettings: { showWorkTimesForRoles: ['EMPLOYEE', 'TEMPORARY_WORKER'] },
};

/** What every demo unit prints on its receipts (issue 14 point 2): the test IBAN and creditor id of the SEPA rules. */
const demoReceiptData = {
  countryCode: 'DE',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
  creditorId: 'DE98ZZZ09999999999',
  receiptContactName: 'Jens Hansen',
  receiptFooter:
    'Lohnunternehmen Hansen GmbH & Co. KG · Sitz Husum · Amtsgericht Flensburg HRA 1234 · Geschäftsführer Jens Hansen',
} as const;

/** The demo company's operating units; the branch exports to the tax adviser. */
export const demoOperatingUnits: { id: string; input: z.input<typeof ZOperatingUnitInput> }[] = [
  {
    id: 'demo-unit-husum',
    input: {
      name: 'Hauptbetrieb Husum',
      street: 'Marktstraße 12',
      zip: '25813',
      city: 'Husum',
      email: 'husum@lohnunternehmen-hansen.de',
      ...demoReceiptData,
      phone: '04841 90900',
      vatId: germanVatId('81234567'),
      taxNumber: '17/295/12340',
    },
  },
  {
    id: 'demo-unit-schleswig',
    input: {
      name: 'Niederlassung Schleswig',
      street: 'Flensburger Straße 40',
      zip: '24837',
      city: 'Schleswig',
      email: 'schleswig@lohnunternehmen-hansen.de',
      accountingConnection: { consultantNumber: 1234567, clientNumber: 10001 },
      ...demoReceiptData,
      // The branch's own seller contact (BT-41..43): who answers for the receipts it issues.
      receiptContactName: 'Lars Jensen',
      phone: '04621 30300',
      vatId: germanVatId('81234567'),
      taxNumber: '17/295/12340',
    },
  },
];

/** Product news shown to every user (application.md §3 'Update info'). */
export const demoUpdateInfos = [
  {
    id: 'update-kunden-live',
    title: 'Kunden jetzt live',
    teaser: 'Änderungen an Kunden siehst du sofort auf allen Geräten.',
    body: 'Legt jemand aus deinem Team einen Kunden an oder ändert ihn, erscheint das sofort bei allen anderen – ohne Neuladen.',
    publishedAt: '2026-09-01T08:00:00.000Z',
  },
  {
    id: 'update-einladungen',
    title: 'Einladungen per Mail',
    teaser: 'Lade Mitarbeiter und Kunden per Mail in deinen Betrieb ein.',
    body: 'Auf der Organisation-Seite kannst du Mitarbeiter und Kunden per Mail einladen. Sie erhalten einen Link zur Registrierung.',
    publishedAt: '2026-09-15T08:00:00.000Z',
  },
  {
    id: 'update-organisation',
    title: 'Neue Organisation-Seite',
    teaser: 'Alle Personen deines Betriebs mit ihren Rollen auf einen Blick.',
    body: 'Die neue Organisation-Seite zeigt alle Personen deines Betriebs. Inhaber und Admins ändern dort Rollen und Zugänge.',
    publishedAt: '2026-10-01T08:00:00.000Z',
  },
  {
    id: 'update-mobile-app',
    title: 'Mobile App für Fahrer',
    teaser: 'Deine Fahrer erfassen Arbeitszeiten und Aufträge jetzt unterwegs.',
    body: 'Mit der mobilen App erfassen Fahrer ihre Arbeitszeiten, interne Arbeiten und Aufträge direkt auf dem Feld.',
    publishedAt: '2026-10-20T08:00:00.000Z',
  },
];

export const NEIGHBOUR_COMPANY = { companyId: 'demo-agrarservice-nord', name: 'Agrarservice Nord GmbH' };

export const DEMO_PASSWORD = 'Lohnwerk2026!';

export type DemoUser = { email: string; firstName: string; lastName: string; role: Exclude<TRole, 'NOTHING'> };

export const demoUsers: DemoUser[] = [
  { email: 'inhaber@demo.lohnwerk.de', firstName: 'Jens', lastName: 'Hansen', role: 'OWNER' },
  { email: 'admin@demo.lohnwerk.de', firstName: 'Katrin', lastName: 'Meyer', role: 'ADMIN' },
  { email: 'buchhaltung@demo.lohnwerk.de', firstName: 'Sabine', lastName: 'Petersen', role: 'ACCOUNTANT' },
  { email: 'disposition@demo.lohnwerk.de', firstName: 'Lars', lastName: 'Jensen', role: 'PLANNER' },
  { email: 'fahrer@demo.lohnwerk.de', firstName: 'Tim', lastName: 'Brandt', role: 'EMPLOYEE' },
  { email: 'aushilfe@demo.lohnwerk.de', firstName: 'Jonas', lastName: 'Lorenzen', role: 'TEMPORARY_WORKER' },
  { email: 'subunternehmer@demo.lohnwerk.de', firstName: 'Ole', lastName: 'Carstensen', role: 'SUBCONTRACTOR' },
  { email: 'kunde@demo.lohnwerk.de', firstName: 'Heinrich', lastName: 'Thomsen', role: 'CUSTOMER' },
];

/**
 * A person with an account but neither a company nor a customer link: the derived role NOTHING
 * (application.md §4), e.g. someone whose only invitation was withdrawn.
 */
export const userWithoutRole = {
  email: 'ohne-rolle@demo.lohnwerk.de',
  firstName: 'Nele',
  lastName: 'Ohnesorg',
} as const;

export const neighbourOwner: DemoUser = {
  email: 'inhaber@agrarservice-nord.de',
  firstName: 'Frauke',
  lastName: 'Albers',
  role: 'OWNER',
};

export { demoCustomers } from './demo-customers';
