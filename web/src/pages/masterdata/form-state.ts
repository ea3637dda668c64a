/** Reading and writing form values by dotted path ("pricing.pricePerUnit.tiers.0.price"), immutably. */
type Container = Record<string, unknown> | unknown[];

const keyOf = (segment: string): string | number => (/^\d+$/.test(segment) ? Number(segment) : segment);

export const getIn = (value: unknown, path: string): unknown =>
  path === ''
    ? value
    : path.split('.').reduce<unknown>((current, segment) => {
        if (current === null || typeof current !== 'object') return undefined;
        return (current as Record<string | number, unknown>)[keyOf(segment)];
      }, value);

const setAt = (container: unknown, segments: string[], next: unknown): unknown => {
  const [head, ...rest] = segments;
  if (head === undefined) return next;
  const key = keyOf(head);
  const source: Container =
    container !== null && typeof container === 'object' ? (container as Container) : typeof key === 'number' ? [] : {};
  const inner = setAt((source as Record<string | number, unknown>)[key], rest, next);
  if (Array.isArray(source)) {
    const copy = [...source];
    copy[key as number] = inner;
    return copy;
  }
  return { ...source, [key]: inner };
};

export const setIn = <T>(value: T, path: string, next: unknown): T => setAt(value, path.split('.'), next) as T;

/** A form's change function: one path, one new value. */
export type SetValue = (path: string, value: unknown) => void;

/** A typed number the German way: '' is null; text that is no number stays text (the schema says why). */
export const numberOf = (typed: string): number | string | null => {
  const raw = typed.trim().replace(',', '.');
  if (raw === '') return null;
  return Number.isNaN(Number(raw)) ? typed : Number(raw);
};
