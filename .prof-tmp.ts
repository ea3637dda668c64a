import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from './lambdas/platform/aws-clients';
import { db } from './lambdas/platform/db/entities';
import { newCustomer, parseCustomerInput, sortCustomers } from './lambdas/structures/domain/customer';
import { customerToItem, dynamoCustomerStore } from './lambdas/structures/store';
import { listCustomers } from './schemas/api/customers';
import { startRuntime } from './lib/local/runtime';

process.env.LOG_LEVEL = 'ERROR';
const rt = await startRuntime({ port: 0, dataDir: null, seed: true, quiet: true });
const companyId = 'bench-co';
const now = new Date();
const cs = Array.from({ length: 1000 }, (_, i) => newCustomer(parseCustomerInput({ name: `Betrieb ${i}`, customerNumber: String(20000 + i), addressStreet: 'Dorfstraße 1', addressZip: '25813', addressCity: 'Husum', phone: '04841 12345', mail: `b${i}@example.de`, contactPersons: [{ firstName: 'V', lastName: `N ${i}`, salutation: 'MR' }] }), { id: `b-${i}`, companyId, now, newId: () => `p${i}` }));
for (let s = 0; s < cs.length; s += 25) await db().customer.put(cs.slice(s, s + 25).map(customerToItem) as never).go();
const time = async (label: string, fn: () => Promise<unknown> | unknown, n = 30) => {
  for (let i = 0; i < 5; i++) await fn();
  const t: number[] = [];
  for (let i = 0; i < n; i++) { const s = performance.now(); await fn(); t.push(performance.now() - s); }
  t.sort((a, b) => a - b); console.log(label.padEnd(30), t[Math.floor(n / 2)]!.toFixed(1), 'ms');
};
await time('raw query (all pages)', async () => { let k; let n = 0; do { const r = await dynamoClient().send(new QueryCommand({ TableName: rt.tableName, KeyConditionExpression: 'pk = :p and begins_with(sk, :s)', ExpressionAttributeValues: { ':p': companyId, ':s': 'customer#' }, ExclusiveStartKey: k })); n += r.Items!.length; k = r.LastEvaluatedKey; } while (k); return n; });
const store = dynamoCustomerStore();
await time('store.listSummaries', () => store.listSummaries(companyId));
const list = await store.listSummaries(companyId);
await time('sortCustomers', () => sortCustomers(list));
await time('response parse', () => listCustomers.response.parse({ items: list }));
await time('JSON.stringify', () => JSON.stringify({ items: list }));
await time('listVersion (GetItem)', () => store.listVersion(companyId), 100);
const { verifyIdToken } = await import('./lambdas/platform/auth');
const { CognitoIdentityProviderClient, InitiateAuthCommand } = await import('@aws-sdk/client-cognito-identity-provider');
const login = rt.logins.find((l) => l.role === 'OWNER')!;
const c = new CognitoIdentityProviderClient({ endpoint: rt.cognitoEndpoint, region: 'local', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
const a = await c.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: rt.userPoolClientId, AuthParameters: { USERNAME: login.email, PASSWORD: login.password } }));
const tok = a.AuthenticationResult!.IdToken!;
await time('verifyIdToken', () => verifyIdToken(tok), 100);
await time('HTTP list (demo company, 12)', async () => (await fetch(`${rt.apiUrl}/structures/customers`, { headers: { authorization: `Bearer ${tok}` } })).json(), 100);
await rt.stop();
