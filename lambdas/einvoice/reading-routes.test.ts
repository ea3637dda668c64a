import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readXRechnung, readZugferd, visualizeXRechnung } from '../../schemas/api/einvoice-reading';
import { unboundedFields } from '../../schemas/api/request-bounds.test-kit';
import { parseClaims } from '../../schemas/claims';
import type { TRole } from '../../schemas/roles';
import { createHttpHandler } from '../platform/http';
import { lambdaTestContext as context, httpTestEvent } from '../platform/http-events.test-kit';
import { multipartBody } from '../platform/http-multipart';
import type { ObjectStorage } from '../platform/storage';
import { generatedFacturX, layoutPdf, officialSample } from './reading/sample-invoice.fixtures';
import { readingRoutes } from './reading-routes';

const OWN_KEY = 'companies/hansen/receipts/r-1/rechnung.xml';
const FOREIGN_KEY = 'companies/petersen/receipts/r-9/rechnung.xml';
const UBL = officialSample('xrechnung-testsuite/01.01a-INVOICE_ubl.xml');

/** An in-memory documents bucket that records which keys were asked for. */
const bucket = () => {
  const objects = new Map<string, Uint8Array>([
    [OWN_KEY, new TextEncoder().encode(UBL)],
    [FOREIGN_KEY, new TextEncoder().encode(UBL)],
  ]);
  const asked: string[] = [];
  const storage: ObjectStorage = {
    put: async (key, body) => {
      objects.set(key, typeof body === 'string' ? new TextEncoder().encode(body) : body);
    },
    get: async (key) => {
      asked.push(key);
      return objects.get(key);
    },
    head: async (key) => {
      asked.push(key);
      const bytes = objects.get(key);
      return bytes && { contentType: 'application/xml', size: bytes.byteLength };
    },
    delete: async (key) => {
      objects.delete(key);
    },
    uploadUrl: async () => {
      throw new Error('not used');
    },
    downloadUrl: async () => {
      throw new Error('not used');
    },
  };
  return { storage, objects, asked };
};

const BOUNDARY = 'einvoice-test-boundary';
const multipartPdf = (bytes: Uint8Array) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="pdf"; filename="rechnung.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]).toString('base64');

const setup = (role: TRole = 'ACCOUNTANT') => {
  const { storage, objects, asked } = bucket();
  const claims = parseClaims({ sub: 'u-1', iat: 1, defaultCompanyId: 'hansen', roles: `{"hansen":"${role}"}` });
  const handler = createHttpHandler('einvoice-test', readingRoutes({ storage }), {
    verifyToken: async () => claims,
    lookupMembership: async () => ({ role, active: true }),
    multipart: multipartBody,
  });
  const call = async (routeKey: string, body: string, contentType = 'application/json', base64 = false) => {
    const event = httpTestEvent(routeKey, {
      headers: { authorization: 'Bearer t', 'content-type': contentType },
      body,
    });
    const response: APIGatewayProxyStructuredResultV2 = await handler({ ...event, isBase64Encoded: base64 }, context);
    return { status: response.statusCode, body: JSON.parse(String(response.body)) };
  };
  const send = (routeKey: string, body: unknown) => call(routeKey, JSON.stringify(body));
  const sendPdf = (bytes: Uint8Array) =>
    call('POST /invoices/zugferd/read', multipartPdf(bytes), `multipart/form-data; boundary=${BOUNDARY}`, true);
  return { send, sendPdf, objects, asked };
};

beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'SILENT');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('reading e-invoices over HTTP', () => {
  it('reads a stored XRechnung of the caller’s company', async () => {
    const { send } = setup();
    const answer = await send('POST /invoices/xrechnung/read', { firebaseStoragePath: OWN_KEY });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ format: 'UBL', receiptNumber: '123456XX', dueAmount: '336.9' });
  });

  it('refuses another company’s key, and a key climbing out of its own, without asking the bucket', async () => {
    const { send, asked } = setup();
    for (const key of [
      FOREIGN_KEY,
      'companies/hansen/../petersen/receipts/r-9/rechnung.xml',
      'companies/hansen',
      // Issue 25 point 1: encoded dots, empty segments, a leading slash, and the own company's other folders.
      'companies/hansen/receipts/%2e%2e/%2e%2e/petersen/receipts/r-9/rechnung.xml',
      'companies/hansen/receipts//r-1/rechnung.xml',
      `/${OWN_KEY}`,
      'companies/hansen/toll-imports/list.csv',
    ]) {
      const read = await send('POST /invoices/xrechnung/read', { firebaseStoragePath: key });
      expect(read).toMatchObject({ status: 403, body: { code: 'LW_403_03_0001' } });
      const shown = await send('POST /invoices/xrechnung/visualize', { firebaseStoragePath: key });
      expect(shown).toMatchObject({ status: 403, body: { code: 'LW_403_03_0001' } });
    }
    expect(asked).toEqual([]);
  });

  it('answers a missing file with 404 and an oversized one with 400 before fetching it', async () => {
    const { send, objects, asked } = setup();
    const missing = await send('POST /invoices/xrechnung/read', {
      firebaseStoragePath: 'companies/hansen/receipts/x.xml',
    });
    expect(missing).toMatchObject({ status: 404, body: { code: 'LW_404_03_0001' } });
    objects.set('companies/hansen/receipts/big.xml', new Uint8Array(10 * 1024 * 1024 + 1));
    asked.length = 0;
    const big = await send('POST /invoices/xrechnung/read', {
      firebaseStoragePath: 'companies/hansen/receipts/big.xml',
    });
    expect(big).toMatchObject({ status: 400, body: { code: 'EINV_400_40_0001' } });
    expect(asked).toEqual(['companies/hansen/receipts/big.xml']);
  });

  it('shows an inline or stored e-invoice as a German HTML page', async () => {
    const { send } = setup();
    const inline = await send('POST /invoices/xrechnung/visualize', { xml: UBL });
    expect(inline.status).toBe(200);
    expect(inline.body.html).toContain('<h1>Rechnung 123456XX</h1>');
    const stored = await send('POST /invoices/xrechnung/visualize', { firebaseStoragePath: OWN_KEY });
    expect(stored.body).toEqual(inline.body);
    const notAnInvoice = await send('POST /invoices/xrechnung/visualize', { xml: '<Order/>' });
    expect(notAnInvoice).toMatchObject({ status: 400, body: { code: 'EINV_400_10_0003' } });
  });

  it('reads an uploaded ZUGFeRD PDF, and a stored one through the XRechnung route', async () => {
    const { sendPdf, send, objects } = setup();
    const pdf = await generatedFacturX(await layoutPdf(), 'Lohnunternehmen Hansen');
    const uploaded = await sendPdf(pdf);
    expect(uploaded).toMatchObject({ status: 200, body: { format: 'CII', receiptNumber: 'RE-2026-0042' } });
    objects.set('companies/hansen/receipts/r-2/rechnung.pdf', pdf);
    const stored = await send('POST /invoices/xrechnung/read', {
      firebaseStoragePath: 'companies/hansen/receipts/r-2/rechnung.pdf',
    });
    expect(stored.body).toEqual(uploaded.body);
    const broken = await sendPdf(new TextEncoder().encode('%PDF-1.7 kaputt'));
    expect(broken).toMatchObject({ status: 400, body: { code: 'EINV_400_40_0003' } });
  });

  it('is for the receipt roles: a planner is refused', async () => {
    const { send, asked } = setup('PLANNER');
    const answer = await send('POST /invoices/xrechnung/visualize', { xml: UBL });
    expect(answer.status).toBe(403);
    expect(asked).toEqual([]);
  });

  it('bounds every request field', () => {
    for (const endpoint of [readXRechnung, visualizeXRechnung, readZugferd]) {
      expect(endpoint.body && unboundedFields(endpoint.body, endpoint.path)).toEqual([]);
    }
  });
});
