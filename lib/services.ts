import { boardEndpoints } from '../schemas/api/board';
import { campaignEndpoints } from '../schemas/api/campaigns';
import { companyEndpoints } from '../schemas/api/company';
import { contractorEndpoints } from '../schemas/api/contractors';
import { cropProtectionEndpoints } from '../schemas/api/crop-protection';
import { customerEndpoints } from '../schemas/api/customers';
import { drivingEndpoints } from '../schemas/api/driving';
import { einvoiceEndpoints } from '../schemas/api/einvoice';
import { einvoiceReadingEndpoints } from '../schemas/api/einvoice-reading';
import { type Endpoint, routeKey } from '../schemas/api/endpoint';
import { geoEndpoints } from '../schemas/api/geo';
import { identityEndpoints } from '../schemas/api/identity';
import { invitationEndpoints } from '../schemas/api/invitations';
import { mailEndpoints } from '../schemas/api/mails';
import { createMapShare, listMapShares, readSharedMap, revokeMapShare } from '../schemas/api/map-shares';
import { mapStructureEndpoints } from '../schemas/api/map-structures';
import { masterdataEndpoints, structuresRecordEndpoints } from '../schemas/api/masterdata';
import { memberEndpoints } from '../schemas/api/members';
import { notificationEndpoints } from '../schemas/api/notifications';
import { operatingUnitLogoEndpoints } from '../schemas/api/operating-unit-logo';
import { orderRequestEndpoints } from '../schemas/api/order-requests';
import { orderEndpoints } from '../schemas/api/orders';
import {
  createProgressShare,
  listProgressShares,
  readOrdersProgress,
  revokeProgressShare,
} from '../schemas/api/progress-shares';
import { projectEndpoints } from '../schemas/api/projects';
import { receiptPreviewEndpoints } from '../schemas/api/receipt-previews';
import { receiptServiceEndpoints } from '../schemas/api/receipts';
import { refuelEndpoints } from '../schemas/api/refuels';
import { rentalEndpoints } from '../schemas/api/rentals';
import { tollEndpoints } from '../schemas/api/tolls';
import { trackingEndpoints } from '../schemas/api/tracking';
import { updateInfoEndpoints } from '../schemas/api/update-infos';
import { workEndpoints } from '../schemas/api/work';
import { companyEntities, masterRecordEntities, recordStoreEntities } from './entity-ownership';
import type { ServiceDefinition } from './service-definition';

/**
 * THE registry of services (DESIGN §1, §2). Each entry is one Lambda: the CDK stacks create its
 * function, routes, event sources and grants from it, and the embedded runtime (lib/local) wires the
 * same handler into its HTTP/WebSocket gateway, queue pollers and stream poller.
 */

export { bucketNames, queueNames } from '../lambdas/platform/environment-names';
export type {
  BucketAccess,
  BucketName,
  CognitoTrigger,
  QueueName,
  ServiceAccess,
  ServiceDefinition,
} from './service-definition';

