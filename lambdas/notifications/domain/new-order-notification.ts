import { formatGermanDateTime } from '../../../schemas/kernel/calendar';
import type { TOrderStatus } from '../../../schemas/order-enums';

/**
 * The part of an order a new-order notification is decided from: one image of the order item before or
 * after a change (a stream record's old and new image). Small on purpose, so the orders service can grow
 * its entity without this changing.
 */
export type AssignedOrderImage = {
  companyId: string;
  orderId: string;
  name: string;
  status: TOrderStatus;
  /** The assigned employee; absent on drafts. */
  employeeId?: string;
  plannedStartDateTime?: string;
  version: number;
};

/** What a new-order notification holds (application.md §3 'Notification'), before it is addressed to a user. */
export type NewOrderNotification = {
  companyId: string;
  employeeId: string;
  orderId: string;
  /** Stable per assignment, so a stream record delivered twice makes one notification. */
  notificationId: string;
  headline: string;
  subHeadline: string;
  dismissButtonLabel: string;
  actionButtonLabel: string;
};

export const newOrderTexts = {
  headline: 'Neuer Auftrag',
  dismissButtonLabel: 'Später',
  actionButtonLabel: 'Auftrag öffnen',
  subHeadline: (name: string, plannedStart: string | undefined) =>
    plannedStart
      ? `Dir wurde der Auftrag „${name}“ zugewiesen (geplant ab ${formatGermanDateTime(plannedStart)}).`
      : `Dir wurde der Auftrag „${name}“ zugewiesen.`,
} as const;

const isAssigned = (order: AssignedOrderImage | undefined): order is AssignedOrderImage & { employeeId: string } =>
  order?.status === 'ASSIGNED' && Boolean(order.employeeId);

/**
 * Whether an order change tells an employee about a new order, and what: an order that is ASSIGNED to
 * an employee after the change and was not assigned to that same employee before (a new assignment, a
 * draft assigned, or a change of assignee). Edits of an assigned order, starting, stopping and removing
 * it tell nobody.
 */
export const notifyAssignedEmployee = (
  orderBefore: AssignedOrderImage | undefined,
  orderAfter: AssignedOrderImage | undefined,
): NewOrderNotification | undefined => {
  if (!isAssigned(orderAfter)) return undefined;
  if (isAssigned(orderBefore) && orderBefore.employeeId === orderAfter.employeeId) return undefined;
  const { companyId, orderId, employeeId, name, plannedStartDateTime, version } = orderAfter;
  return {
    companyId,
    employeeId,
    orderId,
    notificationId: `new-order-${orderId}-v${version}`,
    headline: newOrderTexts.headline,
    subHeadline: newOrderTexts.subHeadline(name, plannedStartDateTime),
    dismissButtonLabel: newOrderTexts.dismissButtonLabel,
    actionButtonLabel: newOrderTexts.actionButtonLabel,
  };
};
