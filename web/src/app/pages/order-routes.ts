import { pageAccess } from '../../../../schemas/permissions';
import { de } from '../../i18n/de';
import type { PageRoute } from './page-route';

/** The office's orders (application.md §2 orders administration, archive, trash, create, details). */
export const orderRoutes = {
  ordersAdministration: {
    path: '/auftraege',
    title: de.pages.ordersAdministration,
    access: pageAccess.ordersAdministration,
  },
  ordersArchive: {
    path: '/auftraege/archiv',
    title: de.pages.ordersArchive,
    access: pageAccess.ordersArchive,
    parent: 'ordersAdministration',
  },
  ordersTrash: {
    path: '/auftraege/papierkorb',
    title: de.pages.ordersTrash,
    access: pageAccess.ordersTrash,
    parent: 'ordersAdministration',
  },
  createOrder: {
    path: '/auftraege/neu',
    title: de.pages.createOrder,
    access: pageAccess.createOrder,
    parent: 'ordersAdministration',
  },
  // Under Aufträge in the menu: the order activity presets and multi-customer orders.
  orderSettings: {
    path: '/auftraege/einstellungen',
    title: de.pages.orderSettings,
    access: pageAccess.orderSettings,
    parent: 'ordersAdministration',
  },
  orderDetails: {
    path: '/auftraege/:orderId',
    title: de.pages.orderDetails,
    access: pageAccess.orderDetails,
    parent: 'ordersAdministration',
  },
} as const satisfies Record<string, PageRoute>;

/** Aufgaben (application.md §2 orders: tasks list and task details; §6 every staff role). */
export const taskRoutes = {
  tasks: { path: '/aufgaben', title: de.pages.tasks, access: pageAccess.tasks },
  taskDetails: {
    path: '/aufgaben/:orderId',
    title: de.pages.taskDetails,
    access: pageAccess.taskDetails,
    parent: 'tasks',
  },
} as const satisfies Record<string, PageRoute>;