export const services = [
  {
    name: 'identity',
    entry: 'lambdas/identity/handler.ts',
    basePath: '/identity',
    endpoints: [
      ...Object.values(identityEndpoints),
      ...Object.values(invitationEndpoints),
      ...Object.values(memberEndpoints),
      ...Object.values(updateInfoEndpoints),
    ],
    access: {
      table: 'readWrite',
      owns: ['appUser', 'membership', 'invitation', 'passwordReset', 'rateCounter', 'appMeta', 'updateInfo'],
      reads: [...recordStoreEntities, 'company', 'customer'],
      indexes: ['gsi1', 'gsi2'],
      sendTo: ['mail'],
      userPoolActions: ['cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminCreateUser', 'cognito-idp:AdminGetUser'],
    },
  },
  {
    name: 'identity-trigger',
    entry: 'lambdas/identity/trigger.ts',
    cognitoTriggers: ['PreTokenGeneration'],
    access: {
      table: 'read',
      reads: [...recordStoreEntities, 'appMeta', 'membership', 'passwordReset', 'rateCounter', 'company'],
      indexes: ['gsi1'],
    },
  },
  {
    name: 'structures',
    entry: 'lambdas/structures/handler.ts',
    basePath: '/structures',
    endpoints: [
      ...Object.values(customerEndpoints),
      ...Object.values(companyEndpoints),
      ...Object.values(operatingUnitLogoEndpoints),
      ...Object.values(contractorEndpoints),
      ...Object.values(orderRequestEndpoints),
      ...structuresRecordEndpoints,
      ...mapStructureEndpoints,
      createMapShare,
      listMapShares,
      revokeMapShare,
    ],
    access: {
      table: 'readWrite',
      owns: [
        'company',
        'operatingUnit',
        'companyCounter',
        'customer',
        'mapField',
        'mapTrack',
        'mapMarker',
        'orderRequest',
        'shareLink',
        'shareToken',
      ],
      reads: [...recordStoreEntities, 'fieldCell', 'membership', 'numberCounter'],
      indexes: ['gsi1', 'gsi2'],
      buckets: { documents: 'readWrite' },
    },
  },
  {
    name: 'masterdata',
    entry: 'lambdas/masterdata/handler.ts',
    basePath: '/masterdata',
    endpoints: masterdataEndpoints,
    access: {
      table: 'readWrite',
      owns: [...masterRecordEntities, 'recordHistory', 'settingsRecord', 'numberCounter', 'recordClaim'],
      reads: [...recordStoreEntities, 'company', 'customer', 'mapField', 'mapTrack', 'membership', 'operatingUnit'],
    },
  },
  {
    name: 'work',
    entry: 'lambdas/work/handler.ts',
    basePath: '/work',
    endpoints: Object.values(workEndpoints),
    access: {
      table: 'readWrite',
      owns: ['timeTracking'],
      reads: [...companyEntities, ...recordStoreEntities, 'customer', 'mapField', 'mapTrack', 'order', 'orderLink'],
      indexes: ['gsi1'],
    },
  },
  {
    // application.md §7 names a notifications API among the separate services. It reads order changes
    // from the stream (new-order notifications) and pushes to devices through a provider port.
    name: 'notifications',
    entry: 'lambdas/notifications/handler.ts',
    basePath: '/notifications',
    endpoints: Object.values(notificationEndpoints),
    streamConsumer: true,
    access: {
      table: 'readWrite',
      owns: ['notification', 'pushRegistration', 'pushSandboxMessage'],
      reads: [...recordStoreEntities, 'membership'],
      indexes: ['gsi1'],
      push: true,
    },
  },
  {
    name: 'tracking',
    entry: 'lambdas/tracking/handler.ts',
    basePath: '/tracking',
    endpoints: Object.values(trackingEndpoints),
    access: {
      table: 'readWrite',
      owns: ['geoTracking', 'geoTrackingChunk', 'employeeLocation'],
      reads: [...recordStoreEntities, 'company', 'membership', 'order', 'orderLink'],
      indexes: ['gsi1', 'gsi2'],
    },
  },
  {
    // It reads the table stream too: an order request the office accepts becomes a DRAFT order here, the
    // owner of orders, with the request's id (idempotent on replay), rather than the structures service
    // writing another service's items in its decision.
    name: 'orders',
    entry: 'lambdas/orders/handler.ts',
    basePath: '/orders',
    endpoints: [
      ...Object.values(orderEndpoints),
      ...Object.values(drivingEndpoints),
      ...Object.values(cropProtectionEndpoints),
      ...Object.values(campaignEndpoints),
      ...Object.values(tollEndpoints),
      ...Object.values(refuelEndpoints),
      createProgressShare,
      listProgressShares,
      revokeProgressShare,
      ...Object.values(projectEndpoints),
      ...Object.values(boardEndpoints),
    ],
    streamConsumer: true,
    // documents: the toll lists the browser uploads there (presigned) for their import.
    access: {
      table: 'readWrite',
      owns: ['order', 'orderLink', 'campaign', 'absence', 'tollImport', 'tollImportTrips'],
      reads: [
        ...companyEntities,
        ...recordStoreEntities,
        'customer',
        'geoTracking',
        'geoTrackingChunk',
        'mapField',
        'mapTrack',
        'rental',
        'shareLink',
        'shareToken',
        'timeTracking',
      ],
      indexes: ['gsi1', 'gsi2'],
      buckets: { documents: 'readWrite' },
    },
  },
  {
    // Machines rented out to customers (issue 15), split from orders (issue 26): it shares no code with
    // them; the disposition board reads the rented periods through lambdas/platform/aggregates/rental.ts.
    name: 'rentals',
    entry: 'lambdas/rentals/handler.ts',
    basePath: '/orders/rentals',
    endpoints: Object.values(rentalEndpoints),
    access: {
      table: 'readWrite',
      owns: ['rental', 'rentalMachineLink', 'rentalLedger'],
      reads: [
        ...recordStoreEntities,
        'customer',
        'mapField',
        'mapTrack',
        'membership',
        'numberCounter',
        'operatingUnit',
      ],
      indexes: ['gsi1'],
    },
  },
  {
    // The public reads behind share links (issue 26): unauthenticated, so each runs in a function that may
    // only read the table, apart from the service that writes. One per owning service, since a function's
    // code stays in its service's folder (the farmer's progress link; the map link).
    name: 'orders-public',
    entry: 'lambdas/orders/public-handler.ts',
    endpoints: [readOrdersProgress],
    access: {
      table: 'read',
      reads: [
        ...companyEntities,
        ...recordStoreEntities,
        'customer',
        'mapField',
        'order',
        'orderLink',
        'shareLink',
        'shareToken',
        'timeTracking',
      ],
      indexes: ['gsi1', 'gsi2'],
    },
  },
  {
    name: 'structures-public',
    entry: 'lambdas/structures/public-handler.ts',
    endpoints: [readSharedMap],
    access: {
      table: 'read',
      reads: [
        ...companyEntities,
        'collectionChange',
        'collectionVersion',
        'customer',
        'fieldCell',
        'mapField',
        'mapMarker',
        'mapTrack',
        'recordClaim',
        'shareLink',
        'shareToken',
      ],
    },
  },
  {
    // services.md 'Field-geometry service': reads the field index the structures service writes with
    // its fields (lambdas/platform/field-index.ts); Query on the main index only.
    name: 'geo',
    entry: 'lambdas/geo/handler.ts',
    basePath: '/geo',
    endpoints: Object.values(geoEndpoints),
    access: {
      table: 'read',
      owns: ['fieldCell'],
      reads: [...companyEntities, 'collectionChange', 'collectionVersion', 'mapField', 'mapTrack'],
    },
  },
  {
    name: 'realtime',
    entry: 'lambdas/realtime/handler.ts',
    websocket: true,
    streamConsumer: true,
    access: {
      table: 'readWrite',
      owns: ['connection', 'collectionVersion', 'collectionChange'],
      reads: ['membership'],
      indexes: ['gsi1'],
      manageConnections: true,
    },
  },
  {
    name: 'realtime-authorizer',
    entry: 'lambdas/realtime/authorizer.ts',
    websocketAuthorizer: true,
    // It verifies the ID token only (the user pool comes with every API service); the membership is the
    // $connect handler's check, which reads the table.
    access: {},
  },
  {
    // services.md 'E-invoice service': outgoing receipts as XRechnung or Factur-X. The documents queue's
    // consumer renders a finalized receipt's files, keeps them in the documents bucket under Object Lock
    // and records them on the receipt (issue 14); the receipts service invokes it for a dry run of those
    // files before it numbers a receipt (issue 24).
    name: 'einvoice',
    entry: 'lambdas/einvoice/handler.ts',
    basePath: '/invoices',
    endpoints: [
      ...Object.values(einvoiceEndpoints),
      ...Object.values(einvoiceReadingEndpoints),
      ...Object.values(receiptPreviewEndpoints),
    ],
    receiptFonts: true,
    queueConsumers: ['documents'],
    access: {
      table: 'readWrite',
      reads: [...companyEntities, 'collectionChange', 'collectionVersion', 'customer', 'receipt', 'recordHistory'],
      buckets: { documents: 'readWriteRetained' },
    },
  },
  {
    // Outgoing receipts (issue 14): bills, cancellation bills, reminders, credit notes, delivery notes and
    // offers. Finalizing puts the receipt on the documents queue, whose consumer renders and stores its files.
    name: 'receipts',
    entry: 'lambdas/receipts/handler.ts',
    basePath: '/receipts',
    endpoints: receiptServiceEndpoints,
    access: {
      table: 'readWrite',
      owns: ['receipt', 'receiptCounter'],
      reads: [
        ...companyEntities,
        ...recordStoreEntities,
        'customer',
        'mailCounter',
        'mapField',
        'mapTrack',
        'order',
        'orderLink',
        'sentMail',
        'timeTracking',
      ],
      // gsi2: the billable (DONE) orders. gsi1: the drivers' time trackings are queried 'byEmployee', a name
      // the orders' gsi1 pattern shares; the index-access check errs towards that one index too many.
      indexes: ['gsi1', 'gsi2'],
      sendTo: ['mail', 'documents'],
      buckets: { documents: 'read' },
      // The dry run of a receipt's files before its number is taken (lambdas/platform/receipt-dry-run.ts).
      invokes: ['einvoice'],
    },
  },
  {
    // services.md 'Mail service': mails and receipt mails with files (HTTP, queued), sent by the mail
    // queue's consumer with SES; files wait in the documents bucket, the queue carries their keys.
    name: 'mail',
    entry: 'lambdas/mail/handler.ts',
    basePath: '/mails',
    endpoints: Object.values(mailEndpoints),
    queueConsumers: ['mail'],
    access: {
      table: 'readWrite',
      owns: ['sentMail', 'mailCounter'],
      reads: [...companyEntities, ...recordStoreEntities, 'customer'],
      sendTo: ['mail'],
      buckets: { documents: 'readWrite' },
      sendMail: true,
    },
  },
  {
    // SES's bounces, rejects and complaints (configuration set -> SNS -> mail-events), noted at the
    // contact persons of the company's customers. Part of the mail service, a Lambda of its own.
    name: 'mail-events',
    entry: 'lambdas/mail/events-handler.ts',
    queueConsumers: ['mail-events'],
    access: { table: 'readWrite', reads: ['collectionChange', 'collectionVersion', 'customer'] },
  },
] as const satisfies readonly ServiceDefinition[];

export type ServiceName = (typeof services)[number]['name'];

/** Every HTTP route of every service, with the service that answers it. */
export const httpRoutes = (): { service: ServiceDefinition; endpoint: Endpoint; routeKey: string }[] =>
  (services as readonly ServiceDefinition[]).flatMap((service) =>
    (service.endpoints ?? []).map((endpoint) => ({ service, endpoint, routeKey: routeKey(endpoint) })),
  );

export const serviceByName = (name: string): ServiceDefinition | undefined =>
  (services as readonly ServiceDefinition[]).find((service) => service.name === name);
