import * as z from 'zod';

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
 * A stored item read back in its domain shape: the writes leave nulls out (withoutNulls in ./write.ts), so
 * absent nullable fields become null again; then the schema parses it, so every default (a field added
 * after the item was written) comes from the schema and nowhere else.
 */
export const parseStored = <S extends z.ZodType>(schema: S, item: object): z.output<S> => {
  if (!(schema instanceof z.ZodObject)) return z.parse(schema, item);
  const filled: Record<string, unknown> = { ...item };
  for (const key of fieldsNullWhenAbsent(schema)) filled[key] ??= null;
  return z.parse(schema, filled);
};
