import type { TRole } from './roles';

/**
 * The one permission table (DESIGN §2 rule 2), used by the API's role guard and the web app's guards.
 * Page access follows application.md §6; API permissions say which roles may call which kind of route.
 */
const ALL_STAFF = ['OWNER', 'ADMIN', 'ACCOUNTANT', 'PLANNER', 'EMPLOYEE', 'TEMPORARY_WORKER', 'SUBCONTRACTOR'] as const;
/** Owner, admin, accountant, planner, employee: the company's own staff without temporary workers and subcontractors. */
export const OFFICE_AND_EMPLOYEE = ['OWNER', 'ADMIN', 'ACCOUNTANT', 'PLANNER', 'EMPLOYEE'] as const;
const OFFICE = ['OWNER', 'ADMIN', 'ACCOUNTANT', 'PLANNER'] as const;
/** Everyone who works in the field or the office except subcontractors (§6: internal work, my orders). */
const STAFF_WITHOUT_SUBCONTRACTOR = [
  'OWNER',
  'ADMIN',
  'ACCOUNTANT',
  'PLANNER',
  'EMPLOYEE',
  'TEMPORARY_WORKER',
] as const;

export const apiPermissions = {
  /** Reading customers: the roles that may open the customer list and details (application.md §6). */
  'customers:read': OFFICE_AND_EMPLOYEE,
  /**
   * Creating and changing customers. The spec names no role for it; the office roles that may open
   * customer settings and the customer map (application.md §6) maintain master data.
   */
  'customers:write': OFFICE,
  /** New-order notifications: the roles of application.md §6 'Other permissions' read their own. */
  'notifications:read': ALL_STAFF,
  /** Receiving live change events of the company's lists. */
  'changes:subscribe': ALL_STAFF,
  /** Inviting employees and customers by mail, and withdrawing invitations (issue: owners and admins). */
  'invitations:manage': ['OWNER', 'ADMIN'],
  /** The people of the company with their roles: the roles that may open the organization page (§6). */
  'members:read': OFFICE_AND_EMPLOYEE,
  /** Changing a person's role or deactivating their access. */
  'members:manage': ['OWNER', 'ADMIN'],
  /** Reading the company, its settings and operating units: everyone who works in it. */
  'company:read': ALL_STAFF,
  /** Company data and operating units: the company page and Mein Betrieb are for owner and admin (§6). */
  'company:manage': ['OWNER', 'ADMIN'],
  /** Company settings: the global settings page is for owner, admin and accountant (§6). */
  'settings:manage': ['OWNER', 'ADMIN', 'ACCOUNTANT'],
  /** The order settings (order activity presets, multi-customer orders): the roles of 'order settings' (§6). */
  'orderSettings:manage': OFFICE,
  /**
   * Reading the master-data lists that application.md §3 streams live to the app (machines, articles,
   * services, tags, machine rings, gas stations, loading points): every staff role, because drivers pick
   * machines and articles in the field. Which pages show them is pageAccess below. Employees have their
   * own ('employees:read').
   */
  'masterdata:read': ALL_STAFF,
  /** Maintaining master data: the office roles that may open services, gas stations and loading points (§6). */
  'masterdata:write': OFFICE,
  /**
   * Reading employees (issue 25 point 4): the roles that name them on their pages, not every staff role
   * although §3 streams the list: planners assign drivers (disposition, create order, order details),
   * employees read who rents out a machine (rentals overview) and see the company's people on the
   * organization page anyway (§6 'Owner, admin, accountant, planner, employee: ... organization'). No page
   * of temporary workers and subcontractors names other employees; their own record is GET /work/current.
   * Only owner, admin and accountant (§6 employees list, details) read more than the name
   * (schemas/field-read-rights.ts).
   */
  'employees:read': OFFICE_AND_EMPLOYEE,
  /** Employees: their list and details are for owner, admin and accountant (§6). */
  'employees:write': ['OWNER', 'ADMIN', 'ACCOUNTANT'],
  /** Suppliers: their list and settings are for owner, admin and accountant (§6). */
  'suppliers:write': ['OWNER', 'ADMIN', 'ACCOUNTANT'],
  /**
   * Reading suppliers: the roles of supplier details (§6), not drivers, although §3 lists suppliers among
   * the streamed lists. Their bank details only for owner, admin and accountant (schemas/field-read-rights.ts).
   */
  'suppliers:read': OFFICE,
  /** Price agreements, cost accounts and price quotes: the separate guard's roles (see SEPARATE_GUARD). */
  'prices:read': OFFICE,
  /** Machine history: the roles of the machine pages (§6). */
  'machines:history': OFFICE_AND_EMPLOYEE,
  /** Resource history (price history): owner, admin and accountant (§6). */
  'resources:history': ['OWNER', 'ADMIN', 'ACCOUNTANT'],
  /** The contractor's order requests: the roles of the order requests page (§6), who also answer them. */
  'orderRequests:read': OFFICE,
  /** Their archive: §6 'Owner, admin, planner: order requests archive'. */
  'orderRequests:archive': ['OWNER', 'ADMIN', 'PLANNER'],
  /**
   * Reading and ending one's own running activity: every staff role, because the logout dialog of every
   * one of them offers 'Beenden und Abmelden' (application.md §4).
   */
  'work:current': ALL_STAFF,
  /** Starting internal work: the roles of the internal-work page (§6; 'Interne Arbeiten excludes subcontractors'). */
  'work:internal': STAFF_WITHOUT_SUBCONTRACTOR,
  /** Orders of the company: the roles of order details, orders administration, archive and trash (§6). */
  'orders:read': OFFICE,
  /** Creating, changing, assigning, trashing and archiving orders: the roles of 'create order' (§6). */
  'orders:write': OFFICE,
  /** The rentals overview: §6 names employees too (read-only for them). */
  'rentals:read': OFFICE_AND_EMPLOYEE,
  /** Creating, reading and changing rental orders: the roles of 'rental orders' (§6). */
  'rentals:write': OFFICE,
  /** Own assigned orders: the roles of 'my orders' (§6). */
  'work:orders': STAFF_WITHOUT_SUBCONTRACTOR,
  /** Own tasks (Aufgaben, every status): the roles of 'tasks, task details' (§6), subcontractors too. */
  'work:tasks': ALL_STAFF,
  /** Own work times: the roles of 'my work times' (§6); the company setting showWorkTimesForRoles narrows it. */
  'work:own-times': STAFF_WITHOUT_SUBCONTRACTOR,
  /** Every employee's work times: the roles of the employees' time-trackings page (§6 owner, admin, accountant). */
  'work:employee-times': ['OWNER', 'ADMIN', 'ACCOUNTANT'],
  /**
   * Recording one's own GPS track and location: whoever runs orders or internal work (§6 my orders,
   * internal work), because tracking runs during those activities (§4 'Tracking').
   */
  'tracking:record': STAFF_WITHOUT_SUBCONTRACTOR,
  /** Reading a tracked route: the roles of order details (§6), where the order's track is shown. */
  'tracking:read': OFFICE,
  /** Every employee's last position: the roles of the employees map (§6 'Owner, admin, planner'). */
  'tracking:locations': ['OWNER', 'ADMIN', 'PLANNER'],
  /**
   * The fields on the map (GET /geo/fields): the office roles that plan orders on the map, and the
   * drivers who see their orders' fields on the phone (issue 13 point 4). Not farmers yet: the index
   * holds all the company's fields, and narrowing it to the farmer's own customer is still to come.
   */
  'geo:fields': STAFF_WITHOUT_SUBCONTRACTOR,
  /**
   * Reading the map structures (fields, tracks, markers): every staff role, because drivers find their
   * fields and tracks on the map. Customers read their own on the customer side (canEditStructures there).
   */
  'structures:read': ALL_STAFF,
  /** Creating, changing and archiving map structures: the office roles that keep the master data. */
  'structures:write': OFFICE,
  /**
   * services.md §5: changing coordinates, shape, length, area and direction needs the edit-structures
   * permission. The spec names no roles; the roles that plan orders on the map hold it. Checked inside the
   * structures routes, which the other writers (an accountant renaming a track) may still call.
   */
  'structures:editGeometry': ['OWNER', 'ADMIN', 'PLANNER'],
  /**
   * Handing a customer's map structures to others by a read-only link, and revoking it: the roles that plan
   * orders and keep the map structures (issue 13), as the sharing page (mapStructuresSharing).
   */
  'structures:share': ['OWNER', 'ADMIN', 'PLANNER'],
  /** Outgoing receipts of all kinds, their settings, e-invoices (§6 'bills of all kinds ... receipts menus'). */
  'receipts:read': ['OWNER', 'ADMIN', 'ACCOUNTANT'],
  'receipts:write': ['OWNER', 'ADMIN', 'ACCOUNTANT'],
  /** §6 'create credit note, create delivery note, create offer, offer details'. */
  'receipts:createOthers': STAFF_WITHOUT_SUBCONTRACTOR,
  /** §6 'delivery note details' (every staff role) and 'offer details'. */
  'deliveryNotes:read': ALL_STAFF,
  'offers:read': STAFF_WITHOUT_SUBCONTRACTOR,
  /** Mails and receipt mails (services.md §7 mail service): the roles of the receipt pages (§6 bills). */
  'mails:send': ['OWNER', 'ADMIN', 'ACCOUNTANT'],
} as const satisfies Record<string, readonly TRole[]>;

