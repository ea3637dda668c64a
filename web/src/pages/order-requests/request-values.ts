import type { TOrderRequest, TOrderRequestInput } from '../../../../schemas/api/order-requests';
import type { TUnit } from '../../../../schemas/units';
import type { StructurePick } from '../../components/map/structure-selection';

/**
 * What the farmer's request form holds: texts as typed; the days as 'YYYY-MM-DD' and the amount as a
 * decimal string once readable (DateField, DecimalField hold the typed text until then, so the schema
 * rejects it at the field); the service chosen or none; the field names; the fields and tracks picked on
 * the map, with their sequence (StructurePick, under the API's names).
 */
export type RequestValues = StructurePick & {
  subject: string;
  description: string;
  startDate: string | null;
  endDate: string | null;
  serviceId: string | null;
  fieldNames: string[];
  amount: string | null;
  amountUnit: TUnit;
};

/** Most requests are about fields: the unit starts at hectares. */
const DEFAULT_UNIT: TUnit = 'ha';

export const valuesOf = (request?: TOrderRequest): RequestValues => ({
  subject: request?.subject ?? '',
  description: request?.description ?? '',
  startDate: request?.startDate ?? null,
  endDate: request?.endDate ?? null,
  serviceId: request?.serviceId ?? null,
  fieldNames: request?.fieldNames ?? [],
  amount: request?.amount ?? null,
  amountUnit: request?.amountUnit ?? DEFAULT_UNIT,
  fieldIds: request?.fieldIds ?? [],
  trackIds: request?.trackIds ?? [],
  mapStructuresSequence: request?.mapStructuresSequence ?? [],
  isMapStructuresSequenceEnabled: request?.isMapStructuresSequenceEnabled ?? false,
});

/** Loading points and markers are not edited in the form: an edit keeps those the request has. */
const mapStructuresOf = (request?: TOrderRequest) => ({
  loadingPointIds: request?.loadingPointIds ?? [],
  markers: request?.markers ?? [],
});

/** The form's values as the API takes them: the unit only with an amount. */
export const inputOf = (
  values: RequestValues,
  status: 'DRAFT' | 'PENDING',
  request?: TOrderRequest,
): TOrderRequestInput => ({
  subject: values.subject,
  description: values.description,
  startDate: values.startDate,
  endDate: values.endDate,
  serviceId: values.serviceId,
  fieldNames: values.fieldNames,
  amount: values.amount,
  amountUnit: values.amount === null ? null : values.amountUnit,
  fieldIds: values.fieldIds,
  trackIds: values.trackIds,
  mapStructuresSequence: values.mapStructuresSequence,
  isMapStructuresSequenceEnabled: values.isMapStructuresSequenceEnabled,
  ...mapStructuresOf(request),
  status,
});

/** A sent request taken back: everything as it was asked, the status back to draft. */
export const withdrawnInput = (request: TOrderRequest): TOrderRequestInput =>
  inputOf(valuesOf(request), 'DRAFT', request);

/**
 * A field name added to the list: trimmed, empty or repeated names (any case) are left out, so a double
 * tap adds it once.
 */
export const withFieldName = (names: readonly string[], typed: string): string[] => {
  const name = typed.trim();
  if (name === '' || names.some((existing) => existing.toLowerCase() === name.toLowerCase())) return [...names];
  return [...names, name];
};
