import { describe, expect, it } from 'vitest';
import { plainImage } from './stream-image';

describe('plainImage', () => {
  it('reads every attribute type of a Lambda stream image', () => {
    expect(
      plainImage({
        name: { S: 'Hof' },
        count: { N: '2.5' },
        active: { BOOL: false },
        note: { NULL: true },
        address: { M: { city: { S: 'Celle' } } },
        tags: { L: [{ S: 'a' }, { N: '1' }] },
        names: { SS: ['a', 'b'] },
        numbers: { NS: ['1', '2'] },
        file: { B: 'AQ==' },
      }),
    ).toEqual({
      name: 'Hof',
      count: 2.5,
      active: false,
      note: null,
      address: { city: 'Celle' },
      tags: ['a', 1],
      names: new Set(['a', 'b']),
      numbers: new Set([1, 2]),
      file: 'AQ==',
    });
  });
});
