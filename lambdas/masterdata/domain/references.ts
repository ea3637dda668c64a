import type { TPriceAgreement } from '../../../schemas/masterdata/price-agreement';
import type { TResource } from '../../../schemas/masterdata/resource';

/**
 * Rules about what a record may point at, beyond its own shape. Pure: the caller loads what is pointed
 * at and turns the returned German message into a field error.
 */
export type ReferenceIssue = { path: string; message: string };

/** All variant ids of an article, sub variants included. */
export const variantIdsOf = (resource: Pick<TResource, 'variants'>): Set<string> =>
  new Set(resource.variants.flatMap((variant) => [variant.id, ...variant.subVariants.map((sub) => sub.id)]));

/** A price agreement's article must exist, and every variant it names must belong to that article. */
export const priceAgreementIssues = (
  agreement: Pick<TPriceAgreement, 'priceTarget'>,
  resource: Pick<TResource, 'variants'> | undefined,
): ReferenceIssue[] => {
  if (!resource) return [{ path: 'priceTarget.resourceId', message: 'Dieser Artikel existiert nicht (mehr).' }];
  const variants = variantIdsOf(resource);
  return agreement.priceTarget.overrides.flatMap((override, index) =>
    override.resourceVariantId !== null && !variants.has(override.resourceVariantId)
      ? [
          {
            path: `priceTarget.overrides.${index}.resourceVariantId`,
            message: 'Diese Variante gehört nicht zum gewählten Artikel.',
          },
        ]
      : [],
  );
};

/**
 * An employee's login must belong to the company (a staff member). 'One login, one employee' is the
 * employee kind's unique value (schemas/masterdata/kinds.ts), held by a claim in the employee's own write.
 */
export const employeeLoginIssues = (
  employee: { appUserId: string | null },
  login: { isStaffMember: boolean },
): ReferenceIssue[] =>
  employee.appUserId !== null && !login.isStaffMember
    ? [{ path: 'appUserId', message: 'Dieser Zugang gehört nicht zu deiner Firma.' }]
    : [];
