import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ZDay } from '../../../schemas/masterdata/price-agreement';
import { errorPaths } from './first-error';
import { dayFromGermanText } from './german-input';
import { schemaResolver } from './schema-form';

const ZRequest = z.object({
  name: z.string().min(1, 'Bitte gib einen Namen an.'),
  from: ZDay.nullable(),
  contacts: z.array(z.object({ mail: z.email('Bitte gib eine gültige E-Mail-Adresse ein.') })),
});
type Values = { name: string; from: string | null; contacts: { mail: string }[] };

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const resolve = (values: Values) => schemaResolver<Values, typeof ZRequest>(ZRequest)(values, undefined, options);

describe('the shared schema as the form resolver', () => {
  it('hands the schema output to the submit', async () => {
    const result = await resolve({ name: 'Hof', from: '2026-08-01', contacts: [{ mail: 'a@b.de' }] });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: 'Hof', from: '2026-08-01', contacts: [{ mail: 'a@b.de' }] });
  });

  it('puts the German messages at their (nested) fields', async () => {
    const result = await resolve({ name: '', from: '31.02.2026', contacts: [{ mail: 'kein' }] });
    expect(result.errors).toMatchObject({
      name: { message: 'Bitte gib einen Namen an.' },
      from: { message: 'Bitte gib ein gültiges Datum ein.' },
      contacts: [{ mail: { message: 'Bitte gib eine gültige E-Mail-Adresse ein.' } }],
    });
    expect(errorPaths(result.errors)).toEqual(['name', 'from', 'contacts.0.mail']);
  });

  it('rejects an impossible typed date at its field instead of reading another date', async () => {
    // A date field holds the typed text when it is no day (typed-fields.tsx): the schema says why.
    const typed = '31.02.2026';
    const held = dayFromGermanText(typed) ?? typed;
    const result = await resolve({ name: 'Hof', from: held, contacts: [] });
    expect(errorPaths(result.errors)).toEqual(['from']);
  });
});
