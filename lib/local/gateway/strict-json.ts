/**
 * JSON read the one way every reader reads it. Readers differ where JSON is loose: one strips a UTF-8
 * byte order mark, another refuses it; one decodes UTF-16 when a charset says so; with a key twice, one
 * takes the first, another the last. A check that reads a body differently from the service behind it
 * can be passed by (issue 25 point 3: a BOM made the sign-in throttle skip what cognito-local accepted),
 * so bodies a proxy checks are parsed strictly here and refused when they are not plain.
 */
export type StrictJson = { ok: true; value: Record<string, unknown> } | { ok: false; reason: string };

const BOM = [0xef, 0xbb, 0xbf];
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The first key that appears twice in one object of the (valid) JSON text, if any. */
export const duplicateKeyOf = (text: string): string | undefined => {
  // One set of keys per open object; arrays push null so their strings are not taken for keys.
  const open: (Set<string> | null)[] = [];
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '{') open.push(new Set());
    else if (char === '[') open.push(null);
    else if (char === '}' || char === ']') open.pop();
    else if (char === '"') {
      let end = index + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const literal = text.slice(index, end + 1);
      index = end;
      let next = end + 1;
      while (/\s/.test(text[next] ?? '')) next++;
      const keys = open.at(-1);
      if (text[next] !== ':' || !keys) continue;
      const key = JSON.parse(literal) as string;
      if (keys.has(key)) return key;
      keys.add(key);
    }
  }
  return undefined;
};

/** A JSON object from UTF-8 bytes without BOM, invalid sequences or repeated keys; anything else refused. */
export const parseStrictJsonObject = (bytes: Buffer): StrictJson => {
  if (BOM.every((byte, index) => bytes[index] === byte)) return { ok: false, reason: 'byte order mark' };
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, reason: 'not UTF-8' };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, reason: 'no object' };
  const duplicate = duplicateKeyOf(text);
  if (duplicate !== undefined) return { ok: false, reason: `key ${duplicate} twice` };
  return { ok: true, value: value as Record<string, unknown> };
};
