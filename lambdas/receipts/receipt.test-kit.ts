import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, vi } from 'vitest';
import { parseClaims } from '../../schemas/claims';
import { COMPANY } from '../../schemas/receipts/receipt.fixtures';
import type { TRole } from '../../schemas/roles';
import { resetConfigForTests } from '../platform/config';
import { createHttpHandler, type Route } from '../platform/http';
import { httpTestEvent } from '../platform/http-events.test-kit';

/** Test helper of the receipts routes: the HTTP chain around route lists with fake ports. */

/** Calls the routes through the HTTP chain as a member of COMPANY with `role`. */
export const routeCaller = (routes: readonly Route[], role: TRole = 'ACCOUNTANT') => {
  const claims = parseClaims({ sub: 'u-1', iat: 1, defaultCompanyId: COMPANY, roles: `{"${COMPANY}":"${role}"}` });
  const handler = createHttpHandler('receipts-test', routes, {
    verifyToken: async () => claims,
    lookupMembership: async () => ({ role, active: true }),
  });
  return async (
    routeKey: string,
    init: { body?: unknown; query?: Record<string, string>; pathParameters?: Record<string, string> } = {},
  ) => {
    const event = httpTestEvent(routeKey, {
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      ...(init.query ? { query: init.query } : {}),
      ...(init.pathParameters ? { pathParameters: init.pathParameters } : {}),
    });
    const response: APIGatewayProxyStructuredResultV2 = await handler({ ...event, queryStringParameters: init.query }, {
      awsRequestId: 'a',
    } as Context);
    return { status: response.statusCode, body: JSON.parse(String(response.body)) };
  };
};

/** The chain logs every request; these tests read answers, not logs. Call once per test file. */
export const quietRouteLogs = () => {
  beforeAll(() => {
    vi.stubEnv('LOG_LEVEL', 'SILENT');
    resetConfigForTests();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    resetConfigForTests();
  });
};
