import { describe, expect, it } from 'vitest';
import { type AssignedOrderImage, notifyAssignedEmployee } from './new-order-notification';

const draft: AssignedOrderImage = {
  companyId: 'c-1',
  orderId: 'order-1',
  name: 'Mais häckseln Hof Jensen',
  status: 'DRAFT',
  version: 1,
};
const assigned = (employeeId: string, version = 2): AssignedOrderImage => ({
  ...draft,
  status: 'ASSIGNED',
  employeeId,
  version,
  plannedStartDateTime: '2026-09-14T05:30:00.000Z',
});

describe('notifyAssignedEmployee (issue 12 point 8)', () => {
  it('tells the employee a draft is now assigned to, with the order id and German texts', () => {
    expect(notifyAssignedEmployee(draft, assigned('emp-hauke'))).toEqual({
      companyId: 'c-1',
      employeeId: 'emp-hauke',
      orderId: 'order-1',
      notificationId: 'new-order-order-1-v2',
      headline: 'Neuer Auftrag',
      subHeadline: 'Dir wurde der Auftrag „Mais häckseln Hof Jensen“ zugewiesen (geplant ab 14.09.2026, 07:30).',
      dismissButtonLabel: 'Später',
      actionButtonLabel: 'Auftrag öffnen',
    });
  });

  it('tells the employee of an order created already assigned', () => {
    expect(notifyAssignedEmployee(undefined, assigned('emp-hauke'))?.employeeId).toBe('emp-hauke');
  });

  it('tells the new employee when the assignee changes, with an id of its own', () => {
    const notification = notifyAssignedEmployee(assigned('emp-hauke'), assigned('emp-jan', 3));
    expect(notification?.employeeId).toBe('emp-jan');
    expect(notification?.notificationId).toBe('new-order-order-1-v3');
  });

  it('says nothing when the assignee is unchanged (an edit of an assigned order)', () => {
    expect(notifyAssignedEmployee(assigned('emp-hauke'), { ...assigned('emp-hauke', 3), name: 'Neu' })).toBeUndefined();
  });

  it('says nothing on starting, stopping, deleting or a draft without employee', () => {
    const started = { ...assigned('emp-hauke', 3), status: 'IN_PROGRESS' as const };
    expect(notifyAssignedEmployee(assigned('emp-hauke'), started)).toBeUndefined();
    expect(notifyAssignedEmployee(started, { ...started, status: 'DONE', version: 4 })).toBeUndefined();
    expect(notifyAssignedEmployee(assigned('emp-hauke'), undefined)).toBeUndefined();
    expect(notifyAssignedEmployee(undefined, draft)).toBeUndefined();
    expect(notifyAssignedEmployee(undefined, { ...draft, status: 'ASSIGNED', employeeId: '' })).toBeUndefined();
  });

  it('leaves out the planned start when the order has none', () => {
    const { plannedStartDateTime: _start, ...withoutStart } = assigned('emp-hauke');
    expect(notifyAssignedEmployee(draft, withoutStart)?.subHeadline).toBe(
      'Dir wurde der Auftrag „Mais häckseln Hof Jensen“ zugewiesen.',
    );
  });
});
