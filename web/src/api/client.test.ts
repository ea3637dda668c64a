import { describe, expect, it } from 'vitest';
import { getCustomer, listCustomers } from '../../../schemas/api/customers';
import { MAX_RETRY_DELAY_MS, retryDelay, shouldRetry } from '../app/query-client';
import { ApiError, apiErrorFromBody, errorText } from './api-error';
import { endpointUrl, fileNameOf } from './client';

describe('api client pieces', () => {
  it('builds URLs from the endpoint definitions', () => {
    expect(endpointUrl('http://x/api', listCustomers)).toBe('http://x/api/structures/customers');
    expect(endpointUrl('http://x/api', getCustomer, { customerId: 'a/b' }, { companyId: 'c1', other: undefined })).toBe(
      'http://x/api/structures/customers/a%2Fb?companyId=c1',
    );
  });

  it('reads the file name of a binary answer, umlauts included', () => {
    expect(fileNameOf("inline; filename*=UTF-8''Entwurf_Rechnung%20M%C3%BCller.pdf")).toBe(
      'Entwurf_Rechnung Müller.pdf',
    );
    expect(fileNameOf(null)).toBe('Datei');
    expect(fileNameOf("inline; filename*=UTF-8''%E0%A4%A")).toBe('Datei');
  });

  it('shows the catalogue text of a code, and "Unbekannter Fehler." for unknown codes', () => {
    const conflict = apiErrorFromBody(409, { code: 'LW_409_00_0001', message: 'x' });
    expect(conflict.message).toBe('Der Eintrag wurde inzwischen von jemand anderem geändert. Bitte lade ihn neu.');
    expect(conflict.isConflict).toBe(true);
    expect(apiErrorFromBody(418, { code: 'NOPE_1', message: 'x' }).message).toBe('Unbekannter Fehler.');
    expect(apiErrorFromBody(500, '<html>').message).toBe('Unbekannter Fehler.');
    expect(errorText(new Error('x'))).toBe('Unbekannter Fehler.');
    const invalid = apiErrorFromBody(400, {
      code: 'LW_400_01_0001',
      message: 'x',
      issues: [{ path: 'name', message: 'Bitte gib einen Namen ein.' }],
    });
    expect(invalid.issues).toEqual([{ path: 'name', message: 'Bitte gib einen Namen ein.' }]);
  });

  it('shows a taken number at its field, not as "changed by someone else"', () => {
    const taken = apiErrorFromBody(409, {
      code: 'LW_409_02_0001',
      message: 'x',
      issues: [{ path: 'customerNumber', message: 'Diese Kundennummer ist bereits vergeben.' }],
    });
    expect(taken.isConflict).toBe(false);
    expect(taken.message).toBe('Diese Nummer ist bereits vergeben.');
    expect(apiErrorFromBody(409, { code: 'ACC_409_30_0001', message: 'x' }).isConflict).toBe(true);
  });

  it('retries 3 times with exponential delay capped at 30 s, not on client errors', () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(20)).toBe(MAX_RETRY_DELAY_MS);
    expect(shouldRetry(0, new ApiError('LW_500_00_0001', 500))).toBe(true);
    expect(shouldRetry(3, new ApiError('LW_500_00_0001', 500))).toBe(false);
    expect(shouldRetry(0, new ApiError('LW_404_02_0001', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('LW_429_00_0001', 429))).toBe(true);
  });
});
