import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { UPLOAD_MAX_BYTES } from '../../../schemas/api/uploads';
import { AppError } from '../../../schemas/errors';

/** services.md §9: uploads are at most 10 MB; an e-invoice is far smaller, so this bounds the parser's work. */
export const MAX_EINVOICE_BYTES = UPLOAD_MAX_BYTES;
/** Even a thousand-line invoice stays well below this; a longer file is not an invoice worth parsing. */
export const MAX_EINVOICE_LINES = 10_000;
/**
 * UBL and CII nest a dozen levels at most; the parser itself gives up (with a plain Error, a 500 before,
 * issue 25 point 6b) past 100. So deeper XML is refused before it is parsed.
 */
export const MAX_EINVOICE_DEPTH = 64;

/** One parsed element: its children by local name, its attributes as "@_name", its text as "#text". */
export type XmlElement = { readonly [name: string]: unknown };

const isElement = (value: unknown): value is XmlElement =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The children of `node` with this local name, in document order (none for a missing node). */
export const children = (node: unknown, name: string): unknown[] => {
  if (!isElement(node) || !Object.hasOwn(node, name)) return [];
  const value = node[name];
  return Array.isArray(value) ? value : [value];
};

/** The first child with this local name along a path of local names, e.g. at(party, 'Contact', 'Name'). */
export const at = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((current, name) => children(current, name)[0], node);

/** The trimmed text of an element (with or without attributes); undefined when absent or empty. */
export const textOf = (node: unknown): string | undefined => {
  const text = isElement(node) ? node['#text'] : node;
  if (typeof text !== 'string' && typeof text !== 'number') return undefined;
  const trimmed = String(text).trim();
  return trimmed === '' ? undefined : trimmed;
};

/** The text at a path of local names. */
export const textAt = (node: unknown, ...path: string[]): string | undefined => textOf(at(node, ...path));

/** An attribute of an element, by local name. */
export const attributeOf = (node: unknown, name: string): string | undefined => {
  if (!isElement(node)) return undefined;
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
};

const newlines = (text: string): number => {
  let count = 0;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) count += 1;
  return count;
};

/**
 * Refuses, before anything is parsed, what no e-invoice needs: more than 10 MB or 10,000 lines, and a
 * DOCTYPE. Entities are declared only inside a DOCTYPE, so without one there is nothing to expand (no
 * XXE, no "billion laughs"); the five predefined entities and character references still decode.
 */
const refuseUnsafe = (xml: string): void => {
  if (Buffer.byteLength(xml, 'utf8') > MAX_EINVOICE_BYTES || newlines(xml) + 1 > MAX_EINVOICE_LINES) {
    throw new AppError('EINV_400_40_0001', { detail: `e-invoice of ${xml.length} characters` });
  }
  if (/<!DOCTYPE/i.test(xml)) throw new AppError('EINV_400_40_0002', { detail: 'DOCTYPE in e-invoice' });
};

/** Where the markup that starts at `start` ('<!--', '<![CDATA[', '<?') ends, past its closing text. */
const skipPast = (xml: string, start: number, closing: string): number => {
  const end = xml.indexOf(closing, start);
  return end === -1 ? xml.length : end + closing.length;
};

/** The end ('>') of the tag that starts at `start`, past quoted attribute values (they may hold a '>'). */
const tagEnd = (xml: string, start: number): number => {
  let quote: string | undefined;
  for (let index = start; index < xml.length; index++) {
    const char = xml[index];
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return index;
  }
  return xml.length;
};

/**
 * The deepest nesting of elements, counted in one pass without parsing: '<name …>' opens, '</name>' closes,
 * '<name …/>' does both; comments, CDATA and processing instructions are stepped over. It stops counting
 * once `limit` is passed, so a hostile file costs no more than reading it once.
 */
export const elementDepth = (xml: string, limit = Number.POSITIVE_INFINITY): number => {
  let depth = 0;
  let deepest = 0;
  for (let index = xml.indexOf('<'); index !== -1 && index < xml.length; index = xml.indexOf('<', index)) {
    if (xml.startsWith('<!--', index)) index = skipPast(xml, index + 4, '-->');
    else if (xml.startsWith('<![CDATA[', index)) index = skipPast(xml, index + 9, ']]>');
    else if (xml.startsWith('<?', index) || xml.startsWith('<!', index)) index = skipPast(xml, index + 2, '>');
    else if (xml.startsWith('</', index)) {
      depth = Math.max(0, depth - 1);
      index = skipPast(xml, index + 2, '>');
    } else {
      const end = tagEnd(xml, index + 1);
      if (xml[end - 1] !== '/') {
        depth += 1;
        deepest = Math.max(deepest, depth);
        if (deepest > limit) return deepest;
      }
      index = end + 1;
    }
  }
  return deepest;
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Producers choose their own prefixes (ubl:, cbc:, rsm:, ram: or none): names are matched by local name.
  removeNSPrefix: true,
  // Amounts, ids and codes stay text: "0721-880X" or "336.90" must not turn into numbers.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Only predefined entities and character references can occur (refuseUnsafe keeps DOCTYPEs out);
  // fast-xml-parser decodes numeric references ("M&#252;ller") only with htmlEntities on.
  processEntities: true,
  htmlEntities: true,
});

/** The document element of a well-formed XML text: its local name and content. */
export type XmlDocument = { rootName: string; root: XmlElement };

/** Parses an e-invoice's XML within the bounds above; text that is no XML document is no e-invoice. */
export const parseBoundedXml = (xml: string): XmlDocument => {
  refuseUnsafe(xml);
  if (elementDepth(xml, MAX_EINVOICE_DEPTH) > MAX_EINVOICE_DEPTH) {
    throw new AppError('EINV_400_10_0003', { detail: `XML nested deeper than ${MAX_EINVOICE_DEPTH} levels` });
  }
  if (XMLValidator.validate(xml) !== true) {
    throw new AppError('EINV_400_10_0003', { detail: 'e-invoice is not well-formed XML' });
  }
  const parsed: unknown = parser.parse(xml);
  const roots = isElement(parsed) ? Object.entries(parsed).filter(([name]) => !name.startsWith('?')) : [];
  const [first] = roots;
  if (roots.length !== 1 || !first || !isElement(first[1])) {
    throw new AppError('EINV_400_10_0003', { detail: 'no single document element' });
  }
  return { rootName: first[0], root: first[1] };
};
