import { thrownName } from '../thrown-values';

/**
 * Names of what the database layer throws when the INPUT was wrong rather than the code or the service:
 * DynamoDB's ValidationException (an item over 400 KB, a key over 2,048 bytes, an empty key value) and
 * ElectroDB's attribute validation. They answer 400, never 500 (issue 11): the schemas' bounds keep
 * nearly everything from getting this far; this is the net below them.
 */
const REFUSED_INPUT_NAMES = new Set(['ValidationException', 'ElectroValidationError', 'ElectroUserValidationError']);

/** lambdas/platform/db/write.ts reports a canceled transaction with DynamoDB's reason codes in its message. */
const CANCELED_FOR_VALIDATION = /^transaction canceled: .*\bValidationError\b/;

const MAX_CAUSE_DEPTH = 5;

/** The thrown value and the causes it wraps (ElectroDB wraps the SDK's error), a few levels deep. */
const causeChain = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  let current = error;
  while (current instanceof Error && chain.length < MAX_CAUSE_DEPTH) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
};

/** True when the database refused the data it was given, anywhere in the thrown value's causes. */
export const isRefusedInput = (error: unknown): boolean =>
  causeChain(error).some(
    (link) =>
      REFUSED_INPUT_NAMES.has(thrownName(link)) ||
      (link instanceof Error && CANCELED_FOR_VALIDATION.test(link.message)),
  );
