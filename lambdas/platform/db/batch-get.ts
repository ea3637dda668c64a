/**
 * A DynamoDB batch read that also reads what the batch left unprocessed (under throttling BatchGetItem
 * answers with only part of the keys), trying again up to three times. Keys still unread after that are
 * an error, never a shorter answer: a caller merging the items into a cached list would lose records.
 */
export const batchGetAll = async <K, T>(
  keys: readonly K[],
  read: (keys: K[]) => Promise<{ data: T[]; unprocessed: K[] }>,
): Promise<T[]> => {
  const found: T[] = [];
  let pending = [...keys];
  for (let attempt = 0; pending.length > 0 && attempt < 4; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    const { data, unprocessed } = await read(pending);
    found.push(...data);
    pending = unprocessed;
  }
  if (pending.length > 0) throw new Error(`batch read left ${pending.length} keys unprocessed`);
  return found;
};
