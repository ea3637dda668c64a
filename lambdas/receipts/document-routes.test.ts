import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { parseClaims } from '../../schemas/claims';
import type { TReceipt } from '../../schemas/receipts/receipt';
import { sampleBill } from '../../schemas/receipts/receipt-document.fixtures';
import { createHttpHandler } from '../platform/http';
import { httpTestEvent } from '../platform/http-events.test-kit';
import { memoryReceiptRecords, memoryStorage } from '../platform/receipt-fakes.test-kit';
import { receiptDocumentRoutes } from './document-routes';

const NOW = new Date('2026-08-20T08:00:00.000Z');
const PDF_KEY = 'companies/hansen/receipts/BILL/RE-2026-0042.pdf';
const XML_KEY = 'companies/hansen/receipts/BILL/RE-2026-0042.xml';

const receipts: TReceipt[] = [
  sampleBill({ companyId: 'hansen', documents: { pdfKey: PDF_KEY, xmlKey: XML_KEY, eInvoiceFormat: 'XRECHNUNG_UBL' } }),
  sampleBill({
    id: 'zugferd',
    companyId: 'hansen',
    documents: { pdfKey: PDF_KEY, xmlKey: null, eInvoiceFormat: 'ZUGFERD' },
  }),
  sampleBill({ id: 'rendering', companyId: 'hansen' }),
  sampleBill({ id: 'draft', companyId: 'hansen', status: 'DRAFT', number: null }),
];

const setup = () => {
  const { storage } = memoryStorage();
  const routes = receiptDocumentRoutes({
    records: memoryReceiptRecords(receipts).records,
    storage,
    clock: { now: () => NOW },
  });
  const claims = parseClaims({ sub: 'u-1', iat: 1, defaultCompanyId: 'hansen', roles: '{"hansen":"ACCOUNTANT"}' });
  const handler = createHttpHandler('receipts-test', routes, {
    verifyToken: async () => claims,
    lookupMembership: async () => ({ role: 'ACCOUNTANT', active: true }),
  });
  return async (receiptId: string, query: Record<string, string> = {}) => {
    const event = httpTestEvent('GET /receipts/bills/{receiptId}/document', {
      headers: { authorization: 'Bearer t' },
      pathParameters: { receiptId },
      query,
    });
    const response = await handler(event, { awsRequestId: 'a' } as Context);
    return { status: response.statusCode, body: JSON.parse(String(response.body)) };
  };
};

describe('receipt document routes', () => {
  it('answers a presigned URL of the stored PDF, and of the XML with format=xml', async () => {
    const document = setup();
    expect(await document('rcpt-1')).toEqual({
      status: 200,
      body: {
        url: `https://files.test/${PDF_KEY}?signed`,
        fileName: 'Rechnung_RE-2026-0042.pdf',
        expiresAt: '2026-08-20T08:15:00.000Z',
      },
    });
    expect((await document('rcpt-1', { format: 'xml' })).body).toMatchObject({
      url: `https://files.test/${XML_KEY}?signed`,
      fileName: 'Rechnung_RE-2026-0042.xml',
    });
  });

  it('answers the preview route for a draft', async () => {
    expect((await setup()('draft')).body).toEqual({
      url: '/invoices/receipts/bills/draft/preview?companyId=hansen',
      fileName: 'Entwurf_Rechnung.pdf',
      expiresAt: '2026-08-20T08:15:00.000Z',
    });
  });

  it('says when the files are not there yet, when there is no XML, and when the receipt is unknown', async () => {
    const document = setup();
    expect(await document('rendering')).toMatchObject({ status: 409, body: { code: 'RCPT_409_40_0001' } });
    expect(await document('zugferd', { format: 'xml' })).toMatchObject({
      status: 404,
      body: { code: 'RCPT_404_40_0002' },
    });
    expect(await document('draft', { format: 'xml' })).toMatchObject({
      status: 404,
      body: { code: 'RCPT_404_40_0002' },
    });
    expect(await document('unknown')).toMatchObject({ status: 404, body: { code: 'RCPT_404_30_0001' } });
  });
});
