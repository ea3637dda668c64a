import type { TField } from '../../../../schemas/map-fields';
import type { TMapStructureStep } from '../../../../schemas/map-structures';
import type { TTrack } from '../../../../schemas/map-tracks';
import type { TLatLng } from '../../../../schemas/validation';
import { areaText, lengthText } from './drawing';
import type { MapPoint } from './map-view';

/**
 * What an order or an order request picks of the map structures (issue 13 point 4): fields and tracks by
 * id, and the sequence the driver works them in (schemas/map-structures.ts). The picker changes fields
 * and tracks only; steps of other kinds in the sequence (markers, loading points) keep their places.
 */
export type StructurePick = {
  fieldIds: string[];
  trackIds: string[];
  mapStructuresSequence: TMapStructureStep[];
  isMapStructuresSequenceEnabled: boolean;
};

/** The kinds a picker offers. */
export type PickableKind = 'field' | 'track';
export type PickedStep = { kind: PickableKind; id: string };

/** A field or track as the picker shows it: on the map by its shape, in the list by name and size. */
export type PickableStructure = {
  kind: PickableKind;
  id: string;
  name: string;
  color: string;
  customerId: string | null;
  shape: readonly TLatLng[];
  /** Hectares of a field. */
  areaHa: number | null;
  /** Metres of a track. */
  lengthM: number | null;
};

const isPickable = (step: TMapStructureStep): step is PickedStep => step.kind === 'field' || step.kind === 'track';
const sameStep = (a: PickedStep, b: PickedStep) => a.kind === b.kind && a.id === b.id;
export const stepKey = (step: PickedStep): string => `${step.kind}:${step.id}`;

/** What fields and tracks have alike. */
const commonParts = (item: TField | TTrack) => ({
  id: item.id,
  name: item.name,
  color: item.color,
  customerId: item.customerId,
  shape: item.shape,
});

/** The fields and tracks of one side as the picker lists them: fields first, each kind by name. */
export const pickableStructures = (fields: readonly TField[], tracks: readonly TTrack[]): PickableStructure[] => {
  const byName = (a: PickableStructure, b: PickableStructure) => a.name.localeCompare(b.name, 'de');
  const fieldItems = fields.map(
    (field): PickableStructure => ({ kind: 'field', ...commonParts(field), areaHa: field.areaHa, lengthM: null }),
  );
  const trackItems = tracks.map(
    (track): PickableStructure => ({ kind: 'track', ...commonParts(track), areaHa: null, lengthM: track.length }),
  );
  return [...fieldItems.sort(byName), ...trackItems.sort(byName)];
};

/** Whether a structure of this customer (null: the company's own) is offered for these customers (null or none: all). */
const forCustomers = (customerId: string | null, customerIds: readonly string[] | null): boolean =>
  customerIds === null || customerIds.length === 0 || customerId === null || customerIds.includes(customerId);

/**
 * What a picker offers: with customers chosen, theirs and the company's own (a farm road of the
 * contractor); without, all. Picked ones always stay, so a pick of another customer can be taken out.
 */
export const offeredStructures = (
  all: readonly PickableStructure[],
  customerIds: readonly string[] | null,
  picked: readonly PickedStep[],
): PickableStructure[] =>
  all.filter((item) => forCustomers(item.customerId, customerIds) || picked.some((step) => sameStep(step, item)));

/** A marker as the picker shows it for orientation (a gate, a yard): not picked, only named. */
export type OrientationMarker = { id: string; customerId: string | null; label: string | null } & TLatLng;

/** The markers of the customers offered, as map points named by their label. */
export const markerPoints = (
  markers: readonly OrientationMarker[],
  customerIds: readonly string[] | null,
  unnamed: string,
): MapPoint[] =>
  markers
    .filter((marker) => forCustomers(marker.customerId, customerIds))
    .map((marker) => ({
      id: `marker:${marker.id}`,
      position: { lat: marker.lat, lng: marker.lng },
      label: marker.label || unnamed,
      className: 'lohnwerk-structure-marker',
    }));

/**
 * The picked fields and tracks in their order: as the sequence has them, then those the sequence does not
 * name (fields, then tracks, as picked).
 */
export const pickedSteps = (pick: StructurePick): PickedStep[] => {
  const all: PickedStep[] = [
    ...pick.fieldIds.map((id): PickedStep => ({ kind: 'field', id })),
    ...pick.trackIds.map((id): PickedStep => ({ kind: 'track', id })),
  ];
  const sequenced = pick.mapStructuresSequence
    .filter(isPickable)
    .filter((step) => all.some((picked) => sameStep(picked, step)));
  const unique = sequenced.filter((step, index) => sequenced.findIndex((other) => sameStep(other, step)) === index);
  return [...unique, ...all.filter((step) => !unique.some((other) => sameStep(other, step)))];
};

