import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBody } from './http-util';
import { cognitoLocalAccounts } from './sign-in-accounts';

/** cognito-local's AdminGetUser as it answers for a pool signing in by e-mail: user name is the sub. */
const USER = { Username: '5b1c7c4e-0000-4000-8000-000000000001', email: 'chef@hof.de' };
const askedFor: unknown[] = [];
let upstream: Server;

beforeAll(async () => {
  upstream = createServer(async (request, response) => {
    const { UserPoolId, Username } = JSON.parse((await readBody(request)).toString('utf8'));
    askedFor.push({ target: request.headers['x-amz-target'], UserPoolId, Username });
    const found = Username === USER.Username || Username === USER.email;
    response.writeHead(found ? 200 : 400, { 'content-type': 'application/x-amz-json-1.1' });
    response.end(JSON.stringify(found ? { Username: USER.Username } : { __type: 'UserNotFoundException' }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
});

afterAll(() => upstream.close());

describe('the account a sign-in names', () => {
  it('is one for the e-mail in any case and the sub; an unknown name counts by its e-mail form', async () => {
    const accountOf = cognitoLocalAccounts(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, 'pool-1');
    const account = `account:${USER.Username}`;
    expect(await accountOf('chef@hof.de')).toBe(account);
    expect(await accountOf(' CHEF@Hof.de ')).toBe(account);
    expect(await accountOf(USER.Username)).toBe(account);
    expect(await accountOf(USER.Username.toUpperCase())).toBe(account);
    expect(await accountOf('Niemand@Hof.de')).toBe('name:niemand@hof.de');
    expect(askedFor[0]).toEqual({
      target: 'AWSCognitoIdentityProviderService.AdminGetUser',
      UserPoolId: 'pool-1',
      Username: 'chef@hof.de',
    });
  });

  it('counts by the name when cognito-local cannot be asked', async () => {
    expect(await cognitoLocalAccounts('http://127.0.0.1:1', 'pool-1')('Chef@hof.de')).toBe('name:chef@hof.de');
  });
});
