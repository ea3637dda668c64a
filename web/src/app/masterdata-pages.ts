import { type PageAccess, pageAccess } from '../../../schemas/permissions';
import { masterdataPageTitles as titles } from '../i18n/de/masterdata-pages';
import { lazyNamed } from './lazy-named';
import type { PageDef } from './pages';

type Module = Record<string, unknown>;

const page = (
  id: keyof typeof titles,
  path: string,
  access: PageAccess,
  load: () => Promise<Module>,
  exportName: string,
  parent?: string,
): PageDef => ({
  id,
  path,
  title: titles[id],
  access,
  component: lazyNamed(load, exportName),
  chrome: 'shell',
  header: true,
  parent,
});

const employees = () => import('../pages/masterdata/kinds/employees');
const tags = () => import('../pages/masterdata/kinds/tags');
const machines = () => import('../pages/masterdata/kinds/machines');
const rings = () => import('../pages/masterdata/kinds/machine-rings');
const resources = () => import('../pages/masterdata/kinds/resources');
const services = () => import('../pages/masterdata/kinds/services');
const catalog = () => import('../pages/masterdata/kinds/service-catalog');
const suppliers = () => import('../pages/masterdata/kinds/suppliers');
const settings = () => import('../pages/masterdata/kinds/settings-pages');
const gasStations = () => import('../pages/masterdata/kinds/gas-stations');
const loadingPoints = () => import('../pages/masterdata/kinds/loading-points');
const agreements = () => import('../pages/masterdata/kinds/price-agreements');
const costAccounts = () => import('../pages/masterdata/kinds/cost-accounts');

/**
 * The master-data pages (Stammdaten, application.md §2): list, details, create, edit and history per
 * kind. Static paths ('/mitarbeiter/schlagwoerter') rank before ids ('/mitarbeiter/:id') in the router.
 */
