import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { AppError, type ErrorCode } from '../../schemas/errors';
import { isRefusedInput } from './db/refused-input';
import { thrownStatusCode } from './thrown-values';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/** A JSON response from text that is already JSON. */
export const jsonTextResponse = (statusCode: number, text: string): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: JSON_HEADERS,
  body: statusCode === 204 ? '' : text,
});

/**
 * A file as the answer (a PDF, an XML): base64 as API Gateway wants binary bodies, with a download name
 * in RFC 6266 form so umlauts survive ('Rechnung Müller.pdf').
 */
export const binaryResponse = (
  statusCode: number,
  file: { contentType: string; fileName: string; bytes: Uint8Array },
): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: {
    'content-type': file.contentType,
    'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'cache-control': 'no-store',
  },
  body: Buffer.from(file.bytes).toString('base64'),
  isBase64Encoded: true,
});

export const jsonResponse = (statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 =>
  jsonTextResponse(statusCode, JSON.stringify(body));

/**
 * Errors that are not ours, mapped to what the caller can fix: middy's own (e.g. malformed JSON) carry a
 * statusCode; the database refusing the data it was given (too large, key too long) is the input's fault.
 */
const codeForForeignError = (error: unknown): ErrorCode => {
  const status = thrownStatusCode(error);
  if (status === 415 || status === 422 || status === 400) return 'LW_400_01_0002';
  if (status === 413) return 'LW_413_00_0001';
  if (isRefusedInput(error)) return 'LW_400_01_0003';
  return 'LW_500_00_0001';
};

/**
 * The one mapping from any thrown error to HTTP status + { code, message }. Only catalogue texts reach
 * the caller; internals (stack, detail) go to the log.
 */
export const errorResponse = (
  error: unknown,
  requestId: string,
  log: (status: number, detail: unknown) => void,
): APIGatewayProxyStructuredResultV2 => {
  const appError = error instanceof AppError ? error : new AppError(codeForForeignError(error), { cause: error });
  log(appError.status, appError === error ? appError.message : error);
  return jsonResponse(appError.status, { ...appError.toJSON(), requestId });
};
