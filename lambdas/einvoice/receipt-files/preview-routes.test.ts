import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { parseClaims } from '../../../schemas/claims';
import { sampleBill, sampleCompany, sampleUnit } from '../../../schemas/receipts/receipt-document-fixtures';
import type { TRole } from '../../../schemas/roles';
import { createHttpHandler } from '../../platform/http';
import { httpTestEvent } from '../../platform/http-test-events';
import { memoryReceiptRecords } from '../../platform/receipt-fakes';
import { receiptPreviewRoutes } from './preview-routes';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);

const setup = (role: TRole) => {
  const draft = sampleBill({ companyId: 'hansen', status: 'DRAFT', number: null, date: null });
  const note = sampleBill({ id: 'note-1', companyId: 'hansen', type: 'DELIVERY_NOTE', status: 'DRAFT', number: null });
  const pdf = vi.fn(async () => PDF);
  const routes = receiptPreviewRoutes({
    records: memoryReceiptRecords([draft, note]).records,
    context: async () => ({ company: sampleCompany(), unit: sampleUnit(), eInvoiceFormat: 'ZUGFERD' }),
    pdf,
  });
  const claims = parseClaims({ sub: 'u-1', iat: 1, defaultCompanyId: 'hansen', roles: `{"hansen":"${role}"}` });
  const handler = createHttpHandler('einvoice-test', routes, {
    verifyToken: async () => claims,
    lookupMembership: async () => ({ role, active: true }),
  });
  const get = async (routeKey: string, receiptId: string) => {
    const event = httpTestEvent(routeKey, {
      headers: { authorization: 'Bearer t' },
      pathParameters: { receiptId },
    });
    return handler(event, { awsRequestId: 'a' } as Context);
  };
  return { get, pdf };
};

describe('receipt previews', () => {
  it('renders a draft bill as a PDF marked as draft', async () => {
    const { get, pdf } = setup('ACCOUNTANT');
    const response = await get('GET /invoices/receipts/bills/{receiptId}/preview', 'rcpt-1');
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['content-type']).toBe('application/pdf');
    expect(String(response.headers?.['content-disposition'])).toContain('Entwurf_Rechnung.pdf');
    expect(Buffer.from(String(response.body), 'base64')).toEqual(Buffer.from(PDF));
    expect(pdf).toHaveBeenCalledWith(expect.objectContaining({ number: null, title: 'Rechnung' }));
  });

  it('answers 404 for a receipt of another type and refuses roles without the type’s details right', async () => {
    const accountant = setup('ACCOUNTANT');
    expect((await accountant.get('GET /invoices/receipts/offers/{receiptId}/preview', 'rcpt-1')).statusCode).toBe(404);
    const employee = setup('EMPLOYEE');
    expect((await employee.get('GET /invoices/receipts/bills/{receiptId}/preview', 'rcpt-1')).statusCode).toBe(403);
    const note = await employee.get('GET /invoices/receipts/delivery-notes/{receiptId}/preview', 'note-1');
    expect(note.statusCode).toBe(200);
  });
});
