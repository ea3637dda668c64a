/**
 * Dotted field paths with `*` for every entry of a list ('variants.*.pricing', 'tagIds.*'), the way the
 * field read rights (schemas/permissions.ts) and the reference declarations (schemas/references.ts) name
 * fields. One walker serves both: concealing fields a role may not read, and finding the ids a request
 * names. Only own keys of plain objects are followed, so a path never reaches into a prototype.
 */

/** A value found at a path, with the concrete path it stands at ('tagIds.*' -> 'tagIds.0'). */
export type FieldAt = { path: string; value: unknown };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const walk = (
  value: unknown,
  segments: readonly string[],
  at: readonly string[],
  visit: (value: unknown, path: string) => unknown,
): unknown => {
  const [segment, ...rest] = segments;
  if (segment === undefined) return visit(value, at.join('.'));
  if (segment === '*') {
    if (!Array.isArray(value)) return value;
    const entries = value.map((entry, index) => walk(entry, rest, [...at, String(index)], visit));
    return entries.every((entry, index) => Object.is(entry, value[index])) ? value : entries;
  }
  if (!isPlainObject(value) || !Object.hasOwn(value, segment)) return value;
  const inner = walk(value[segment], rest, [...at, segment], visit);
  return Object.is(inner, value[segment]) ? value : { ...value, [segment]: inner };
};

/**
 * The value with every field at `segments` replaced by what `replace` makes of it; fields that are not
 * there (an absent key, `*` on something that is not a list) stay absent. A copy where something was
 * replaced, the same value (and the same nested objects) where nothing was.
 */
export const replaceAt = (
  value: unknown,
  segments: readonly string[],
  replace: (value: unknown, path: string) => unknown,
): unknown => walk(value, segments, [], replace);

/** Every value at `segments` with its concrete path, in document order; none where the path is not there. */
export const valuesAt = (value: unknown, segments: readonly string[]): FieldAt[] => {
  const found: FieldAt[] = [];
  walk(value, segments, [], (inner, path) => {
    found.push({ path, value: inner });
    return inner;
  });
  return found;
};
