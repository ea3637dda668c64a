import { pageAccess } from '../../../../schemas/permissions';
import { de } from '../../i18n/de';
import type { PageRoute } from './page-route';

/** The office's order requests (menu Aufträge > Anfragen, application.md §2). */
export const orderRequestRoutes = {
  orderRequests: { path: '/auftraege/anfragen', title: de.pages.orderRequests, access: pageAccess.orderRequests },
  orderRequestsArchive: {
    path: '/auftraege/anfragen/archiv',
    title: de.pages.orderRequestsArchive,
    access: pageAccess.orderRequestsArchive,
    parent: 'orderRequests',
  },
  orderRequestDetails: {
    path: '/auftraege/anfragen/:orderRequestId',
    title: de.pages.orderRequestDetails,
    access: pageAccess.orderRequestDetails,
    parent: 'orderRequests',
  },
} as const satisfies Record<string, PageRoute>;

/** The customer area (application.md §2): the farmer's contractors and own order requests. */
export const customerAreaRoutes = {
  contractors: { path: '/dienstleister', title: de.pages.contractors, access: pageAccess.contractors },
  // Issue 13 point 3: a farmer's own fields from a farm program's export, at a contractor who allows it.
  contractorFieldImport: {
    path: '/dienstleister/felder-importieren',
    title: de.fieldImport.contractorTitle,
    access: pageAccess.contractorFieldImport,
    parent: 'contractors',
  },
  // The farmer's fields at a contractor (issue 13): reached from the contractor's card (?companyId=).
  customerFields: {
    path: '/meine-felder',
    title: de.pages.customerFields,
    access: pageAccess.customerFields,
    parent: 'contractors',
  },
  contractorOrderRequests: {
    path: '/meine-anfragen',
    title: de.pages.contractorOrderRequests,
    access: pageAccess.contractorOrderRequests,
  },
  contractorOrderRequestsArchive: {
    path: '/meine-anfragen/archiv',
    title: de.pages.contractorOrderRequestsArchive,
    access: pageAccess.contractorOrderRequestsArchive,
    parent: 'contractorOrderRequests',
  },
  createContractorOrderRequest: {
    path: '/meine-anfragen/neu',
    title: de.pages.createContractorOrderRequest,
    access: pageAccess.createContractorOrderRequest,
    parent: 'contractorOrderRequests',
  },
  contractorOrderRequestDetails: {
    path: '/meine-anfragen/:companyId/:orderRequestId',
    title: de.pages.contractorOrderRequestDetails,
    access: pageAccess.contractorOrderRequestDetails,
    parent: 'contractorOrderRequests',
  },
} as const satisfies Record<string, PageRoute>;
