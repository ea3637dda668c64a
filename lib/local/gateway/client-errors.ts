import type { ErrorCode } from '../../../schemas/errors';

/**
 * The answer to a request Node's HTTP parser refused (the server's 'clientError'), as Node itself would
 * give it but in the error model: 431 for a request line and headers over its 16 KB (maxHeaderSize, the URL
 * counts), 408 for headers that did not arrive in time, 413 for oversized chunk extensions, 400 for
 * anything else malformed. undefined: the client is gone (reset), nothing can be answered.
 */
export const refusalOfClientError = (error: NodeJS.ErrnoException): ErrorCode | undefined => {
  switch (error.code) {
    case 'ECONNRESET':
    case 'EPIPE':
      return undefined;
    case 'HPE_HEADER_OVERFLOW':
      return 'LW_431_00_0001';
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 'LW_408_00_0001';
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 'LW_413_00_0001';
    default:
      return 'LW_400_01_0002';
  }
};
