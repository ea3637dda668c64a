import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { companyReferences } from '../schemas/api/company';
import { cropProtectionReferences } from '../schemas/api/crop-protection';
import { drivingReferences } from '../schemas/api/driving';
import { orderRequestReferences } from '../schemas/api/order-requests';
import { receiptTypePaths } from '../schemas/api/receipts';
import { refuelReferences } from '../schemas/api/refuels';
import { startInternalWorkReferences } from '../schemas/api/work';
import { customerReferences } from '../schemas/customer';
import { fieldMarkerReferences, fieldReferences } from '../schemas/map-fields';
import { loadingPointReferences } from '../schemas/map-loading-points';
import { markerReferences } from '../schemas/map-markers';
import { mapShareReferences } from '../schemas/map-shares';
import { trackReferences } from '../schemas/map-tracks';
import { recordKindList } from '../schemas/masterdata/kinds';
import { settingsReferences } from '../schemas/masterdata/settings';
import { orderReferences } from '../schemas/orders/order';
import { absenceReferences, boardMoveReferences } from '../schemas/planning/board';
import { campaignReferences, customerReplacementReferences } from '../schemas/planning/campaign';
import { progressShareReferences } from '../schemas/planning/progress-share';
import { rentalReferences } from '../schemas/planning/rental';
import { receiptReferences } from '../schemas/receipts/receipt';
import type { References } from '../schemas/references';
import { httpRoutes } from './services';

/**
 * Every body field of every route whose name says it holds ids ('customerId', 'tagIds') is a declared
 * reference the route checks, or is named below with the reason it needs none. A new route or field with
 * ids fails here until it is declared, so the generic check cannot silently miss it.
 */

