import { describe, expect, it } from 'vitest';
import { api, runtime, tableClient } from '../support/api-client';
import { newPerson, PASSWORD } from '../support/invitations';
import { newTenant } from '../support/tenants';
import { useBrowser } from './browser';

/** A company of this file's own with the demo's support employee, whom this file links to a login. */
const tenant = await newTenant({ demo: true, roles: ['OWNER'] });
const SUPPORT_EMPLOYEE = 'demo-employee-support';
const COMPANY = tenant.companyId;

/**
 * application.md §2: a banner warns the company's support employee that they work in a customer's
 * account; everybody else never sees that employee in the employee list (§3).
 */
describe('support employee (e2e)', () => {
  const browser = useBrowser();

  it('shows the support banner only to the support employee, who alone sees their record', async () => {
    const owner = await tenant.token('OWNER');
    const support = await newPerson(owner, 'ADMIN');
    // Lohnwerk's support gets its login linked to the company's support employee; no page does that (the
    // record is hidden from the company's own people), so the test links it in the table.
    const table = await tableClient();
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await table.send(
      new UpdateCommand({
        TableName: runtime().tableName,
        Key: { pk: COMPANY, sk: `employee#${SUPPORT_EMPLOYEE}` },
        UpdateExpression: 'SET #data.appUserId = :user',
        ExpressionAttributeNames: { '#data': 'data' },
        ExpressionAttributeValues: { ':user': support.userId },
      }),
    );

    // As every write does: raise the list version so cached employee lists are read again.
    await table.send(
      new UpdateCommand({
        TableName: runtime().tableName,
        Key: { pk: COMPANY, sk: 'version#records:employee' },
        UpdateExpression: 'ADD #version :one',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );

    const theirList = await api<{ items: { id: string }[] }>('GET', '/masterdata/employees', { token: support.token });
    expect(theirList.body.items.map((employee) => employee.id)).toContain(SUPPORT_EMPLOYEE);

    const page = await browser.signedIn({ email: support.email, password: PASSWORD });
    await expect(page.getByTestId('support-banner').textContent()).resolves.toBe(
      'Achtung! Du bist in einem Kundenaccount angemeldet!',
    );

    const ownerPage = await browser.signedIn(tenant.login('OWNER'));
    expect(await ownerPage.getByTestId('support-banner').count()).toBe(0);
  });
});
