import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from 'react';
import { lazyNamed } from '../lazy-named';
import type { PageId } from './index';

const employees = () => import('../../pages/masterdata/kinds/employees');
const tags = () => import('../../pages/masterdata/kinds/tags');
const machines = () => import('../../pages/masterdata/kinds/machines');
const rings = () => import('../../pages/masterdata/kinds/machine-rings');
const resources = () => import('../../pages/masterdata/kinds/resources');
const services = () => import('../../pages/masterdata/kinds/services');
const catalog = () => import('../../pages/masterdata/kinds/service-catalog');
const suppliers = () => import('../../pages/masterdata/kinds/suppliers');
const settings = () => import('../../pages/masterdata/kinds/settings-pages');
const gasStations = () => import('../../pages/masterdata/kinds/gas-stations');
const projects = () => import('../../pages/projects/projects');
const loadingPoints = () => import('../../pages/masterdata/kinds/loading-points');
const agreements = () => import('../../pages/masterdata/kinds/price-agreements');
const costAccounts = () => import('../../pages/masterdata/kinds/cost-accounts');
const orders = () => import('../../pages/orders/orders-page');
const officeRequests = () => import('../../pages/order-requests/order-requests-page');
const officeRequest = () => import('../../pages/order-requests/order-request-details-page');
const myRequests = () => import('../../pages/order-requests/my-order-requests-page');
const myRequest = () => import('../../pages/order-requests/my-order-request-page');
const fieldImport = () => import('../../pages/field-import/field-import-page');
const receiptLists = () => import('../../pages/receipts/receipts-list-page');
const receiptDetails = () => import('../../pages/receipts/receipt-details-page');
const receiptForms = () => import('../../pages/receipts/receipt-form-page');
const receiptSettings = () => import('../../pages/receipts/receipt-settings-page');
const reminders = () => import('../../pages/receipts/reminder-pages');
const cropProtection = () => import('../../pages/crop-protection/crop-protection-page');

/**
 * The component of every page, loaded lazily so that the login route stays small and no page is loaded
 * before it is opened. Every registered page needs one (the compiler checks it).
 */
