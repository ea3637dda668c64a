import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { unboundedFields } from './request-bounds.test-kit';

describe('unboundedFields', () => {
  it('finds strings, arrays, records and any-values without a bound', () => {
    const schema = z.object({
      name: z.string(),
      tags: z.array(z.string().max(10)),
      extra: z.record(z.string().max(10), z.number()),
      anything: z.unknown(),
      nested: z.object({ ids: z.array(z.string()).max(5) }),
    });
    expect(unboundedFields(schema, 'body')).toEqual([
      'body.name: string without maxLength',
      'body.tags: array without maxItems',
      'body.extra: record without maxProperties',
      'body.anything: any value (unbounded)',
      'body.nested.ids[]: string without maxLength',
    ]);
  });

  it('accepts bounded fields, enums, literals, fixed-size formats and what transforms accept', () => {
    const schema = z.object({
      name: z.string().trim().max(200).optional(),
      kind: z.enum(['A', 'B']),
      flag: z.literal(true),
      day: z.iso.date(),
      amount: z.union([z.string().max(40), z.number()]).transform(String),
      ids: z.array(z.string().max(100)).max(100).default([]),
      choice: z.discriminatedUnion('type', [z.object({ type: z.literal('X'), note: z.string().max(10) })]),
    });
    expect(unboundedFields(schema, 'body')).toEqual([]);
  });

  it('sees an unbounded string behind a pipe (an e-mail without maxLength)', () => {
    expect(unboundedFields(z.object({ mail: z.string().trim().pipe(z.email()) }), 'body')).toEqual([
      'body.mail: string without maxLength',
    ]);
  });
});
