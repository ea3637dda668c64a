import { describe, expect, it } from 'vitest';
import { MAX_SEEN_UPDATE_INFOS, unseenUpdateInfoIds, withSeen } from './update-infos';

describe('update infos', () => {
  it('counts every listed update info the user has not marked as unseen', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(unseenUpdateInfoIds(items, [])).toEqual(['a', 'b', 'c']);
    expect(unseenUpdateInfoIds(items, ['b', 'x'])).toEqual(['a', 'c']);
  });

  it('adds marks without duplicates and keeps the list bounded', () => {
    expect(withSeen(['a', 'b'], ['b', 'c', 'c'])).toEqual(['a', 'b', 'c']);
    const many = Array.from({ length: MAX_SEEN_UPDATE_INFOS }, (_, index) => `old-${index}`);
    const marked = withSeen(many, ['new']);
    expect(marked).toHaveLength(MAX_SEEN_UPDATE_INFOS);
    expect(marked.at(-1)).toBe('new');
    expect(marked).not.toContain('old-0');
  });
});
