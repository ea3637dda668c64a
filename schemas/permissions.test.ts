import { describe, expect, it } from 'vitest';
import { apiPermissions, hasPermission, mayOpenPage, type PageId, pageAccess, pageIds } from './permissions';
import { staffRoles, type TRole } from './roles';

// Literal rows of application.md §6 'Page access', with the page ids that stand for each named page.
const OWNER = 'OWNER';
const ADMIN = 'ADMIN';
const ACCOUNTANT = 'ACCOUNTANT';
const PLANNER = 'PLANNER';
const EMPLOYEE = 'EMPLOYEE';
const TEMPORARY_WORKER = 'TEMPORARY_WORKER';
const SUBCONTRACTOR = 'SUBCONTRACTOR';

const specRows: [roles: TRole[], pages: PageId[]][] = [
  // Owner, admin, accountant, planner, employee, temporary worker, subcontractor: tasks, task details, delivery note details.
  [
    [OWNER, ADMIN, ACCOUNTANT, PLANNER, EMPLOYEE, TEMPORARY_WORKER, SUBCONTRACTOR],
    ['tasks', 'taskDetails', 'deliveryNoteDetails'],
  ],
  // The same roles without subcontractor: internal work and my orders.
  [
    [OWNER, ADMIN, ACCOUNTANT, PLANNER, EMPLOYEE, TEMPORARY_WORKER],
    ['internalWork', 'myOrders'],
  ],
  // Owner, admin, accountant, planner, employee, temporary worker: create credit note, create delivery note,
  // create offer, offer details, my work times.
  [
    [OWNER, ADMIN, ACCOUNTANT, PLANNER, EMPLOYEE, TEMPORARY_WORKER],
    ['createCreditNote', 'createDeliveryNote', 'createOffer', 'offerDetails', 'myWorkTimes'],
  ],
  // Owner, admin, accountant, planner, employee: customer details and list, machine details, history and list,
  // organization, resources list and details, rentals overview.
  [
    [OWNER, ADMIN, ACCOUNTANT, PLANNER, EMPLOYEE],
    [
      'customerDetails',
      'customers',
      'machineDetails',
      'machineHistory',
      'machines',
      'organization',
      'resources',
      'resourceDetails',
      'rentalsOverview',
    ],
  ],
  // Owner, admin, accountant, planner: disposition, create order, order details, order requests, orders
  // administration, archive and trash, order settings, customers map and settings, supplier details, gas stations,
  // loading points, services, projects, rental orders, campaigns, campaign details, crop protection import, toll.
  [
    [OWNER, ADMIN, ACCOUNTANT, PLANNER],
    [
      'disposition',
      'createOrder',
      'orderDetails',
      'orderRequests',
      'orderRequestDetails',
      'ordersAdministration',
      'ordersArchive',
      'ordersTrash',
      'orderSettings',
      'customersMap',
      'customerSettings',
      'supplierDetails',
      'gasStations',
      'gasStationDetails',
      'loadingPoints',
      'tracks',
      'fields',
      'markers',
      'services',
      'serviceCatalog',
      'serviceDetails',
      'projects',
      'projectDetails',
      'createRentalOrder',
      'rentalOrderDetails',
      'campaigns',
      'campaignDetails',
      'cropProtectionImport',
      'toll',
    ],
  ],
  // Owner, admin, planner: order requests archive, employees map.
  [
    [OWNER, ADMIN, PLANNER],
    ['orderRequestsArchive', 'employeesMap'],
  ],
  // Owner, admin, accountant: global settings, bills of all kinds, reminders, credit notes, delivery note archive and
  // settings, offers archive, suppliers list and settings, employees list, details and time trackings, resource
  // history, incoming bills and credit notes, receipts menus.
  [
    [OWNER, ADMIN, ACCOUNTANT],
    [
      'globalSettings',
      'bills',
      'billDetails',
      'createBill',
      'cancellationBill',
      'billsArchive',
      'billSettings',
      'billRemindersOverview',
      'billReminderDetails',
      'billReminders',
      'creditNotes',
      'creditNoteDetails',
      'creditNotesArchive',
      'creditNoteSettings',
      'deliveryNotesArchive',
      'deliveryNoteSettings',
      'offersArchive',
      'suppliers',
      'supplierSettings',
      'employees',
      'employeeDetails',
      'employeeTimeTrackings',
      'resourceHistory',
      'incomingBills',
      'incomingBillDetails',
      'incomingCreditNotes',
      'incomingCreditNoteDetails',
      'outgoingReceiptsMenu',
      'incomingReceiptsMenu',
    ],
  ],
  // Owner, accountant, admin: delivery notes list, offers list and settings.
  [
    [OWNER, ACCOUNTANT, ADMIN],
    ['deliveryNotes', 'offers', 'offerSettings'],
  ],
  // Owner, admin: company page, reports, revenue development.
  [
    [OWNER, ADMIN],
    ['company', 'reports', 'revenueDevelopment'],
  ],
  // Owner only: payment-provider error page.
  [[OWNER], ['paymentProviderError']],
];

