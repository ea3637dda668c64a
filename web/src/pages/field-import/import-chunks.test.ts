import { describe, expect, it } from 'vitest';
import { chunksOf, progressOf, sendChunks } from './import-chunks';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('import chunks', () => {
  it('splits items into chunks of at most the given size, in order', () => {
    expect(chunksOf(numbers(23), 10).map((chunk) => chunk.items.length)).toEqual([10, 10, 3]);
    expect(chunksOf(numbers(23), 10).flatMap((chunk) => chunk.items)).toEqual(numbers(23));
    expect(chunksOf([], 10)).toEqual([]);
  });

  it('keeps a failed chunk with its error, goes on, and on retry sends only what failed', async () => {
    const sent: number[][] = [];
    let failNext = true;
    const send = async (items: number[]) => {
      sent.push(items);
      if (items[0] === 11 && failNext) {
        failNext = false;
        throw new Error('Zeitüberschreitung');
      }
    };
    const describe = (error: unknown) => (error instanceof Error ? error.message : '?');
    const reports: number[] = [];
    const onChange = (chunks: Parameters<typeof progressOf>[0]) => reports.push(progressOf(chunks).done);

    const first = await sendChunks(chunksOf(numbers(25), 10), send, describe, onChange);
    expect(first.map(({ status, error }) => [status, error])).toEqual([
      ['done', null],
      ['failed', 'Zeitüberschreitung'],
      ['done', null],
    ]);
    expect(progressOf(first)).toEqual({ done: 15, failed: 10, total: 25 });
    expect(reports).toEqual([10, 10, 15]);

    sent.length = 0;
    const retried = await sendChunks(first, send, describe, onChange);
    expect(sent).toEqual([numbers(20).slice(10)]);
    expect(progressOf(retried)).toEqual({ done: 25, failed: 0, total: 25 });
  });
});
