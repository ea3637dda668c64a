import * as z from 'zod';
import { createLogger } from '../logger';

const logger = createLogger('storage');

/** Per object schema: the fields that must be null when absent (nullable, and absence not accepted). */
const nullWhenAbsent = new WeakMap<z.ZodObject, readonly string[]>();

const fieldsNullWhenAbsent = (schema: z.ZodObject): readonly string[] => {
  let fields = nullWhenAbsent.get(schema);
  if (!fields) {
    fields = Object.entries(schema.shape)
      .filter(([, field]) => !field.safeParse(undefined).success && field.safeParse(null).success)
      .map(([key]) => key);
    nullWhenAbsent.set(schema, fields);
  }
  return fields;
};

/**
 * Issues a stored value may have and still be read as it was stored: rules that have become stricter
 * since it was written (a length bound, a format, a refinement). A value of the wrong type is no such case.
 */
const RELAXABLE = new Set(['too_big', 'too_small', 'invalid_format', 'custom']);

/**
 * A stored item read back in its domain shape: the writes leave nulls out (withoutNulls in ./write.ts), so
 * absent nullable fields become null again; then the schema parses it, so every default (a field added
 * after the item was written) comes from the schema and nowhere else. An item written under rules that
 * have since become stricter is read as stored (the fields at fault unchecked, and a warning naming only
 * them): one old record must not make its whole list unreadable.
 */
export const parseStored = <S extends z.ZodType>(schema: S, item: object): z.output<S> => {
  if (!(schema instanceof z.ZodObject)) return z.parse(schema, item);
  const filled: Record<string, unknown> = { ...item };
  for (const key of fieldsNullWhenAbsent(schema)) filled[key] ??= null;
  const parsed = schema.safeParse(filled);
  if (parsed.success) return parsed.data;
  const { issues } = parsed.error;
  const relaxable = issues.every(
    (issue) => RELAXABLE.has(issue.code) && typeof issue.path[0] === 'string' && issue.path[0] in schema.shape,
  );
  if (!relaxable) throw parsed.error;
  const fields = [...new Set(issues.map((issue) => String(issue.path[0])))];
  logger.warn('stored item read as stored: it does not meet rules that have become stricter', { fields });
  const asStored = schema.extend(Object.fromEntries(fields.map((field) => [field, z.unknown()])));
  // Only fields whose value has the right type but breaks a newer rule are unchecked (see RELAXABLE).
  return z.parse(asStored, filled) as z.output<S>;
};