/**
 * The pick with these fields and tracks in this order. The sequence gets them in the places fields and
 * tracks had (markers and loading points stay where they were); more go at the end.
 */
export const withPickedSteps = (pick: StructurePick, steps: readonly PickedStep[]): StructurePick => {
  const queue = [...steps];
  const sequence: TMapStructureStep[] = [];
  for (const step of pick.mapStructuresSequence) {
    if (!isPickable(step)) sequence.push(step);
    else {
      const next = queue.shift();
      if (next) sequence.push(next);
    }
  }
  return {
    ...pick,
    fieldIds: steps.filter((step) => step.kind === 'field').map((step) => step.id),
    trackIds: steps.filter((step) => step.kind === 'track').map((step) => step.id),
    mapStructuresSequence: [...sequence, ...queue],
  };
};

/** A tap on a structure: picked ones leave the pick, others join it at the end. */
export const togglePicked = (pick: StructurePick, step: PickedStep): StructurePick => {
  const steps = pickedSteps(pick);
  const picked = steps.some((other) => sameStep(other, step));
  return withPickedSteps(
    pick,
    picked ? steps.filter((other) => !sameStep(other, step)) : [...steps, { kind: step.kind, id: step.id }],
  );
};

/** One picked structure one place earlier (-1) or later (+1); at either end it stays. */
export const movePicked = (pick: StructurePick, index: number, offset: -1 | 1): StructurePick => {
  const steps = pickedSteps(pick);
  const target = index + offset;
  const moving = steps[index];
  const other = steps[target];
  if (!moving || !other) return pick;
  const moved = [...steps];
  moved[index] = other;
  moved[target] = moving;
  return withPickedSteps(pick, moved);
};

/** The picked structures known to the side, in order (an archived or unknown id has nothing to show). */
export const pickedStructures = (pick: StructurePick, structures: readonly PickableStructure[]): PickableStructure[] =>
  pickedSteps(pick).flatMap((step) => structures.filter((item) => sameStep(item, step)).slice(0, 1));

/** The hectares of the picked fields and the metres of the picked tracks together. */
export const pickedTotals = (picked: readonly PickableStructure[]) => ({
  areaHa: picked.reduce((sum, item) => sum + (item.areaHa ?? 0), 0),
  lengthM: picked.reduce((sum, item) => sum + (item.lengthM ?? 0), 0),
});

/** Where a structure's name stands on the map: a field's middle (its vertices' mean), a track's middle vertex. */
export const labelPosition = (item: PickableStructure): TLatLng | null => {
  if (item.shape.length === 0) return null;
  if (item.kind === 'track') return item.shape[Math.floor(item.shape.length / 2)] ?? null;
  const sum = item.shape.reduce((acc, { lat, lng }) => ({ lat: acc.lat + lat, lng: acc.lng + lng }), {
    lat: 0,
    lng: 0,
  });
  return { lat: sum.lat / item.shape.length, lng: sum.lng / item.shape.length };
};

const SQUARE_METRES_PER_HECTARE = 10_000;

/** Hectares as German text: '1,25 ha'. */
export const hectaresText = (hectares: number): string => areaText(hectares * SQUARE_METRES_PER_HECTARE);

/** A structure's size as German text: a field's hectares, a track's metres or kilometres. */
export const sizeText = (item: Pick<PickableStructure, 'areaHa' | 'lengthM'>): string =>
  item.areaHa !== null ? hectaresText(item.areaHa) : lengthText(item.lengthM ?? 0);

/** A picked structure's name on the map: with its number when the sequence counts, and its size. */
export const pickedLabel = (item: PickableStructure, name: string, number: number | null): string =>
  `${number === null ? '' : `${number}. `}${name} · ${sizeText(item)}`;

/** The names of the picked structures as map labels, numbered when the sequence counts. */
export const pickedLabelPoints = (
  picked: readonly PickableStructure[],
  sequenced: boolean,
  nameOf: (item: PickableStructure) => string,
): MapPoint[] =>
  picked.flatMap((item, index) => {
    const position = labelPosition(item);
    if (!position) return [];
    const label = pickedLabel(item, nameOf(item), sequenced ? index + 1 : null);
    return [{ id: stepKey(item), position, label, className: 'lohnwerk-structure-label' }];
  });
