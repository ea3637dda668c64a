/**
 * Writing many fields in chunks (a field batch takes at most FIELD_BATCH_LENGTH): each chunk is sent on
 * its own, one after another; a failed chunk keeps its fields and its error and is sent again on retry,
 * while the chunks that were taken are not sent twice.
 */
export type Chunk<T> = { items: T[]; status: 'waiting' | 'done' | 'failed'; error: string | null };

export const chunksOf = <T>(items: readonly T[], size: number): Chunk<T>[] => {
  const chunks: Chunk<T>[] = [];
  for (let start = 0; start < items.length; start += size)
    chunks.push({ items: items.slice(start, start + size), status: 'waiting', error: null });
  return chunks;
};

/** How many items the server has taken, and how many there are. */
export const progressOf = <T>(chunks: readonly Chunk<T>[]) => ({
  done: chunks.filter((chunk) => chunk.status === 'done').reduce((sum, chunk) => sum + chunk.items.length, 0),
  failed: chunks.filter((chunk) => chunk.status === 'failed').reduce((sum, chunk) => sum + chunk.items.length, 0),
  total: chunks.reduce((sum, chunk) => sum + chunk.items.length, 0),
});

/**
 * Sends every chunk not yet done; reports the chunks after each answer (for a progress bar) and answers
 * the final state. `describe` turns a failure into the text shown with the chunk.
 */
export const sendChunks = async <T>(
  chunks: readonly Chunk<T>[],
  send: (items: T[]) => Promise<unknown>,
  describe: (error: unknown) => string,
  onChange: (chunks: Chunk<T>[]) => void,
): Promise<Chunk<T>[]> => {
  let state = [...chunks];
  for (const [index, chunk] of chunks.entries()) {
    if (chunk.status === 'done') continue;
    const answered: Chunk<T> = await send(chunk.items).then(
      (): Chunk<T> => ({ ...chunk, status: 'done', error: null }),
      (error: unknown): Chunk<T> => ({ ...chunk, status: 'failed', error: describe(error) }),
    );
    state = state.map((current, i) => (i === index ? answered : current));
    onChange(state);
  }
  return state;
};