/** What each route checks generically, with the body field its values sit under (updates send `data`). */
const checkedByRoute: Record<string, { references: References; under?: string }> = {
  ...Object.fromEntries(
    recordKindList.flatMap((def) => [
      [`POST ${def.path}`, { references: def.references ?? {} }],
      [`PATCH ${def.path}/{id}`, { references: def.references ?? {}, under: 'data' }],
    ]),
  ),
  // The office's and the farmer's map structures: one, or each of a batch's ({tracks: [...]}).
  ...Object.fromEntries(
    [
      { kind: 'tracks', param: 'trackId', references: trackReferences },
      { kind: 'fields', param: 'fieldId', references: fieldReferences },
      { kind: 'markers', param: 'markerId', references: markerReferences },
    ].flatMap(({ kind, param, references }) =>
      [`/structures/company/${kind}`, `/structures/${kind}`].flatMap((path) => [
        [`POST ${path}`, { references }],
        [`PATCH ${path}/{${param}}`, { references }],
        [`POST ${path}/batch`, { references, under: `${kind}.*` }],
        [`PATCH ${path}/batch`, { references, under: `${kind}.*` }],
      ]),
    ),
  ),
  'POST /structures/company/map-shares': { references: mapShareReferences },
  'POST /orders/progress-shares': { references: progressShareReferences },
  // A marker of a field, one at a time: saved as the field's markers.* (fieldReferences).
  ...Object.fromEntries(
    ['/structures/company/fields', '/structures/fields'].flatMap((path) => [
      [`POST ${path}/{fieldId}/markers`, { references: fieldMarkerReferences }],
      [`PATCH ${path}/{fieldId}/markers/{markerId}`, { references: fieldMarkerReferences }],
    ]),
  ),
  // The farmer's loading points (the office's are the record kind's routes above).
  'POST /structures/loading-or-unloading-points': { references: loadingPointReferences },
  'PATCH /structures/loading-or-unloading-points/{loadingPointId}': { references: loadingPointReferences },
  'POST /structures/loading-or-unloading-points/batch': {
    references: loadingPointReferences,
    under: 'loadingOrUnloadingPoints.*',
  },
  'PATCH /structures/loading-or-unloading-points/batch': {
    references: loadingPointReferences,
    under: 'loadingOrUnloadingPoints.*',
  },
  'POST /structures/company/loading-or-unloading-points/batch': {
    references: loadingPointReferences,
    under: 'loadingOrUnloadingPoints.*',
  },
  'PATCH /structures/company/loading-or-unloading-points/batch': {
    references: loadingPointReferences,
    under: 'loadingOrUnloadingPoints.*',
  },
  'PATCH /structures/company': { references: companyReferences },
  'POST /structures/customers': { references: customerReferences },
  'PATCH /structures/customers/{customerId}': { references: customerReferences },
  'POST /structures/order-requests': { references: orderRequestReferences },
  'PATCH /structures/order-requests/{orderRequestId}': { references: orderRequestReferences, under: 'data' },
  'PUT /masterdata/customer-settings': { references: settingsReferences.customers, under: 'data' },
  'PUT /masterdata/supplier-settings': { references: settingsReferences.suppliers, under: 'data' },
  'POST /work/internal-work': { references: startInternalWorkReferences },
  'POST /orders/orders/{orderId}/refuels': { references: refuelReferences },
  'POST /orders/orders': { references: orderReferences },
  'PATCH /orders/orders/{orderId}': { references: orderReferences, under: 'data' },
  'POST /orders/orders/{orderId}/assignment': { references: { employeeId: 'employee' } },
  'POST /orders/rentals': { references: rentalReferences },
  'PATCH /orders/rentals/{rentalId}': { references: rentalReferences, under: 'data' },
  'POST /orders/absences': { references: absenceReferences },
  'POST /orders/board/moves': { references: boardMoveReferences },
  'POST /orders/driving/{orderId}/stop': { references: drivingReferences.stop },
  'POST /orders/driving/{orderId}/start': { references: drivingReferences.start },
  'POST /orders/driving/{orderId}/activity': { references: drivingReferences.switch },
  'POST /orders/driving/{orderId}/amounts': { references: drivingReferences.amount },
  'POST /orders/crop-protection-imports/preview': { references: cropProtectionReferences.preview },
  'POST /orders/crop-protection-imports': { references: cropProtectionReferences.save },
  'POST /orders/campaigns': { references: campaignReferences },
  'POST /orders/campaigns/{campaignId}/customer-replacement': { references: customerReplacementReferences },
  // Outgoing receipts of every type (issue 14): the draft's customer and operating unit.
  ...Object.fromEntries(
    Object.values(receiptTypePaths).flatMap((path) => [
      [`POST /receipts/${path}`, { references: receiptReferences }],
      [`PATCH /receipts/${path}/{receiptId}`, { references: receiptReferences }],
    ]),
  ),
};

const variantRule = 'a variant of the chosen article: the kind’s rule checks it belongs to that article';
const pricedVariant = 'a variant of the chosen article: the driving domain checks it where it prices the amount';
const requestFields = {
  'data.serviceId': "checked where the service's name is taken, with the request's own message",
  'data.customerId': 'one of the customers the caller speaks for (askingCustomer)',
};
const withoutData = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([path, reason]) => [path.replace(/^data\./, ''), reason]));
const orderFields = {
  'data.fieldOverrides.*.runId': 'a run of this order (its activeTime)',
};
const employeeLogin = { 'data.appUserId': 'a login: the employee rule asks that it is a staff member of the company' };

const vatIdReason = 'the VAT identification number, no record';
const unitReceiptIds = { vatId: vatIdReason, creditorId: 'the SEPA creditor id, no record' };

const receiptFields = {
  contactPersonId: "a contact person of the receipt's customer: the receipts domain refuses others at the field",
  referencedReceiptId:
    "a credit note's bill: the receipts routes read it in the caller's company and refuse any but a finalized bill of the customer",
  'positions.*.source.orderId':
    'where a position came from, kept for the reader; nothing is read or written through it',
  'positions.*.source.priceBlockId': "a price block of that order's service snapshot, kept for the reader",
  'positions.*.source.resourceUsageId': 'a resource usage of that order, kept for the reader',
};

