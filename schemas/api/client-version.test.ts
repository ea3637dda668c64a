import { describe, expect, it } from 'vitest';
import { CLIENT_VERSION_HEADER, clientVersionHeaders } from './client-version';

describe('the client-version header', () => {
  it('names the version of the service a path belongs to, and nothing for services that check none', () => {
    expect(clientVersionHeaders('/structures/company/fields?archived=all')).toEqual({
      [CLIENT_VERSION_HEADER]: '0.0.1-preview',
    });
    expect(clientVersionHeaders('/structures')).toEqual({ [CLIENT_VERSION_HEADER]: '0.0.1-preview' });
    expect(clientVersionHeaders('/structuresx/y')).toEqual({});
    expect(clientVersionHeaders('/orders/orders')).toEqual({});
  });

  it('is sent to the receipts, e-invoice and mail services too (services.md §7)', () => {
    for (const path of ['/receipts/bills', '/invoices/xrechnung/create', '/mails/send']) {
      expect(clientVersionHeaders(path)).toEqual({ [CLIENT_VERSION_HEADER]: '0.0.1-preview' });
    }
  });
});
