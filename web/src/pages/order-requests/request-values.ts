import type { TOrderRequest, TOrderRequestInput } from '../../../../schemas/api/order-requests';
import type { TUnit } from '../../../../schemas/units';

/**
 * What the farmer's request form holds: texts as typed; the days as 'YYYY-MM-DD' and the amount as a
 * decimal string once readable (DateField, DecimalField hold the typed text until then, so the schema
 * rejects it at the field); the service chosen or none; the field names.
 */
export type RequestValues = {
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
});

/** Map structures are not edited in the form: an edit keeps those the request has. */
const mapStructuresOf = (request?: TOrderRequest) => ({
  fieldIds: request?.fieldIds ?? [],
  trackIds: request?.trackIds ?? [],
  loadingPointIds: request?.loadingPointIds ?? [],
  markers: request?.markers ?? [],
  mapStructuresSequence: request?.mapStructuresSequence ?? [],
  isMapStructuresSequenceEnabled: request?.isMapStructuresSequenceEnabled ?? false,
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