export const pageComponents = {
  login: lazy(() => import('../../pages/auth/login-page')),
  passwordReset: lazy(() => import('../../pages/auth/password-reset-page')),
  signUp: lazy(() => import('../../pages/auth/sign-up-page')),
  home: lazy(() => import('../../pages/home/home-page')),
  notFound: lazy(() => import('../../pages/not-found/not-found-page')),
  account: lazy(() => import('../../pages/account/account-page')),
  organization: lazy(() => import('../../pages/organization/organization-page')),
  updateInfo: lazy(() => import('../../pages/update-infos/update-infos-page')),
  updateDetails: lazy(() => import('../../pages/update-infos/update-details-page')),
  customers: lazy(() => import('../../pages/customers/customers-list-page')),
  customerCreate: lazy(() => import('../../pages/customers/customer-create-page')),
  customersMap: lazy(() => import('../../pages/customers/customers-map-page')),
  customerDetails: lazy(() => import('../../pages/customers/customer-details-page')),
  customerEdit: lazy(() => import('../../pages/customers/customer-edit-page')),
  globalSettings: lazy(() => import('../../pages/company/global-settings-page')),
  myCompany: lazy(() => import('../../pages/company/my-company-page')),
  company: lazy(() => import('../../pages/company/company-page')),
  contractors: lazy(() => import('../../pages/customer-area/contractors-page')),
  myOrders: lazy(() => import('../../pages/work/my-orders-page')),
  internalWork: lazy(() => import('../../pages/work/internal-work-page')),
  myWorkTimes: lazy(() => import('../../pages/work/my-work-times-page')),
  employeeTimeTrackings: lazy(() => import('../../pages/work/employee-times-page')),
  employeesMap: lazy(() => import('../../pages/tracking/employees-map-page')),
  visits: lazy(() => import('../../pages/tracking/visits-page')),
  ordersAdministration: lazyNamed(orders, 'OrdersPage'),
  ordersArchive: lazyNamed(orders, 'OrdersArchivePage'),
  ordersTrash: lazyNamed(orders, 'OrdersTrashPage'),
  createOrder: lazy(() => import('../../pages/orders/create-order-page')),
  orderDetails: lazy(() => import('../../pages/orders/order-details-page')),
  orderSettings: lazy(() => import('../../pages/orders/order-settings-page')),
  tasks: lazy(() => import('../../pages/tasks/tasks-page')),
  taskDetails: lazy(() => import('../../pages/tasks/task-details-page')),
  campaigns: lazy(() => import('../../pages/campaigns/campaigns-page')),
  createCampaign: lazy(() => import('../../pages/campaigns/create-campaign-page')),
  campaignDetails: lazy(() => import('../../pages/campaigns/campaign-details-page')),
  orderRequests: lazyNamed(officeRequests, 'OrderRequestsPage'),
  orderRequestsArchive: lazyNamed(officeRequests, 'OrderRequestsArchivePage'),
  orderRequestDetails: lazyNamed(officeRequest, 'default'),
  contractorOrderRequests: lazyNamed(myRequests, 'MyOrderRequestsPage'),
  contractorOrderRequestsArchive: lazyNamed(myRequests, 'MyOrderRequestsArchivePage'),
  createContractorOrderRequest: lazyNamed(myRequest, 'CreateMyOrderRequestPage'),
  contractorOrderRequestDetails: lazyNamed(myRequest, 'MyOrderRequestPage'),
  employees: lazyNamed(employees, 'EmployeesPage'),
  employeeCreate: lazyNamed(employees, 'EmployeeFormPage'),
  employeeDetails: lazyNamed(employees, 'EmployeeDetailsPage'),
  employeeEdit: lazyNamed(employees, 'EmployeeFormPage'),
  employeeTags: lazyNamed(tags, 'EmployeeTagsPage'),
  employeeTagsCreate: lazyNamed(tags, 'EmployeeTagFormPage'),
  employeeTagsEdit: lazyNamed(tags, 'EmployeeTagFormPage'),
  machines: lazyNamed(machines, 'MachinesPage'),
  machineCreate: lazyNamed(machines, 'MachineFormPage'),
  machineDetails: lazyNamed(machines, 'MachineDetailsPage'),
  machineEdit: lazyNamed(machines, 'MachineFormPage'),
  machineHistory: lazyNamed(machines, 'MachineHistoryPage'),
  machineRings: lazyNamed(rings, 'MachineRingsPage'),
  machineRingsCreate: lazyNamed(rings, 'MachineRingFormPage'),
  machineRingsEdit: lazyNamed(rings, 'MachineRingFormPage'),
  resources: lazyNamed(resources, 'ResourcesPage'),
  resourceCreate: lazyNamed(resources, 'ResourceFormPage'),
  resourceDetails: lazyNamed(resources, 'ResourceDetailsPage'),
  resourceEdit: lazyNamed(resources, 'ResourceFormPage'),
  resourceHistory: lazyNamed(resources, 'ResourceHistoryPage'),
  resourceTags: lazyNamed(tags, 'ResourceTagsPage'),
  resourceTagsCreate: lazyNamed(tags, 'ResourceTagFormPage'),
  resourceTagsEdit: lazyNamed(tags, 'ResourceTagFormPage'),
  services: lazyNamed(services, 'ServicesPage'),
  serviceCatalog: lazyNamed(catalog, 'default'),
  serviceCreate: lazyNamed(services, 'ServiceFormPage'),
  serviceDetails: lazyNamed(services, 'ServiceDetailsPage'),
  serviceEdit: lazyNamed(services, 'ServiceFormPage'),
  suppliers: lazyNamed(suppliers, 'SuppliersPage'),
  supplierSettings: lazyNamed(settings, 'SupplierSettingsPage'),
  supplierCreate: lazyNamed(suppliers, 'SupplierFormPage'),
  supplierDetails: lazyNamed(suppliers, 'SupplierDetailsPage'),
  supplierEdit: lazyNamed(suppliers, 'SupplierFormPage'),
  costAccounts: lazyNamed(costAccounts, 'CostAccountsPage'),
  costAccountsCreate: lazyNamed(costAccounts, 'CostAccountFormPage'),
  costAccountsEdit: lazyNamed(costAccounts, 'CostAccountFormPage'),
  gasStations: lazyNamed(gasStations, 'GasStationsPage'),
  gasStationCreate: lazyNamed(gasStations, 'GasStationFormPage'),
  gasStationDetails: lazyNamed(gasStations, 'GasStationDetailsPage'),
  gasStationEdit: lazyNamed(gasStations, 'GasStationFormPage'),
  loadingPoints: lazyNamed(loadingPoints, 'LoadingPointsPage'),
  tracks: lazyNamed(() => import('../../pages/tracks/tracks-page'), 'TracksPage'),
  fieldImport: lazyNamed(fieldImport, 'FieldImportPage'),
  contractorFieldImport: lazyNamed(fieldImport, 'ContractorFieldImportPage'),
  disposition: lazyNamed(() => import('../../pages/disposition/disposition-page'), 'DispositionPage'),
  mapStructuresSharing: lazyNamed(() => import('../../pages/map-shares/map-shares-page'), 'MapSharesPage'),
  rentalsOverview: lazy(() => import('../../pages/rentals/rentals-overview-page')),
  createRentalOrder: lazy(() => import('../../pages/rentals/create-rental-page')),
  rentalOrderDetails: lazy(() => import('../../pages/rentals/rental-details-page')),
  sharedMap: lazyNamed(() => import('../../pages/map-shares/shared-map-page'), 'SharedMapPage'),
  toll: lazyNamed(() => import('../../pages/toll/toll-page'), 'TollPage'),
  projects: lazyNamed(projects, 'ProjectsPage'),
  projectCreate: lazyNamed(projects, 'ProjectFormPage'),
  projectDetails: lazyNamed(projects, 'ProjectDetailsPage'),
  projectEdit: lazyNamed(projects, 'ProjectFormPage'),
  ordersProgressSharing: lazyNamed(
    () => import('../../pages/progress-shares/progress-shares-page'),
    'ProgressSharesPage',
  ),
  ordersProgress: lazyNamed(() => import('../../pages/progress-shares/orders-progress-page'), 'OrdersProgressPage'),
  fields: lazyNamed(() => import('../../pages/fields/fields-page'), 'FieldsPage'),
  customerFields: lazy(() => import('../../pages/fields/customer-fields-page')),
  markers: lazyNamed(() => import('../../pages/markers/markers-page'), 'MarkersPage'),
  loadingPointCreate: lazyNamed(loadingPoints, 'LoadingPointFormPage'),
  loadingPointDetails: lazyNamed(loadingPoints, 'LoadingPointDetailsPage'),
  loadingPointEdit: lazyNamed(loadingPoints, 'LoadingPointFormPage'),
  priceAgreements: lazyNamed(agreements, 'PriceAgreementsPage'),
  priceAgreementCreate: lazyNamed(agreements, 'PriceAgreementFormPage'),
  priceAgreementDetails: lazyNamed(agreements, 'PriceAgreementDetailsPage'),
  priceAgreementEdit: lazyNamed(agreements, 'PriceAgreementFormPage'),
  customerTags: lazyNamed(tags, 'CustomerTagsPage'),
  customerTagsCreate: lazyNamed(tags, 'CustomerTagFormPage'),
  customerTagsEdit: lazyNamed(tags, 'CustomerTagFormPage'),
  customerSettings: lazyNamed(settings, 'CustomerSettingsPage'),
  outgoingReceiptsMenu: lazy(() => import('../../pages/receipts/outgoing-receipts-page')),
  bills: lazyNamed(receiptLists, 'BillsPage'),
  billsArchive: lazyNamed(receiptLists, 'BillsArchivePage'),
  billSettings: lazyNamed(receiptSettings, 'BillSettingsPage'),
  createBill: lazy(() => import('../../pages/receipts/bill-from-orders-page')),
  manualBill: lazyNamed(receiptForms, 'CreateBillPage'),
  billDetails: lazyNamed(receiptDetails, 'BillDetailsPage'),
  billEdit: lazyNamed(receiptForms, 'EditBillPage'),
  cancellationBill: lazy(() => import('../../pages/receipts/cancellation-bill-page')),
  billReminders: lazyNamed(reminders, 'BillRemindersPage'),
  billRemindersOverview: lazyNamed(reminders, 'RemindersOverviewPage'),
  billReminderDetails: lazyNamed(receiptDetails, 'ReminderDetailsPage'),
  creditNotes: lazyNamed(receiptLists, 'CreditNotesPage'),
  creditNotesArchive: lazyNamed(receiptLists, 'CreditNotesArchivePage'),
  creditNoteSettings: lazyNamed(receiptSettings, 'CreditNoteSettingsPage'),
  createCreditNote: lazyNamed(receiptForms, 'CreateCreditNotePage'),
  creditNoteDetails: lazyNamed(receiptDetails, 'CreditNoteDetailsPage'),
  creditNoteEdit: lazyNamed(receiptForms, 'EditCreditNotePage'),
  deliveryNotes: lazyNamed(receiptLists, 'DeliveryNotesPage'),
  deliveryNotesArchive: lazyNamed(receiptLists, 'DeliveryNotesArchivePage'),
  deliveryNoteSettings: lazyNamed(receiptSettings, 'DeliveryNoteSettingsPage'),
  createDeliveryNote: lazyNamed(receiptForms, 'CreateDeliveryNotePage'),
  deliveryNoteDetails: lazyNamed(receiptDetails, 'DeliveryNoteDetailsPage'),
  deliveryNoteEdit: lazyNamed(receiptForms, 'EditDeliveryNotePage'),
  offers: lazyNamed(receiptLists, 'OffersPage'),
  offersArchive: lazyNamed(receiptLists, 'OffersArchivePage'),
  offerSettings: lazyNamed(receiptSettings, 'OfferSettingsPage'),
  createOffer: lazyNamed(receiptForms, 'CreateOfferPage'),
  offerDetails: lazyNamed(receiptDetails, 'OfferDetailsPage'),
  offerEdit: lazyNamed(receiptForms, 'EditOfferPage'),
  cropProtectionImport: lazyNamed(cropProtection, 'CropProtectionImportPage'),
} satisfies Record<PageId, LazyExoticComponent<ComponentType>>;
