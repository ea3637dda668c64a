import {
  FormatFactoryService,
  type Invoice,
  type InvoiceServiceOptions,
  invoiceSchema,
  type Logger,
} from '@e-invoice-eu/core';
import Ajv2019, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2019';

/**
 * `InvoiceService.generate` of `@e-invoice-eu/core`, with its input schema compiled once per format: the
 * library compiles its large Ajv schema on every call, some 70 ms of an 80 ms invoice. The steps are the
 * library's own (clone, check with the format's patched schema, fill defaults, write), through the format
 * API it exports.
 */

/** The library logs a refused input in detail; the error it throws says only 'validation failed'. */
const libraryLogger: Logger = {
  log: () => {},
  warn: () => {},
  error: (message) => console.error(`e-invoice library: ${message}`),
};

const formats = new FormatFactoryService();
const validators = new Map<string, ValidateFunction<Invoice>>();

/**
 * The item net price (BT-146) with any number of decimals. The library's schema types every amount with at
 * most 2 (`dataTypes/Amount`), but EN 16931 limits only amounts, not prices: a diesel price of 1.629 €/l
 * or a discounted net price must go out as it is, or quantity × price no longer gives the line's net
 * (PEPPOL-EN16931-R120). Amounts keep the library's 2 decimals.
 */
export const PRICE_PATTERN = '^[-+]?(0|[1-9][0-9]*)(\\.[0-9]+)?$';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema node at a path of keys, if every step is an object. */
const nodeAt = (schema: unknown, path: readonly string[]): Record<string, unknown> | undefined => {
  const node = path.reduce<unknown>((current, key) => (isRecord(current) ? current[key] : undefined), schema);
  return isRecord(node) ? node : undefined;
};

const PRICE_AMOUNT_PATH = [
  'properties',
  'ubl:Invoice',
  'properties',
  'cac:InvoiceLine',
  'items',
  'properties',
  'cac:Price',
  'properties',
  'cbc:PriceAmount',
];

/** Our patch of the library's schema: the price amount by PRICE_PATTERN instead of the 2-decimal Amount. */
export const relaxPriceAmount = (schema: unknown): void => {
  const priceAmount = nodeAt(schema, PRICE_AMOUNT_PATH);
  if (!priceAmount) throw new Error('e-invoice library schema without cac:Price/cbc:PriceAmount');
  delete priceAmount.$ref;
  priceAmount.type = 'string';
  priceAmount.pattern = PRICE_PATTERN;
};

const validatorOf = (format: string, patchSchema: (schema: typeof invoiceSchema) => unknown) => {
  const cached = validators.get(format);
  if (cached) return cached;
  const schema = structuredClone(invoiceSchema);
  patchSchema(schema);
  relaxPriceAmount(schema);
  const validator = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile<Invoice>(schema);
  validators.set(format, validator);
  return validator;
};

const describeErrors = (errors: readonly ErrorObject[] | null | undefined): string =>
  (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`).join('; ');

/** The format's service and the validator of its patched schema. */
const formatOf = (name: string) => {
  const formatter = formats.createFormatService(name, libraryLogger);
  const format = formats.normalizeFormat(name);
  return { formatter, format, validate: validatorOf(format, (schema) => formatter.patchSchema(schema)) };
};

/**
 * Why the library's schema refuses an input for a format ('/ubl:Invoice/... must match pattern ...'), or
 * undefined when it takes it: the check `generateWithLibrary` makes first, without writing anything.
 */
export const libraryRefusalOf = (input: Invoice, format: string): string | undefined => {
  const { validate } = formatOf(format);
  return validate(structuredClone(input)) ? undefined : describeErrors(validate.errors);
};

export const generateWithLibrary = async (
  input: Invoice,
  options: Omit<InvoiceServiceOptions, 'format'> & { format: string },
): Promise<string | Uint8Array> => {
  const { formatter, format, validate } = formatOf(options.format);
  const invoice = structuredClone(input);
  if (!validate(invoice)) {
    const refusal = describeErrors(validate.errors);
    libraryLogger.error(`Invalid invoice data: ${refusal}`);
    throw new Error(`e-invoice library refused the invoice data: ${refusal.slice(0, 500)}`);
  }
  formatter.fillInvoiceDefaults(invoice);
  return formatter.generate(invoice, { ...options, format });
};
