import type * as z from 'zod';
import type { EndpointAccess } from '../../schemas/api/endpoint';
import { customerFieldPartEndpoints, officeFieldPartEndpoints } from '../../schemas/api/map-structures';
import type {
  TField,
  TFieldChange,
  TFieldMarkerChange,
  TFieldMarkerInput,
  TFieldTrackChange,
  ZFieldTrackInput,
} from '../../schemas/map-fields';
import type { IdGenerator } from '../platform/clock';
import { isConflict } from '../platform/db/write';
import { type Route, route } from '../platform/http';
import {
  addFieldMarker,
  addFieldTrack,
  changeFieldMarker,
  changeFieldTrack,
  type FieldPartEdit,
  removeFieldMarker,
  removeFieldTrack,
} from './domain/field-parts';
import type { StructureViewer } from './domain/structure-access';
import type { Caller, FarmerAccess, OfficeAccess, StructureEndpoint } from './structure-routes';
import type { StructureUseCases } from './structure-use-cases';

/**
 * The tracks and markers of a field, one at a time (services.md §7), on both sides. Each is the field's
 * own change (the field use cases: who may see and write it, edit-structures for where a part lies,
 * tracksLength, references, the write conditioned on the field's version).
 */

/** Attempts of one edit when another one saved the field in between; then the caller hears 409. */
const MAX_ATTEMPTS = 3;

type FieldUseCases = Pick<StructureUseCases<TField, unknown, TFieldChange>, 'get' | 'updateOne'>;

/** A part's edit leaves the field's own texts as they are (a change names them; undefined keeps them). */
const UNCHANGED_TEXTS = { crop: undefined, cropBefore: undefined, other: undefined };

/**
 * Applies an edit of a field's parts to the field as it is stored now. The caller names no version (a
 * DELETE has no body), so a conflict means only that someone saved the field in between: read it again
 * and apply the edit to that, a few times, before answering 409.
 */
export const fieldPartEditor =
  (uses: FieldUseCases) =>
  async (companyId: string, viewer: StructureViewer, fieldId: string, edit: FieldPartEdit): Promise<TField> => {
    for (let attempt = 1; ; attempt++) {
      const field = await uses.get(companyId, viewer, fieldId);
      try {
        const change = { version: field.version, ...UNCHANGED_TEXTS, ...edit(field) };
        return await uses.updateOne(companyId, viewer, fieldId, change);
      } catch (error) {
        if (!isConflict(error) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  };

type TrackInput = z.output<typeof ZFieldTrackInput>;

/** The six endpoints of one side, typed by what the routes use (both sides fit it). */
type PartSide<A extends EndpointAccess, Q> = {
  tracks: {
    create: StructureEndpoint<{ fieldId: string }, Q, TrackInput, A>;
    update: StructureEndpoint<{ fieldId: string; trackId: string }, Q, TFieldTrackChange, A>;
    remove: StructureEndpoint<{ fieldId: string; trackId: string }, Q, unknown, A>;
  };
  markers: {
    create: StructureEndpoint<{ fieldId: string }, Q, TFieldMarkerInput, A>;
    update: StructureEndpoint<{ fieldId: string; markerId: string }, Q, TFieldMarkerChange, A>;
    remove: StructureEndpoint<{ fieldId: string; markerId: string }, Q, unknown, A>;
  };
};

export const fieldPartRoutes = (
  uses: FieldUseCases,
  ids: IdGenerator,
  callers: { office: Caller<OfficeAccess, unknown>; farmer: Caller<FarmerAccess, { companyId: string }> },
): Route[] => {
  const edit = fieldPartEditor(uses);
  const newId = () => ids.newId();
  const side = <A extends EndpointAccess, Q>({ tracks, markers }: PartSide<A, Q>, caller: Caller<A, Q>): Route[] => {
    const editing =
      <P extends { fieldId: string }, B>(editOf: (params: P, body: B) => FieldPartEdit) =>
      async (
        { params, query, body }: { params: P; query: Q; body: B },
        context: Parameters<Caller<A, Q>>[1],
      ): Promise<TField> => {
        const { companyId, viewer } = await caller(query, context);
        return edit(companyId, viewer, params.fieldId, editOf(params, body));
      };
    return [
      route(
        tracks.create,
        editing((_params, body: TrackInput) => addFieldTrack(body)),
      ),
      route(
        tracks.update,
        editing(({ trackId }: { fieldId: string; trackId: string }, body: TFieldTrackChange) =>
          changeFieldTrack(trackId, body),
        ),
      ),
      route(
        tracks.remove,
        editing(({ trackId }: { fieldId: string; trackId: string }) => removeFieldTrack(trackId)),
      ),
      route(
        markers.create,
        editing((_params, body: TFieldMarkerInput) => addFieldMarker(body, newId)),
      ),
      route(
        markers.update,
        editing(({ markerId }: { fieldId: string; markerId: string }, body: TFieldMarkerChange) =>
          changeFieldMarker(markerId, body),
        ),
      ),
      route(
        markers.remove,
        editing(({ markerId }: { fieldId: string; markerId: string }) => removeFieldMarker(markerId)),
      ),
    ];
  };
  return [...side(officeFieldPartEndpoints, callers.office), ...side(customerFieldPartEndpoints, callers.farmer)];
};
