import type middy from '@middy/core';
import httpMultipartBodyParser from '@middy/http-multipart-body-parser';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { UPLOAD_MAX_BYTES, UPLOAD_PARSED_FILES } from '../../schemas/api/uploads';
import type { MultipartParser } from './http';

/**
 * Multipart form data (mails with attachments, PDFs to read), for endpoints that declare it: parsed into
 * an object the body schema checks. Limits are the uploads' (10 MB a file, services.md §5): a larger part
 * answers 413 before the route runs, another content type 415 (both mapped by the error model).
 */
const multipartBodyParser = httpMultipartBodyParser<APIGatewayProxyEventV2>({
  busboy: {
    // One file more than any route takes: the body schema refuses too many at its field (400) rather than
    // the parser dropping the rest unseen.
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_PARSED_FILES, fields: 50, fieldSize: 100_000, parts: 60 },
  },
});

export const multipartBody: MultipartParser = async (event: APIGatewayProxyEventV2, context: Context) => {
  const parsing: middy.Request<Parameters<NonNullable<typeof multipartBodyParser.before>>[0]['event']> = {
    event: { ...event, body: event.body ?? '' },
    context,
    response: undefined,
    error: undefined,
    internal: {},
  };
  await multipartBodyParser.before?.(parsing);
  return parsing.event.body;
};
