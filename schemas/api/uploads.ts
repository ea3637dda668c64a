import * as z from 'zod';

/**
 * Files sent as multipart form data (services.md §7: the mail and e-invoice services take them) and
 * files answered as binary bodies (a PDF). The HTTP chain parses a multipart body into an object: each
 * text part a string, each file part `{ filename, mimetype, content }`; the endpoint's body schema then
 * checks it like any JSON body, so size and type rules live in the schema, next to the other fields.
 */

/** services.md §5 'Uploads' and §9: at most 10 MB per file. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Files in one request: a receipt mail carries its PDF, its XML and a few more. */
export const UPLOAD_MAX_FILES = 5;
/**
 * Files the multipart parser reads of one request: one more than any route takes, so a request with too
 * many reaches the body schema, which refuses it at its field. The parser drops files past its own limit
 * without a word: at UPLOAD_MAX_FILES the sixth attachment of a mail went missing silently.
 */
export const UPLOAD_PARSED_FILES = UPLOAD_MAX_FILES + 1;

/** services.md §5 'Uploads': pdf, xml (application/xml or text/xml), png, jpeg. */
export const uploadContentTypes = [
  'application/pdf',
  'application/xml',
  'text/xml',
  'image/png',
  'image/jpeg',
] as const;
export type TUploadContentType = (typeof uploadContentTypes)[number];

export const uploadMessages = {
  type: 'Dieser Dateityp wird nicht unterstützt. Erlaubt sind PDF, XML, PNG und JPEG.',
  size: 'Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.',
  empty: 'Die Datei ist leer.',
  file: 'Bitte lade eine Datei hoch.',
} as const;

/** The bytes of a part, bounded for the request-bounds registry (its JSON Schema says what it takes). */
const fileContent = (maxBytes: number) =>
  z
    .custom<Uint8Array>((value) => value instanceof Uint8Array, uploadMessages.file)
    .meta({ type: 'string', format: 'binary', maxLength: maxBytes })
    .refine((bytes) => bytes.byteLength > 0, uploadMessages.empty)
    .refine((bytes) => bytes.byteLength <= maxBytes, uploadMessages.size);

/** A file part of the given types (lower-cased; a parameter like '; charset=utf-8' is dropped). */
export const uploadedFile = (
  types: readonly TUploadContentType[] = uploadContentTypes,
  maxBytes: number = UPLOAD_MAX_BYTES,
) =>
  z.object(
    {
      filename: z.string().max(255).default('datei'),
      mimetype: z
        .string()
        .max(100)
        .transform((type) => type.split(';')[0]?.trim().toLowerCase() ?? '')
        .refine((type) => types.some((allowed) => allowed === type), uploadMessages.type),
      content: fileContent(maxBytes),
    },
    { error: uploadMessages.file },
  );
export type TUploadedFile = z.output<ReturnType<typeof uploadedFile>>;

/**
 * Zero to `max` parts of one name: the chain gives one part as an object, several as a list. The count is
 * checked after the union: a list too long inside it would fail both of its branches, and the caller would
 * read 'Ungültige Eingabe' instead of how many files are possible.
 */
export const uploadedFiles = (max = UPLOAD_MAX_FILES, types?: readonly TUploadContentType[]) =>
  z
    .union([uploadedFile(types), z.array(uploadedFile(types)).max(Math.max(max, UPLOAD_PARSED_FILES))])
    .optional()
    .transform((files) => (files === undefined ? [] : Array.isArray(files) ? files : [files]))
    .refine((files) => files.length <= max, `Es sind höchstens ${max} Dateien möglich.`);

/**
 * A binary answer (a PDF, an XML file): the route returns it and the chain sends the bytes with their
 * content type and a download name, base64-encoded as API Gateway wants binary bodies.
 */
export const ZBinaryFile = z.object({
  contentType: z.string().max(100),
  fileName: z.string().max(255),
  bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});
export type TBinaryFile = z.infer<typeof ZBinaryFile>;
