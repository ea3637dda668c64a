import { AppError } from '../../../schemas/errors';
import { formatNumber, type NumberSequence } from '../../../schemas/numbering';
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
  /** The next number of the company's counter, at least `start`; atomic, every call its own number. */
  issue: (companyId: string, sequence: string, start: number) => Promise<number>;
  /** The record that holds a value, or undefined. */
  holder: (key: ClaimKey) => Promise<string | undefined>;
};

/** Numbers claimed by hand in a row before the numbering gives up passing over them. */
const MAX_SKIPS = 200;

export type Numbering = {
  /** The sequence's next number that nobody holds; undefined when the sequence has no start (by hand). */
  next: (companyId: string, sequence: NumberSequence) => Promise<string | undefined>;
};

export const createNumbering = (ports: NumberingPorts): Numbering => ({
  next: async (companyId, sequence) => {
    const start = await ports.startOf(companyId, sequence);
    if (start === undefined) return undefined;
    for (let skips = 0; skips < MAX_SKIPS; skips++) {
      const value = formatNumber(sequence, await ports.issue(companyId, sequence.name, start));
      // A number typed in by hand before the counter got there is passed over, never given twice.
      const holder = await ports.holder({ companyId, kind: sequence.kind, field: sequence.field, value });
      if (holder === undefined) return value;
    }
    throw new Error(`numbering ${sequence.name}: ${MAX_SKIPS} numbers in a row were taken by hand`);
  },
});

/**
 * The next number as the settings page shows it: the larger of the settings value and the last number
 * given out plus one (null: numbering is off). The settings keep what the user entered; numbering never
 * writes them, so saving the settings never collides with a create.
 */
export const shownNextNumber = (start: number | null, last: number | undefined): number | null =>
  start === null ? null : Math.max(start, (last ?? 0) + 1);

/** The 409 of a unique value another record holds, with the German issue at its field. */
export const valueTaken = (unique: { code: AppError['code']; message: string }, path: string) =>
  new AppError(unique.code, { issues: [{ path, message: unique.message }], detail: `${path} taken` });

const isConflict = (error: unknown) => error instanceof AppError && error.code === 'LW_409_00_0001';

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
