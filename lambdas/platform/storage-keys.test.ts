import { describe, expect, it } from 'vitest';
import { AppError } from '../../schemas/errors';
import { clientKeyPrefix, isClientKeyFor, isPlainKey, requireClientKey } from './storage-keys';

const UUID = 'f3c1f1a4-7d55-4f2c-9a0e-1b2c3d4e5f60';

/** Keys that climb, hide or name another company: refused for every use (issue 25 point 1). */
const hostileKeys = (folder: string, name: string) => [
  `companies/petersen/${folder}/${name}`,
  `companies/hansen-nord/${folder}/${name}`,
  `companies/hansen/${folder}/../../petersen/${folder}/${name}`,
  `companies/hansen/${folder}/%2e%2e/%2e%2e/petersen/${folder}/${name}`,
  `companies/hansen/${folder}/%2E%2E/${name}`,
  `companies/hansen/${folder}/./${name}`,
  `companies/hansen/${folder}//${name}`,
  `companies/hansen//${folder}/${name}`,
  `/companies/hansen/${folder}/${name}`,
  `companies/hansen/${folder}/..\\..\\petersen\\${folder}\\${name}`,
  `companies/hansen/${folder}/${name}\n`,
  `companies/hansen/${folder}/`,
  'companies/hansen/',
  'companies/hansen',
  '',
];

describe('the one check of a storage key a client sends', () => {
  it('accepts the keys the server hands out, in the use’s folder of the caller’s company', () => {
    expect(isClientKeyFor('tollImport', 'hansen', `${clientKeyPrefix('tollImport', 'hansen')}${UUID}.csv`)).toBe(true);
    expect(isClientKeyFor('tollImport', 'hansen', 'companies/hansen/toll-imports/list.csv')).toBe(true);
    expect(isClientKeyFor('logo', 'c1', `companies/c1/logo/${UUID}`)).toBe(true);
    expect(isClientKeyFor('logo', 'hansen', 'companies/hansen/logo/abc')).toBe(true);
    expect(isClientKeyFor('einvoice', 'hansen', 'companies/hansen/receipts/r-1/Rechnung 42.xml')).toBe(true);
    expect(isClientKeyFor('einvoice', 'hansen', 'companies/hansen/receipts/BILL/r-1/RE-2026_0001.xml')).toBe(true);
    expect(isClientKeyFor('einvoice', 'hansen', 'companies/hansen/incoming-receipts/u-1/Rechnung.pdf')).toBe(true);
  });

  it('refuses other companies, look-alike prefixes, climbing, encoded dots, empty segments and backslashes', () => {
    const cases = [
      ['tollImport', 'toll-imports', 'list.csv'],
      ['logo', 'logo', 'abc'],
      ['einvoice', 'receipts', 'r-9/rechnung.xml'],
    ] as const;
    for (const [use, folder, name] of cases) {
      for (const key of hostileKeys(folder, name))
        expect(isClientKeyFor(use, 'hansen', key), `${use}: ${key}`).toBe(false);
    }
  });

  it('refuses a key of the own company in another use’s folder', () => {
    expect(isClientKeyFor('tollImport', 'hansen', 'companies/hansen/receipts/BILL/r-1/RE-1.xml')).toBe(false);
    expect(isClientKeyFor('logo', 'hansen', 'companies/hansen/toll-imports/list.csv')).toBe(false);
    expect(isClientKeyFor('einvoice', 'hansen', 'companies/hansen/logo/abc')).toBe(false);
    expect(isClientKeyFor('einvoice', 'hansen', 'companies/hansen/x.xml')).toBe(false);
  });

  it('takes a logo key only as its prefix and one id, a toll key only as one id.csv', () => {
    // The assertions of the former isLogoKeyOf (structures domain), now of the one check.
    expect(isClientKeyFor('logo', 'c1', 'companies/c2/logo/a1')).toBe(false);
    expect(isClientKeyFor('logo', 'c1', 'companies/c1/receipts/a1')).toBe(false);
    expect(isClientKeyFor('logo', 'c1', 'companies/c1/logo/')).toBe(false);
    expect(isClientKeyFor('logo', 'c1', 'companies/c1/logo/../../c2/logo/a1')).toBe(false);
    expect(isClientKeyFor('logo', 'c1', 'companies/c1/logo/a1/b2')).toBe(false);
    // A company id that merely starts like another's does not share its folder.
    expect(isClientKeyFor('logo', 'c1', 'companies/c10/logo/a1')).toBe(false);
    expect(isClientKeyFor('tollImport', 'c1', 'companies/c1/toll-imports/sub/list.csv')).toBe(false);
    expect(isClientKeyFor('tollImport', 'c1', 'companies/c1/toll-imports/list.txt')).toBe(false);
  });

  it('refuses with the use’s German 4xx code', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof AppError ? error.code : String(error);
      }
      return 'accepted';
    };
    const climbing = 'companies/hansen/toll-imports/../../petersen/toll-imports/x.csv';
    expect(refusal(() => requireClientKey('tollImport', 'hansen', climbing))).toBe('LW_403_37_0001');
    expect(refusal(() => requireClientKey('logo', 'hansen', 'companies/petersen/logo/a'))).toBe('LW_403_03_0001');
    expect(refusal(() => requireClientKey('einvoice', 'hansen', 'companies/petersen/receipts/a.xml'))).toBe(
      'LW_403_03_0001',
    );
    expect(requireClientKey('logo', 'hansen', 'companies/hansen/logo/a')).toBe('companies/hansen/logo/a');
  });
});

describe('plain keys (what the storage port lets through)', () => {
  it('takes the server’s keys, spaces and umlauts included', () => {
    for (const key of ['companies/c1/receipts/BILL/r-1/RE 1.pdf', 'companies/c1/mails/m-1/1', 'companies/c1/logo/Ä']) {
      expect(isPlainKey(key), key).toBe(true);
    }
  });

  it('refuses climbing, empty segments, a leading slash, backslashes and control characters', () => {
    for (const key of ['a/../b', 'a/./b', 'a//b', '/a/b', 'a/', 'a\\..\\b', 'a/b\u0000', '..', '']) {
      expect(isPlainKey(key), key).toBe(false);
    }
  });
});
