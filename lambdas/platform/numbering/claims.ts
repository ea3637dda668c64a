import { batchGetAll } from '../db/batch-get';
import { db } from '../db/entities';
import { succeeded, type TransactionPart } from '../db/write';

/** The key of a unique value in the company: which kind's which field has which value. */
export type ClaimKey = { companyId: string; kind: string; field: string; value: string };
/** A unique value held by one record (a customer number, a supplier number, an employee's login). */
export type ValueClaim = ClaimKey & { recordId: string };

/**
 * The uniqueness items (schemas/numbering.ts): a value is claimed in the same transaction as the record
 * that takes it, on condition that nobody holds it, so of two writes at once with the same value exactly
 * one goes through; the other's transaction fails (409) and nothing of it is stored.
 */
export const claimValue =
  (claim: ValueClaim): TransactionPart =>
  ({ recordClaim }) => [recordClaim.create(claim).commit()];

/**
 * Frees a value the record no longer has: only its own claim (or none: records stored before claims
 * existed), never another record's.
 */
export const releaseValue =
  ({ recordId: holder, ...key }: ValueClaim): TransactionPart =>
  ({ recordClaim }) => [
    recordClaim
      .delete(key)
      .where(({ recordId }, { eq, notExists }) => `${notExists(recordId)} OR ${eq(recordId, holder)}`)
      .commit(),
  ];

/** The record that holds the value, or undefined (consistent: a claim written just before counts). */
export const claimHolder = async (key: ClaimKey): Promise<string | undefined> => {
  const { data } = await db().recordClaim.get(key).go({ consistent: true });
  return data?.recordId;
};

/** Writing and freeing the claims of unique values, and reading who holds one. */
export type ClaimWrites = {
  claim: (claim: ValueClaim) => TransactionPart;
  release: (claim: ValueClaim) => TransactionPart;
  claimHolder: (key: ClaimKey) => Promise<string | undefined>;
};

export const dynamoClaimWrites: ClaimWrites = { claim: claimValue, release: releaseValue, claimHolder };

/**
 * The release of a value the record gives up, unless another record holds its claim: two records that
 * shared a value before claims existed gave the claim to one of them, and the other must still be able to
 * change or give up its value (the release's condition would fail the whole write).
 */
export const releaseUnlessHeldByOther = async (writes: ClaimWrites, claim: ValueClaim): Promise<TransactionPart[]> => {
  const holder = await writes.claimHolder(claim);
  return holder === undefined || holder === claim.recordId ? [writes.release(claim)] : [];
};

/** Of these values, the ones a record holds (consistent batch read: claims written just before count). */
export const heldValues = async (keys: readonly ClaimKey[]): Promise<ReadonlySet<string>> => {
  const claims = await batchGetAll(keys, (batch) => db().recordClaim.get(batch).go({ consistent: true }));
  return new Set(claims.map((claim) => claim.value));
};

/**
 * Claims a value outside a record's write (older values, claims-backfill.ts); a claim already there is
 * kept, also one written at the same moment.
 */
export const ensureClaim = async (claim: ValueClaim): Promise<void> => {
  if ((await claimHolder(claim)) !== undefined) return;
  await succeeded(() => db().recordClaim.create(claim).go());
};
