import { AppError } from '../../../schemas/errors';
import { valuesAt } from '../../../schemas/kernel/field-paths';
import {
  type ReferenceIssue,
  type References,
  type ReferenceTarget,
  referenceMessages,
} from '../../../schemas/references';

/** One id found in a request: where it stands, what it must name and the message if it names nothing. */
export type FoundReference = { path: string; target: ReferenceTarget; id: string; message: string };

/**
 * The ids of these targets that are stored in the company (one batch read per target); the others are
 * unknown to it. A key always contains the company id, so another company's id is simply not found.
 */
export type ExistingIds = (
  companyId: string,
  target: ReferenceTarget,
  ids: readonly string[],
) => Promise<ReadonlySet<string>>;

/** Every id the declared fields of a request name (empty, null and absent fields name nothing). */
export const findReferences = (value: unknown, references: References): FoundReference[] =>
  Object.entries(references).flatMap(([declared, reference]) => {
    const { target, message } =
      typeof reference === 'string' ? { target: reference, message: referenceMessages[reference] } : reference;
    return valuesAt(value, declared.split('.'))
      .filter((found): found is { path: string; value: string } => typeof found.value === 'string')
      .filter((found) => found.value !== '')
      .map((found) => ({ path: found.path, target, id: found.value, message }));
  });

/** The issues of the references whose id names no record of its target in the company. */
export const referenceIssues = async (
  existing: ExistingIds,
  companyId: string,
  value: unknown,
  references: References | undefined,
): Promise<ReferenceIssue[]> => {
  const found = findReferences(value, references ?? {});
  const targets = [...new Set(found.map((reference) => reference.target))];
  const known = new Map(
    await Promise.all(
      targets.map(async (target) => {
        const ids = [...new Set(found.filter((ref) => ref.target === target).map((ref) => ref.id))];
        return [target, await existing(companyId, target, ids)] as const;
      }),
    ),
  );
  return found
    .filter((reference) => !known.get(reference.target)?.has(reference.id))
    .map(({ path, message }) => ({ path, message }));
};

/** Refuses a request whose references break a rule: 400 with the issues at their fields, like a schema error. */
export const requireValidReferences = (issues: readonly ReferenceIssue[], detail: string, pathPrefix = '') => {
  if (issues.length === 0) return;
  throw new AppError('LW_400_01_0001', {
    issues: issues.map((issue) => ({ ...issue, path: `${pathPrefix}${issue.path}` })),
    detail,
  });
};

/** Checks the declared references of a request and refuses it when one names nothing of the company. */
export const requireKnownReferences = async (
  existing: ExistingIds,
  companyId: string,
  value: unknown,
  references: References,
  detail: string,
  pathPrefix = '',
) => requireValidReferences(await referenceIssues(existing, companyId, value, references), detail, pathPrefix);
