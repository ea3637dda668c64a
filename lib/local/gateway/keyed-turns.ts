/**
 * Runs the tasks of one key one after another, those of different keys side by side. The sign-in throttle
 * needs it: attempts for one account sent at once would all pass the lock check before the first failure
 * is counted, so forty parallel wrong passwords would all be tried.
 */
export const createKeyedTurns = () => {
  const tails = new Map<string, Promise<void>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    // The last task of a key leaves no entry behind.
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
};
