import { randomUUID } from 'node:crypto';
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotification } from '../../schemas/api/notifications';
import { api, runtime, tableClient } from '../support/api-client';
import { eventually, orderItemKey, putOrderItem } from '../support/order-items';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * Issue 12 point 8 against the embedded runtime: an order assigned to the employee's employee record
 * (demo-employee-tim-brandt, linked to the EMPLOYEE login) reaches the notifications service through the
 * table stream; the employee lists it, marks it seen; the push sandbox records what the device would get.
 * The orders service does not exist yet, so the order item is written as ElectroDB writes it.
 */

const TIM = 'demo-employee-tim-brandt';
const companyId = () => tenant.login('EMPLOYEE').companyId;
const subOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub;

const orderId = `test-order-${randomUUID()}`;
const orderKey = () => orderItemKey({ companyId: companyId(), orderId });

const putOrder = (fields: { status: string; employeeId: string; version: number }) =>
  putOrderItem({
    companyId: companyId(),
    orderId,
    name: 'Mais häckseln Testschlag',
    plannedStartDateTime: '2026-09-14T05:30:00.000Z',
    ...fields,
  });

const list = (token: string) => api<{ items: TNotification[] }>('GET', '/notifications/new-orders', { token });

const sandboxMessages = async (userId: string) =>
  (
    await (
      await tableClient()
    ).send(
      new QueryCommand({
        TableName: runtime().tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `push-sandbox#${userId}` },
      }),
    )
  ).Items ?? [];

let employeeToken: string;
let plannerToken: string;
let neighbourToken: string;

beforeAll(async () => {
  [employeeToken, plannerToken, neighbourToken] = await Promise.all([
    tenant.token('EMPLOYEE'),
    tenant.token('PLANNER'),
    otherTenant.token('OWNER'),
  ]);
});

afterAll(async () => {
  await (await tableClient()).send(new DeleteCommand({ TableName: runtime().tableName, Key: orderKey() }));
});

describe('push registration (issue 12 point 8)', () => {
  it('stores the device of the signed-in user and refuses registering someone else', async () => {
    const token = `fcm-${randomUUID()}`;
    const own = await api('PUT', '/notifications/push-registrations', {
      token: employeeToken,
      body: { registrationToken: token, authUserId: subOf(employeeToken), platform: 'android', model: 'Pixel 8' },
    });
    expect(own).toEqual({ status: 200, body: { platform: 'android', model: 'Pixel 8' } });

    const foreign = await api('PUT', '/notifications/push-registrations', {
      token: plannerToken,
      body: { registrationToken: token, authUserId: subOf(employeeToken), platform: 'ios', model: 'iPhone' },
    });
    expect(foreign.status).toBe(403);

    const tooLong = await api('PUT', '/notifications/push-registrations', {
      token: employeeToken,
      body: { registrationToken: 'x'.repeat(4097), authUserId: subOf(employeeToken), platform: 'android' },
    });
    expect(tooLong.status).toBe(400);
  });
});

describe('new-order notifications (issue 12 point 8)', () => {
  it('reach the assigned employee once, oldest first, are pushed, and go when marked seen', async () => {
    const device = `fcm-${randomUUID()}`;
    const userId = subOf(employeeToken);
    await api('PUT', '/notifications/push-registrations', {
      token: employeeToken,
      body: { registrationToken: device, authUserId: userId, platform: 'android', model: 'Pixel 8' },
    });

    await putOrder({ status: 'DRAFT', employeeId: TIM, version: 1 });
    await putOrder({ status: 'ASSIGNED', employeeId: TIM, version: 2 });
    const { body } = await eventually(
      () => list(employeeToken),
      (result) => result.body.items.some((item) => item.orderId === orderId),
      'the notification',
    );
    const mine = body.items.filter((item) => item.orderId === orderId);
    expect(mine).toEqual([
      expect.objectContaining({
        seen: false,
        headline: 'Neuer Auftrag',
        subHeadline: 'Dir wurde der Auftrag „Mais häckseln Testschlag“ zugewiesen (geplant ab 14.09.2026, 07:30).',
        dismissButtonLabel: 'Später',
        actionButtonLabel: 'Auftrag öffnen',
      }),
    ]);
    const times = body.items.map((item) => item.updateTime);
    expect(times).toEqual([...times].sort());

    const pushed = await eventually(
      () => sandboxMessages(userId),
      (items) => items.some((item) => item.registrationToken === device),
      'the sandbox push',
    );
    expect(pushed.find((item) => item.registrationToken === device)).toMatchObject({
      platform: 'android',
      title: 'Neuer Auftrag',
      data: { orderId },
    });

    const id = mine[0]?.id ?? '';
    // Nobody else marks it: not the planner of the company, not another company's owner.
    expect(
      (await api('POST', '/notifications/new-orders/seen', { token: plannerToken, body: { ids: [id] } })).status,
    ).toBe(200);
    expect(
      (await api('POST', '/notifications/new-orders/seen', { token: neighbourToken, body: { ids: [id] } })).status,
    ).toBe(200);
    expect((await list(neighbourToken)).body.items.some((item) => item.id === id)).toBe(false);
    expect((await list(plannerToken)).body.items.some((item) => item.id === id)).toBe(false);
    expect((await list(employeeToken)).body.items.some((item) => item.id === id)).toBe(true);

    const dismissed = await api<{ items: TNotification[] }>('POST', '/notifications/new-orders/seen', {
      token: employeeToken,
      body: { ids: [id] },
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.items.some((item) => item.id === id)).toBe(false);

    // An edit of the assigned order (same employee) tells nobody again.
    await putOrder({ status: 'ASSIGNED', employeeId: TIM, version: 3 });
    await putOrder({ status: 'ASSIGNED', employeeId: TIM, version: 4 });
    const edits = await list(employeeToken);
    expect(edits.body.items.some((item) => item.orderId === orderId)).toBe(false);
  });

  it('are read by the staff roles of §6 only', async () => {
    for (const role of ['OWNER', 'ADMIN', 'ACCOUNTANT', 'PLANNER', 'EMPLOYEE', 'TEMPORARY_WORKER', 'SUBCONTRACTOR']) {
      expect((await list(await tenant.token(role))).status, role).toBe(200);
    }
    expect((await list(await tenant.token('CUSTOMER'))).status).toBe(403);
  });
});
