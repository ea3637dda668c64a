import { DEMO_ABSENCE_DAY, DEMO_ABSENCE_ID } from '../../lib/local/seed/demo-board';
import { DEMO_FINALIZED_BILL_ID, DEMO_RECEIPT_IDS } from '../../lib/local/seed/demo-receipts';
import { DEMO_RENTAL_IDS } from '../../lib/local/seed/demo-rentals';
import { DEMO_TOLL_IMPORT_ID, DEMO_TOLL_TRIP_ID } from '../../lib/local/seed/demo-toll-imports';
import { receiptTypePaths } from '../../schemas/api/receipts';
import { receiptTypes } from '../../schemas/receipts/receipt';

/**
 * The records the generated access tests (test/integration/every-route-access.test.ts) name in the
 * `{param}`s of every route's path: a real record of the demo company for each. A new route whose path
 * names a new `{param}` needs an entry in DEMO_TARGETS; until it has one, the test fails and says which.
 * How a route's query and body are made: route-targets.ts.
 */

/**
 * The ids only known at run time: the test's own company (test/support/tenants.ts) with its share-link
 * tokens, an invitation the test sends, a member's Cognito user id.
 */
export type RuntimeIds = {
  companyId: string;
  mapShareToken: string;
  progressShareToken: string;
  invitationId: string;
  memberUserId: string;
};

export type Target =
  /**
   * A record of the demo company; `read` is where its owner reads it when the route's own GET cannot;
   * `refusedAs` is the answer of a route that refuses with a result rather than 403 or 404.
   */
  | {
      kind: 'company';
      id: string | ((ids: RuntimeIds) => string);
      read?: (id: string, ids: RuntimeIds) => string;
      refusedAs?: Record<string, unknown>;
      /** Fields a body of the record's routes needs that the record itself does not hold (an article and amount). */
      bodyFields?: Record<string, unknown> | ((ids: RuntimeIds) => Record<string, unknown>);
      /** The ids of the record's parts for a path's further params ({trackId} of a field's track). */
      parts?: Record<string, string>;
    }
  /** Data that is the same for every user, not a company's: another company reads it too. */
  | { kind: 'shared'; id: string | ((ids: RuntimeIds) => string); why: string };

/** A target's id for the company of the run. */
export const targetId = (target: Pick<Target, 'id'>, ids: RuntimeIds): string =>
  typeof target.id === 'string' ? target.id : target.id(ids);

/** A company target's body fields for the company of the run. */
export const targetBodyFields = (
  fields: Record<string, unknown> | ((ids: RuntimeIds) => Record<string, unknown>) | undefined,
  ids: RuntimeIds,
): Record<string, unknown> | undefined => (typeof fields === 'function' ? fields(ids) : fields);

/**
 * The field's routes of one track or marker (/fields/{fieldId}/tracks/{trackId}) name the field and its
 * part: the field is the record they change (tracks and markers live inside it). A new marker needs a place.
 */
const DEMO_FIELD_PARTS = {
  // lib/local/seed/demo-map-structures.ts DEMO_FIELD_PART_IDS.
  parts: { trackId: 'demo-field-deichkoppel-fahrgasse', markerId: 'demo-marker-deichkoppel-tor' },
  bodyFields: { lat: 54.488, lng: 9.06 },
};

