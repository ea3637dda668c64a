import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseClaims } from '../../schemas/claims';
import type { TEInvoiceDocument } from '../../schemas/einvoice/document';
import { cancellationBill, creditNote, harvestBill } from '../../schemas/einvoice/document.fixtures';
import type { TRole } from '../../schemas/roles';
import { createHttpHandler } from '../platform/http';
import { httpTestEvent } from '../platform/http-events.test-kit';
import { multipartBody } from '../platform/http-multipart';
import { type EInvoiceDocuments, eInvoiceRoutes, type TReceiptReference } from './einvoice-routes';
import { embeddedInvoiceXml } from './generation/factur-x-pdf';
import { samplePdf } from './generation/sample-pdf.fixtures';

/** The routes over the HTTP chain with a fake receipts port: what the port knows is all there is. */
const setup = (receipts: Record<string, TEInvoiceDocument>, role: TRole = 'ACCOUNTANT') => {
  const asked: TReceiptReference[] = [];
  const documents: EInvoiceDocuments = {
    documentOf: async (reference) => {
      asked.push(reference);
      return receipts[reference.receiptId];
    },
  };
  const claims = parseClaims({ sub: 'u-1', iat: 1, defaultCompanyId: 'hansen', roles: `{"hansen":"${role}"}` });
  const handler = createHttpHandler('einvoice-test', eInvoiceRoutes({ documents }), {
    verifyToken: async () => claims,
    lookupMembership: async () => ({ role, active: true }),
    multipart: multipartBody,
  });
  const call = async (routeKey: string, body: string, contentType: string, base64 = false) => {
    const event = httpTestEvent(routeKey, {
      headers: { authorization: 'Bearer t', 'content-type': contentType },
      body,
    });
    const response: APIGatewayProxyStructuredResultV2 = await handler({ ...event, isBase64Encoded: base64 }, {
      awsRequestId: 'a',
    } as Context);
    return response;
  };
  const xrechnung = async (body: Record<string, unknown>) => {
    const response = await call('POST /invoices/xrechnung/create', JSON.stringify(body), 'application/json');
    return { status: response.statusCode, body: JSON.parse(String(response.body)) };
  };
  const zugferd = async (fields: Record<string, string>, pdf: Uint8Array) => {
    const response = await call(
      'POST /invoices/zugferd/create',
      multipart(fields, pdf).toString('base64'),
      `multipart/form-data; boundary=${BOUNDARY}`,
      true,
    );
    return {
      response,
      bytes: new Uint8Array(Buffer.from(String(response.body), response.isBase64Encoded ? 'base64' : 'utf8')),
    };
  };
  return { xrechnung, zugferd, asked };
};

const BOUNDARY = 'einvoice-test-boundary';
const multipart = (fields: Record<string, string>, pdf: Uint8Array) =>
  Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="pdf"; filename="Rechnung.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from(pdf),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

const request = {
  receiptType: 'BILL',
  format: 'UBL',
  receiptId: 'bill-42',
  companyId: 'hansen',
  operatingUnitId: 'unit-vechta',
};
const zugferdFields = {
  receiptType: 'BILL',
  receiptId: 'bill-42',
  companyId: 'hansen',
  operatingUnitId: 'unit-vechta',
};

beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'SILENT');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('POST /invoices/xrechnung/create', () => {
  it("answers the receipt's XRechnung as UBL or CII with its file name, asking the port for the named receipt", async () => {
    const { xrechnung, asked } = setup({ 'bill-42': harvestBill() });
    const ubl = await xrechnung(request);
    expect(ubl.status).toBe(200);
    expect(ubl.body.fileName).toBe('Rechnung_RE-2026-0042.xml');
    expect(ubl.body.xml).toContain('<cbc:ID>RE-2026-0042</cbc:ID>');
    const cii = await xrechnung({ ...request, format: 'CII' });
    expect(cii.body.xml).toContain('<rsm:CrossIndustryInvoice');
    expect(asked[0]).toEqual({
      receiptType: 'BILL',
      receiptId: 'bill-42',
      companyId: 'hansen',
      operatingUnitId: 'unit-vechta',
    });
  });

  it('names a cancellation bill as such', async () => {
    const { xrechnung } = setup({ 'storno-3': cancellationBill() });
    const answer = await xrechnung({ ...request, receiptType: 'CANCELLATION_BILL', receiptId: 'storno-3' });
    expect(answer.body.fileName).toBe('Stornorechnung_ST-2026-0003.xml');
  });

  it('refuses a body that names another company', async () => {
    const { xrechnung, asked } = setup({ 'bill-42': harvestBill() });
    expect((await xrechnung({ ...request, companyId: 'neighbour' })).status).toBe(403);
    expect(asked).toEqual([]);
  });

  it('answers 404 for a receipt the receipts service does not know', async () => {
    const answer = await setup({}).xrechnung(request);
    expect(answer).toMatchObject({ status: 404, body: { code: 'EINV_404_20_0001' } });
  });

  it('answers 400 with the first §5 problem in German and lists them all', async () => {
    const broken = { ...harvestBill(), number: '', buyer: { ...harvestBill().buyer, vatId: 'DE123' } };
    const answer = await setup({ 'bill-42': broken }).xrechnung(request);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'EINV_400_02_0001',
      message: 'Für die E-Rechnung fehlt die Rechnungsnummer.',
      issues: [
        { path: 'number', message: 'Für die E-Rechnung fehlt die Rechnungsnummer.' },
        { path: 'buyer.vatId', message: 'Die USt-IdNr. des Kunden passt nicht zum Format seines Landes.' },
      ],
    });
  });

  it('refuses a format it does not write at its field', async () => {
    const answer = await setup({}).xrechnung({ ...request, format: 'PDF' });
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toContainEqual({ path: 'format', message: 'Bitte wähle UBL oder CII.' });
  });

  it('is for owner, admin and accountant', async () => {
    expect((await setup({ 'bill-42': harvestBill() }, 'PLANNER').xrechnung(request)).status).toBe(403);
  });
});

describe('POST /invoices/zugferd/create', () => {
  it('answers the PDF as Factur-X, with the XML attached', async () => {
    const { zugferd } = setup({ 'bill-42': harvestBill() });
    const { response, bytes } = await zugferd(zugferdFields, await samplePdf());
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['content-type']).toBe('application/pdf');
    expect(response.headers?.['content-disposition']).toBe("inline; filename*=UTF-8''Rechnung_RE-2026-0042.pdf");
    expect(await embeddedInvoiceXml(bytes)).toContain('<ram:ID>RE-2026-0042</ram:ID>');
  });

  it('takes credit notes too, as type 381 (issue 24)', async () => {
    const { zugferd } = setup({ 'bill-42': creditNote() });
    const { response } = await zugferd({ ...zugferdFields, receiptType: 'CREDIT_NOTE' }, await samplePdf());
    expect(response.statusCode).toBe(200);
  });

  it('answers a PDF it cannot read with the PDF tooling failure', async () => {
    // The library reports the damaged PDF on the console before it throws.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { zugferd } = setup({ 'bill-42': harvestBill() });
    const { response } = await zugferd(zugferdFields, new TextEncoder().encode('%PDF-1.7 kaputt'));
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(String(response.body))).toMatchObject({ code: 'EINV_500_30_0001' });
  });
});
