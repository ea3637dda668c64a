import { describe, expect, it } from 'vitest';
import { ZFieldChange, ZFieldInput } from '../../../../schemas/map-fields';
import { holeInTriangle, triangle } from './field.fixtures';
import { fieldBody, valuesOfField } from './field-values';

const shape = triangle;
const hole = holeInTriangle;

describe('field form values ⇄ API body', () => {
  const values = { ...valuesOfField(null), name: 'Deichkoppel', crop: 'Mais', cropBefore: '  ', shape, holes: [hole] };

  it('a new field: every attribute, emptied texts as null, outline and holes; the API schema takes it', () => {
    const body = fieldBody(values, null);
    expect(body).toEqual({
      name: 'Deichkoppel',
      customerId: null,
      color: '#2e7d32',
      crop: 'Mais',
      cropBefore: null,
      other: null,
      shape,
      holes: [hole],
    });
    expect(ZFieldInput.safeParse(body).success).toBe(true);
  });

  it('a change names the version it was made on; the API schema takes it', () => {
    const body = fieldBody(values, 3);
    expect(body).toMatchObject({ version: 3, holes: [hole], cropBefore: null });
    expect(ZFieldChange.safeParse(body).success).toBe(true);
  });

  it('a field without an outline is refused with the German message at shape', () => {
    const result = ZFieldInput.safeParse(fieldBody({ ...values, shape: [] }, null));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['shape']);
    expect(result.error?.issues[0]?.message).toBe('Bitte zeichne das Feld mit mindestens drei Punkten.');
  });
});
