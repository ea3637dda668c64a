import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

/**
 * A complete API Gateway v2 event for tests of the HTTP chain: every field the type asks for, so tests
 * build events without casts. Method and path are taken from the route key ('POST /structures/x').
 */
export const httpTestEvent = (
  routeKey: string,
  init: {
    body?: string;
    headers?: Record<string, string>;
    query?: Record<string, string>;
    pathParameters?: Record<string, string>;
  } = {},
): APIGatewayProxyEventV2 => {
  const [method = 'GET', path = '/'] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: new URLSearchParams(init.query).toString(),
    headers: init.headers ?? {},
    queryStringParameters: init.query,
    pathParameters: init.pathParameters,
    body: init.body,
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'req-1',
      routeKey,
      stage: '$default',
      time: '24/Nov/2026:08:00:00 +0000',
      timeEpoch: 0,
    },
  };
};

/** A complete Lambda context for tests that call a handler: every field the type asks for, so no cast. */
export const lambdaTestContext: Context = {
  callbackWaitsForEmptyEventLoop: false,
  functionName: 'test',
  functionVersion: '1',
  invokedFunctionArn: 'arn',
  memoryLimitInMB: '128',
  awsRequestId: 'aws-1',
  logGroupName: 'g',
  logStreamName: 's',
  getRemainingTimeInMillis: () => 1000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
};
