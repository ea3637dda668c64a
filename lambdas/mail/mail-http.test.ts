import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { mailEndpoints } from '../../schemas/api/mails';
import { UPLOAD_MAX_FILES } from '../../schemas/api/uploads';
import { parseClaims } from '../../schemas/claims';
import { companyFromItem } from '../platform/company-store';
import { createHttpHandler } from '../platform/http';
import { lambdaTestContext as context, httpTestEvent } from '../platform/http-events.test-kit';
import { multipartBody } from '../platform/http-multipart';
import { memoryMailAddressBook, memoryMailLedger } from '../platform/mail-fakes.test-kit';
import type { TMailMessage } from '../platform/mail-queue';
import type { ObjectStorage } from '../platform/storage';
import { mailRoutes } from './mail-routes';

/** A mail through the whole HTTP chain as the web app sends it: parameters in the query, text and files as parts. */

const company = companyFromItem({
  companyId: 'c1',
  name: 'Lohnbetrieb Hansen',
  email: 'buero@hansen.de',
  addOns: { bookkeeping: true },
  createdAt: '2026-01-01T00:00:00Z',
});

const setup = () => {
  const queued: TMailMessage[] = [];
  const stored: string[] = [];
  const files: ObjectStorage = {
    put: async (key) => void stored.push(key),
    get: async () => undefined,
    head: async () => undefined,
    delete: async () => {},
    uploadUrl: async () => ({ url: '', method: 'PUT', headers: {}, expiresAt: new Date(0) }),
    downloadUrl: async () => ({ url: '', expiresAt: new Date(0) }),
  };
  let id = 0;
  const routes = mailRoutes({
    companies: { get: async (companyId) => (companyId === 'c1' ? company : undefined), replace: async () => {} },
    units: { get: async () => undefined },
    contacts: async () => undefined,
    addresses: memoryMailAddressBook({ c1: { office: ['buero@hansen.de'], contacts: ['jensen@hof.de'] } }),
    ledger: memoryMailLedger(),
    queue: { enqueue: async (message) => void queued.push(message) },
    files,
    ids: { newId: () => `mail-${++id}` },
    clock: { now: () => new Date('2026-08-20T08:00:00Z') },
    userName: async () => 'Sabine Petersen',
  });
  const claims = parseClaims({ sub: 'u-1', iat: 1, defaultCompanyId: 'c1', roles: '{"c1":"ACCOUNTANT"}' });
  const handler = createHttpHandler('mail-test', routes, {
    verifyToken: async () => claims,
    lookupMembership: async () => ({ role: 'ACCOUNTANT', active: true }),
    multipart: multipartBody,
  });
  return { queued, stored, handler };
};

const BOUNDARY = 'lohnwerk-mail-boundary';

/** The form as a browser sends it: the text, then `count` PDFs under the one name 'files'. */
const form = (count: number) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="text"\r\n\r\nAnbei.\r\n`),
    ...Array.from({ length: count }, (_, index) =>
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="Beleg ${index + 1}.pdf"\r\n` +
          `Content-Type: application/pdf\r\n\r\n%PDF-1.7 ${index + 1}\r\n`,
      ),
    ),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);

const sendWithFiles = async (handler: ReturnType<typeof setup>['handler'], count: number) => {
  const event = httpTestEvent(`POST ${mailEndpoints.sendMail.path}`, {
    headers: { authorization: 'Bearer t', 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    query: { subject: 'Belege', recipients: 'jensen@hof.de' },
    body: form(count).toString('base64'),
  });
  const response: APIGatewayProxyStructuredResultV2 = await handler({ ...event, isBase64Encoded: true }, context);
  return { status: response.statusCode, body: JSON.parse(String(response.body)) };
};

describe('a mail with files through the HTTP chain', () => {
  it(`carries up to ${UPLOAD_MAX_FILES} files, each one stored and attached`, async () => {
    const { handler, queued, stored } = setup();
    expect((await sendWithFiles(handler, UPLOAD_MAX_FILES)).status).toBe(202);
    expect(stored).toHaveLength(UPLOAD_MAX_FILES);
    expect(queued[0]?.attachments?.map((file) => file.fileName).sort()).toEqual(
      Array.from({ length: UPLOAD_MAX_FILES }, (_, index) => `Beleg ${index + 1}.pdf`),
    );
  });

  it('refuses one file more at its field, in German, instead of dropping it silently', async () => {
    const { handler, queued, stored } = setup();
    const answer = await sendWithFiles(handler, UPLOAD_MAX_FILES + 1);
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([{ path: 'files', message: 'Es sind höchstens 5 Dateien möglich.' }]);
    expect([queued, stored]).toEqual([[], []]);
    // Far more files are refused alike (the parser reads one past the limit, the schema refuses).
    expect((await sendWithFiles(handler, 12)).status).toBe(400);
  });
});