/** Keyed by the path up to the param: the routes of one record (read, change, archive, history) share it. */
export const DEMO_TARGETS: Record<string, Target> = {
  '/identity/invitations/{invitationId}': { kind: 'company', id: (ids) => ids.invitationId },
  '/identity/my-invitations/{invitationId}': {
    kind: 'company',
    id: (ids) => ids.invitationId,
    read: () => '/identity/invitations',
    // application.md §7: answering an invitation that is not one's own is the result 'invitation-not-found'.
    refusedAs: { result: 'error', reason: 'invitation-not-found' },
  },
  '/identity/members/{userId}': { kind: 'company', id: (ids) => ids.memberUserId },
  '/identity/update-infos/{updateInfoId}': {
    kind: 'shared',
    id: 'update-kunden-live',
    why: 'product news are shown to every user (application.md §3 Update info)',
  },
  '/structures/customers/{customerId}': { kind: 'company', id: 'demo-customer-10001' },
  '/structures/operating-units/{operatingUnitId}': {
    kind: 'company',
    id: 'demo-unit-schleswig',
    // The unit's logo routes: a file to ask an upload URL for, and a key to confirm (none uploaded: refused).
    bodyFields: (ids) => ({ contentType: 'image/png', size: 100, key: `companies/${ids.companyId}/logo/none` }),
  },
  '/structures/order-requests/{orderRequestId}': {
    kind: 'company',
    // A sent request, as its farmer could still change it (so the body is a valid change).
    id: 'demo-order-request-guelle',
    read: (id) => `/structures/company/order-requests/${id}`,
  },
  '/structures/company/order-requests/{orderRequestId}': { kind: 'company', id: 'demo-order-request-guelle' },
  '/structures/company/loading-or-unloading-points/{id}': { kind: 'company', id: 'demo-point-hafen-husum' },
  '/structures/loading-or-unloading-points/{loadingPointId}': {
    kind: 'company',
    // The farmer Thomsen's own point (the customer side); the owner reads it where the office does.
    id: 'demo-point-silo-thomsen',
    read: (id, ids) => `/structures/company/loading-or-unloading-points/${id}?companyId=${ids.companyId}`,
  },
  '/structures/tracks/{trackId}': {
    kind: 'company',
    // The farmer Thomsen's own track (the customer side); the owner reads it where the office does.
    id: 'demo-track-deichweg',
    read: (id, ids) => `/structures/company/tracks/${id}?companyId=${ids.companyId}`,
  },
  '/structures/company/tracks/{trackId}': { kind: 'company', id: 'demo-track-deichweg' },
  '/structures/fields/{fieldId}': {
    kind: 'company',
    // The farmer Thomsen's own field (the customer side); the owner reads it where the office does.
    id: 'demo-field-deichkoppel',
    read: (id, ids) => `/structures/company/fields/${id}?companyId=${ids.companyId}`,
    ...DEMO_FIELD_PARTS,
  },
  '/structures/company/fields/{fieldId}': { kind: 'company', id: 'demo-field-deichkoppel', ...DEMO_FIELD_PARTS },
  '/structures/markers/{markerId}': {
    kind: 'company',
    // The farmer Thomsen's own marker (the customer side); the owner reads it where the office does.
    id: 'demo-marker-hoftor-thomsen',
    read: (id, ids) => `/structures/company/markers/${id}?companyId=${ids.companyId}`,
  },
  '/structures/company/markers/{markerId}': { kind: 'company', id: 'demo-marker-hoftor-thomsen' },
  '/structures/company/map-shares/{shareId}': { kind: 'company', id: 'demo-share-thomsen' },
  '/structures/public/map-shares/{token}': {
    kind: 'shared',
    id: (ids) => ids.mapShareToken,
    why: 'a shared link is read without signing in by whoever holds it (issue 13 point 3)',
  },
  '/orders/orders/{orderId}': {
    kind: 'company',
    id: 'demo-order-guelle-thomsen',
    // A refuel of the order's machine (POST .../refuels), and one to remove (POST .../refuel-removals).
    bodyFields: {
      machineId: 'demo-machine-fendt-942',
      timestamp: '2026-01-01T08:00:00.000Z',
      liters: '1',
      refuelId: 'demo-refuel-none',
    },
  },
  // lib/local/seed/demo-masterdata: the machine's refuels (GET /orders/machines/{machineId}/refuels).
  '/orders/machines/{machineId}': {
    kind: 'company',
    id: 'demo-machine-jaguar-960',
    read: (id) => `/masterdata/machines/${id}`,
  },
  // The moment a hand-out or take-back names (its body holds no more than the version besides).
  '/orders/rentals/{rentalId}': {
    kind: 'company',
    id: DEMO_RENTAL_IDS.reserved,
    bodyFields: { at: '2026-06-01T08:00:00.000Z' },
  },
  '/orders/progress-shares/{shareId}': { kind: 'company', id: 'demo-progress-thomsen' },
  // The summary only reads; the project itself is read where the office keeps it.
  '/orders/projects/{projectId}': {
    kind: 'company',
    id: 'demo-project-maissilage-thomsen',
    read: (id) => `/masterdata/projects/${id}`,
  },
  '/orders/public/progress/{token}': {
    kind: 'shared',
    id: (ids) => ids.progressShareToken,
    why: "a farmer's progress link is read without signing in by whoever holds it (issue 15)",
  },
  '/orders/absences/{absenceId}': {
    kind: 'company',
    // A fixed absence (lib/local/seed/demo-board.ts), read in the list of its first day.
    id: DEMO_ABSENCE_ID,
    read: () => `/orders/absences?from=${DEMO_ABSENCE_DAY}&to=${DEMO_ABSENCE_DAY}`,
  },
  '/orders/driving/{orderId}': {
    kind: 'company',
    // Assigned to the demo driver; the owner reads it where the office does (the driver's view is the driver's).
    id: 'demo-order-guelle-thomsen',
    read: (id) => `/orders/orders/${id}`,
    bodyFields: { resourceId: 'demo-resource-diesel', amount: '1' },
  },
  // Tim Brandt's task; the owner (who has no such task) reads the order through the orders service.
  '/work/tasks/{orderId}': {
    kind: 'company',
    id: 'demo-order-guelle-thomsen',
    read: (id) => `/orders/orders/${id}`,
  },
  // lib/local/seed/demo-campaigns.ts: three orders of the biogas plant's maize harvest.
  '/orders/campaigns/{campaignId}': { kind: 'company', id: 'demo-campaign-mais-claussen' },
  // lib/local/seed/demo-toll-imports.ts: an import with one open trip, which a body puts onto a demo order.
  '/orders/toll-imports/{importId}': {
    kind: 'company',
    id: DEMO_TOLL_IMPORT_ID,
    bodyFields: { tripId: DEMO_TOLL_TRIP_ID, orderId: 'demo-order-guelle-thomsen' },
  },
  '/masterdata/employees/{id}': { kind: 'company', id: 'demo-employee-hauke-feddersen' },
  '/masterdata/projects/{id}': { kind: 'company', id: 'demo-project-maissilage-thomsen' },
  '/masterdata/employee-tags/{id}': { kind: 'company', id: 'demo-etag-fahrer' },
  '/masterdata/machines/{id}': { kind: 'company', id: 'demo-machine-jaguar-960' },
  '/masterdata/machine-rings/{id}': { kind: 'company', id: 'demo-ring-husum' },
  '/masterdata/resources/{id}': { kind: 'company', id: 'demo-resource-diesel' },
  '/masterdata/resource-tags/{id}': { kind: 'company', id: 'demo-rtag-saatgut' },
  '/masterdata/services/{id}': { kind: 'company', id: 'demo-service-mais-haeckseln' },
  '/masterdata/suppliers/{id}': { kind: 'company', id: 'demo-supplier-raiffeisen' },
  '/masterdata/gas-stations/{id}': { kind: 'company', id: 'demo-gas-hoftank-husum' },
  '/masterdata/cost-accounts/{id}': { kind: 'company', id: 'demo-account-3400' },
  '/masterdata/customer-tags/{id}': { kind: 'company', id: 'demo-ctag-bio' },
  '/masterdata/price-agreements/{id}': { kind: 'company', id: 'demo-agreement-diesel-grosskunden' },
  '/tracking/trackings/{trackingId}': { kind: 'company', id: 'demo-tracking-gras-vorige-woche' },
  // lib/local/seed/demo-receipts.ts: a draft of every type; the bill's routes also cancel and pay.
  '/receipts/bills/{receiptId}': {
    kind: 'company',
    id: DEMO_RECEIPT_IDS.BILL,
    bodyFields: { reason: 'Storno', amount: '1', paidOn: '2026-01-01' },
  },
  // A finalized cancellation bill: its negated quantities are no input, so a change names no positions.
  '/receipts/cancellation-bills/{receiptId}': {
    kind: 'company',
    id: DEMO_RECEIPT_IDS.CANCELLATION_BILL,
    bodyFields: { positions: [] },
  },
  '/receipts/reminders/{receiptId}': { kind: 'company', id: DEMO_RECEIPT_IDS.BILL_REMINDER },
  '/receipts/credit-notes/{receiptId}': { kind: 'company', id: DEMO_RECEIPT_IDS.CREDIT_NOTE },
  '/receipts/delivery-notes/{receiptId}': { kind: 'company', id: DEMO_RECEIPT_IDS.DELIVERY_NOTE },
  '/receipts/offers/{receiptId}': { kind: 'company', id: DEMO_RECEIPT_IDS.OFFER },
  // The e-invoice service's previews of drafts, read where the receipts service reads the draft.
  ...Object.fromEntries(
    receiptTypes.map((type) => [
      `/invoices/receipts/${receiptTypePaths[type]}/{receiptId}`,
      {
        kind: 'company',
        id: DEMO_RECEIPT_IDS[type],
        read: (id: string) => `/receipts/${receiptTypePaths[type]}/${id}`,
      },
    ]),
  ),
  // Sending is for a finalized receipt; it is read where its type's routes read it.
  '/receipts/send/{receiptId}': {
    kind: 'company',
    id: DEMO_FINALIZED_BILL_ID,
    read: (id) => `/receipts/bills/${id}`,
    bodyFields: { type: 'BILL' },
  },
};