export type Permission = keyof typeof apiPermissions;

export const hasPermission = (role: TRole, permission: Permission): boolean =>
  (apiPermissions[permission] as readonly TRole[]).includes(role);

/** Who may open a page: anyone, anyone signed in, or the listed roles. */
export type PageAccess = 'public' | 'signedIn' | readonly TRole[];

// Role sets of application.md §6 'Page access', one per bullet, named by who is in them.
/** Owner, admin, accountant, planner, employee, temporary worker, subcontractor. */
const STAFF = ALL_STAFF;
/** Owner, admin, accountant, planner, employee, temporary worker (the spec lists them again for receipts). */
const STAFF_AND_TEMPORARY_WORKERS = STAFF_WITHOUT_SUBCONTRACTOR;
const OWNER_ADMIN_PLANNER = ['OWNER', 'ADMIN', 'PLANNER'] as const;
const OWNER_ADMIN_ACCOUNTANT = ['OWNER', 'ADMIN', 'ACCOUNTANT'] as const;
const OWNER_ADMIN = ['OWNER', 'ADMIN'] as const;
const OWNER_ONLY = ['OWNER'] as const;
/**
 * Cost accounts, customer tags, machine rings, employee tags, price agreements and resource tags use a
 * "separate guard" whose roles the spec does not show. Ours: the office roles. These pages maintain master
 * data and prices (like customer settings, services and the customer map, which §6 gives exactly these
 * roles); employees, temporary workers and subcontractors only use what they define, and the accountant
 * needs cost accounts and price agreements for billing.
 */
