import { constants, deflateRawSync, deflateSync } from 'node:zlib';
import { PDFDocument, PDFHexString, PDFName, PDFString } from '@cantoo/pdf-lib';

/**
 * Hostile e-invoice files for the tests (issue 25 point 6): a Factur-X whose invoice attachment inflates to
 * gigabytes, and XML nested a thousand levels deep. Used by the reading tests and the fuzz suite
 * (test/integration/fuzz/); test data only, nothing of it is bundled into a handler.
 */

const MEGABYTE = 1 << 20;
const ADLER_MODULUS = 65_521;

/**
 * A zlib stream of `megabytes` MB of spaces, made without ever holding them: one megabyte deflated and
 * flushed to a byte boundary with no back-reference beyond itself, repeated, then the final block and the
 * checksum. 1,024 MB take about 1 MB: far below the upload limit, far above any memory a reader should spend.
 */
export const zlibBomb = (megabytes: number): Uint8Array => {
  const block = deflateRawSync(Buffer.alloc(MEGABYTE, 0x20), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const last = deflateRawSync(Buffer.alloc(0));
  // Adler-32 of n bytes of value v: a = 1 + n·v, b = n + v·n(n+1)/2 (mod 65521), computed without the bytes.
  const n = BigInt(megabytes) * BigInt(MEGABYTE);
  const m = BigInt(ADLER_MODULUS);
  const a = (1n + n * 0x20n) % m;
  const b = (n + (0x20n * n * (n + 1n)) / 2n) % m;
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(Number((b << 16n) | a));
  const header = deflateSync(Buffer.alloc(0)).subarray(0, 2);
  return Buffer.concat([header, ...Array.from({ length: megabytes }, () => block), last, checksum]);
};

/** XML of `depth` nested elements inside a document element of an invoice. */
export const deepXml = (depth: number, root = 'Invoice'): string =>
  `<${root}>${'<a>'.repeat(depth)}x${'</a>'.repeat(depth)}</${root}>`;

/**
 * A one-page PDF with one embedded file named `name` whose stream holds `contents` as they are, with the
 * given filters, parameters and declared size (Params /Size): what a Factur-X producer writes, or one that lies.
 */
export const pdfWithEmbeddedFile = async (
  name: string,
  contents: Uint8Array,
  options: { filter?: string | string[]; declaredSize?: number; decodeParms?: Record<string, number> } = {},
): Promise<Uint8Array> => {
  const document = await PDFDocument.create();
  document.addPage();
  const { context } = document;
  const stream = context.stream(contents, {
    Type: 'EmbeddedFile',
    ...(options.filter ? { Filter: options.filter } : {}),
    ...(options.decodeParms ? { DecodeParms: options.decodeParms } : {}),
    Params: { Size: options.declaredSize ?? contents.byteLength },
  });
  const spec = context.obj({
    Type: 'Filespec',
    F: PDFString.of(name),
    UF: PDFHexString.fromText(name),
    EF: { F: context.register(stream) },
  });
  const names = context.obj({ EmbeddedFiles: { Names: [PDFString.of(name), context.register(spec)] } });
  document.catalog.set(PDFName.of('Names'), names);
  return document.save({ useObjectStreams: false });
};
