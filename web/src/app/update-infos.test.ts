import { describe, expect, it } from 'vitest';
import { shownUnseen, updateInfosLimit } from './update-infos';

describe('update infos', () => {
  it('shows 5 on narrow screens, else 3', () => {
    expect(updateInfosLimit(true)).toBe(5);
    expect(updateInfosLimit(false)).toBe(3);
  });

  it('marks only shown unseen ones', () => {
    expect(shownUnseen([{ id: 'a' }, { id: 'b' }], ['b', 'c'])).toEqual(['b']);
  });
});
