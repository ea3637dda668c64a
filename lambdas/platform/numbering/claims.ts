import { db } from '../db/entities';
import type { TransactionPart } from '../db/write';

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

/** Claims a value outside a record's write (the demo seed's migration); a claim already there is kept. */
export const ensureClaim = async (claim: ValueClaim): Promise<void> => {
  if ((await claimHolder(claim)) === undefined) await db().recordClaim.put(claim).go();
};
