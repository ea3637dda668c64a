import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { parseStored } from './read';
import { withoutNulls } from './write';

const ZThing = z.object({
  id: z.string(),
  note: z.string().nullable(),
  country: z.string().nullable().default('DE'),
  tags: z.array(z.string()).default([]),
  nickname: z.string().optional(),
});

describe('stored items', () => {
  it('leaves nulls out when writing and reads them back as null', () => {
    const item = withoutNulls({ id: 'a', note: null, country: 'AT', tags: ['x'], nickname: undefined });
    expect(item).toEqual({ id: 'a', country: 'AT', tags: ['x'] });
    expect(parseStored(ZThing, item)).toEqual({ id: 'a', note: null, country: 'AT', tags: ['x'] });
  });

  it('takes the defaults of fields written before they existed from the schema', () => {
    expect(parseStored(ZThing, { id: 'b' })).toEqual({ id: 'b', note: null, country: 'DE', tags: [] });
  });

  it('reads an item written under rules that have since become stricter as it was stored', () => {
    const ZStricter = ZThing.extend({ id: z.string().max(3), email: z.email().optional() });
    const old = { id: 'written-before-the-bound', email: 'kein-format', tags: [] };
    expect(parseStored(ZStricter, old)).toMatchObject({ id: 'written-before-the-bound', email: 'kein-format' });
  });

  it('refuses a stored value of the wrong type: that is no stricter rule but broken data', () => {
    expect(() => parseStored(ZThing, { id: 42 })).toThrow();
    expect(() => parseStored(ZThing, { id: 'c', tags: [1] })).toThrow();
  });
});
