import type { TField } from '../../../../schemas/map-fields';
import type { TVertex } from '../../../../schemas/map-tracks';
import type { ChangeFieldBody, CreateFieldBody } from '../../api/map-fields';

/** What the field form holds: texts as typed (empty for none), the outline and holes as drawn. */
export type FieldFormValues = {
  name: string;
  customerId: string | null;
  crop: string;
  cropBefore: string;
  color: string;
  other: string;
  shape: TVertex[];
  holes: TVertex[][];
};

const DEFAULT_COLOR = '#2e7d32';

export const valuesOfField = (field: TField | null): FieldFormValues => ({
  name: field?.name ?? '',
  customerId: field?.customerId ?? null,
  crop: field?.crop ?? '',
  cropBefore: field?.cropBefore ?? '',
  color: field?.color ?? DEFAULT_COLOR,
  other: field?.other ?? '',
  shape: field?.shape ?? [],
  holes: field?.holes ?? [],
});

/** An emptied text clears it: the API keeps the stored text for '' and clears it for null. */
const textOrNull = (text: string) => (text.trim() === '' ? null : text);

/**
 * What the form sends: a new field (version null) or a change on the version it was loaded in. Every
 * attribute goes along, so what the form shows is what is stored. The area is left to the server.
 */
export function fieldBody(values: FieldFormValues, version: null): CreateFieldBody;
export function fieldBody(values: FieldFormValues, version: number): ChangeFieldBody;
export function fieldBody(values: FieldFormValues, version: number | null): CreateFieldBody | ChangeFieldBody;
export function fieldBody(values: FieldFormValues, version: number | null): CreateFieldBody | ChangeFieldBody {
  const attributes = {
    name: values.name,
    customerId: values.customerId,
    color: values.color,
    crop: textOrNull(values.crop),
    cropBefore: textOrNull(values.cropBefore),
    other: textOrNull(values.other),
    shape: values.shape,
    holes: values.holes,
  };
  return version === null ? attributes : { version, ...attributes };
}
