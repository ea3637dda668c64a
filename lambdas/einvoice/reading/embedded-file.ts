import { constants, inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFString,
} from '@cantoo/pdf-lib';
import { AppError } from '../../../schemas/errors';
import { MAX_EINVOICE_BYTES } from './xml-tree';

/**
 * The files embedded in a PDF (a Factur-X / ZUGFeRD invoice's XML), read within bounds (issue 25 point
 * 6c): a 10 MB PDF may carry a stream that inflates to gigabytes, so an embedded file is refused by its
 * declared size and its stored size before it is decoded, and inflating stops at the limit.
 */

/** An embedded invoice is far below this; it is the upload limit (services.md §9). */
export const MAX_EMBEDDED_BYTES = MAX_EINVOICE_BYTES;
/** A name tree of attachments is flat or a level or two deep; deeper is no PDF of an invoice. */
const MAX_NAME_TREE_DEPTH = 8;

const tooLarge = (detail: string) => new AppError('EINV_400_40_0001', { detail });
const unreadable = (detail: string) => new AppError('EINV_400_40_0003', { detail });

const textOf = (value: unknown): string | undefined =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

/** The names of the filters of a stream, in order; undefined when its Filter entry is none of a name or names. */
const filtersOf = (stream: PDFRawStream): string[] | undefined => {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  if (filter === undefined) return [];
  if (filter instanceof PDFName) return [filter.decodeText()];
  if (!(filter instanceof PDFArray)) return undefined;
  const names = filter.asArray().map((entry) => stream.dict.context.lookup(entry));
  return names.every((name) => name instanceof PDFName) ? names.map((name) => name.decodeText()) : undefined;
};

/** Inflates a zlib stream, stopping with a refusal once it would pass `limit` bytes. */
const boundedInflate = (contents: Uint8Array, limit: number): Uint8Array => {
  try {
    // A stream cut short (some producers drop the checksum) still yields what it holds, as PDF readers do.
    return inflateSync(contents, { maxOutputLength: limit, finishFlush: constants.Z_SYNC_FLUSH });
  } catch (cause) {
    if (cause instanceof RangeError) throw tooLarge(`embedded file inflates past ${limit} bytes`);
    throw unreadable(`embedded file is no zlib stream: ${String(cause).slice(0, 200)}`);
  }
};

/**
 * The decoded bytes of an embedded file's stream, at most `limit`. FlateDecode (what Factur-X writes) is
 * inflated with a hard bound; the other filters grow a block at a time by little (hex, ASCII85, LZW,
 * run-length), so they are read up to the bound; a chain mixing Flate with others, predictors or an
 * encrypted stream are no embedded invoice we read.
 */
export const boundedFileBytes = (stream: PDFRawStream, limit = MAX_EMBEDDED_BYTES): Uint8Array => {
  const params = stream.dict.lookup(PDFName.of('Params'));
  const declared = params instanceof PDFDict ? params.lookup(PDFName.of('Size')) : undefined;
  if (declared instanceof PDFNumber && declared.asNumber() > limit) {
    throw tooLarge(`embedded file declares ${declared.asNumber()} bytes`);
  }
  const contents = stream.getContents();
  if (contents.byteLength > limit) throw tooLarge(`embedded file stores ${contents.byteLength} bytes`);
  const filters = filtersOf(stream);
  if (!filters || stream.transform || stream.dict.has(PDFName.of('DecodeParms'))) {
    throw unreadable('embedded file with filters, parameters or encryption we do not read');
  }
  if (filters.length === 0) return contents;
  if (filters.length === 1 && filters[0] === 'FlateDecode') return boundedInflate(contents, limit);
  if (filters.includes('FlateDecode')) throw unreadable(`embedded file filtered ${filters.join(', ')}`);
  const bytes = decodePDFRawStream(stream).getBytes(limit + 1);
  if (bytes.byteLength > limit) throw tooLarge(`embedded file decodes past ${limit} bytes`);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

type FileSpec = { name: string; spec: PDFDict };

/** The entries of the EmbeddedFiles name tree (its Names, and its Kids' down to a few levels). */
const namedFiles = (node: unknown, document: PDFDocument, depth = 0): FileSpec[] => {
  if (!(node instanceof PDFDict) || depth > MAX_NAME_TREE_DEPTH) return [];
  const names = node.lookup(PDFName.of('Names'));
  const own: FileSpec[] = [];
  if (names instanceof PDFArray) {
    for (let index = 0; index + 1 < names.size(); index += 2) {
      const name = textOf(names.lookup(index));
      const spec = names.lookup(index + 1);
      if (name !== undefined && spec instanceof PDFDict) own.push({ name, spec });
    }
  }
  const kids = node.lookup(PDFName.of('Kids'));
  const below =
    kids instanceof PDFArray
      ? kids.asArray().flatMap((kid) => namedFiles(document.context.lookup(kid), document, depth + 1))
      : [];
  return [...own, ...below];
};

/** The first embedded file of one of these names (compared in lower case), its bytes decoded within bounds. */
export const embeddedFile = (document: PDFDocument, fileNames: readonly string[]): Uint8Array | undefined => {
  let stream: unknown;
  try {
    const names = document.catalog.lookup(PDFName.of('Names'));
    const tree = names instanceof PDFDict ? names.lookup(PDFName.of('EmbeddedFiles')) : undefined;
    const file = namedFiles(tree, document).find(({ name }) => fileNames.includes(name.toLowerCase()));
    const files = file?.spec.lookup(PDFName.of('EF'));
    stream = files instanceof PDFDict ? files.lookup(PDFName.of('F')) : undefined;
  } catch (cause) {
    // A broken catalog or name tree (an entry of the wrong type) is the sender's PDF to fix.
    throw unreadable(`attachments not readable: ${String(cause).slice(0, 200)}`);
  }
  return stream instanceof PDFRawStream ? boundedFileBytes(stream) : undefined;
};
