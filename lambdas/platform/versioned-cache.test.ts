import { describe, expect, it } from 'vitest';
import { createVersionedCache } from './versioned-cache';

describe('versioned cache', () => {
  it('serves the cached value while the version is unchanged and reloads when it moves', async () => {
    const cache = createVersionedCache<string>();
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await cache.get('a', 1, load)).toBe('value 1');
    expect(await cache.get('a', 1, load)).toBe('value 1');
    expect(await cache.get('a', 2, load)).toBe('value 2');
    expect(loads).toBe(2);
  });

  it('keeps keys apart and forgets the least recently used beyond its size', async () => {
    const cache = createVersionedCache<string>(2);
    await cache.get('a', 1, async () => 'a');
    await cache.get('b', 1, async () => 'b');
    await cache.get('a', 1, async () => 'never loaded');
    await cache.get('c', 1, async () => 'c');
    expect(cache.size()).toBe(2);
    expect(await cache.get('a', 1, async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', 1, async () => 'b again')).toBe('b again');
  });

  it('hands the outdated entry to the loader when the version moved', async () => {
    const cache = createVersionedCache<string[]>();
    await cache.get('a', 1, async () => ['first']);
    const seen: unknown[] = [];
    const updated = await cache.get('a', 3, async (outdated) => {
      seen.push(outdated);
      return [...(outdated?.value ?? []), 'second'];
    });
    expect(seen).toEqual([{ version: 1, value: ['first'] }]);
    expect(updated).toEqual(['first', 'second']);
    expect(await cache.get('a', 3, async () => ['never loaded'])).toEqual(['first', 'second']);
  });
});
