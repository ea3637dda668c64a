import * as cdk from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/**
 * What an access log line holds per API kind. Route keys rather than paths and no query strings: the
 * WebSocket token travels in the query, and nothing secret may reach a log (issue 11).
 */
const fields = {
  http: {
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    time: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    latencyMs: '$context.responseLatency',
    authorizerError: '$context.authorizer.error',
    integrationError: '$context.integrationErrorMessage',
  },
  webSocket: {
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    time: '$context.requestTime',
    routeKey: '$context.routeKey',
    eventType: '$context.eventType',
    connectionId: '$context.connectionId',
    status: '$context.status',
    error: '$context.error.message',
  },
} as const;

/** Access logging of one API stage into its own log group, kept a month like the services' logs. */
export const accessLogSettings = (
  scope: Construct,
  id: string,
  kind: keyof typeof fields,
): { logGroup: logs.LogGroup; settings: apigwv2.IAccessLogSettings } => {
  const logGroup = new logs.LogGroup(scope, id, {
    retention: logs.RetentionDays.ONE_MONTH,
    removalPolicy: cdk.RemovalPolicy.DESTROY,
  });
  const settings = {
    destination: new apigwv2.LogGroupLogDestination(logGroup),
    format: AccessLogFormat.custom(JSON.stringify(fields[kind])),
  };
  return { logGroup, settings };
};
