import { pageAccess } from '../../../../schemas/permissions';
import { de } from '../../i18n/de';
import { masterdataPageTitles as titles } from '../../i18n/de/masterdata-pages';
import type { PageRoute } from './page-route';

/**
 * The master-data pages (Stammdaten, application.md §2): list, details, create, edit and history per
 * kind. Static paths ('/mitarbeiter/schlagwoerter') rank before ids ('/mitarbeiter/:id') in the router.
 * Customer tags and settings live with the customers (customer-routes.ts).
 */
export const masterdataRoutes = {
  employees: { path: '/mitarbeiter', title: titles.employees, access: pageAccess.employees },
  employeeCreate: {
    path: '/mitarbeiter/neu',
    title: titles.employeeCreate,
    access: pageAccess.employeeEdit,
    parent: 'employees',
  },
  employeeDetails: {
    path: '/mitarbeiter/:id',
    title: titles.employeeDetails,
    access: pageAccess.employeeDetails,
    parent: 'employees',
  },
  employeeEdit: {
    path: '/mitarbeiter/:id/bearbeiten',
    title: titles.employeeEdit,
    access: pageAccess.employeeEdit,
    parent: 'employeeDetails',
  },
  // application.md §2 Employees: time trackings (§6 owner, admin, accountant); reached from the list.
  employeeTimeTrackings: {
    path: '/mitarbeiter/zeiterfassung',
    title: de.pages.employeeTimeTrackings,
    access: pageAccess.employeeTimeTrackings,
    parent: 'employees',
  },
  employeeTags: {
    path: '/mitarbeiter/schlagwoerter',
    title: titles.employeeTags,
    access: pageAccess.employeeTags,
    parent: 'employees',
  },
  employeeTagsCreate: {
    path: '/mitarbeiter/schlagwoerter/neu',
    title: titles.employeeTagsCreate,
    access: pageAccess.employeeTagsEdit,
    parent: 'employeeTags',
  },
  employeeTagsEdit: {
    path: '/mitarbeiter/schlagwoerter/:id',
    title: titles.employeeTagsEdit,
    access: pageAccess.employeeTagsEdit,
    parent: 'employeeTags',
  },
  machines: { path: '/maschinen', title: titles.machines, access: pageAccess.machines },
  machineCreate: {
    path: '/maschinen/neu',
    title: titles.machineCreate,
    access: pageAccess.machineEdit,
    parent: 'machines',
  },
  machineDetails: {
    path: '/maschinen/:id',
    title: titles.machineDetails,
    access: pageAccess.machineDetails,
    parent: 'machines',
  },
  machineEdit: {
    path: '/maschinen/:id/bearbeiten',
    title: titles.machineEdit,
    access: pageAccess.machineEdit,
    parent: 'machineDetails',
  },
  machineHistory: {
    path: '/maschinen/:id/verlauf',
    title: titles.machineHistory,
    access: pageAccess.machineHistory,
    parent: 'machineDetails',
  },
  machineRings: {
    path: '/maschinenringe',
    title: titles.machineRings,
    access: pageAccess.machineRings,
    parent: 'machines',
  },
  machineRingsCreate: {
    path: '/maschinenringe/neu',
    title: titles.machineRingsCreate,
    access: pageAccess.machineRingsEdit,
    parent: 'machineRings',
  },
  machineRingsEdit: {
    path: '/maschinenringe/:id',
    title: titles.machineRingsEdit,
    access: pageAccess.machineRingsEdit,
    parent: 'machineRings',
  },
  resources: { path: '/artikel', title: titles.resources, access: pageAccess.resources },
  resourceCreate: {
    path: '/artikel/neu',
    title: titles.resourceCreate,
    access: pageAccess.resourceEdit,
    parent: 'resources',
  },
  resourceDetails: {
    path: '/artikel/:id',
    title: titles.resourceDetails,
    access: pageAccess.resourceDetails,
    parent: 'resources',
  },
  resourceEdit: {
    path: '/artikel/:id/bearbeiten',
    title: titles.resourceEdit,
    access: pageAccess.resourceEdit,
    parent: 'resourceDetails',
  },
  resourceHistory: {
    path: '/artikel/:id/preisverlauf',
    title: titles.resourceHistory,
    access: pageAccess.resourceHistory,
    parent: 'resourceDetails',
  },
  resourceTags: {
    path: '/artikel/schlagwoerter',
    title: titles.resourceTags,
    access: pageAccess.resourceTags,
    parent: 'resources',
  },
  resourceTagsCreate: {
    path: '/artikel/schlagwoerter/neu',
    title: titles.resourceTagsCreate,
    access: pageAccess.resourceTagsEdit,
    parent: 'resourceTags',
  },
  resourceTagsEdit: {
    path: '/artikel/schlagwoerter/:id',
    title: titles.resourceTagsEdit,
    access: pageAccess.resourceTagsEdit,
    parent: 'resourceTags',
  },
  services: { path: '/dienstleistungen', title: titles.services, access: pageAccess.services },
  serviceCatalog: {
    path: '/dienstleistungen/katalog',
    title: titles.serviceCatalog,
    access: pageAccess.serviceCatalog,
    parent: 'services',
  },
  serviceCreate: {
    path: '/dienstleistungen/neu',
    title: titles.serviceCreate,
    access: pageAccess.serviceEdit,
    parent: 'services',
  },
  serviceDetails: {
    path: '/dienstleistungen/:id',
    title: titles.serviceDetails,
    access: pageAccess.serviceDetails,
    parent: 'services',
  },
  serviceEdit: {
    path: '/dienstleistungen/:id/bearbeiten',
    title: titles.serviceEdit,
    access: pageAccess.serviceEdit,
    parent: 'serviceDetails',
  },
  suppliers: { path: '/lieferanten', title: titles.suppliers, access: pageAccess.suppliers },
  supplierSettings: {
    path: '/lieferanten/einstellungen',
    title: titles.supplierSettings,
    access: pageAccess.supplierSettings,
    parent: 'suppliers',
  },
  supplierCreate: {
    path: '/lieferanten/neu',
    title: titles.supplierCreate,
    access: pageAccess.supplierEdit,
    parent: 'suppliers',
  },
  supplierDetails: {
    path: '/lieferanten/:id',
    title: titles.supplierDetails,
    access: pageAccess.supplierDetails,
    parent: 'suppliers',
  },
  supplierEdit: {
    path: '/lieferanten/:id/bearbeiten',
    title: titles.supplierEdit,
    access: pageAccess.supplierEdit,
    parent: 'supplierDetails',
  },
  costAccounts: {
    path: '/kostenkonten',
    title: titles.costAccounts,
    access: pageAccess.costAccounts,
    parent: 'suppliers',
  },
  costAccountsCreate: {
    path: '/kostenkonten/neu',
    title: titles.costAccountsCreate,
    access: pageAccess.costAccountsEdit,
    parent: 'costAccounts',
  },
  costAccountsEdit: {
    path: '/kostenkonten/:id',
    title: titles.costAccountsEdit,
    access: pageAccess.costAccountsEdit,
    parent: 'costAccounts',
  },
  gasStations: { path: '/tankstellen', title: titles.gasStations, access: pageAccess.gasStations },
  gasStationCreate: {
    path: '/tankstellen/neu',
    title: titles.gasStationCreate,
    access: pageAccess.gasStationEdit,
    parent: 'gasStations',
  },
  gasStationDetails: {
    path: '/tankstellen/:id',
    title: titles.gasStationDetails,
    access: pageAccess.gasStationDetails,
    parent: 'gasStations',
  },
  gasStationEdit: {
    path: '/tankstellen/:id/bearbeiten',
    title: titles.gasStationEdit,
    access: pageAccess.gasStationEdit,
    parent: 'gasStationDetails',
  },
  loadingPoints: { path: '/be-entladestellen', title: titles.loadingPoints, access: pageAccess.loadingPoints },
  tracks: { path: '/strecken', title: titles.tracks, access: pageAccess.tracks },
  // Issue 13 point 3: a customer's fields from a farm program's export (shapefile, GeoJSON, KML).
  fieldImport: { path: '/felder/importieren', title: titles.fieldImport, access: pageAccess.fieldImport },
  fields: { path: '/felder', title: titles.fields, access: pageAccess.fields },
  markers: { path: '/markierungen', title: titles.markers, access: pageAccess.markers },
  loadingPointCreate: {
    path: '/be-entladestellen/neu',
    title: titles.loadingPointCreate,
    access: pageAccess.loadingPointEdit,
    parent: 'loadingPoints',
  },
  loadingPointDetails: {
    path: '/be-entladestellen/:id',
    title: titles.loadingPointDetails,
    access: pageAccess.loadingPointDetails,
    parent: 'loadingPoints',
  },
  loadingPointEdit: {
    path: '/be-entladestellen/:id/bearbeiten',
    title: titles.loadingPointEdit,
    access: pageAccess.loadingPointEdit,
    parent: 'loadingPointDetails',
  },
  priceAgreements: {
    path: '/preisvereinbarungen',
    title: titles.priceAgreements,
    access: pageAccess.priceAgreements,
    parent: 'resources',
  },
  priceAgreementCreate: {
    path: '/preisvereinbarungen/neu',
    title: titles.priceAgreementCreate,
    access: pageAccess.priceAgreementsEdit,
    parent: 'priceAgreements',
  },
  priceAgreementDetails: {
    path: '/preisvereinbarungen/:id',
    title: titles.priceAgreementDetails,
    access: pageAccess.priceAgreementDetails,
    parent: 'priceAgreements',
  },
  priceAgreementEdit: {
    path: '/preisvereinbarungen/:id/bearbeiten',
    title: titles.priceAgreementEdit,
    access: pageAccess.priceAgreementsEdit,
    parent: 'priceAgreementDetails',
  },
} as const satisfies Record<string, PageRoute>;
