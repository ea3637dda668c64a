import { customerFieldEndpoints, officeFieldEndpoints } from '../../schemas/api/map-structures';
import { fieldReferences, type TField } from '../../schemas/map-fields';
import type { Route } from '../platform/http';
import { changeField, newField } from './domain/field';
import { fieldPartRoutes } from './field-part-routes';
import type { FieldStore } from './field-store';
import { officeAndFarmerRoutes, sideCallers } from './structure-routes';
import { type StructureDeps, type StructureWrite, structureUseCases } from './structure-use-cases';

export type FieldDeps = StructureDeps & { fields: FieldStore };

/**
 * The map's fields (services.md §7 /fields) with their tracks and markers inside the field: the
 * structures' shared use cases and route table, and the routes of one track or marker of a field. The store writes each field's place in the map's index.
 */
export const fieldRoutes = (deps: FieldDeps): Route[] => {
  const { fields } = deps;
  const kind = { name: 'field', references: fieldReferences, create: newField, change: changeField };
  const save = (writes: readonly StructureWrite<TField>[]) =>
    fields.save(writes.map(({ item, previous }) => ({ field: item, previous })));
  const uses = structureUseCases({ ...kind, store: { list: fields.list, get: fields.get, save } }, deps);
  return [
    ...officeAndFarmerRoutes(
      { office: officeFieldEndpoints, farmer: customerFieldEndpoints },
      { param: 'fieldId', batch: 'fields' },
      uses,
      deps,
    ),
    ...fieldPartRoutes(uses, deps.ids, sideCallers(deps)),
  ];
};