const SEPARATE_GUARD = OFFICE;
/** Customer area of the menu (application.md §2: 'customer or nothing'); §6 names no roles for it. */
const CUSTOMER_AREA = ['CUSTOMER', 'NOTHING'] as const;

/**
 * Page access of application.md §6, keyed by page id; every page named in §2 'Pages' has an entry.
 * Pages §6 does not name carry a comment saying why they get their roles. Seeing one's own work times
 * (myWorkTimes) additionally depends on the company setting showWorkTimesForRoles; the guard checks
 * that on top of the roles here.
 */
export const pageAccess = {
  // Not in §6: login and sign-up are open (a signed-in user is sent home), as are the custom mail
  // action (links from account mails, opened signed out) and the not-found page.
  login: 'public',
  signUp: 'public',
  customMailAction: 'public',
  notFound: 'public',
  // Any signed-in user: account page. Not in §6: home, and the update news everyone receives.
  home: 'signedIn',
  account: 'signedIn',
  updateInfo: 'signedIn',
  updateDetails: 'signedIn',

  // Owner, admin, accountant, planner, employee, temporary worker, subcontractor.
  tasks: STAFF,
  taskDetails: STAFF,
  deliveryNoteDetails: STAFF,

  // The same roles without subcontractor.
  internalWork: STAFF_WITHOUT_SUBCONTRACTOR,
  myOrders: STAFF_WITHOUT_SUBCONTRACTOR,

  // Owner, admin, accountant, planner, employee, temporary worker.
  createCreditNote: STAFF_AND_TEMPORARY_WORKERS,
  createDeliveryNote: STAFF_AND_TEMPORARY_WORKERS,
  createOffer: STAFF_AND_TEMPORARY_WORKERS,
  offerDetails: STAFF_AND_TEMPORARY_WORKERS,
  myWorkTimes: STAFF_AND_TEMPORARY_WORKERS,

  // Owner, admin, accountant, planner, employee.
  customers: OFFICE_AND_EMPLOYEE,
  customerDetails: OFFICE_AND_EMPLOYEE,
  machines: OFFICE_AND_EMPLOYEE,
  machineDetails: OFFICE_AND_EMPLOYEE,
  machineHistory: OFFICE_AND_EMPLOYEE,
  organization: OFFICE_AND_EMPLOYEE,
  resources: OFFICE_AND_EMPLOYEE,
  resourceDetails: OFFICE_AND_EMPLOYEE,
  rentalsOverview: OFFICE_AND_EMPLOYEE,

  // Owner, admin, accountant, planner.
  disposition: OFFICE,
  createOrder: OFFICE,
  orderDetails: OFFICE,
  orderRequests: OFFICE,
  orderRequestDetails: OFFICE,
  ordersAdministration: OFFICE,
  ordersArchive: OFFICE,
  ordersTrash: OFFICE,
  orderSettings: OFFICE,
  customersMap: OFFICE,
  customerSettings: OFFICE,
  supplierDetails: OFFICE,
  gasStations: OFFICE,
  gasStationDetails: OFFICE,
  loadingPoints: OFFICE,
  tracks: OFFICE,
  fieldImport: OFFICE,
  fields: OFFICE,
  markers: OFFICE,
  serviceCatalog: OFFICE,
  serviceDetails: OFFICE,
  services: OFFICE,
  projects: OFFICE,
  projectDetails: OFFICE,
  createRentalOrder: OFFICE,
  rentalOrderDetails: OFFICE,
  campaigns: OFFICE,
  campaignDetails: OFFICE,
  cropProtectionImport: OFFICE,
  toll: OFFICE,
  // Not in §6: creating and editing customers is master-data upkeep like customer settings.
  customerCreate: OFFICE,
  customerEdit: OFFICE,
  // Not in §6: sharing order progress hands company data to others, so it stays with the roles that
  // plan orders.
  ordersProgressSharing: OFFICE,

  // Owner, admin, planner.
  orderRequestsArchive: OWNER_ADMIN_PLANNER,
  employeesMap: OWNER_ADMIN_PLANNER,
  // Not in §6: the roles of 'structures:share' (issue 13 names owner, admin and planner for sharing).
  mapStructuresSharing: OWNER_ADMIN_PLANNER,
  // Not in §6: 'Wer war wann hier?' (issue 13) shows where employees were, as the employees map shows
  // where they are, so it has the map's roles.
  visits: OWNER_ADMIN_PLANNER,

  // Owner, admin, accountant.
  globalSettings: OWNER_ADMIN_ACCOUNTANT,
  bills: OWNER_ADMIN_ACCOUNTANT,
  billDetails: OWNER_ADMIN_ACCOUNTANT,
  createBill: OWNER_ADMIN_ACCOUNTANT,
  cancellationBill: OWNER_ADMIN_ACCOUNTANT,
  billsArchive: OWNER_ADMIN_ACCOUNTANT,
  billSettings: OWNER_ADMIN_ACCOUNTANT,
  billRemindersOverview: OWNER_ADMIN_ACCOUNTANT,
  billReminderDetails: OWNER_ADMIN_ACCOUNTANT,
  billReminders: OWNER_ADMIN_ACCOUNTANT,
  creditNotes: OWNER_ADMIN_ACCOUNTANT,
  creditNoteDetails: OWNER_ADMIN_ACCOUNTANT,
  creditNotesArchive: OWNER_ADMIN_ACCOUNTANT,
  creditNoteSettings: OWNER_ADMIN_ACCOUNTANT,
  deliveryNotesArchive: OWNER_ADMIN_ACCOUNTANT,
  deliveryNoteSettings: OWNER_ADMIN_ACCOUNTANT,
  offersArchive: OWNER_ADMIN_ACCOUNTANT,
  suppliers: OWNER_ADMIN_ACCOUNTANT,
  supplierSettings: OWNER_ADMIN_ACCOUNTANT,
  employees: OWNER_ADMIN_ACCOUNTANT,
  employeeDetails: OWNER_ADMIN_ACCOUNTANT,
  employeeTimeTrackings: OWNER_ADMIN_ACCOUNTANT,
  resourceHistory: OWNER_ADMIN_ACCOUNTANT,
  incomingBills: OWNER_ADMIN_ACCOUNTANT,
  incomingBillDetails: OWNER_ADMIN_ACCOUNTANT,
  incomingCreditNotes: OWNER_ADMIN_ACCOUNTANT,
  incomingCreditNoteDetails: OWNER_ADMIN_ACCOUNTANT,
  outgoingReceiptsMenu: OWNER_ADMIN_ACCOUNTANT,
  incomingReceiptsMenu: OWNER_ADMIN_ACCOUNTANT,

  // Owner, accountant, admin.
  deliveryNotes: OWNER_ADMIN_ACCOUNTANT,
  offers: OWNER_ADMIN_ACCOUNTANT,
  offerSettings: OWNER_ADMIN_ACCOUNTANT,

  // Owner, admin.
  company: OWNER_ADMIN,
  reports: OWNER_ADMIN,
  revenueDevelopment: OWNER_ADMIN,
  // Not in §6 'Page access': Mein Betrieb (the operating units) is for owner and admin (§6 'Other permissions').
  myCompany: OWNER_ADMIN,

  // Owner only.
  paymentProviderError: OWNER_ONLY,

  // Separate guard (roles not shown in the spec; see SEPARATE_GUARD).
  costAccounts: SEPARATE_GUARD,
  customerTags: SEPARATE_GUARD,
  machineRings: SEPARATE_GUARD,
  machineRingDetails: SEPARATE_GUARD,
  employeeTags: SEPARATE_GUARD,
  priceAgreements: SEPARATE_GUARD,
  priceAgreementDetails: SEPARATE_GUARD,
  resourceTags: SEPARATE_GUARD,

  // Not in §6: creating and editing master data. The roles that may write the kind (apiPermissions);
  // one id covers a kind's create and edit pages.
  employeeEdit: OWNER_ADMIN_ACCOUNTANT,
  employeeTagsEdit: SEPARATE_GUARD,
  machineEdit: OFFICE,
  machineRingsEdit: SEPARATE_GUARD,
  resourceEdit: OFFICE,
  resourceTagsEdit: SEPARATE_GUARD,
  serviceEdit: OFFICE,
  supplierEdit: OWNER_ADMIN_ACCOUNTANT,
  gasStationEdit: OFFICE,
  loadingPointEdit: OFFICE,
  loadingPointDetails: OFFICE,
  costAccountsEdit: SEPARATE_GUARD,
  customerTagsEdit: SEPARATE_GUARD,
  priceAgreementsEdit: SEPARATE_GUARD,

  // Not in §6: the contractor side is the customer area of the menu (Dienstleister, Aufträge).
  contractors: CUSTOMER_AREA,
  contractorFieldImport: CUSTOMER_AREA,
  customerFields: CUSTOMER_AREA,
  contractorOrderRequests: CUSTOMER_AREA,
  createContractorOrderRequest: CUSTOMER_AREA,
  contractorOrderRequestDetails: CUSTOMER_AREA,
  contractorOrderRequestsArchive: CUSTOMER_AREA,
  collaboration: CUSTOMER_AREA,
} as const satisfies Record<string, PageAccess>;

export type PageId = keyof typeof pageAccess;

export const pageIds = Object.keys(pageAccess) as PageId[];

export const mayOpenPage = (access: PageAccess, role: TRole | null): boolean => {
  if (access === 'public') return true;
  if (role === null) return false;
  if (access === 'signedIn') return true;
  return access.includes(role);
};

/**
 * §6: 'Seeing own work times depends on the company setting showWorkTimesForRoles.' On top of the page's
 * roles: the page guard, the menu and the API all ask this.
 */
export const mayViewOwnWorkTimes = (
  settings: { permissionSettings: { showWorkTimesForRoles: readonly TRole[] } },
  role: TRole | null,
): boolean => role !== null && settings.permissionSettings.showWorkTimesForRoles.includes(role);
