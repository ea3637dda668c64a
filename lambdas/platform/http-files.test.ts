import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineEndpoint } from '../../schemas/api/endpoint';
import { unboundedFields } from '../../schemas/api/request-bounds.test-kit';
import { UPLOAD_MAX_BYTES, uploadedFile, uploadedFiles, ZBinaryFile } from '../../schemas/api/uploads';
import { createHttpHandler, route } from './http';
import { lambdaTestContext as context, httpTestEvent } from './http-events.test-kit';
import { multipartBody } from './http-multipart';

const uploadBody = z.object({
  note: z.string().max(100),
  pdf: uploadedFile(['application/pdf']),
  more: uploadedFiles(2),
});
const upload = defineEndpoint({
  method: 'POST',
  path: '/test/upload',
  access: { kind: 'public' },
  bodyFormat: 'multipart',
  body: uploadBody,
  response: z.object({ note: z.string(), name: z.string(), type: z.string(), size: z.number(), more: z.number() }),
});
const download = defineEndpoint({
  method: 'GET',
  path: '/test/download',
  access: { kind: 'public' },
  response: ZBinaryFile,
  responseFormat: 'binary',
});

const handler = createHttpHandler(
  'test',
  [
    route(upload, async ({ body }) => ({
      note: body.note,
      name: body.pdf.filename,
      type: body.pdf.mimetype,
      size: body.pdf.content.byteLength,
      more: body.more.length,
    })),
    route(download, async () => ({
      contentType: 'application/pdf',
      fileName: 'Rechnung Müller.pdf',
      bytes: new TextEncoder().encode('%PDF-1.7'),
    })),
  ],
  { multipart: multipartBody },
);
type Part = { name: string; value: string } | { name: string; fileName: string; type: string; bytes: Buffer };
const BOUNDARY = 'lohnwerk-test-boundary';
const multipart = (parts: Part[]) =>
  Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        'value' in part
          ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`
          : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type}\r\n\r\n`,
      ),
      ...('bytes' in part ? [part.bytes, Buffer.from('\r\n')] : []),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);

const send = async (parts: Part[], contentType = `multipart/form-data; boundary=${BOUNDARY}`) => {
  const event = httpTestEvent('POST /test/upload', {
    body: multipart(parts).toString('base64'),
    headers: { 'content-type': contentType },
  });
  const response: APIGatewayProxyStructuredResultV2 = await handler({ ...event, isBase64Encoded: true }, context);
  return { status: response.statusCode, body: JSON.parse(String(response.body)) };
};

const pdf = (bytes = Buffer.from('%PDF-1.7 test')) => ({
  name: 'pdf',
  fileName: 'Lieferschein Bäckerei.pdf',
  type: 'application/pdf',
  bytes,
});

describe('files through the http chain', () => {
  it('parses multipart form data into text and file parts the body schema checks', async () => {
    const answer = await send([{ name: 'note', value: 'Grüße' }, pdf()]);
    expect(answer).toEqual({
      status: 200,
      body: { note: 'Grüße', name: 'Lieferschein Bäckerei.pdf', type: 'application/pdf', size: 13, more: 0 },
    });
  });

  it('refuses a file of another type at its field, in German', async () => {
    const answer = await send([
      { name: 'note', value: 'x' },
      { ...pdf(), type: 'text/html' },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toContainEqual(
      expect.objectContaining({
        path: 'pdf.mimetype',
        message: 'Dieser Dateityp wird nicht unterstützt. Erlaubt sind PDF, XML, PNG und JPEG.',
      }),
    );
  });

  it('answers a file over 10 MB with 413 before any route runs', async () => {
    const answer = await send([{ name: 'note', value: 'x' }, pdf(Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1))]);
    expect(answer.status).toBe(413);
  });

  it('answers JSON sent to a multipart route with 400, not 500', async () => {
    const event = httpTestEvent('POST /test/upload', {
      body: '{"note":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    const response: APIGatewayProxyStructuredResultV2 = await handler(event, context);
    expect(response.statusCode).toBe(400);
  });

  it('answers a file as its bytes, base64 for API Gateway, with an umlaut-safe name', async () => {
    const response: APIGatewayProxyStructuredResultV2 = await handler(httpTestEvent('GET /test/download'), context);
    expect(response.isBase64Encoded).toBe(true);
    expect(Buffer.from(String(response.body), 'base64').toString()).toBe('%PDF-1.7');
    expect(response.headers?.['content-type']).toBe('application/pdf');
    expect(response.headers?.['content-disposition']).toBe("inline; filename*=UTF-8''Rechnung%20M%C3%BCller.pdf");
  });

  it('declares file parts bounded for the request-bounds registry', () => {
    expect(unboundedFields(uploadBody, 'body')).toEqual([]);
  });

  it('is not built for multipart routes without the parser, which only services with such routes carry', () => {
    expect(() =>
      createHttpHandler('test', [route(upload, async () => ({ note: '', name: '', type: '', size: 0, more: 0 }))]),
    ).toThrow('test: POST /test/upload take multipart bodies');
  });
});