const allRoles: TRole[] = [
  'OWNER',
  'ADMIN',
  'ACCOUNTANT',
  'PLANNER',
  'EMPLOYEE',
  'TEMPORARY_WORKER',
  'SUBCONTRACTOR',
  'CUSTOMER',
  'NOTHING',
];

describe('page access (application.md §6)', () => {
  it.each(specRows.flatMap(([roles, pages]) => pages.map((page) => [page, roles] as const)))(
    '%s is open to exactly the spec roles',
    (page, roles) => {
      const access = pageAccess[page];
      expect(Array.isArray(access)).toBe(true);
      expect([...(access as readonly TRole[])].sort()).toEqual([...roles].sort());
      for (const role of allRoles) expect(mayOpenPage(access, role)).toBe(roles.includes(role));
    },
  );

  it('opens the account page to any signed-in user, and nothing routed but login-like pages to nobody', () => {
    expect(pageAccess.account).toBe('signedIn');
    for (const role of allRoles) expect(mayOpenPage(pageAccess.account, role)).toBe(true);
    expect(mayOpenPage(pageAccess.account, null)).toBe(false);
    const publicPages = pageIds.filter((id) => pageAccess[id] === 'public').sort();
    expect(publicPages).toEqual(['customMailAction', 'login', 'notFound', 'signUp']);
  });

  it('has an entry for every page application.md §2 names', () => {
    // Pages of §2 that §6 does not list, besides those checked above.
    for (const page of [
      'signUp',
      'home',
      'notFound',
      'customMailAction',
      'updateInfo',
      'updateDetails',
      'ordersProgressSharing',
      'mapStructuresSharing',
      'contractors',
      'customerFields',
      'contractorOrderRequests',
      'createContractorOrderRequest',
      'contractorOrderRequestDetails',
      'contractorOrderRequestsArchive',
      'collaboration',
    ]) {
      expect(pageIds).toContain(page);
    }
    // 83 pages of the §6 rows, 8 public or any-signed-in, 8 separate-guard, 6 customer-area, 4 others,
    // Mein Betrieb (owner and admin, §6 'Other permissions'), 14 master-data edit pages and ours: Strecken
    // (issue 13, the office's tracks; §1 counts map structures among the master data), Felder (the office's
    // fields), Markierungen (the office's markers), Meine Felder (the farmer's fields at a contractor, customer
    // area), Felder importieren (office and customer area) and 'Wer war wann hier?' (issue 13, with the
    // employees map's roles: where employees were, as the map shows where they are).
    expect(pageIds).toHaveLength(131);
    expect(pageAccess.visits).toEqual(pageAccess.employeesMap);
    expect(pageAccess.myCompany).toEqual(['OWNER', 'ADMIN']);
  });

  it('gives the separate-guard pages the office roles', () => {
    for (const page of [
      'costAccounts',
      'customerTags',
      'machineRings',
      'machineRingDetails',
      'employeeTags',
      'priceAgreements',
      'priceAgreementDetails',
      'resourceTags',
    ] as const) {
      expect(pageAccess[page]).toEqual(['OWNER', 'ADMIN', 'ACCOUNTANT', 'PLANNER']);
    }
  });

  it('keeps the keys others use', () => {
    for (const page of [
      'login',
      'home',
      'account',
      'customers',
      'customerDetails',
      'customerCreate',
      'customerEdit',
      'customersMap',
      'customerSettings',
    ]) {
      expect(pageIds).toContain(page);
    }
  });

  it('keeps the API permissions', () => {
    expect(Object.keys(apiPermissions).sort()).toEqual([
      'changes:subscribe',
      'company:manage',
      'company:read',
      'customers:read',
      'customers:write',
      'deliveryNotes:read',
      'employees:read',
      'employees:write',
      'geo:fields',
      'invitations:manage',
      'machines:history',
      'mails:send',
      'masterdata:read',
      'masterdata:write',
      'members:manage',
      'members:read',
      'notifications:read',
      'offers:read',
      'orderRequests:archive',
      'orderRequests:read',
      'orderSettings:manage',
      'orders:read',
      'orders:write',
      'prices:read',
      'receipts:createOthers',
      'receipts:read',
      'receipts:write',
      'rentals:read',
      'rentals:write',
      'resources:history',
      'settings:manage',
      'structures:editGeometry',
      'structures:read',
      'structures:share',
      'structures:write',
      'suppliers:read',
      'suppliers:write',
      'tracking:locations',
      'tracking:read',
      'tracking:record',
      'work:current',
      'work:employee-times',
      'work:internal',
      'work:orders',
      'work:own-times',
      'work:tasks',
    ]);
    // The Fahrerbereich: its calls have the roles of its pages (§6); ending one's running activity is for
    // every staff role, whose logout dialog offers it.
    expect(apiPermissions['orderRequests:read']).toEqual(pageAccess.orderRequests);
    // Mails and receipt mails: the roles of the receipt pages.
    expect(apiPermissions['mails:send']).toEqual(pageAccess.bills);
    // §6 'Other permissions': new-order notifications load for these seven roles.
    expect(apiPermissions['notifications:read']).toEqual(staffRoles);
    expect(apiPermissions['orderRequests:archive']).toEqual(pageAccess.orderRequestsArchive);
    expect(apiPermissions['work:internal']).toEqual(pageAccess.internalWork);
    expect(apiPermissions['work:orders']).toEqual(pageAccess.myOrders);
    expect(apiPermissions['work:own-times']).toEqual(pageAccess.myWorkTimes);
    expect(apiPermissions['work:employee-times']).toEqual(pageAccess.employeeTimeTrackings);
    // Issue 13: the fields on the map for the office and for drivers, whose orders show them (my orders).
    expect(apiPermissions['geo:fields']).toEqual(pageAccess.myOrders);
    // Issue 12: Aufgaben for the roles of 'tasks, task details', subcontractors too; the order settings
    // for the roles of 'order settings', planners included (the global settings are not theirs).
    expect(apiPermissions['work:tasks']).toEqual(pageAccess.tasks);
    expect(apiPermissions['work:tasks']).toEqual(pageAccess.taskDetails);
    expect(apiPermissions['orderSettings:manage']).toEqual(pageAccess.orderSettings);
    // Issue 14: reading receipts and incoming e-invoices for the roles of the bill pages.
    expect(apiPermissions['receipts:read']).toEqual(pageAccess.incomingBills);
    expect(apiPermissions['receipts:read']).toEqual(pageAccess.bills);
    expect(hasPermission('PLANNER', 'settings:manage')).toBe(false);
    // GPS tracking: recorded during orders and internal work, read on order details and the employees map.
    expect(apiPermissions['tracking:record']).toEqual(pageAccess.internalWork);
    expect(apiPermissions['tracking:read']).toEqual(pageAccess.orderDetails);
    expect(apiPermissions['tracking:locations']).toEqual(pageAccess.employeesMap);
    expect(hasPermission('SUBCONTRACTOR', 'work:current')).toBe(true);
    expect(hasPermission('CUSTOMER', 'work:current')).toBe(false);
    // Issue 4: master data is read by every staff role (drivers pick machines and articles) and kept by
    // the office; employees and suppliers by owner, admin and accountant, as their pages (§6).
    expect(apiPermissions['masterdata:write']).toEqual(['OWNER', 'ADMIN', 'ACCOUNTANT', 'PLANNER']);
    expect(apiPermissions['employees:write']).toEqual(pageAccess.employees);
    // Issue 25 point 4: employees are read by the roles whose pages name them (the organization page's
    // roles), not by temporary workers and subcontractors.
    expect(apiPermissions['employees:read']).toEqual(pageAccess.organization);
    expect(hasPermission('TEMPORARY_WORKER', 'employees:read')).toBe(false);
    expect(hasPermission('SUBCONTRACTOR', 'employees:read')).toBe(false);
    expect(apiPermissions['suppliers:write']).toEqual(pageAccess.suppliers);
    expect(apiPermissions['resources:history']).toEqual(pageAccess.resourceHistory);
    expect(apiPermissions['machines:history']).toEqual(pageAccess.machineHistory);
    expect(hasPermission('SUBCONTRACTOR', 'masterdata:read')).toBe(true);
    expect(hasPermission('CUSTOMER', 'masterdata:read')).toBe(false);
    expect(hasPermission('EMPLOYEE', 'prices:read')).toBe(false);
    // Suppliers' bank details: the roles of supplier details (§6), not drivers.
    expect(apiPermissions['suppliers:read']).toEqual(pageAccess.supplierDetails);
    expect(hasPermission('EMPLOYEE', 'suppliers:read')).toBe(false);
    // Issue 3: owners and admins invite employees and customers.
    expect(apiPermissions['invitations:manage']).toEqual(['OWNER', 'ADMIN']);
    expect(apiPermissions['members:read']).toEqual(pageAccess.organization);
    expect(hasPermission('EMPLOYEE', 'customers:read')).toBe(true);
    expect(hasPermission('EMPLOYEE', 'customers:write')).toBe(false);
    expect(hasPermission('CUSTOMER', 'changes:subscribe')).toBe(false);
  });
});
