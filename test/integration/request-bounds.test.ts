import { describe, expect, it } from 'vitest';
import { api, runtime } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });

/**
 * Issue 11 point 1 over HTTP: a field over its bound answers 400 with the catalogue code and a German
 * message at the field; what passes the bounds but is too large for the database (an item over 400 KB)
 * answers 400 too; a body over API Gateway's 10 MB answers 413. Nothing of it is stored.
 */
describe('request bounds over HTTP', () => {
  it('answers a field over its bound with 400 and a German message naming the field', async () => {
    const token = await tenant.token('OWNER');
    const result = await api<{ code: string; issues: { path: string; message: string }[] }>(
      'POST',
      '/structures/customers',
      { token, body: { name: 'n'.repeat(201), tagIds: Array(60_000).fill('tag'), contactPersons: [] } },
    );
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('LW_400_01_0001');
    expect(result.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Höchstens 200 Zeichen.' },
        { path: 'tagIds', message: 'Höchstens 100 Einträge.' },
      ]),
    );
  });

  it('answers an id of 1,024 characters in the path with 400, not 500', async () => {
    const token = await tenant.token('OWNER');
    const result = await api('GET', `/masterdata/machines/${'i'.repeat(1024)}`, { token });
    expect(result).toMatchObject({ status: 400, body: { code: 'LW_400_01_0001' } });
  });

  it('answers a record too large for the database with 400 and stores nothing', async () => {
    const token = await tenant.token('OWNER');
    const name = `Zu großer Artikel ${Date.now()}`;
    // Within every bound, yet far over DynamoDB's 400 KB per item: 50 variants of 50 priced sub-variants.
    const tiers = Array.from({ length: 5 }, (_, index) => ({
      from: String(index * 10),
      price: '123456789012.1234567',
    }));
    const subVariant = (index: number) => ({
      name: `Untervariante ${index} `.padEnd(100, 'x'),
      pricing: { pricePerUnit: { type: 'TIERED', tiers } },
    });
    const variants = Array.from({ length: 50 }, (_, index) => ({
      name: `Variante ${index}`,
      subVariants: Array.from({ length: 50 }, (_, subIndex) => subVariant(subIndex)),
    }));
    const result = await api('POST', '/masterdata/resources', {
      token,
      body: { name, unit: 'Stk.', variantsType: 'VARIANTS', variants },
    });
    expect(result).toEqual({
      status: 400,
      body: {
        code: 'LW_400_01_0003',
        message: 'Deine Eingaben sind zu umfangreich, um sie zu speichern. Bitte kürze sie und versuche es erneut.',
        requestId: expect.any(String),
      },
    });
    const list = await api<{ items: { name: string }[] }>('GET', '/masterdata/resources?archived=all', { token });
    expect(list.body.items.map((item) => item.name)).not.toContain(name);
  });

  it('answers a body over 10 MB with the catalogue 413, as API Gateway does', async () => {
    const response = await fetch(`${runtime().apiUrl}/identity/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: 'LW_413_00_0001',
      message: 'Die Anfrage ist zu groß: Es sind höchstens 10 MB möglich.',
      requestId: response.headers.get('apigw-requestid'),
    });
  });
});
