import { describe, expect, it } from 'vitest';
import { duplicateKeyOf, parseStrictJsonObject } from './strict-json';

describe('strict JSON', () => {
  it('reads a plain UTF-8 object', () => {
    expect(parseStrictJsonObject(Buffer.from('{"a":{"b":["x","y"]},"c":"ü"}'))).toEqual({
      ok: true,
      value: { a: { b: ['x', 'y'] }, c: 'ü' },
    });
  });

  it('refuses a BOM, invalid UTF-8, non-JSON and anything but an object', () => {
    const reasons = [
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{}')]),
      Buffer.from([0x7b, 0x22, 0xc3, 0x22, 0x3a, 0x31, 0x7d]),
      Buffer.from('{"a":'),
      Buffer.from('"text"'),
      Buffer.from('[{}]'),
      Buffer.from('null'),
      Buffer.from(''),
    ].map((bytes) => parseStrictJsonObject(bytes));
    expect(reasons.every((result) => !result.ok)).toBe(true);
  });

  it('finds a key sent twice in any object, also when escaped differently, but not across objects', () => {
    expect(duplicateKeyOf('{"a":1,"a":2}')).toBe('a');
    expect(duplicateKeyOf('{"x":{"USERNAME":"a","USERNAME":"b"}}')).toBe('USERNAME');
    expect(duplicateKeyOf('{"A":1,"\\u0041":2}')).toBe('A');
    expect(duplicateKeyOf('{"a":{"b":1},"c":{"b":2},"d":["a","a",{"a":1}]}')).toBeUndefined();
    expect(duplicateKeyOf('{"a\\"b":"a:","b":"}{\\"a\\":"}')).toBeUndefined();
    expect(parseStrictJsonObject(Buffer.from('{ "a" : 1 , "a" : 2 }'))).toEqual({ ok: false, reason: 'key a twice' });
  });
});
