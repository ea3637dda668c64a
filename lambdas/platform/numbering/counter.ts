import { AppError } from '../../../schemas/errors';
import { db } from '../db/entities';
import { isConditionFailure } from '../db/write';

/** Rounds of 'count up, else jump to the start' before giving up; each lost round means another took a number. */
const MAX_ROUNDS = 20;

/** Runs a conditioned update; false when its condition did not hold. */
const whenCondition = async (update: () => Promise<unknown>): Promise<boolean> => {
  try {
    await update();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/**
 * The counter items of the numbering (entities/numbering.ts). `issue` gives out the next number of the
 * company's counter: the larger of `start` and the last number plus one. Atomic without a read: when the
 * counter is at or past the start it is counted up with ADD (DynamoDB answers the new value); when it is
 * missing or behind the start (a fresh company, or the start raised in the settings) it is set to the start
 * on condition that it still is behind, and of several creates at once that one wins and the others count
 * up. So every call gets its own number and none fails because another counted at the same moment.
 */
export const dynamoNumberCounter = {
  issue: async (companyId: string, sequence: string, start: number): Promise<number> => {
    const key = { companyId, sequence };
    for (let round = 0; round < MAX_ROUNDS; round++) {
      let issued: number | undefined;
      const countedUp = await whenCondition(async () => {
        const { data } = await db()
          .numberCounter.update(key)
          .add({ last: 1 })
          .where(({ last }, { gte }) => gte(last, start - 1))
          .go({ response: 'updated_new' });
        issued = data.last;
      });
      if (countedUp && issued !== undefined) return issued;
      const jumped = await whenCondition(() =>
        db()
          .numberCounter.update(key)
          .set({ last: start })
          .where(({ last }, { lt, notExists }) => `${notExists(last)} OR ${lt(last, start)}`)
          .go(),
      );
      if (jumped) return start;
    }
    throw new AppError('LW_409_02_0003', {
      detail: `numbering ${sequence}: the counter kept moving for ${MAX_ROUNDS} rounds`,
    });
  },

  /** The number given out last, or undefined before the first (consistent: includes the newest). */
  last: async (companyId: string, sequence: string): Promise<number | undefined> => {
    const { data } = await db().numberCounter.get({ companyId, sequence }).go({ consistent: true });
    return data?.last;
  },

  /**
   * Moves the counter up to `last` unless it is there or past it already (the numbering passing over
   * numbers typed in by hand; the demo seed's migration). True when this call moved it: of several at
   * once only one does, so the number `last` is given out once.
   */
  raiseTo: (companyId: string, sequence: string, last: number): Promise<boolean> =>
    whenCondition(() =>
      db()
        .numberCounter.update({ companyId, sequence })
        .set({ last })
        .where((attributes, { lt, notExists }) => `${notExists(attributes.last)} OR ${lt(attributes.last, last)}`)
        .go(),
    ),
  /** Whether the values the sequence's records held before claims existed are claimed (claims-backfill.ts). */
  existingClaimed: async (companyId: string, sequence: string): Promise<boolean> => {
    const { data } = await db().numberCounter.get({ companyId, sequence }).go({ consistent: true });
    return data?.existingClaimed === true;
  },
  markExistingClaimed: async (companyId: string, sequence: string): Promise<void> => {
    await db().numberCounter.update({ companyId, sequence }).set({ existingClaimed: true }).go();
  },
};
