import * as z from 'zod';

type JsonSchema = z.core.JSONSchema.JSONSchema;
type JsonSchemaOrFlag = z.core.JSONSchema._JSONSchema;

/** Formats whose pattern fixes the length (an ISO date, a UUID): no maxLength needed. */
const FIXED_SIZE_FORMATS = new Set(['date', 'time', 'date-time', 'uuid']);

const hasType = (node: JsonSchema, type: z.core.JSONSchema.SchemaType): boolean =>
  Array.isArray(node.type) ? node.type.includes(type) : node.type === type;

const isAnything = (node: JsonSchema): boolean =>
  Object.keys(node).filter((key) => key !== '$schema' && key !== 'description' && key !== 'default').length === 0;

const problemsOf = (node: JsonSchemaOrFlag, path: string): string[] => {
  // `true` accepts any value, `false` none.
  if (typeof node === 'boolean') return node ? [`${path}: any value (unbounded)`] : [];
  const own: string[] = [];
  if (isAnything(node)) own.push(`${path}: any value (unbounded)`);
  if (hasType(node, 'string') && node.maxLength === undefined && node.enum === undefined && node.const === undefined) {
    if (!node.format || !FIXED_SIZE_FORMATS.has(node.format)) own.push(`${path}: string without maxLength`);
  }
  if (hasType(node, 'array') && node.maxItems === undefined && !Array.isArray(node.items)) {
    own.push(`${path}: array without maxItems`);
  }
  const { additionalProperties } = node;
  if (typeof additionalProperties === 'object' && node.maxProperties === undefined) {
    own.push(`${path}: record without maxProperties`);
  }
  const children: [JsonSchemaOrFlag, string][] = [
    ...Object.entries(node.properties ?? {}).map(([key, child]): [JsonSchemaOrFlag, string] => [
      child,
      `${path}.${key}`,
    ]),
    ...[node.items ?? []].flat().map((child): [JsonSchemaOrFlag, string] => [child, `${path}[]`]),
    ...(node.prefixItems ?? []).map((child): [JsonSchemaOrFlag, string] => [child, `${path}[]`]),
    ...(typeof additionalProperties === 'object'
      ? [[additionalProperties, `${path}{}`] satisfies [JsonSchema, string]]
      : []),
    ...[...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].map((child): [JsonSchema, string] => [
      child,
      path,
    ]),
    ...Object.entries(node.$defs ?? {}).map(([key, child]): [JsonSchema, string] => [child, `$defs.${key}`]),
  ];
  return [...own, ...children.flatMap(([child, childPath]) => problemsOf(child, childPath))];
};

/**
 * Every place in a request schema where a caller could send something without limit: a string without
 * maxLength (enums, literals and fixed-size formats are bounded by themselves), an array without
 * maxItems, a record without maxProperties, or a value of any shape. Read from the schema's JSON Schema
 * as the caller sees it (io 'input'), so defaults, transforms and pipes count as what they accept.
 */
export const unboundedFields = (schema: z.ZodType, path: string): string[] => {
  return problemsOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), path);
};
