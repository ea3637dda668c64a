import { AppError } from '../../../schemas/errors';
import { formatNumber, type NumberSequence } from '../../../schemas/numbering';
import { isConflict } from '../db/write';
import type { ClaimKey } from './claims';

/**
 * THE numbering of the app (schemas/numbering.ts declares the sequences). Use: take `next` for a record
 * created without a number, store the number in the record's field and write the record together with
 * `claimValue` of that number (claims.ts) in one transaction, inside `createWithNextNumber`. A number
 * typed in by hand is claimed the same way, so the counter passes over it and nobody gets it twice.
 */
export type NumberingPorts = {
  /** The settings value the sequence starts from; undefined: numbers are entered by hand. */
  startOf: (companyId: string, sequence: NumberSequence) => Promise<number | undefined>;
  /**
   * Claims the values the sequence's records held before claims existed, once per company and sequence,
   * so that the claims alone tell which numbers are taken.
   */
  claimExisting: (companyId: string, sequence: NumberSequence) => Promise<void>;
  /** The next number of the company's counter, at least `start`; atomic, every call its own number. */
  issue: (companyId: string, sequence: string, start: number) => Promise<number>;
  /** Moves the counter to `to` if it is still below; true when it did (this call gave out `to`). */
  jumpTo: (companyId: string, sequence: string, to: number) => Promise<boolean>;
  /** Of these values, the ones a record holds (one batch read). */
  held: (keys: readonly ClaimKey[]) => Promise<ReadonlySet<string>>;
};

/** Numbers read in one batch when the issued one is held (DynamoDB's BatchGetItem reads up to 100 keys). */
export const LOOK_AHEAD = 100;
/** Batches looked at before the create is refused: 1000 numbers in a row typed in by hand. */
const MAX_BATCHES = 10;
/** Times the counter is asked again after others moved it past the free number found. */
const MAX_ROUNDS = 5;

/** The 409 when no free number is found now; the counter stands past the numbers looked at. */
export const noFreeNumber = (sequence: NumberSequence, detail: string) =>
  new AppError('LW_409_02_0003', { detail: `numbering ${sequence.name}: ${detail}` });

export type Numbering = {
  /** The sequence's next number that nobody holds; undefined when the sequence has no start (by hand). */
  next: (companyId: string, sequence: NumberSequence) => Promise<string | undefined>;
};

const numbersFrom = (first: number, count: number) => Array.from({ length: count }, (_, index) => first + index);

export const createNumbering = (ports: NumberingPorts): Numbering => {
  /**
   * The first number from `issued` on that nobody holds, read a batch at a time, or undefined when all
   * numbers looked at are held; the counter is moved to the free one (or past those looked at).
   */
  const firstFree = async (companyId: string, sequence: NumberSequence, issued: number) => {
    const keyOf = (number: number) => ({
      companyId,
      kind: sequence.kind,
      field: sequence.field,
      value: formatNumber(sequence, number),
    });
    let last = issued;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const candidates = numbersFrom(issued + batch * LOOK_AHEAD, LOOK_AHEAD);
      const held = await ports.held(candidates.map(keyOf));
      const free = candidates.find((number) => !held.has(keyOf(number).value));
      if (free === issued) return { free };
      // A number typed in by hand before the counter got there is passed over: one jump past all of them.
      if (free !== undefined) return { free, given: await ports.jumpTo(companyId, sequence.name, free) };
      last = candidates.at(-1) ?? last;
    }
    // The next create starts after the numbers looked at instead of reading them again.
    await ports.jumpTo(companyId, sequence.name, last);
    throw noFreeNumber(sequence, `${MAX_BATCHES * LOOK_AHEAD} numbers from ${issued} are taken by hand`);
  };

  return {
    next: async (companyId, sequence) => {
      const start = await ports.startOf(companyId, sequence);
      if (start === undefined) return undefined;
      await ports.claimExisting(companyId, sequence);
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const issued = await ports.issue(companyId, sequence.name, start);
        const { free, given = true } = await firstFree(companyId, sequence, issued);
        // Not given: another create moved the counter past the free number meanwhile; ask the counter again.
        if (given) return formatNumber(sequence, free);
      }
      throw noFreeNumber(sequence, `the counter moved past the free number ${MAX_ROUNDS} times`);
    },
  };
};

/**
 * The next number as the settings page shows it: the larger of the settings value and the last number
 * given out plus one (null: numbering is off). The settings keep what the user entered; numbering never
 * writes them, so saving the settings never collides with a create.
 */
export const shownNextNumber = (start: number | null, last: number | undefined): number | null =>
  start === null ? null : Math.max(start, (last ?? 0) + 1);

/**
 * The lowest next number the settings may be set to once numbers were given out: the last plus one, so
 * numbers never run back. A value kept as it was stored stays allowed (saving other settings). Undefined:
 * `entered` is allowed.
 */
export const lowestNextNumber = (entered: unknown, stored: unknown, last: number | undefined): number | undefined =>
  typeof entered === 'number' && entered !== stored && last !== undefined && entered <= last ? last + 1 : undefined;

/** The 409 of a unique value another record holds, with the German issue at its field. */
export const valueTaken = (unique: { code: AppError['code']; message: string }, path: string) =>
  new AppError(unique.code, { issues: [{ path, message: unique.message }], detail: `${path} taken` });

/** Tries of a numbered create whose number a hand entry claimed at the same moment. */
const MAX_ATTEMPTS = 3;

/**
 * Creates something that may take the next number of a numbering. The number's claim is part of the
 * create's transaction, so a hand entry that claimed the same number at the same moment makes this one
 * fail (409): then it is built again with the next number. Without a number taken, a 409 is passed on.
 */
export const createWithNextNumber = async <T>(
  attempt: () => Promise<{ numbered: boolean; write: () => Promise<T> }>,
): Promise<T> => {
  for (let tries = 1; ; tries++) {
    const { numbered, write } = await attempt();
    try {
      return await write();
    } catch (error) {
      if (!isConflict(error) || !numbered || tries >= MAX_ATTEMPTS) throw error;
    }
  }
};
