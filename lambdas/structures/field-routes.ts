import { customerFieldEndpoints, officeFieldEndpoints } from '../../schemas/api/map-structures';
import { fieldReferences, type TField } from '../../schemas/map-fields';
import { type Route, route } from '../platform/http';
import { changeField, newField } from './domain/field';
import type { FieldStore } from './field-store';
import { type StructureDeps, type StructureWrite, structureUseCases, viewersOf } from './structure-use-cases';

export type FieldDeps = StructureDeps & { fields: FieldStore };

/**
 * The map's fields (services.md §7 /fields) with their tracks and markers inside the field: endpoint ->
 * the structures' shared use cases. The store writes each field's place in the map's index with it.
 */
export const fieldRoutes = (deps: FieldDeps): Route[] => {
  const { fields } = deps;
  const kind = { name: 'field', references: fieldReferences, create: newField, change: changeField };
  const save = (writes: readonly StructureWrite<TField>[]) =>
    fields.save(writes.map(({ item, previous }) => ({ field: item, previous })));
  const uses = structureUseCases({ ...kind, store: { list: fields.list, get: fields.get, save } }, deps);
  const { staff, farmer } = viewersOf(deps);
  const office = officeFieldEndpoints;
  const mine = customerFieldEndpoints;
  return [
    route(office.list, async ({ query }, { company: c }) => uses.list(c.companyId, staff(c.role), query.archived)),
    route(office.get, async ({ params }, { company: c }) => uses.get(c.companyId, staff(c.role), params.fieldId)),
    route(office.create, async ({ body }, { company: c }) => uses.createOne(c.companyId, staff(c.role), body)),
    route(office.update, async ({ params: { fieldId }, body }, { company: c }) =>
      uses.updateOne(c.companyId, staff(c.role), fieldId, body),
    ),
    route(office.createBatch, async ({ body }, { company: c }) => ({
      fields: await uses.createMany(c.companyId, staff(c.role), body.fields),
    })),
    route(office.updateBatch, async ({ body }, { company: c }) => ({
      fields: await uses.updateMany(c.companyId, staff(c.role), body.fields),
    })),

    route(mine.list, async ({ query: q }, { claims }) =>
      uses.list(q.companyId, await farmer(q.companyId, claims.sub), q.archived),
    ),
    route(mine.get, async ({ params, query: q }, { claims }) =>
      uses.get(q.companyId, await farmer(q.companyId, claims.sub), params.fieldId),
    ),
    route(mine.create, async ({ body, query: q }, { claims }) =>
      uses.createOne(q.companyId, await farmer(q.companyId, claims.sub), body),
    ),
    route(mine.update, async ({ params: { fieldId }, body, query: q }, { claims }) =>
      uses.updateOne(q.companyId, await farmer(q.companyId, claims.sub), fieldId, body),
    ),
    route(mine.createBatch, async ({ body, query: q }, { claims }) => ({
      fields: await uses.createMany(q.companyId, await farmer(q.companyId, claims.sub), body.fields),
    })),
    route(mine.updateBatch, async ({ body, query: q }, { claims }) => ({
      fields: await uses.updateMany(q.companyId, await farmer(q.companyId, claims.sub), body.fields),
    })),
  ];
};
