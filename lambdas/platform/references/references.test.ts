import { describe, expect, it } from 'vitest';
import { AppError } from '../../../schemas/errors';
import { type ReferenceTarget, referenceMessages } from '../../../schemas/references';
import { type ExistingIds, findReferences, referenceIssues, requireKnownReferences } from './references';

const service = {
  operatingUnitIds: ['unit-1', 'foreign-unit'],
  driverQueries: [
    { restriction: { type: 'CATEGORY', tagIds: ['tag-1', 'tag-1', 'foreign-tag'] } },
    { restriction: null },
    { restriction: { type: 'RESOURCE', resourceId: 'article-1', resourceVariantId: null } },
  ],
  defaultCostAccountId: null,
  note: '',
};

const references = {
  'operatingUnitIds.*': 'operatingUnit',
  'driverQueries.*.restriction.tagIds.*': 'resourceTag',
  'driverQueries.*.restriction.resourceId': 'resource',
  defaultCostAccountId: 'costAccount',
  note: 'customer',
  missing: 'machine',
} as const satisfies Record<string, ReferenceTarget>;

/** A company that stores these ids per target, recording every read. */
const company = (stored: Partial<Record<ReferenceTarget, string[]>>) => {
  const reads: { companyId: string; target: ReferenceTarget; ids: readonly string[] }[] = [];
  const existing: ExistingIds = async (companyId, target, ids) => {
    reads.push({ companyId, target, ids });
    return new Set(ids.filter((id) => stored[target]?.includes(id)));
  };
  return { existing, reads };
};

describe('findReferences', () => {
  it('finds every id at the declared paths, lists and union branches included, with its concrete path', () => {
    expect(findReferences(service, references).map(({ path, target, id }) => `${path} ${target} ${id}`)).toEqual([
      'operatingUnitIds.0 operatingUnit unit-1',
      'operatingUnitIds.1 operatingUnit foreign-unit',
      'driverQueries.0.restriction.tagIds.0 resourceTag tag-1',
      'driverQueries.0.restriction.tagIds.1 resourceTag tag-1',
      'driverQueries.0.restriction.tagIds.2 resourceTag foreign-tag',
      'driverQueries.2.restriction.resourceId resource article-1',
    ]);
  });

  it("takes the target's message unless the declaration names its own", () => {
    const own = { target: 'loadingPoint', message: 'Bitte wähle eine eigene aus.' } as const;
    const [byTarget] = findReferences({ id: 'x' }, { id: 'machineRing' });
    const [byDeclaration] = findReferences({ id: 'x' }, { id: own });
    expect(byTarget?.message).toBe('Dieser Maschinenring gehört nicht zu deiner Firma.');
    expect(byDeclaration?.message).toBe('Bitte wähle eine eigene aus.');
  });
});

describe('referenceIssues', () => {
  it('reports each id the company does not store at its field, reading each target once with distinct ids', async () => {
    const { existing, reads } = company({ operatingUnit: ['unit-1'], resourceTag: ['tag-1'], resource: ['article-1'] });
    expect(await referenceIssues(existing, 'company-a', service, references)).toEqual([
      { path: 'operatingUnitIds.1', message: referenceMessages.operatingUnit },
      { path: 'driverQueries.0.restriction.tagIds.2', message: 'Dieses Schlagwort gehört nicht zu deiner Firma.' },
    ]);
    expect(reads).toEqual([
      { companyId: 'company-a', target: 'operatingUnit', ids: ['unit-1', 'foreign-unit'] },
      { companyId: 'company-a', target: 'resourceTag', ids: ['tag-1', 'foreign-tag'] },
      { companyId: 'company-a', target: 'resource', ids: ['article-1'] },
    ]);
  });

  it('reads nothing when the request names nothing', async () => {
    const { existing, reads } = company({});
    expect(await referenceIssues(existing, 'company-a', { operatingUnitIds: [] }, references)).toEqual([]);
    expect(await referenceIssues(existing, 'company-a', service, undefined)).toEqual([]);
    expect(reads).toEqual([]);
  });

  it('refuses with the schema error code and the issues under the body path', async () => {
    const { existing } = company({});
    const refused = requireKnownReferences(
      existing,
      'c',
      { machineRingId: 'm' },
      { machineRingId: 'machineRing' },
      'x',
      'data.',
    );
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      code: 'LW_400_01_0001',
      issues: [{ path: 'data.machineRingId', message: referenceMessages.machineRing }],
    });
    await expect(requireKnownReferences(existing, 'c', {}, { machineRingId: 'machineRing' }, 'x')).resolves.toBe(
      undefined,
    );
  });
});
