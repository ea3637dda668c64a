import { describe, expect, it } from 'vitest';
import { batchGetAll } from './batch-get';

describe('batchGetAll', () => {
  it('reads the keys a batch left unprocessed again', async () => {
    const calls: number[][] = [];
    const found = await batchGetAll([1, 2, 3], async (keys) => {
      calls.push(keys);
      // The first answer leaves the last key unprocessed, as DynamoDB does under throttling.
      return calls.length === 1
        ? { data: keys.slice(0, 2), unprocessed: keys.slice(2) }
        : { data: keys, unprocessed: [] };
    });
    expect(found).toEqual([1, 2, 3]);
    expect(calls).toEqual([[1, 2, 3], [3]]);
  });

  it('gives up after four reads instead of looping forever, with an error rather than a shorter answer', async () => {
    let reads = 0;
    const read = batchGetAll(['a'], async (keys) => {
      reads++;
      return { data: [], unprocessed: keys };
    });
    await expect(read).rejects.toThrow('batch read left 1 keys unprocessed');
    expect(reads).toBe(4);
  });
});
