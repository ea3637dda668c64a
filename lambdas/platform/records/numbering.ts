import { AppError } from '../../../schemas/errors';
import type { TransactionPart } from '../db/write';

const MAX_ATTEMPTS = 3;

/** A numbering's next number and the write that counts it up (see RecordStore.takeNextNumber). */
export type NextNumber = { value: string; countUp: TransactionPart };

/**
 * Creates something that may take the next number of a numbering. The counter's write is part of the
 * create's transaction, so a concurrent create that took the same number makes this one fail (409):
 * then it is built again with the next number. Without a number taken, a 409 is passed on.
 */
export const createWithNextNumber = async <T>(
  attempt: () => Promise<{ numbered: boolean; write: () => Promise<T> }>,
): Promise<T> => {
  for (let tries = 1; ; tries++) {
    const { numbered, write } = await attempt();
    try {
      return await write();
    } catch (error) {
      const taken = error instanceof AppError && error.code === 'LW_409_00_0001';
      if (!taken || !numbered || tries >= MAX_ATTEMPTS) throw error;
    }
  }
};
