import { pageAccess } from '../../../schemas/permissions';
import { de } from '../i18n/de';
import { lazyNamed } from './lazy-named';
import type { PageDef } from './pages';

type Module = Record<string, unknown>;

const office = () => import('../pages/order-requests/order-requests-page');
const officeDetails = () => import('../pages/order-requests/order-request-details-page');
const mine = () => import('../pages/order-requests/my-order-requests-page');
const mineOne = () => import('../pages/order-requests/my-order-request-page');

const page = (
  id: keyof typeof pageAccess & keyof typeof de.pages,
  path: string,
  load: () => Promise<Module>,
  exportName: string,
  parent?: string,
): PageDef => ({
  id,
  path,
  title: de.pages[id],
  access: pageAccess[id],
  component: lazyNamed(load, exportName),
  chrome: 'shell',
  header: true,
  parent,
});

/**
 * Order requests (application.md §2): the office's Anfragen under Aufträge, and the farmer's own under
 * Aufträge in the customer area.
 */
export const orderRequestPages: readonly PageDef[] = [
  page('orderRequests', '/auftraege/anfragen', office, 'OrderRequestsPage'),
  page('orderRequestsArchive', '/auftraege/anfragen/archiv', office, 'OrderRequestsArchivePage', 'orderRequests'),
  page('orderRequestDetails', '/auftraege/anfragen/:orderRequestId', officeDetails, 'default', 'orderRequests'),
  page('contractorOrderRequests', '/meine-anfragen', mine, 'MyOrderRequestsPage'),
  page(
    'contractorOrderRequestsArchive',
    '/meine-anfragen/archiv',
    mine,
    'MyOrderRequestsArchivePage',
    'contractorOrderRequests',
  ),
  page(
    'createContractorOrderRequest',
    '/meine-anfragen/neu',
    mineOne,
    'CreateMyOrderRequestPage',
    'contractorOrderRequests',
  ),
  page(
    'contractorOrderRequestDetails',
    '/meine-anfragen/:companyId/:orderRequestId',
    mineOne,
    'MyOrderRequestPage',
    'contractorOrderRequests',
  ),
];
