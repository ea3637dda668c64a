import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { parseClaims } from '../../../schemas/claims';
import { sampleBill, sampleCompany, sampleUnit } from '../../../schemas/receipts/receipt-document.fixtures';
import type { TRole } from '../../../schemas/roles';
import { createHttpHandler } from '../../platform/http';
import { httpTestEvent } from '../../platform/http-events.test-kit';
import { memoryReceiptRecords, memoryStorage } from '../../platform/receipt-fakes.test-kit';
import { FINALIZED_PREVIEW_NOTE, receiptPreviewRoutes } from './preview-routes';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
const ARCHIVED = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x41]);
const PDF_KEY = 'companies/hansen/receipts/rcpt-9/RE-2026-0042.pdf';
const documents = { pdfKey: PDF_KEY, xmlKey: null, eInvoiceFormat: 'ZUGFERD' as const };

const setup = (role: TRole) => {
  const draft = sampleBill({ companyId: 'hansen', status: 'DRAFT', number: null, date: null });
  const note = sampleBill({ id: 'note-1', companyId: 'hansen', type: 'DELIVERY_NOTE', status: 'DRAFT', number: null });
  const archived = sampleBill({ id: 'rcpt-9', companyId: 'hansen', documents });
  const notYetStored = sampleBill({ id: 'rcpt-10', companyId: 'hansen', number: 'RE-2026-0043' });
  // A key whose object is gone (an emulator's bucket reset) is no original either.
  const lost = sampleBill({
    id: 'rcpt-11',
    companyId: 'hansen',
    number: 'RE-2026-0044',
    documents: { ...documents, pdfKey: 'companies/hansen/receipts/rcpt-11/gone.pdf' },
  });
  const pdf = vi.fn(async () => PDF);
  const storage = memoryStorage({ [PDF_KEY]: { bytes: ARCHIVED, contentType: 'application/pdf' } }).storage;
  const routes = receiptPreviewRoutes({
    records: memoryReceiptRecords([draft, note, archived, notYetStored, lost]).records,
    context: async () => ({ company: sampleCompany(), unit: sampleUnit(), eInvoiceFormat: 'ZUGFERD' }),
    pdf,
    documents: storage,
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

const bytesOf = (response: { body?: string }) => new Uint8Array(Buffer.from(String(response.body), 'base64'));

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

  it('answers a finalized receipt’s stored file, never a second clean rendering (issue 24 point 10)', async () => {
    const { get, pdf } = setup('ACCOUNTANT');
    const response = await get('GET /invoices/receipts/bills/{receiptId}/preview', 'rcpt-9');
    expect(response.statusCode).toBe(200);
    expect(bytesOf(response)).toEqual(ARCHIVED);
    expect(String(response.headers?.['content-disposition'])).toContain('Rechnung_RE-2026-0042.pdf');
    expect(pdf).not.toHaveBeenCalled();
  });

  it('renders a finalized receipt whose file is not stored yet with the preview mark on every page', async () => {
    const { get, pdf } = setup('ACCOUNTANT');
    const response = await get('GET /invoices/receipts/bills/{receiptId}/preview', 'rcpt-10');
    expect(response.statusCode).toBe(200);
    expect(String(response.headers?.['content-disposition'])).toContain('Vorschau_Rechnung_RE-2026-0043.pdf');
    expect(pdf).toHaveBeenCalledWith(
      expect.objectContaining({ number: 'RE-2026-0043', previewNote: 'Vorschau – nicht das archivierte Original' }),
    );
    expect(FINALIZED_PREVIEW_NOTE).toBe('Vorschau – nicht das archivierte Original');
    await get('GET /invoices/receipts/bills/{receiptId}/preview', 'rcpt-11');
    expect(pdf).toHaveBeenLastCalledWith(
      expect.objectContaining({ number: 'RE-2026-0044', previewNote: FINALIZED_PREVIEW_NOTE }),
    );
  });

  it('keeps a draft without the preview note (its mark is ENTWURF)', async () => {
    const { get, pdf } = setup('ACCOUNTANT');
    await get('GET /invoices/receipts/bills/{receiptId}/preview', 'rcpt-1');
    expect(pdf).toHaveBeenCalledWith(expect.not.objectContaining({ previewNote: expect.anything() }));
  });
});
