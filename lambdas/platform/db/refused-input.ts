import { thrownName } from '../thrown-values';

/**
 * What the database layer throws when the INPUT was too large rather than the code or the service wrong:
 * DynamoDB's ValidationException for an item over 400 KB or a key over its byte limit. Those answer 400,
 * never 500 (issue 11): the schemas' bounds keep nearly everything from getting this far; this is the net
 * below them. Every other ValidationException (a bad expression, an attribute of the wrong type) is our
 * own bug and stays a 500 that is logged as an error.
 */
const REFUSED_INPUT_NAME = 'ValidationException';

/** The messages DynamoDB gives when a size or key-length limit refused the data. */
const SIZE_REFUSALS = [
  /Item size (?:to update )?has exceeded/i,
  /Size of (?:hashkey|rangekey)/i,
  /Member must have length/i,
  /exceeds the maximum/i,
];

/** lambdas/platform/db/write.ts reports a canceled transaction with DynamoDB's reasons in its message. */
const CANCELED_FOR_VALIDATION = /^transaction canceled: .*\bValidationError\b/;

const MAX_CAUSE_DEPTH = 5;

/** The thrown value and the causes it wraps (ElectroDB wraps the SDK's error), a few levels deep. */
const causeChain = (error: unknown): Error[] => {
  const chain: Error[] = [];
  let current = error;
  while (current instanceof Error && chain.length < MAX_CAUSE_DEPTH) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
};

const isSizeRefusal = (link: Error): boolean =>
  (thrownName(link) === REFUSED_INPUT_NAME || CANCELED_FOR_VALIDATION.test(link.message)) &&
  SIZE_REFUSALS.some((pattern) => pattern.test(link.message));

/** True when the database refused the data as too large, anywhere in the thrown value's causes. */
export const isRefusedInput = (error: unknown): boolean => causeChain(error).some(isSizeRefusal);