export const masterdataPages: readonly PageDef[] = [
  page('employees', '/mitarbeiter', pageAccess.employees, employees, 'EmployeesPage'),
  page('employeeCreate', '/mitarbeiter/neu', pageAccess.employeeEdit, employees, 'EmployeeFormPage', 'employees'),
  page(
    'employeeDetails',
    '/mitarbeiter/:id',
    pageAccess.employeeDetails,
    employees,
    'EmployeeDetailsPage',
    'employees',
  ),
  page(
    'employeeEdit',
    '/mitarbeiter/:id/bearbeiten',
    pageAccess.employeeEdit,
    employees,
    'EmployeeFormPage',
    'employeeDetails',
  ),
  page('employeeTags', '/mitarbeiter/schlagwoerter', pageAccess.employeeTags, tags, 'EmployeeTagsPage', 'employees'),
  page(
    'employeeTagsCreate',
    '/mitarbeiter/schlagwoerter/neu',
    pageAccess.employeeTagsEdit,
    tags,
    'EmployeeTagFormPage',
    'employeeTags',
  ),
  page(
    'employeeTagsEdit',
    '/mitarbeiter/schlagwoerter/:id',
    pageAccess.employeeTagsEdit,
    tags,
    'EmployeeTagFormPage',
    'employeeTags',
  ),

  page('machines', '/maschinen', pageAccess.machines, machines, 'MachinesPage'),
  page('machineCreate', '/maschinen/neu', pageAccess.machineEdit, machines, 'MachineFormPage', 'machines'),
  page('machineDetails', '/maschinen/:id', pageAccess.machineDetails, machines, 'MachineDetailsPage', 'machines'),
  page(
    'machineEdit',
    '/maschinen/:id/bearbeiten',
    pageAccess.machineEdit,
    machines,
    'MachineFormPage',
    'machineDetails',
  ),
  page(
    'machineHistory',
    '/maschinen/:id/verlauf',
    pageAccess.machineHistory,
    machines,
    'MachineHistoryPage',
    'machineDetails',
  ),
  page('machineRings', '/maschinenringe', pageAccess.machineRings, rings, 'MachineRingsPage', 'machines'),
  page(
    'machineRingsCreate',
    '/maschinenringe/neu',
    pageAccess.machineRingsEdit,
    rings,
    'MachineRingFormPage',
    'machineRings',
  ),
  page(
    'machineRingsEdit',
    '/maschinenringe/:id',
    pageAccess.machineRingsEdit,
    rings,
    'MachineRingFormPage',
    'machineRings',
  ),

  page('resources', '/artikel', pageAccess.resources, resources, 'ResourcesPage'),
  page('resourceCreate', '/artikel/neu', pageAccess.resourceEdit, resources, 'ResourceFormPage', 'resources'),
  page('resourceDetails', '/artikel/:id', pageAccess.resourceDetails, resources, 'ResourceDetailsPage', 'resources'),
  page(
    'resourceEdit',
    '/artikel/:id/bearbeiten',
    pageAccess.resourceEdit,
    resources,
    'ResourceFormPage',
    'resourceDetails',
  ),
  page(
    'resourceHistory',
    '/artikel/:id/preisverlauf',
    pageAccess.resourceHistory,
    resources,
    'ResourceHistoryPage',
    'resourceDetails',
  ),
  page('resourceTags', '/artikel/schlagwoerter', pageAccess.resourceTags, tags, 'ResourceTagsPage', 'resources'),
  page(
    'resourceTagsCreate',
    '/artikel/schlagwoerter/neu',
    pageAccess.resourceTagsEdit,
    tags,
    'ResourceTagFormPage',
    'resourceTags',
  ),
  page(
    'resourceTagsEdit',
    '/artikel/schlagwoerter/:id',
    pageAccess.resourceTagsEdit,
    tags,
    'ResourceTagFormPage',
    'resourceTags',
  ),

  page('services', '/dienstleistungen', pageAccess.services, services, 'ServicesPage'),
  page('serviceCatalog', '/dienstleistungen/katalog', pageAccess.serviceCatalog, catalog, 'default', 'services'),
  page('serviceCreate', '/dienstleistungen/neu', pageAccess.serviceEdit, services, 'ServiceFormPage', 'services'),
  page(
    'serviceDetails',
    '/dienstleistungen/:id',
    pageAccess.serviceDetails,
    services,
    'ServiceDetailsPage',
    'services',
  ),
  page(
    'serviceEdit',
    '/dienstleistungen/:id/bearbeiten',
    pageAccess.serviceEdit,
    services,
    'ServiceFormPage',
    'serviceDetails',
  ),

  page('suppliers', '/lieferanten', pageAccess.suppliers, suppliers, 'SuppliersPage'),
  page(
    'supplierSettings',
    '/lieferanten/einstellungen',
    pageAccess.supplierSettings,
    settings,
    'SupplierSettingsPage',
    'suppliers',
  ),
  page('supplierCreate', '/lieferanten/neu', pageAccess.supplierEdit, suppliers, 'SupplierFormPage', 'suppliers'),
  page(
    'supplierDetails',
    '/lieferanten/:id',
    pageAccess.supplierDetails,
    suppliers,
    'SupplierDetailsPage',
    'suppliers',
  ),
  page(
    'supplierEdit',
    '/lieferanten/:id/bearbeiten',
    pageAccess.supplierEdit,
    suppliers,
    'SupplierFormPage',
    'supplierDetails',
  ),
  page('costAccounts', '/kostenkonten', pageAccess.costAccounts, costAccounts, 'CostAccountsPage', 'suppliers'),
  page(
    'costAccountsCreate',
    '/kostenkonten/neu',
    pageAccess.costAccountsEdit,
    costAccounts,
    'CostAccountFormPage',
    'costAccounts',
  ),
  page(
    'costAccountsEdit',
    '/kostenkonten/:id',
    pageAccess.costAccountsEdit,
    costAccounts,
    'CostAccountFormPage',
    'costAccounts',
  ),

  page('gasStations', '/tankstellen', pageAccess.gasStations, gasStations, 'GasStationsPage'),
  page(
    'gasStationCreate',
    '/tankstellen/neu',
    pageAccess.gasStationEdit,
    gasStations,
    'GasStationFormPage',
    'gasStations',
  ),
  page(
    'gasStationDetails',
    '/tankstellen/:id',
    pageAccess.gasStationDetails,
    gasStations,
    'GasStationDetailsPage',
    'gasStations',
  ),
  page(
    'gasStationEdit',
    '/tankstellen/:id/bearbeiten',
    pageAccess.gasStationEdit,
    gasStations,
    'GasStationFormPage',
    'gasStationDetails',
  ),

  page('loadingPoints', '/be-entladestellen', pageAccess.loadingPoints, loadingPoints, 'LoadingPointsPage'),
  page(
    'loadingPointCreate',
    '/be-entladestellen/neu',
    pageAccess.loadingPointEdit,
    loadingPoints,
    'LoadingPointFormPage',
    'loadingPoints',
  ),
  page(
    'loadingPointDetails',
    '/be-entladestellen/:id',
    pageAccess.loadingPointDetails,
    loadingPoints,
    'LoadingPointDetailsPage',
    'loadingPoints',
  ),
  page(
    'loadingPointEdit',
    '/be-entladestellen/:id/bearbeiten',
    pageAccess.loadingPointEdit,
    loadingPoints,
    'LoadingPointFormPage',
    'loadingPointDetails',
  ),

  page(
    'priceAgreements',
    '/preisvereinbarungen',
    pageAccess.priceAgreements,
    agreements,
    'PriceAgreementsPage',
    'resources',
  ),
  page(
    'priceAgreementCreate',
    '/preisvereinbarungen/neu',
    pageAccess.priceAgreementsEdit,
    agreements,
    'PriceAgreementFormPage',
    'priceAgreements',
  ),
  page(
    'priceAgreementDetails',
    '/preisvereinbarungen/:id',
    pageAccess.priceAgreementDetails,
    agreements,
    'PriceAgreementDetailsPage',
    'priceAgreements',
  ),
  page(
    'priceAgreementEdit',
    '/preisvereinbarungen/:id/bearbeiten',
    pageAccess.priceAgreementsEdit,
    agreements,
    'PriceAgreementFormPage',
    'priceAgreementDetails',
  ),

  page('customerTags', '/kunden/schlagwoerter', pageAccess.customerTags, tags, 'CustomerTagsPage', 'customers'),
  page(
    'customerTagsCreate',
    '/kunden/schlagwoerter/neu',
    pageAccess.customerTagsEdit,
    tags,
    'CustomerTagFormPage',
    'customerTags',
  ),
  page(
    'customerTagsEdit',
    '/kunden/schlagwoerter/:id',
    pageAccess.customerTagsEdit,
    tags,
    'CustomerTagFormPage',
    'customerTags',
  ),
  page(
    'customerSettings',
    '/kunden/einstellungen',
    pageAccess.customerSettings,
    settings,
    'CustomerSettingsPage',
    'customers',
  ),
];