/** Id-named fields that need no generic check, by route, and why. */
const checkedElsewhere: Record<string, Record<string, string>> = {
  ...Object.fromEntries(
    Object.values(receiptTypePaths).flatMap((path) => [
      [`POST /receipts/${path}`, receiptFields],
      [`PATCH /receipts/${path}/{receiptId}`, receiptFields],
    ]),
  ),
  'POST /receipts/bills/from-orders': {
    'orderIds.*': 'the bills-from-orders use case reads each order in the company and bills only DONE ones',
  },
  'PATCH /orders/campaigns/{campaignId}': {
    'roles.*.orderId': 'an order of the chain: the campaign domain refuses others at the field',
    'addOrder.orderId': 'read in the company by the campaign routes, refused at the field when unknown',
    removeOrderId: 'an order of the chain: the campaign domain refuses others at the field',
  },
  'POST /masterdata/employees': withoutData(employeeLogin),
  'PATCH /masterdata/employees/{id}': employeeLogin,
  'POST /masterdata/services': { 'driverQueries.*.restriction.resourceVariantId': variantRule },
  'PATCH /masterdata/services/{id}': { 'data.driverQueries.*.restriction.resourceVariantId': variantRule },
  'POST /masterdata/price-agreements': { 'priceTarget.overrides.*.resourceVariantId': variantRule },
  'PATCH /masterdata/price-agreements/{id}': { 'data.priceTarget.overrides.*.resourceVariantId': variantRule },
  'POST /masterdata/suppliers': { vatId: 'the VAT identification number, no record' },
  'PATCH /masterdata/suppliers/{id}': { 'data.vatId': 'the VAT identification number, no record' },
  'POST /structures/order-requests': withoutData(requestFields),
  'PATCH /structures/order-requests/{orderRequestId}': requestFields,
  'POST /structures/operating-units': unitReceiptIds,
  'PATCH /structures/operating-units/{operatingUnitId}': unitReceiptIds,
  'POST /structures/customers': { vatId: vatIdReason },
  'PATCH /structures/customers/{customerId}': { vatId: vatIdReason },
  'POST /structures/company/map-shares': {
    'selection.trackIds.*': "one of the customer's active tracks: the map-share domain refuses others at the field",
    'selection.markerIds.*': "one of the customer's active markers: the map-share domain refuses others at the field",
  },
  'POST /orders/orders': withoutData(orderFields),
  'POST /orders/board/moves': {
    orderId: 'the move reads the order in the company, else 404',
    'target.fromMachineId': "one of the order's machines to swap; another id swaps nothing and the machine is added",
  },
  'PATCH /orders/orders/{orderId}': orderFields,
  'POST /orders/driving/{orderId}/stop': {
    'answers.*.queryId': "a stop query of the order's service snapshot; answers to others are not kept",
    'answers.*.resourceVariantId': variantRule,
    'taskRecords.*.customerId': 'matched against the customers the order was worked for; others are not kept',
  },
  'POST /orders/orders/{orderId}/refuels': {
    machineId: "one of the order's machines: the refuel domain refuses others at the field",
    customerId: "one of the order's customers: the refuel domain refuses others at the field",
  },
  'POST /orders/orders/{orderId}/refuel-removals': {
    refuelId: 'a refuel of the order (a part of it, no record): the refuel domain refuses others at the field',
  },
  'POST /orders/toll-imports/{importId}/assignments': {
    tripId: "the operator's id of an open trip of the import (no record), else 404",
    orderId: 'the toll route reads the order in the company and refuses another at the field',
  },
  'POST /work/internal-work': { presetId: "a preset of the company's settings, looked up by the work domain" },
  'POST /identity/invitations': { customerId: 'the invitation route answers 404 for a customer not of the company' },
  'POST /tracking/trackings': {
    orderId: 'the tracking route answers 404 unless the order is of the company and assigned to the caller',
    orderRunId: 'a run of that order; runs are kept on the order by the orders service',
    timeTrackingId: "the caller's running activity, else 409",
  },
  'POST /tracking/points': {
    trackingId: "the caller's own tracking in the company, else 404",
    orderId: "the tracking's own order, else 404",
  },
  'PUT /notifications/push-registrations': {
    authUserId: 'the signed-in user themself: the route answers 403 for any other user',
  },
  'POST /orders/driving/{orderId}/start': {
    'machineVariants.*.variantId':
      "a variant of the chosen machine of the order's snapshot: the driving domain checks it",
    orderActivityPresetId: "a preset of the company's settings, looked up by the driving domain",
    'answers.*.queryId': "a query of the order's service snapshot; answers to other ids are not kept",
    'answers.*.resourceVariantId': pricedVariant,
  },
  'POST /orders/driving/{orderId}/activity': {
    orderActivityPresetId: "a preset of the company's settings, looked up by the driving domain",
  },
  'POST /orders/driving/{orderId}/amounts': { resourceVariantId: pricedVariant },
  'POST /orders/crop-protection-imports': {
    'rows.*.orderId':
      "read in the caller's company: the import refuses another customer's or an unknown order at the row",
    'rows.*.resourceVariantId':
      'a variant of the chosen article: the import prices it as the driving domain does and refuses others',
  },
  ...Object.fromEntries(
    ['POST /invoices/xrechnung/create', 'POST /invoices/zugferd/create'].map((routeKey) => [
      routeKey,
      {
        companyId: 'the company the call was granted: the e-invoice routes answer 403 for any other',
        receiptId: "a read that stores nothing: the receipts port reads in the caller's company, else 404",
        operatingUnitId: "a read that stores nothing: the receipt's operating unit, read by the receipts port",
      },
    ]),
  ),
  'POST /masterdata/price-quote': {
    resourceId: 'a read that stores nothing: an unknown article is not found',
    resourceVariantId: 'a read that stores nothing',
    customerId: 'a read that stores nothing: an unknown customer has no agreements',
  },
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isList = (node: unknown): boolean =>
  isObject(node) &&
  (node.type === 'array' || (Array.isArray(node.anyOf) && node.anyOf.some((branch) => isList(branch))));

/** The declared-path spelling of every id-named field of a JSON schema ('tagIds.*', 'priceTarget.resourceId'). */
const idFieldPaths = (node: unknown, at = ''): string[] => {
  if (!isObject(node)) return [];
  const join = (key: string) => (at === '' ? key : `${at}.${key}`);
  const fields = isObject(node.properties)
    ? Object.entries(node.properties).flatMap(([key, field]) => [
        ...(/[a-z]Ids?$/.test(key) ? [isList(field) ? `${join(key)}.*` : join(key)] : []),
        ...idFieldPaths(field, join(key)),
      ])
    : [];
  const items = idFieldPaths(node.items, join('*'));
  const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((union) => {
    const list = node[union];
    return Array.isArray(list) ? list.flatMap((branch) => idFieldPaths(branch, at)) : [];
  });
  return [...new Set([...fields, ...items, ...branches])];
};

const bodies = httpRoutes().flatMap(({ endpoint, routeKey }) =>
  endpoint.body ? [[routeKey, endpoint.body] as const] : [],
);

describe('reference declarations cover every id in a request body', () => {
  it.each(bodies)('%s', (routeKey, body) => {
    const json = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' });
    const checked = checkedByRoute[routeKey];
    const declared = Object.keys(checked?.references ?? {}).map((path) =>
      checked?.under ? `${checked.under}.${path}` : path,
    );
    const covered = [...declared, ...Object.keys(checkedElsewhere[routeKey] ?? {})].sort();
    expect(idFieldPaths(json).sort()).toEqual(covered);
  });

  it('names only routes that exist', () => {
    const routeKeys = new Set(bodies.map(([routeKey]) => routeKey));
    expect(
      [...Object.keys(checkedByRoute), ...Object.keys(checkedElsewhere)].filter((key) => !routeKeys.has(key)),
    ).toEqual([]);
  });
});
