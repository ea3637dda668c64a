import fc from 'fast-check';
import * as z from 'zod';

type JsonSchema = z.core.JSONSchema.JSONSchema;
type JsonSchemaOrFlag = z.core.JSONSchema._JSONSchema;

/** Put into every free text the fuzz generates, so a record that was stored anyway can be found. */
export const FUZZ_MARKER = 'fuzz-7f3a';
/** The marker of bodies the fuzz sends valid on purpose (they may be stored): as long as FUZZ_MARKER. */
export const STORED_MARKER = 'fuzz-kept';

/** Generated lists and texts stay short: the bounds are probed by the hostile cases, not here. */
const MAX_GENERATED_ITEMS = 3;
const MAX_GENERATED_LENGTH = 24;

const lengthRange = (node: JsonSchema) => {
  const minLength = node.minLength ?? 0;
  return {
    minLength,
    maxLength: Math.max(minLength, Math.min(node.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH)),
  };
};

const isoDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString());

/** fast-check's addresses are RFC-valid but mostly refused by zod's practical email pattern. */
const emailAddress = fc.stringMatching(/^[a-z][a-z0-9]{0,15}@[a-z]{2,12}\.(de|com)$/);

/**
 * Fields whose input schema does not say what they check after a transform (the JSON Schema of the
 * input side has no format): mail addresses (schemas/validation.ts optionalEmail) and decimals, which
 * accept text or a number (schemas/masterdata/common.ts decimalText).
 */
const EMAIL_KEY = /^(e?mail|email[A-Z]\w*)$/;
const decimalText = fc.stringMatching(/^\d{1,4}(\.\d{1,2})?$/);
const isDecimalUnion = (node: JsonSchemaOrFlag): boolean => {
  const types =
    typeof node === 'boolean'
      ? []
      : (node.anyOf ?? []).map((alternative) => (typeof alternative === 'boolean' ? '' : alternative.type));
  return types.length === 2 && types.includes('string') && types.includes('number');
};

const stringArbitrary = (node: JsonSchema): fc.Arbitrary<string> => {
  const { minLength, maxLength } = lengthRange(node);
  if (node.format === 'date') return isoDate.map((iso) => iso.slice(0, 10));
  if (node.format === 'date-time') return isoDate;
  if (node.format === 'uuid') return fc.uuid();
  if (node.format === 'email') return emailAddress;
  if (node.pattern) {
    return fc
      .stringMatching(new RegExp(node.pattern))
      .filter((text) => text.length >= minLength && text.length <= (node.maxLength ?? Number.POSITIVE_INFINITY));
  }
  // Free text: marked where it fits, so a stored record would show where it came from.
  if (maxLength >= FUZZ_MARKER.length + 1) {
    return fc
      .string({ minLength: Math.max(0, minLength - FUZZ_MARKER.length), maxLength: maxLength - FUZZ_MARKER.length })
      .map((text) => `${FUZZ_MARKER}${text}`);
  }
  return fc.string({ minLength, maxLength });
};

const numberArbitrary = (node: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const low = typeof node.exclusiveMinimum === 'number' ? node.exclusiveMinimum + (integer ? 1 : 1e-6) : node.minimum;
  const high = typeof node.exclusiveMaximum === 'number' ? node.exclusiveMaximum - (integer ? 1 : 1e-6) : node.maximum;
  const min = Math.max(low ?? -1_000_000, -1_000_000);
  const max = Math.min(high ?? 1_000_000, 1_000_000);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
};

const objectArbitrary = (node: JsonSchema): fc.Arbitrary<Record<string, unknown>> => {
  const model = Object.fromEntries(
    Object.entries(node.properties ?? {}).map(([key, child]) => [
      key,
      EMAIL_KEY.test(key) && typeof child !== 'boolean' && child.type === 'string'
        ? emailAddress
        : arbitraryFromJson(child),
    ]),
  );
  return fc.record(model, { requiredKeys: (node.required ?? []).filter((key) => key in model) });
};

const arbitraryFromJson = (node: JsonSchemaOrFlag): fc.Arbitrary<unknown> => {
  if (typeof node === 'boolean') return fc.jsonValue({ maxDepth: 2 });
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  if (isDecimalUnion(node)) return decimalText;
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(arbitraryFromJson));
  if (Array.isArray(node.type)) return fc.oneof(...node.type.map((type) => arbitraryFromJson({ ...node, type })));
  switch (node.type) {
    case 'string':
      return stringArbitrary(node);
    case 'integer':
      return numberArbitrary(node, true);
    case 'number':
      return numberArbitrary(node, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = node.minItems ?? 0;
      const items = Array.isArray(node.items) ? node.items[0] : node.items;
      return fc.array(items === undefined ? fc.jsonValue({ maxDepth: 1 }) : arbitraryFromJson(items), {
        minLength,
        maxLength: Math.max(minLength, Math.min(node.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS)),
      });
    }
    case 'object':
      return objectArbitrary(node);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

/**
 * Values a caller could send to a zod 4 schema, derived from what it accepts (its JSON Schema for the
 * input side): types, enums, literals, lengths, patterns, formats, ranges and required keys. Valid-ish:
 * refinements across fields (an end after a start) are not known here, so some values are refused.
 */
export const arbitraryFor = (schema: z.ZodType): fc.Arbitrary<unknown> =>
  arbitraryFromJson(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));

/** The property names a schema's input names at its top level (e.g. whether a list query knows 'archived'). */
export const inputKeysOf = (schema: z.ZodType): string[] => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return Object.keys(json.properties ?? {});
};
