import type { TPriceAgreement } from '../../../schemas/masterdata/price-agreement';
import type { TResource } from '../../../schemas/masterdata/resource';
import type { TDriverQuery } from '../../../schemas/masterdata/service';
import type { ReferenceIssue } from '../../../schemas/references';

/*
 * Rules about what a record may point at, beyond its own shape and beyond existence in the company (the
 * kinds' declared `references`). Pure: the caller loads what is pointed at and turns the returned German
 * message into a field error.
 */

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
 * A driver query restricted to one variant of an article must name a variant of that article. An article
 * that is not found is reported by the generic reference check (the kind's `references`), not here.
 */
export const serviceVariantIssues = (
  service: { driverQueries: readonly Pick<TDriverQuery, 'restriction'>[] },
  resources: readonly (Pick<TResource, 'variants'> & { id: string })[],
): ReferenceIssue[] =>
  service.driverQueries.flatMap((query, index) => {
    const restriction = query.restriction;
    if (restriction?.type !== 'RESOURCE' || restriction.resourceVariantId === null) return [];
    const resource = resources.find((candidate) => candidate.id === restriction.resourceId);
    if (!resource || variantIdsOf(resource).has(restriction.resourceVariantId)) return [];
    return [
      {
        path: `driverQueries.${index}.restriction.resourceVariantId`,
        message: 'Diese Variante gehört nicht zum gewählten Artikel.',
      },
    ];
  });

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
