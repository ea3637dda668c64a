/** Every value under a key of these names, anywhere in a value (e.g. a response body): what a role received. */
export const valuesAt = (value: unknown, names: readonly string[]): unknown[] => {
  if (Array.isArray(value)) return value.flatMap((entry) => valuesAt(entry, names));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(names.includes(key) ? [inner] : []),
    ...valuesAt(inner, names),
  ]);
};
