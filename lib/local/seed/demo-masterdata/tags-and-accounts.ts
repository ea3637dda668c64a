import type * as z from 'zod';
import type { ZTagInput } from '../../../../schemas/masterdata/common';
import type { ZCostAccountInput } from '../../../../schemas/masterdata/partners';
import type { ZMachineRingInput } from '../../../../schemas/masterdata/people-and-machines';
import type { DemoRecord } from './shared';

// ---------------------------------------------------------------------------------------------------
// Tags
// ---------------------------------------------------------------------------------------------------

type TagKind = 'employeeTag' | 'resourceTag' | 'customerTag';
const tags = (kind: TagKind, rows: [id: string, name: string, color: string][]): DemoRecord[] =>
  rows.map(([id, name, color]) => ({ kind, id, input: { name, color } satisfies z.input<typeof ZTagInput> }));

export const employeeTags = tags('employeeTag', [
  ['demo-etag-fahrer', 'Fahrer', '#1565c0'],
  ['demo-etag-werkstatt', 'Werkstatt', '#6d4c41'],
  ['demo-etag-saison', 'Saison', '#f9a825'],
  ['demo-etag-buero', 'Büro', '#7b1fa2'],
]);

export const resourceTags = tags('resourceTag', [
  ['demo-rtag-saatgut', 'Saatgut', '#558b2f'],
  ['demo-rtag-duenger', 'Dünger', '#8d6e63'],
  ['demo-rtag-pflanzenschutz', 'Pflanzenschutz', '#c62828'],
  ['demo-rtag-kraftstoff', 'Kraftstoff', '#37474f'],
  ['demo-rtag-silofolie', 'Silofolie', '#00838f'],
  ['demo-rtag-ersatzteile', 'Ersatzteile', '#ef6c00'],
]);

export const customerTags = tags('customerTag', [
  ['demo-ctag-grosskunde', 'Großkunde', '#d84315'],
  ['demo-ctag-bio', 'Biobetrieb', '#2e7d32'],
  ['demo-ctag-biogas', 'Biogas', '#f57f17'],
  ['demo-ctag-maschinenring', 'Maschinenring', '#283593'],
]);

// ---------------------------------------------------------------------------------------------------
// Machine rings and cost accounts
// ---------------------------------------------------------------------------------------------------

export const machineRings: DemoRecord[] = (
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

export const costAccounts: DemoRecord[] = (
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
